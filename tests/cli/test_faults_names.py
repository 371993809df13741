"""``arena faults --fault``: every unknown name is named, with the valid ones, and 'all' or
'classes' mix with fault names. ``--fault classes,nope`` blamed 'classes' ("unknown fault
'classes'"), which is valid on its own, and said nothing of 'nope'."""

from __future__ import annotations

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.model.faults import CLASSES, FAULTS


def faults(selection: str) -> Result:
    return CliRunner().invoke(main, ["faults", "--fault", selection, "--adapter", "vanilla"])


def one_error_line(result: Result) -> str:
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("error: "), result.stderr
    return result.stderr


@pytest.mark.parametrize("selection", ["classes,nope", "all,nope", f"{next(iter(FAULTS))},nope"])
def test_the_unknown_name_is_the_one_blamed(selection: str) -> None:
    line = one_error_line(faults(selection))
    assert line.split(";")[0].endswith(": unknown fault 'nope'"), line
    for name in FAULTS:
        assert name in line
    assert "'all'" in line and "'classes'" in line


def test_every_unknown_name_is_named_once() -> None:
    line = one_error_line(faults("nope, bogus ,nope,hang"))
    assert "unknown faults 'nope', 'bogus';" in line


def test_an_empty_selection_is_refused() -> None:
    assert "no fault named" in one_error_line(faults(" , "))


def test_groups_and_names_mix_each_fault_once() -> None:
    from arena.cli.faults_cmd import fault_selection

    classes = list(CLASSES.values())
    extra = next(f for f in FAULTS if f not in classes)
    assert fault_selection(f"classes,{extra},{classes[0]}") == [*classes, extra]
    assert fault_selection("all") == list(FAULTS)
    assert fault_selection(f" {extra} ") == [extra]
