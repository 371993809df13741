"""The README's promises stay true: its eval snippet runs, its commands exist."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main

README = (Path(__file__).parents[2] / "README.md").read_text()

pytest_plugins = ["pytester"]


def test_the_readme_eval_passes_and_fails_for_the_right_reason(pytester: pytest.Pytester) -> None:
    (snippet,) = re.findall(r"```python\n(.*?)```", README, re.S)
    pytester.makepyfile(test_snippet=snippet)
    pytester.runpytest_inprocess("-p", "no:cacheprovider").assert_outcomes(passed=1)
    stubborn = pytester.runpytest_inprocess(
        "-p", "no:cacheprovider", "--arena-behaviour", "stubborn"
    )
    stubborn.assert_outcomes(failed=1)
    stubborn.stdout.fnmatch_lines(["*expected book_room not to be called*"])


def test_every_command_the_readme_names_exists() -> None:
    named = set(re.findall(r"\.venv/bin/arena (\w+)", README))
    assert named >= {"run", "list", "matrix", "pending", "approve", "deny", "resume", "history"}
    for command in sorted(named):
        result = CliRunner().invoke(main, [command, "--help"])
        assert result.exit_code == 0, (command, result.output)


DOCS = [Path(__file__).parents[2] / "README.md", *(Path(__file__).parents[2] / "docs").glob("*.md")]


def unknown_flags(text: str) -> list[tuple[str, str]]:
    """``(command, flag)`` for each ``arena COMMAND ... --flag`` in ``text`` that the command
    does not take."""
    import click

    ctx = click.Context(main)
    found = []
    for m in re.finditer(r"\barena ([a-z]+(?: [a-z]+)?)([^`|#\n]*)", text):
        cmd: click.Command = main
        words, used = m.group(1).split(), []
        for word in words:
            sub = cmd.get_command(ctx, word) if isinstance(cmd, click.Group) else None
            if sub is None:
                break
            cmd, used = sub, [*used, word]
        if not used or isinstance(cmd, click.Group):
            continue
        opts = {o for p in cmd.params for o in (*p.opts, *p.secondary_opts)} | {"--help"}
        rest = " ".join(words[len(used) :]) + m.group(2)
        for flag in re.findall(r"(?<![\w-])(--[a-z][a-z0-9-]*)", rest):
            if flag not in opts:
                found.append((" ".join(used), flag))
    return found


def test_every_flag_the_docs_name_exists() -> None:
    """docs/faults.md told people to run `arena faults --separate`, a flag that did not exist."""
    assert unknown_flags("arena faults --separate and arena run x --adapter vanilla") == [
        ("faults", "--separate")
    ]
    for doc in DOCS:
        assert unknown_flags(doc.read_text()) == [], doc.name


def _evidence_rows(text: str, adapter: str) -> dict[str, tuple[str, str]]:
    """The Evidence table's rows of ``adapter``: cell → (value, why as one line), wrapping and
    column widths aside (the README's sample has other run ids and the whole matrix's widths)."""
    rows: dict[str, tuple[str, str]] = {}
    current = ""
    table = text.split("Evidence (run ids behind each cell)", 1)[1]
    for line in table.splitlines():
        cells = [c.strip() for c in line.strip().strip("│").split("│")]
        if len(cells) != 5 or not line.startswith("│"):
            if rows and not line.startswith("│"):
                break
            continue
        name, key, value, _runs, why = cells
        if name:
            current = key if name == adapter else ""
            if current:
                rows[current] = (value, why)
        elif current and why:
            rows[current] = (rows[current][0], f"{rows[current][1]} {why}".strip())
    return rows


def test_the_readmes_evidence_rows_are_what_arena_run_prints_now(tmp_path: Path) -> None:
    """The README's Evidence table showed the pause rows with no "why" after the cell came to
    say "declared, not measured: …" (outside tester 9, 7g): every vanilla row it shows must read
    as arena run --probes prints it today, at the README's width."""
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--probes"]
    result = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "o")],
                                env={"COLUMNS": "100"})  # fmt: skip
    assert result.exit_code == 0, result.output
    shown, printed = _evidence_rows(README, "vanilla"), _evidence_rows(result.output, "vanilla")
    assert "pause" in shown and len(shown) >= 8, shown
    # Which item a probe runs is drawn per invocation (arena.probes.plan_items): ids aside.
    assert _any_item(shown) == _any_item({key: printed[key] for key in shown})
    # How many runs each cell names, ids aside: the partial answers and 2nd send rows named one
    # run after their probes ran two items each (a3e8bb23; docs39).
    shown_runs, printed_runs = _run_counts(README, "vanilla"), _run_counts(result.output, "vanilla")
    assert shown_runs == {key: printed_runs[key] for key in shown_runs}


def _run_counts(text: str, adapter: str) -> dict[str, str]:
    """The Evidence table's runs column of ``adapter``'s rows, each run id written ``run_ID``:
    "run_ID +11", "run_ID"."""
    table = text.split("Evidence (run ids behind each cell)", 1)[1]
    counts: dict[str, str] = {}
    for line in table.splitlines():
        cells = [c.strip() for c in line.strip().strip("│").split("│")]
        if len(cells) == 5 and cells[0] == adapter:
            counts[cells[1]] = re.sub(r"\brun_[0-9a-f]+\b", "run_ID", cells[3])
    return counts


def _any_item(rows: dict[str, tuple[str, str]]) -> dict[str, tuple[str, str]]:
    return {k: (v, re.sub(r"\bhitl-\d+\b", "hitl-NN", why)) for k, (v, why) in rows.items()}
