"""``arena run --probes`` takes ``--probe-seed N`` as ``arena matrix`` does (evidence44).

Before, only ``arena matrix`` took one: ``arena run human_in_the_loop --probes --probe-seed 5``
was a usage error ("No such option"), so a run whose probes caught something could not be run
again on the same probe items, and ``arena report`` said nothing of the seed its folder kept.
Now the run draws its probe items with the seed given, records it (``summary.json``'s
``probe_seed``, every probe run's), prints it, and ``arena report`` prints it (and ``--json``
gives it), read from the probe runs themselves.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.arenas import load_arena
from arena.cli import main
from arena.probes import EXTRA, plan_items
from arena.restart_probe import restart_items

RUN = ["run", "human_in_the_loop", "--adapter", "vanilla"]


@pytest.fixture(scope="module")
def seeded(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, str]]:
    """One ``arena run --probes --probe-seed 5`` folder, and what the command printed."""
    out = tmp_path_factory.mktemp("seeded") / "o"
    result = CliRunner().invoke(main, [*RUN, "--probes", "--probe-seed", "5", "--out", str(out)])
    assert result.exit_code == 0, result.output
    yield out, result.output


def probe_records(out: Path) -> list[dict[str, object]]:
    lines = (out / "probes.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def test_the_run_draws_its_probe_items_with_the_seed_given(seeded: tuple[Path, str]) -> None:
    out, printed = seeded
    records = probe_records(out)
    assert records and {r["probe_seed"] for r in records} == {5}
    assert json.loads((out / "summary.json").read_text())["probe_seed"] == 5
    arena = load_arena("human_in_the_loop")
    plan = plan_items(arena, EXTRA, 5)
    restarted = restart_items(arena, 5)  # the durable cell's restarts (evidence45, durable46)
    assert len(restarted) == 3
    for record in records:  # each probe's items, as arena matrix --probe-seed 5 draws them
        if record["probe"] == "restart":
            answer = record["restart"]["answer"]  # type: ignore[index]
            assert record["item"] == restarted[answer].id
            continue
        assert record["item"] in {i.id for i in plan.items[str(record["probe"])]}, record["probe"]
    assert "probe items: seed 5 (--probe-seed 5 runs the same ones again)" in printed


def test_the_report_prints_the_seed_from_the_probe_runs(seeded: tuple[Path, str]) -> None:
    out, _ = seeded
    result = CliRunner().invoke(main, ["report", str(out)])
    assert result.exit_code == 0, result.output
    assert "probe items: seed 5 (--probe-seed 5 runs the same ones again)" in result.output
    data = json.loads(CliRunner().invoke(main, ["report", str(out), "--json"]).output)
    assert data[0]["probe_seed"] == 5


def test_the_report_reads_the_seed_off_the_runs_not_the_summary(
    seeded: tuple[Path, str], tmp_path: Path
) -> None:
    """A summary.json edited to another seed does not move it: the runs drew with 5."""
    out, _ = seeded
    copy = tmp_path / "copy"
    copy.mkdir()
    for f in ("runs.jsonl", "probes.jsonl", "summary.json"):
        (copy / f).write_bytes((out / f).read_bytes())
    summary = json.loads((copy / "summary.json").read_text())
    (copy / "summary.json").write_text(json.dumps(summary | {"probe_seed": 77}))
    data = json.loads(CliRunner().invoke(main, ["report", str(copy), "--json"]).output)
    assert data[0]["probe_seed"] == 5


def test_a_report_without_probe_runs_prints_no_seed(tmp_path: Path) -> None:
    out = tmp_path / "plain"
    ran = CliRunner().invoke(main, [*RUN, "--item", "hitl-01", "--quiet", "--out", str(out)])
    assert ran.exit_code == 0, ran.output
    result = CliRunner().invoke(main, ["report", str(out)])
    assert result.exit_code == 0 and "probe items" not in result.output
    data = json.loads(CliRunner().invoke(main, ["report", str(out), "--json"]).output)
    assert data[0]["probe_seed"] is None


def test_a_probe_seed_without_probes_is_refused_naming_the_fix(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, [*RUN, "--probe-seed", "5", "--out", str(tmp_path / "o")])
    assert result.exit_code == 2
    assert "--probe-seed only applies with --probes" in result.output
    assert "add --probes, or drop --probe-seed 5" in result.output
    assert "Traceback" not in result.output and not (tmp_path / "o").exists()


@pytest.mark.parametrize(
    ("value", "said"),
    [("-1", "-1 is not in the range x>=0"), ("five", "'five' is not a whole number (at least 0)")],
)
def test_a_bad_probe_seed_is_one_line_naming_the_range(value: str, said: str) -> None:
    for command in ([*RUN, "--probes"], ["matrix", "--adapter", "vanilla"]):
        result = CliRunner().invoke(main, [*command, "--probe-seed", value])
        assert result.exit_code == 2, result.output
        assert "Invalid value for '--probe-seed'" in result.output and said in result.output
        assert "Traceback" not in result.output


MIX = ["--behaviour", "mix:compliant=0.5,reckless=0.5", "--item", "hitl-01", "--item", "hitl-02"]


def test_a_mix_run_and_its_report_print_the_seed_it_drew(tmp_path: Path) -> None:
    """A mix drew its seed at random and only summary.json kept it: neither the run's output
    nor arena report said it, so a reader could not draw the same behaviours again."""
    out = tmp_path / "mix"
    ran = CliRunner().invoke(main, [*RUN, *MIX, "--quiet", "--out", str(out)])
    assert ran.exit_code in (0, 1), ran.output
    seed = json.loads((out / "summary.json").read_text())["model"]["seed"]
    line = f"behaviour mix: seed {seed} (--seed {seed} draws the same again)"
    assert line in ran.output
    assert line in CliRunner().invoke(main, ["report", str(out)]).output
    assert all(len(x) <= 80 for x in ran.output.splitlines() if "behaviour mix" in x)


def test_a_run_with_no_mix_prints_no_mix_seed(tmp_path: Path) -> None:
    out = tmp_path / "plain"
    ran = CliRunner().invoke(main, [*RUN, "--item", "hitl-01", "--quiet", "--out", str(out)])
    assert ran.exit_code == 0 and "behaviour mix" not in ran.output
    assert "behaviour mix" not in CliRunner().invoke(main, ["report", str(out)]).output
