"""A broken adapter of the user's own, as the pytest plugin reports it (users28 finding 4): the
error once (``pytest.fail`` inside ``except`` printed it twice, "During handling of the above
exception, another exception occurred:" between), under the option the user typed
(``--arena-adapter``, not the CLI's ``--adapter``), and an unknown name says how one of the user's
own is named (``mine`` and ``mine:`` read "unknown adapter" with no hint of ``module:factory``)."""

from __future__ import annotations

import pytest

pytest_plugins = ["pytester"]

EVAL = """
def test_x(arena_driver):
    pass
"""
BAD = """
class NotAnAdapter:
    pass


def factory_raises(spec):
    raise RuntimeError("factory failed")
"""


def run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    pytester.makepyfile(test_eval=EVAL, bad=BAD)
    return pytester.runpytest_inprocess("-p", "arena", "-p", "no:cacheprovider", *args)


@pytest.mark.parametrize(
    ("adapter", "said"),
    [
        ("bad:NotAnAdapter", "bad.NotAnAdapter cannot be called with the spec"),
        ("bad:factory_raises", "bad.factory_raises(spec) raised RuntimeError: factory failed"),
    ],
)
def test_a_broken_adapter_is_reported_once_as_typed(
    pytester: pytest.Pytester, adapter: str, said: str
) -> None:
    result = run(pytester, "--arena-adapter", adapter)
    result.assert_outcomes(errors=1)
    out = result.stdout.str()
    assert "During handling of the above exception" not in out, out
    lines = [line for line in out.splitlines() if said in line and "short test summary" not in line]
    assert [line.split(": ", 1)[0] for line in lines if not line.startswith("ERROR ")] == [
        f"--arena-adapter {adapter}"
    ], out


@pytest.mark.parametrize("adapter", ["mine", "mine:"])
def test_an_unknown_adapter_names_the_module_factory_form(
    pytester: pytest.Pytester, adapter: str
) -> None:
    result = run(pytester, "--arena-adapter", adapter)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        [f"*unknown adapter '{adapter}'; known adapters: vanilla*; an adapter of your own is "
         "named module:factory (e.g. my_agent:build)"]
    )  # fmt: skip
