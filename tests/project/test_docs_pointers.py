"""Pointers from the pages and the code to what they name, held to what is there (docs30).

Each had drifted: docs/drive.md sent the reader to ``arena durable``, a command arena does not
have (``arena run durable_state`` is); three docstrings cited docs pages by words the pages do
not hold ("docs/architecture.md: one append per pause"); and leg_call's comment pointed to
docs/benchmarks.md for a session the page never recorded.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
PAGES = [*sorted(DOCS.glob("*.md")), ROOT / "README.md", ROOT / "findings.md"]
SOURCES = sorted((ROOT / "src").rglob("*.py"))


def _commands() -> set[str]:
    """``arena run``, ``arena audit verify``, ...: the headings docs/cli.md is written from."""
    text = (DOCS / "cli.md").read_text(encoding="utf-8")
    return set(re.findall(r"^## `(arena [a-z-]+(?: [a-z-]+)?)", text, re.M))


def test_every_command_a_page_names_exists() -> None:
    commands = _commands()
    groups = {c.split()[1] for c in commands}
    wrong = []
    for page in PAGES:
        for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
            for word in re.findall(r"`arena ([a-z][a-z-]*)", line):
                if word not in groups:
                    wrong.append(f"{page.name}:{number}: arena {word}")
    assert commands and not wrong, "no such command (docs/cli.md lists them):\n" + "\n".join(wrong)


def _squashed(text: str) -> str:
    return " ".join(text.replace("#", " ").replace("`", "").casefold().split())


#: ``(docs/architecture.md: one append per pause)``: a page cited by words, after a colon.
CITED = re.compile(r"\((?:docs/)?([a-z_]+\.md): ([^)]{3,100})\)")


def test_words_cited_after_a_colon_are_on_the_page() -> None:
    wrong = []
    for path in SOURCES:
        for doc, words in CITED.findall(path.read_text(encoding="utf-8")):
            page = ROOT / doc if doc in ("README.md", "findings.md") else DOCS / doc
            if not page.exists() or _squashed(words) not in _squashed(page.read_text("utf-8")):
                wrong.append(f"{path.relative_to(ROOT)}: {doc}: {words!r}")
    assert not wrong, "\n".join(wrong)


def test_a_session_cited_on_the_benchmarks_page_is_there() -> None:
    """``issue 16, session 30: docs/benchmarks.md``: the page has an entry of that session."""
    page = (DOCS / "benchmarks.md").read_text(encoding="utf-8")
    wrong = []
    for path in SOURCES:
        for line in path.read_text(encoding="utf-8").splitlines():
            for session in re.findall(r"session (\d+)[^.]{0,20}docs/benchmarks\.md", line):
                if not re.search(rf"\(session {session}\b", page):
                    wrong.append(f"{path.relative_to(ROOT)}: session {session}")
    assert not wrong, "\n".join(wrong)
