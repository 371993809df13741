"""A misspelt behaviour inside a mix is told the one meant, as a plain one is (users46).

``arena run ... --behaviour reckles`` says "(did you mean 'reckless'?)", but
``--behaviour mix:compliant=0.8,reckles=0.2`` listed the eighteen behaviours with no word of
which was meant. And README's mix given to the pytest plugin (``ARENA_BEHAVIOUR=mix:...``) was
"unknown behaviour", as if the mix were a misspelt name: an eval plays one behaviour.
"""

from __future__ import annotations

import pytest

from arena.errors import UserError
from arena.model.mix import parse_mix

pytest_plugins = ["pytester"]


@pytest.mark.parametrize(
    ("spec", "meant"),
    [
        ("mix:compliant=0.8,reckles=0.2", "reckless"),
        ("mix:compliant=0.8,stubbon=0.2", "stubborn"),
        ("mix:complaint=0.8,reckless=0.2", "compliant"),
        ("mix:compliant=0.5,Chatty=0.5", "chatty"),
    ],
)
def test_a_misspelt_behaviour_in_a_mix_names_the_one_meant(spec: str, meant: str) -> None:
    with pytest.raises(UserError) as told:
        parse_mix(spec)
    assert f"(did you mean {meant!r}?); valid: batch" in str(told.value)


@pytest.mark.parametrize("spec", ["mix:compliant=0.8,sneaky=0.2", "mix:compliant=0.8,xyz=0.2"])
def test_a_name_close_to_none_is_told_the_list_alone(spec: str) -> None:
    with pytest.raises(UserError) as told:
        parse_mix(spec)
    assert "did you mean" not in str(told.value) and "; valid: batch" in str(told.value)


def test_a_good_mix_still_parses() -> None:
    assert parse_mix("mix:compliant=0.8,reckless=0.2").draw(1, "x", 0) in {"compliant", "reckless"}


def test_the_plugin_says_a_mix_is_arena_runs(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ARENA_BEHAVIOUR", "mix:compliant=0.8,stubborn=0.2")
    pytester.makepyfile("def test_it(arena_driver):\n    pass\n")
    result = pytester.runpytest_inprocess("-p", "arena", "-p", "no:cacheprovider")
    output = result.stdout.str() + result.stderr.str()
    assert "ARENA_BEHAVIOUR=mix:compliant=0.8,stubborn=0.2: a mix is arena run's" in output
    assert "an eval plays one behaviour: give one of batch" in output
    assert "unknown behaviour" not in output
