"""A blank plugin variable (only white space) is refused; an empty one is still unset.

``ARENA_MODEL_URL=' ' pytest`` ran the evals on the scripted model, and they passed: the value
was stripped to nothing and read as unset, so the endpoint meant was never asked (users48). The
``arena`` command refuses ``ARENA_STORE=' '`` as blank; the plugin now refuses each of its
variables alike, naming the variable and what it holds. ``ARENA_MODEL_URL=''`` stays unset
(users46), and a set value is read as before."""

from __future__ import annotations

from typing import Any

import pytest

from arena.pytest_options import ENV, ENV_ALIASES, option_value

pytest_plugins = ["pytester"]

#: (option dest, variable): each variable the plugin reads, aliases included.
VARIABLES = [(d, n) for d, n in ENV.items()] + [
    (d, a) for d, aliases in ENV_ALIASES.items() for a in aliases
]


class NoOptions:
    """A config with no option given on the command line: the variables are read."""

    def getoption(self, dest: str, default: Any = None) -> Any:
        return default


@pytest.fixture
def clean(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for _, name in VARIABLES:
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


@pytest.mark.parametrize("blank", [" ", "\t", "  "], ids=["space", "tab", "two"])
@pytest.mark.parametrize(("dest", "name"), VARIABLES, ids=[n for _, n in VARIABLES])
def test_a_blank_plugin_variable_is_refused(
    clean: pytest.MonkeyPatch, dest: str, name: str, blank: str
) -> None:
    clean.setenv(name, blank)
    with pytest.raises(pytest.UsageError) as info:
        option_value(NoOptions(), dest)  # type: ignore[arg-type]
    assert str(info.value).startswith(f"${name} is blank ({blank!r}); unset it, or give ")


@pytest.mark.parametrize(("dest", "name"), VARIABLES, ids=[n for _, n in VARIABLES])
def test_an_empty_plugin_variable_is_still_unset(
    clean: pytest.MonkeyPatch, dest: str, name: str
) -> None:
    clean.setenv(name, "")
    assert option_value(NoOptions(), dest) is None  # type: ignore[arg-type]


def test_a_set_variable_is_read_as_before(clean: pytest.MonkeyPatch) -> None:
    clean.setenv("ARENA_LEG_TIMEOUT", " 30 ")  # padded: stripped, as before
    assert option_value(NoOptions(), "arena_leg_timeout") == "30"  # type: ignore[arg-type]


def test_pytest_stops_on_a_blank_model_url(
    pytester: pytest.Pytester, clean: pytest.MonkeyPatch
) -> None:
    """End to end: the session stops at once, where it ran on the scripted model."""
    clean.setenv("ARENA_MODEL_URL", " ")
    pytester.makepyfile("def test_it(arena_driver):\n    pass\n")
    result = pytester.runpytest_inprocess("-p", "arena", "-p", "no:cacheprovider")
    output = result.stdout.str() + result.stderr.str()
    assert result.ret != 0, output
    assert "$ARENA_MODEL_URL is blank (' '); unset it, or give the endpoint's URL" in output
    assert "1 passed" not in output
