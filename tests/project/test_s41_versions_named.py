"""The framework versions the README's adapter table and findings.md's §4 headings name are the
ones installed (docs41).

findings.md's LangGraph heading still said langchain-openai 1.7.4 after constraints.txt moved the
pin to 1.8.1 (35dae4a2): a reader reproducing §4.2 installed another release than the one the
suite tests. Each ``name X.Y.Z`` there is held against constraints.txt (constraints-crewai.txt
for CrewAI's own environment).
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VERSION = re.compile(r"\b([a-z][a-z0-9-]*) (\d+\.\d+\.\d+)\b")


def _pins(name: str) -> dict[str, str]:
    text = (ROOT / name).read_text(encoding="utf-8")
    return {m[1].lower(): m[2] for m in re.finditer(r"^([A-Za-z0-9_.-]+)==(\S+)", text, re.M)}


def _named() -> list[tuple[str, str, str]]:
    """``(where, package, version)`` for each version the two places name."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    table = readme.split("## Adapters", 1)[1].split("\n\n", 2)[1]
    headings = re.findall(r"^### 4\.\d+ .*$", (ROOT / "findings.md").read_text("utf-8"), re.M)
    return [
        (line[:40], m[1], m[2])
        for line in [*table.splitlines(), *headings]
        for m in VERSION.finditer(line)
    ]


def test_the_versions_named_are_the_pinned_ones() -> None:
    main, crewai = _pins("constraints.txt"), _pins("constraints-crewai.txt")
    named = _named()
    assert len(named) >= 12
    wrong = []
    for where, package, version in named:
        pins = crewai if "crewai" in where.lower() else main
        pinned = pins.get(package) or pins.get(f"langgraph-{package}")
        if pinned != version:
            wrong.append(f"{where!r}: {package} {version}, pinned {pinned}")
    assert not wrong, "\n".join(wrong)
