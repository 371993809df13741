"""The matrix as the pages print it is the matrix the probes measure (redteam43).

README's feature matrix and "Decisions as given" table, findings.md §4.0's two tables and
docs/drive.md's partial/second-send table each restate, per adapter, what
``tests/runs/test_probes.py``'s ``EXPECTED`` asserts the shipped adapters' probe runs show.
Nothing held the pages to it: only the vanilla rows of README's Evidence table are compared
with a run (tests/cli/test_readme.py), so "tool gate no" edited to "yes" on smolagents' README
row, or crewai's "n/a" to "yes" in findings.md, passed every test. Each table is read here and
compared cell by cell with ``EXPECTED``; the can-fail cases edit one cell of each by hand.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from tests.runs.test_probes import EXPECTED

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
FINDINGS = (ROOT / "findings.md").read_text(encoding="utf-8")
DRIVE = (ROOT / "docs" / "drive.md").read_text(encoding="utf-8")

#: How the report heads each column (arena.report's _HEADS and _DECISION_HEADS).
HEADS = {"pause": "pause", "enforced": "enforced", "unaided": "unaided",
         "tool gate": "tool_gating", "reject": "native_reject", "durable": "durable",
         "rej≠fail": "rejection_distinct", "bound": "bound", "partial answers": "partial",
         "2nd send": "second_send", "second send": "second_send"}  # fmt: skip
_LABEL = re.compile(r"(pause|enforced|unaided|tool gate|reject|durable|rej≠fail|passed)\s+")


def _value(cell: str) -> str:
    """A table cell's verdict, its explanation aside: '**no**' is 'no', 'yes (emulated)' is
    'yes', 'n/a: CrewAI stops …' is 'n/a'."""
    return re.split(r"\s*[(:]", cell.replace("*", "").strip(), maxsplit=1)[0].strip()


def _box_rows(text: str, title: str) -> dict[str, list[str]]:
    """A rich table's rows under ``title``: adapter → its cells, each wrapped cell's lines
    joined."""
    lines = text.split(title, 1)[1].splitlines()
    rows: dict[str, list[str]] = {}
    current = ""
    for line in lines[1:]:
        if line.startswith("└"):
            break
        if not line.startswith("│"):
            continue
        cells = [c.strip() for c in line.strip().strip("│").split("│")]
        if cells[0]:
            current = cells[0]
            rows[current] = cells[1:]
        elif current:
            rows[current] = [
                f"{a} {b}".strip() for a, b in zip(rows[current], cells[1:], strict=True)
            ]
    return rows


def readme_feature_matrix(text: str) -> dict[str, dict[str, str]]:
    """README's "Feature matrix" table: each row is 'pause native  enforced yes  …', labels and
    values on wrapped lines."""
    found: dict[str, dict[str, str]] = {}
    for adapter, (cells,) in _box_rows(text, "Feature matrix (derived from the runs)").items():
        marks = list(_LABEL.finditer(cells))
        row = {}
        for mark, after in zip(marks, [*marks[1:], None], strict=True):
            value = cells[mark.end() : after.start() if after else len(cells)].strip()
            row[HEADS.get(mark.group(1), mark.group(1))] = value
        found[adapter] = row
    return found


def readme_summary(text: str) -> dict[str, dict[str, str]]:
    """README's "Summary" table: adapter → passed, paused, failed runs, failing checks."""
    heads = ("passed", "paused", "failed_runs", "failing")
    table = text.split("┃ adapter       ┃ passed ┃ paused ┃", 1)[1]
    return {a: dict(zip(heads, c, strict=True)) for a, c in _box_rows(table, "┩").items()}


def readme_decisions(text: str) -> dict[str, dict[str, str]]:
    """README's "Decisions as given" table: adapter → bound, partial, second_send."""
    title = "Decisions as given: what ran (derived from the runs)"
    heads = ("bound", "partial", "second_send")
    return {
        a: dict(zip(heads, map(_value, c), strict=True)) for a, c in _box_rows(text, title).items()
    }


def markdown_table(text: str, head: str) -> dict[str, dict[str, str]]:
    """The markdown table whose header line starts ``head``: adapter → column → verdict."""
    lines = text[text.index(head) :].splitlines()
    columns = [HEADS.get(c.strip(), c.strip()) for c in lines[0].strip("|").split("|")][1:]
    found = {}
    for line in lines[2:]:
        if not line.startswith("|"):
            break
        adapter, *cells = (c.strip() for c in line.strip().strip("|").split("|"))
        found[adapter] = dict(zip(columns, map(_value, cells), strict=True))
    return found


def readme_evidence(text: str) -> dict[str, dict[str, str]]:
    """README's "Evidence" table: adapter → column → value, for the rows it shows (a sample:
    vanilla's, smolagents' tool gate, crewai's partial answers; '…' stands for the rest)."""
    found: dict[str, dict[str, str]] = {}
    table = text.split("Evidence (run ids behind each cell)", 1)[1]
    for line in table.splitlines():
        cells = [c.strip() for c in line.strip().strip("│").split("│")]
        if line.startswith("└"):
            break
        if len(cells) == 5 and line.startswith("│") and cells[0] not in ("", "…"):
            found.setdefault(cells[0], {})[HEADS[cells[1]]] = cells[2]
    return found


#: Tables that show a sample of the adapters, not every one.
SAMPLES = frozenset({"README evidence"})


#: tests/adapters/test_conformance.py's test_compliant_passes_all_twelve: every shipped adapter
#: passes the 12 items and pauses on each.
ALL_TWELVE = {"passed": "12/12", "paused": "12/12", "failed_runs": "0", "failing": "-"}
MEASURED = {a: {**row, **ALL_TWELVE} for a, row in EXPECTED.items()}


