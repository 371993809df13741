"""``--adapter all`` misspelt ('All', 'ALL', 'al', 'alll') was told the eight adapter names, with no
did-you-mean and no word that ``all`` exists (users43): "unknown adapter 'All'; known adapters:
vanilla, ..., crewai; ...". The whole selection misspelt now hears "(did you mean 'all'?)", and
every unknown name given alone is told ``all`` is there too. Within a list ('vanilla,al') ``all``
is no answer (it takes no name beside it), and neither is it where a name is an adapter's
misspelling ('Vanilla') or outside ``--adapter`` (``load_adapter``: the eval API's adapter)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from arena.adapters import load_adapter, resolve_names
from arena.cli import main
from arena.conformance import rooms_spec
from arena.errors import NotFound

ALL = "or all (every installed one)"


def _refused(selection: str) -> str:
    result = CliRunner().invoke(main, ["run", "human_in_the_loop", "--adapter", selection])
    assert result.exit_code == 2, result.output
    return result.stderr


@pytest.mark.parametrize("typed", ["All", "ALL", "al", "alll", " All "])
def test_all_misspelt_is_told_all(typed: str) -> None:
    said = _refused(typed)
    assert f"unknown adapter {typed.strip()!r} (did you mean 'all'?); known adapters: " in said
    assert ALL in said and "Traceback" not in said, said


@pytest.mark.parametrize(
    ("typed", "hint"), [("Vanilla", "vanilla"), ("langgrap", "langgraph"), ("nope", None)]
)
def test_another_name_alone_keeps_its_own_hint_and_hears_of_all(
    typed: str, hint: str | None
) -> None:
    said = _refused(typed)
    assert "(did you mean 'all'?)" not in said and ALL in said, said
    assert (f"(did you mean {hint!r}?)" in said) == (hint is not None), said


@pytest.mark.parametrize("typed", ["vanilla,al", "al,langgraph"])
def test_within_a_list_all_is_no_answer(typed: str) -> None:
    said = _refused(typed)
    assert "unknown adapter 'al'" in said and "'all'" not in said and ALL not in said, said


def test_all_itself_and_outside_the_selection() -> None:
    assert "vanilla" in resolve_names("all")
    with pytest.raises(NotFound) as refused:
        load_adapter("al", rooms_spec())
    assert "'all'" not in str(refused.value) and ALL not in str(refused.value)
