"""The end of README's ``make demo`` output is what ``arena run --probes`` ends with (users46).

Since session 44 ``arena run --probes`` (and so ``make demo``) prints, before its ``results:``
line, the seed its probes drew their items with (``probe items: seed N (--probe-seed N runs the
same ones again)``); README's sample ended on ``results:`` without it, so a reader never learnt
the line that draws the same probe items again. tests/cli/test_readme.py holds the Evidence
rows; this holds the sample's last lines and its count of evidence rows.
"""

from __future__ import annotations

import re
from pathlib import Path

from arena.adapters import ADAPTERS
from arena.cli.options import probe_seed_line

README = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")


def _demo_block() -> list[str]:
    block = README.split("$ make demo\n", 1)[1].split("\n```", 1)[0]
    return block.splitlines()


def test_the_demo_sample_ends_with_the_probe_seed_then_the_results_folder() -> None:
    *_, seed_line, results = _demo_block()
    seed = re.fullmatch(r"probe items: seed (\d+) .*", seed_line)
    assert seed is not None, seed_line
    assert seed_line == probe_seed_line(int(seed.group(1)))
    assert re.fullmatch(r"results: results/human_in_the_loop-\d{8}-\d{6}", results), results


def test_the_demo_samples_evidence_row_count_is_every_adapters_cells() -> None:
    from arena.report import _DECISION_HEADS, _HEADS

    said = re.search(r"^\((\d+) evidence rows;", README, re.M)
    assert said is not None
    assert int(said.group(1)) == len(ADAPTERS) * (len(_HEADS) + len(_DECISION_HEADS))
