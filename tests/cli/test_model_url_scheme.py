"""``--model-url localhost:18750/v1`` (no scheme) said "unreachable (UnsupportedProtocol)"
(outside tester 12, finding 7): the scheme is checked first, naming the URL meant."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.endpoints import check_reachable
from arena.errors import UserError

pytest_plugins = ["pytester"]


def test_a_url_without_a_scheme_names_the_one_meant() -> None:
    result = CliRunner().invoke(
        main,
        ["run", "human_in_the_loop", "--model-url", "localhost:18750/v1", "--model", "m"],
    )
    assert result.exit_code == 2, result.output
    assert (
        "--model-url needs http:// or https:// (got 'localhost:18750/v1'); did you mean "
        "http://localhost:18750/v1?"
    ) in result.output
    assert "UnsupportedProtocol" not in result.output


def test_another_scheme_is_refused_without_a_guess() -> None:
    with pytest.raises(UserError, match=r"--arena-model-url needs http:// or https:// \(got "):
        check_reachable("ftp://host/v1", flags=("--arena-model-url",))


def test_the_plugin_refuses_it_before_any_test(pytester: pytest.Pytester) -> None:
    pytester.makepyfile("def test_x(arena_driver):\n    pass\n")
    result = pytester.runpytest_inprocess(
        "-p", "arena", "-p", "no:cacheprovider",
        "--arena-model-url", "localhost:9/v1", "--arena-model", "m",
    )  # fmt: skip
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        ["*--arena-model-url needs http://*did you mean http://localhost:9/v1?"]
    )