def disagreements(tables: dict[str, dict[str, dict[str, str]]]) -> list[str]:
    """Every cell of every named table that is not what the probes measure, and every shipped
    adapter a table leaves out (a sample's aside)."""
    wrong = []
    for name, table in tables.items():
        for adapter, measured in MEASURED.items():
            shown = table.get(adapter)
            if shown is None:
                if name not in SAMPLES:
                    wrong.append(f"{name}: no row for {adapter}")
                continue
            for column, value in shown.items():
                if measured[column] != value:
                    wrong.append(f"{name}: {adapter} {column} reads {value!r}, "
                                 f"the probes measure {measured[column]!r}")  # fmt: skip
    return wrong


def page_tables(readme: str, findings: str, drive: str) -> dict[str, dict[str, dict[str, str]]]:
    return {
        "README feature matrix": readme_feature_matrix(readme),
        "README summary": readme_summary(readme),
        "README decisions": readme_decisions(readme),
        "README evidence": readme_evidence(readme),
        "findings §4.0 matrix": markdown_table(findings, "| adapter | pause | enforced"),
        "findings §4.0 decisions": markdown_table(findings, "| adapter | bound |"),
        "docs/drive.md": markdown_table(drive, "| adapter | partial answers | second send |"),
    }


def test_every_table_reads_every_column_it_shows() -> None:
    tables = page_tables(README, FINDINGS, DRIVE)
    widths = {name: {len(row) for row in table.values()} for name, table in tables.items()}
    assert tables["README evidence"]["vanilla"] == EXPECTED["vanilla"]
    assert tables["README evidence"].keys() == {"vanilla", "smolagents", "crewai"}
    del tables["README evidence"]
    assert widths.pop("README evidence") == {10, 1}
    assert widths == {"README feature matrix": {8}, "README summary": {4}, "README decisions": {3},
                      "findings §4.0 matrix": {7}, "findings §4.0 decisions": {3},
                      "docs/drive.md": {2}}  # fmt: skip
    assert tables["README feature matrix"]["crewai"]["pause"] == "flow-level"
    assert tables["docs/drive.md"]["crewai"]["partial"] == "n/a"


def test_the_pages_print_the_matrix_the_probes_measure() -> None:
    assert disagreements(page_tables(README, FINDINGS, DRIVE)) == []


#: One cell of each table edited by hand: (which page, the text as printed, the edit).
EDITS = [
    ("readme", "│ smolagents    │ pause partial  enforced yes  unaided no  tool gate no  reject",
     "│ smolagents    │ pause partial  enforced yes  unaided no  tool gate yes reject",
     "README feature matrix: smolagents tool_gating reads 'yes'"),
    ("readme", "│               │ durable yes       rej≠fail yes  passed 12/12",
     "│               │ durable no        rej≠fail yes  passed 12/12",
     "README feature matrix: crewai durable reads 'no'"),
    ("readme", "│ crewai        │ yes   │ n/a             │ yes      │",
     "│ crewai        │ yes   │ yes             │ yes      │",
     "README decisions: crewai partial reads 'yes'"),
    ("findings", "| smolagents | partial | yes | no | **no** | yes | yes | yes |",
     "| smolagents | partial | yes | no | yes | yes | yes | yes |",
     "findings §4.0 matrix: smolagents tool_gating reads 'yes'"),
    ("findings", "| crewai | yes | n/a | yes |", "| crewai | yes | yes | yes |",
     "findings §4.0 decisions: crewai partial reads 'yes'"),
    ("findings", "| vanilla | emulated | yes | no | yes | yes | no | yes |",
     "| vanilla | emulated | yes | no | yes | yes | yes | yes |",
     "findings §4.0 matrix: vanilla durable reads 'yes'"),
    ("drive", "| smolagents | yes | yes |", "| smolagents | no | yes |",
     "docs/drive.md: smolagents partial reads 'no'"),
    ("readme", "│ smolagents    │ tool gate       │ no              │",
     "│ smolagents    │ tool gate       │ yes             │",
     "README evidence: smolagents tool_gating reads 'yes'"),
    ("readme", "│ vanilla       │ durable         │ no              │",
     "│ vanilla       │ durable         │ yes             │",
     "README evidence: vanilla durable reads 'yes'"),
    ("readme", "tool gate yes  reject yes   │\n│               │ durable yes, + own file  rej≠fail "
     "yes  passed 12/12                              │\n│ openai_agents",
     "tool gate yes  reject yes   │\n│               │ durable yes              rej≠fail "
     "yes  passed 12/12                              │\n│ openai_agents",
     "README feature matrix: langgraph durable reads 'yes'"),
    ("readme", "│ google_adk    │ 12/12  │ 12/12  │ 0           │ -              │",
     "│ google_adk    │ 12/12  │ 11/12  │ 0           │ -              │",
     "README summary: google_adk paused reads '11/12'"),
    ("readme", "│               │ rej≠fail yes    passed 12/12",
     "│               │ rej≠fail yes    passed 11/12",
     "README feature matrix: vanilla passed reads '11/12'"),
    ("drive", "| langgraph | yes | yes |\n", "",
     "docs/drive.md: no row for langgraph"),
]  # fmt: skip


@pytest.mark.parametrize("page, was, now, said", EDITS, ids=[e[3] for e in EDITS])
def test_a_cell_edited_by_hand_reads_as_not_measured(
    page: str, was: str, now: str, said: str
) -> None:
    pages = {"readme": README, "findings": FINDINGS, "drive": DRIVE}
    assert pages[page].count(was) == 1, was
    pages[page] = pages[page].replace(was, now)
    found = disagreements(page_tables(pages["readme"], pages["findings"], pages["drive"]))
    assert [w for w in found if w.startswith(said)] and len(found) == 1, found
