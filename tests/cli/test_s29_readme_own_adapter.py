"""The README's own-adapter command names the factory docs/drive.md's ``mine.py`` defines: it said
``mine:MyAdapter`` beside a ``mine.py`` whose class is ``MyAgent``, so the two copied as written
failed with "mine has no factory 'MyAdapter'" (users29)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_readmes_own_adapter_is_the_one_drive_md_writes() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    named = re.findall(r"--adapter mine:(\w+)", readme)
    drive = (ROOT / "docs" / "drive.md").read_text(encoding="utf-8")
    [block] = re.findall(r'```python\n("""mine\.py:.*?)```', drive, flags=re.S)
    defined = {
        n.name for n in ast.parse(block).body if isinstance(n, ast.ClassDef | ast.FunctionDef)
    }
    assert named, "the README names no --adapter mine:..."
    assert set(named) <= defined, (named, sorted(defined))
