"""The other versions docs/architecture.md gives are the code's (users45).

The page gave the store's schema versions (tests/project/test_s44_architecture_facts.py) but
said of a results folder only "each with ``schema_version``" and nothing of the session
snapshot's own version, which a resume checks before anything else: a reader of the page could
not tell which folders and snapshots this release reads. Each number is read off the page and
held to the module that defines it, so a bump leaves the page wrong loudly.
"""

from __future__ import annotations

import re
from pathlib import Path

from arena import results, session

PAGE = (Path(__file__).resolve().parents[2] / "docs" / "architecture.md").read_text("utf-8")
FLAT = re.sub(r"\s+", " ", PAGE)


def said(pattern: str) -> str:
    found = re.findall(pattern, FLAT)
    assert len(found) == 1, f"docs/architecture.md says {pattern!r} {len(found)} times, not once"
    return str(found[0])


def test_the_results_schema_version_is_the_code_s() -> None:
    version = said(r"each with `schema_version` \((\d+), `results\.SCHEMA_VERSION`")
    assert int(version) == results.SCHEMA_VERSION
    assert results.READABLE == (1, 2)  # the page says a version 1 summary is upgraded


def test_the_session_snapshot_version_is_the_code_s() -> None:
    version = said(
        r"the snapshot a store keeps of it is at version (\d+), `session\.SNAPSHOT_VERSION`"
    )
    assert int(version) == session.SNAPSHOT_VERSION
