"""An empty ``--model-url`` is refused, never read as none given (users46).

``arena run human_in_the_loop --model-url "$MODEL_URL"`` with MODEL_URL unset ran every item on
the built-in scripted model and said "vanilla 1/1 passed", exit 0: the endpoint the user meant
to evaluate was never asked, and nothing said so. ``pytest --arena-model-url "$URL"`` alike.
An empty ``--api-key-env`` was refused since users32; the URL now is too. An empty
``ARENA_MODEL_URL`` is still unset, as an empty variable is.
"""

from __future__ import annotations

from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from arena.cli import main

pytest_plugins = ["pytester"]


@pytest.mark.parametrize("given", ["", " "])
def test_arena_run_refuses_an_empty_model_url(tmp_path: Path, given: str) -> None:
    out = tmp_path / "o"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01"]
    result = CliRunner().invoke(main, [*args, "--model-url", given, "--out", str(out)])
    assert result.exit_code == 2, result.output
    assert "--model-url is " in result.output and "expanded to nothing?" in result.output
    assert "leave --model-url out to run on the built-in scripted model" in result.output
    assert not out.exists()


@pytest.mark.parametrize("given", [None, "http://127.0.0.1:8000/v1", "localhost:8000"])
def test_a_url_or_none_passes_the_check(given: str | None) -> None:
    """What follows reads them as before (a URL with no scheme is told its http://)."""
    from arena.cli.run_args import check_model_url

    with click.Context(click.Command("run")) as ctx:
        assert check_model_url(ctx, click.Option(["--model-url"]), given) == given


def test_the_plugin_refuses_an_empty_model_url(pytester: pytest.Pytester) -> None:
    pytester.makepyfile("def test_it(arena_driver):\n    pass\n")
    result = pytester.runpytest_inprocess(
        "-p", "arena", "-p", "no:cacheprovider", "--co", "--arena-model-url", ""
    )
    output = result.stdout.str() + result.stderr.str()
    assert "--arena-model-url is empty (a $VARIABLE that expanded to nothing?)" in output


def test_an_empty_arena_model_url_is_still_unset(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ARENA_MODEL_URL", "")
    pytester.makepyfile("def test_it(arena_driver):\n    pass\n")
    result = pytester.runpytest_inprocess("-p", "arena", "-p", "no:cacheprovider", "--co")
    assert result.ret == 0, result.stdout.str()
