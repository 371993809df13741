"""``arena --help`` starts without rich (issue 16): its text stack was a fifth of the command's
instructions (241.9 → 190.3 M under callgrind), imported only for ``arena.display.inert``, which
escapes plain text and needs none of it. Lines and tables still get rich's ``Text`` on first use."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

PROBE = """
import json, sys
from arena.cli import main
try:
    main(sys.argv[1:], prog_name="arena")
except SystemExit:
    pass
print(json.dumps(sorted(sys.modules)), file=sys.stderr)
"""


def imported_by(*args: str, cwd: Path) -> set[str]:
    proc = subprocess.run(
        [sys.executable, "-c", PROBE, *args], cwd=cwd, capture_output=True, text=True, timeout=60
    )
    return set(json.loads(proc.stderr.strip().splitlines()[-1]))


def test_help_imports_no_rich(tmp_path: Path) -> None:
    modules = imported_by("--help", cwd=tmp_path)
    assert "arena.cli" in modules and "arena.display" in modules  # it did run
    assert not {m for m in modules if m == "rich" or m.startswith("rich.")}


def test_display_imports_rich_only_when_a_line_is_drawn() -> None:
    code = (
        "import json, sys\n"
        "from arena.display import inert, cell, breakable, styled, join\n"
        "before = 'rich.text' in sys.modules\n"
        "line = join(styled('FAIL', 'red'), ' ', 'a\\x1b[31mb')\n"
        "wide = breakable('request.to_function_approval_response(approved)')\n"
        "print(json.dumps([before, inert('x\\x1by'), line.plain, type(cell('c')).__name__,\n"
        "                  type(wide).__name__, wide.plain]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    before, plain, line, kind, wide_kind, wide = json.loads(done.stdout.strip().splitlines()[-1])
    assert before is False
    assert plain == "x\\x1by" and line == "FAIL a\\x1b[31mb"
    assert kind == "Text" and wide_kind == "Breakable"
    assert wide == "request.to_function_approval_response(approved)"
