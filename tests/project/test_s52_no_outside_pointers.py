"""Code and the docs point to docs/architecture.md (and the other pages), never outside the repo.

arch52: four places explained themselves by a design text that is not in the repository — "a
``Driver`` is the seed's ``t``" (``drive/_driver.py`` twice, docs/drive.md), "(the seed's
mechanism)" (``adapters/google_adk.py``), "(the seed's name)" (``adapters/microsoft_af.py``). A
reader of the repository cannot follow such a pointer. Read as text, not imported: a pure scan.
A random seed ("the seed the mix drew", ``--seed``, "seeded") is no pointer. The scan of
test_docs_truth (docs29: "seed 000", ``/work/shared``) is folded in here: one read of the files.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: A pointer to a design text outside the repository: the sibling ``shared/`` folder, its
#: DESIGN.md, or "the seed" as a document that names or says something (a random seed's value,
#: bits or draw is not one).
OUTSIDE = re.compile(
    r"\.\./shared\b|/work/shared\b|\bshared/DESIGN\b|(?-i:\bDESIGN\.md\b)|\bseeds? \d{3}\b"
    r"|\bthe seed(?:'s|\u2019s)\s+(?!(?:value|bits|bytes|hash|digest|number|draws?)\b)\S+"
    r"|\b(?:the|as the|per the) seed (?:says|said|names|named|calls|asks|specifies|wants|design)\b"
    r"|\bseed (?:design|document|doc|spec)\b",
    re.IGNORECASE,
)


def outside_pointers(text: str) -> list[str]:
    return [m.group(0) for m in OUTSIDE.finditer(text)]


@pytest.mark.parametrize(
    "text",
    [
        "A :class:`Driver` is the seed's ``t``.",
        "``LongRunningFunctionTool`` (the seed's mechanism)",
        "(The Seed's name) exists in the installed release",
        "see ../shared/DESIGN.md for the contract",
        "as DESIGN.md says",
        "the seed says a worker claims with SKIP LOCKED",
        "per the seed design, one store",
        "the seed document names the probes",
        "the seed\u2019s ``t``",
        "as seed 000 shows",
        "seeds 001 and 003 (docs29)",
        "/work/shared/DESIGN.md",
    ],
)
def test_a_pointer_outside_the_repo_is_found(text: str) -> None:
    assert outside_pointers(text), text


@pytest.mark.parametrize(
    "text",
    [
        "the line arena run gives for the seed the mix drew each run's behaviour with",
        "drawn with the probes' seed (red team 21)",
        "a probe's item as its recorded seed drew it",
        "``--seed 7`` draws the same again",
        "A seeded stochastic stand-in",
        "Distributions are seeded: a benchmark run is repeatable",
        "the seed's value is 7",
        "shared_dir / 'design.md'",
        'docs/architecture.md, "Contracts"',
    ],
)
def test_a_random_seed_or_a_page_here_is_no_pointer(text: str) -> None:
    assert outside_pointers(text) == [], text


def test_no_source_or_page_points_outside_the_repo() -> None:
    found = []
    files = [*(ROOT / "src").rglob("*.py"), *(ROOT / "docs").glob("*.md")]
    files += [ROOT / "README.md", ROOT / "findings.md"]
    for path in files:
        text = path.read_text(encoding="utf-8")
        low = text.lower()
        if "seed" not in low and "shared" not in low and "design" not in low:
            continue  # most files: the regex's scan of 7 MB was ~0.8 s of CPU
        for m in OUTSIDE.finditer(text):
            n = text.count("\n", 0, m.start()) + 1
            found.append(f"{path.relative_to(ROOT)}:{n}: {m.group(0)!r}")
    assert not found, "point to a section of docs/architecture.md instead:\n" + "\n".join(found)
