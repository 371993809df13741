"""What the pages say about the code, held against the code (docs29's review).

Each of these drifted unnoticed: a module the architecture page never described (46 of 107), a
name no module has (``runner.drive`` in docs/faults.md, ``arenas.load`` in the data flow), a
docstring sending the reader to a file outside the repository ("seed 001"), a fault table
listing one failing check where the suite asserts four, an exit code the command reference left
out, and findings.md with two sections 5.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest
from tests.project.test_architecture import MODULES, layers

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
PAGES = [*sorted(DOCS.glob("*.md")), ROOT / "README.md", ROOT / "findings.md"]


def _without(text: str, *titles: str) -> str:
    for title in titles:
        start = text.index(f"\n## {title}\n")
        end = text.find("\n## ", start + 1)
        text = text[:start] + (text[end:] if end != -1 else "")
    return text


def test_every_module_of_the_layer_table_is_described() -> None:
    text = _without((DOCS / "architecture.md").read_text(encoding="utf-8"), "Layers", "Arrows")
    quiet = [
        name
        for name in (k.removeprefix("arena.") for k in layers() if k != "arena")
        if not re.search(rf"`(?:arena\.)?{re.escape(name)}[`./(]", text)
    ]
    assert not quiet, f"docs/architecture.md names these only in the layer table: {quiet}"


# Nothing points outside the repository (the seeds, the shared design notes): one scan for the
# whole family in test_s52_no_outside_pointers.py.


#: Backticked names that read like ``module.attribute`` but are not: JSON keys and a column.
NOT_NAMES = {
    "reconcile.ledger",  # `arena show --json`'s keys (docs/operator.md)
    "reconcile.command",
    "runs.claim_token",  # the runs table's column (findings.md)
    "tools.call",  # a worker driver's ``tools`` argument (docs/workers.md)
}
TOP = {m.split(".")[1] for m in MODULES if m.count(".") >= 1}
FILE = re.compile(r"\.(py|md|ya?ml|jsonl?|txt|toml|html|db|sqlite|pkl|sh)$")


def dotted_names(text: str) -> set[str]:
    """``a.b.c`` names in backticks, and in plain code blocks (a diagram, a data flow; a Python
    example's names are its own variables), whose head is one of arena's modules."""
    found = set(re.findall(r"`(?:arena\.)?([a-z_]+(?:\.[A-Za-z_]\w*)+)(?:\([^`]*\))?`", text))
    for block in re.findall(r"^```\n.*?^```", text, flags=re.S | re.M):
        found |= set(re.findall(r"(?<![\w./])([a-z_]+(?:\.[A-Za-z_]\w*)+)", block))
    return {n for n in found if n.split(".")[0] in TOP and not FILE.search(n)} - NOT_NAMES


def resolves(name: str) -> bool:
    parts = name.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj: object = importlib.import_module("arena." + ".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for attr in parts[cut:]:
            fields = getattr(obj, "__struct_fields__", ()) or getattr(obj, "__annotations__", {})
            if not hasattr(obj, attr):
                return attr in fields
            obj = getattr(obj, attr)
        return True
    return False


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_dotted_name_a_page_gives_exists(page: Path) -> None:
    missing = sorted(n for n in dotted_names(page.read_text(encoding="utf-8")) if not resolves(n))
    assert not missing, f"{page.name} names what arena does not have: {missing}"


def test_the_name_check_can_fail() -> None:
    page = "`runner.drive`, `runs.jsonl`\n```\narenas.load ─► x\n```\n```python\nreport.ok\n```\n"
    assert dotted_names(page) == {
        "runner.drive",
        "arenas.load",
    }
    assert not resolves("runner.drive") and not resolves("arenas.load")
    assert resolves("runner.run_legs") and resolves("flights.WAITED_SHARE")


def test_findings_numbers_each_section_once() -> None:
    heads = re.findall(r"^## (\d+)\.", (ROOT / "findings.md").read_text(encoding="utf-8"), re.M)
    assert len(heads) == len(set(heads)), f"findings.md numbers a section twice: {heads}"


def test_the_command_reference_names_every_exit_code() -> None:
    """docs/cli.md's exit line (src/arena/cli/reference.py) against operator.md's table."""
    table = re.findall(r"^\| \*\*(\d+)\*\* \|", (DOCS / "operator.md").read_text("utf-8"), re.M)
    reference = (DOCS / "cli.md").read_text(encoding="utf-8")
    line = " ".join(reference[reference.index("Exit codes") :].split("\n\n")[0].split())
    missing = [code for code in table if not re.search(rf"\b{code}\b", line)]
    assert table and not missing, f"docs/cli.md's exit codes lack {missing}: {line}"


def _fault_rows() -> dict[str, dict[str, set[str]]]:
    """``{"reckless": {"approved": {...}, "denied": {...}}, ...}`` from methodology §5's table."""
    text = (DOCS / "methodology.md").read_text(encoding="utf-8")
    section = text[text.index("## 5.") : text.index("## 6.")]
    rows: dict[str, dict[str, set[str]]] = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
        m = re.fullmatch(r"`(\w+)`", cells[0]) if len(cells) == 3 else None
        if m:
            kinds = {}
            for part in cells[2].split(";"):
                kind, _, checks = part.partition(":")
                kinds[kind.strip()] = set(re.findall(r"`(\w+)`", checks.split("(")[0]))
            rows[m.group(1)] = kinds
    return rows


def test_the_fault_table_is_what_the_suites_assert() -> None:
    from tests.adapters import test_conformance as conformance
    from tests.adapters import test_wording as wording

    rows = _fault_rows()
    kind = {conformance.APPROVED: "approved", conformance.DENIED: "denied"}
    for behaviour, per_item in conformance.FAULTS.items():
        want = {kind[item]: checks for item, checks in per_item.items()}
        assert rows.get(behaviour) == want, (behaviour, rows.get(behaviour), want)
    for behaviour, (_, checks) in wording.FAULTS.items():
        got = set().union(*rows[behaviour].values())
        assert got == checks, (behaviour, got, checks)


CITED = re.compile(r"""((?:docs/)?[a-z_]+\.md)`?\)?(?: §\d+)?,\s*["“]([^"”]{3,120})["”]""")


def _squashed(text: str) -> str:
    return " ".join(text.replace("#", " ").casefold().split())


def test_cited_words_are_on_the_cited_page() -> None:
    """``docs/methodology.md, "Bookings no run owns"`` sent a reader to words the page does not
    have ("A booking no run owns"): a citation by words must find them, wherever it stands."""
    wrong = []
    for path in [*sorted((ROOT / "src").rglob("*.py")), *PAGES]:
        for doc, words in CITED.findall(path.read_text(encoding="utf-8")):
            page = ROOT / doc if doc in ("README.md", "findings.md") else DOCS / doc.split("/")[-1]
            if page.exists() and _squashed(words) not in _squashed(page.read_text("utf-8")):
                wrong.append(f"{path.relative_to(ROOT)}: {doc}, {words!r}")
    assert not wrong, "\n".join(wrong)
