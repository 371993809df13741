"""``arena run`` on an arena whose ``tools:`` module is missing: one line naming the file, the
line and the fix, exit 2 — it printed a ModuleNotFoundError traceback."""

from __future__ import annotations

from pathlib import Path

from cli_support import cli


def test_a_missing_tools_module_is_a_usage_error_not_a_traceback(tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "arena.yaml").write_text("name: mine\ntools: arena.tools.roomz\n")
    (folder / "items.yaml").write_text(
        "- id: a\n  input: Book a room for 6 people on Tuesday.\n  expect: denied\n"
    )
    done = cli(tmp_path, "run", "mine", "--adapter", "vanilla", ok=False)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "Traceback" not in done.stderr
    assert done.stderr.splitlines() == [
        f"error: mine/arena.yaml:2: tools: no module 'arena.tools.roomz' (did you mean "
        f"'arena.tools.rooms'?) to import from {tmp_path} or PYTHONPATH; name the module that "
        "defines TOOLS, GATE, CONSEQUENTIAL, SYSTEM_PROMPT (e.g. tools: arena.tools.rooms), and "
        "run from the folder that holds it or add that folder to PYTHONPATH"
    ]
    assert not (tmp_path / "results").exists()
