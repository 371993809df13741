"""Hostile text from a model, a user or another operator is shown inert everywhere.

A request whose arguments, reason and decision context carry ANSI/OSC escapes, bidi overrides, NULs
and rich markup, answered by an "operator" whose name and note do the same, is rendered by
``pending``, ``show`` and ``history`` — through click's runner and through a real pipe at 80
columns — and nothing of it reaches the terminal live: no escape byte, no bidi control, no link,
no markup error (an audit row cannot be edited, so a crash there would be for good).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.cells import cell_len

from arena.cli import main
from arena.context import RunContext
from arena.display import inert
from arena.operator import answer
from arena.store import EndpointSpec, LegWrite, RunOrigin, SQLiteStore
from arena.types import EvalItem, Responder
from store_support import ENDPOINT

OSC8 = "\x1b]8;;https://evil.example\x07click me\x1b]8;;\x07"
CSI = "\x1b[2J\x1b[31mRED"
BIDI = "".join(chr(c) for c in [*range(0x202A, 0x202F), *range(0x2066, 0x206A)])
MARKUP = "[link=https://evil.example]innocent[/link] [/x] [bold red]loud"
HOSTILE = f"{OSC8} {CSI} \u202eexe.txt{BIDI} nul\x00cut \x9b31m c1 \x7f del\nforged row"
#: Bytes and characters that must never reach the terminal from data.
LIVE = ["\x1b", "\x00", "\x9b", "\x7f", "\x07", *BIDI]


def hostile_run(store: SQLiteStore) -> tuple[str, str, str]:
    """A waiting run whose every data field is hostile, plus an answered one; returns ids."""
    ids = []
    for n in range(2):
        ctx = RunContext(run_id=f"run_hostile{n}", adapter="fake", endpoint=ENDPOINT)
        ctx.begin_leg()
        request = ctx.request_input(
            action=f"book_room{MARKUP}",
            args={"room_id": HOSTILE, f"k{CSI}": MARKUP},
            prompt=HOSTILE,
            reason=f"{MARKUP} {HOSTILE}",
            details={
                "proposed_side_effect": {"summary": f"books {MARKUP} {HOSTILE}"},
                "agent_said": HOSTILE,
                "user_asked": MARKUP,
                "so_far": [HOSTILE, MARKUP],
            },
        )
        store.record_leg(
            LegWrite(
                run_id=ctx.run_id,
                turn=ctx.finish("waiting", message=HOSTILE),
                snapshot={"version": 1, "slots": {}},
                actor=Responder(name="runner", interface="scripted"),
                origin=RunOrigin(
                    adapter="fake",
                    endpoint=EndpointSpec.of(ENDPOINT),
                    item=EvalItem(id=f"item{MARKUP}", input=HOSTILE),
                    arena="a",
                ),
            )
        )
        ids.append((ctx.run_id, request.id))
    (_, waiting_req), (answered_run, answered_req) = ids
    answer(store, [answered_req], "approve", name=f"eve{OSC8}", role=MARKUP, note=HOSTILE)
    return waiting_req, answered_run, answered_req


@pytest.fixture
def db(tmp_path: Path) -> tuple[Path, tuple[str, str, str]]:
    path = tmp_path / "arena.db"
    with SQLiteStore(path) as store:
        ids = hostile_run(store)
    return path, ids


def assert_inert(output: str, *, whole: bool = True) -> None:
    """No live character; with ``whole`` (a wide terminal) the escaped forms are shown too."""
    for ch in LIVE:
        assert ch not in output, (repr(ch), output)
    if whole:
        assert "\\x1b]8;;https://evil.example\\x07click me" in output, output
        assert "\\u202eexe.txt" in output and "nul\\x00cut" in output
        assert not any(line.lstrip("│ ").startswith("forged row") for line in output.splitlines())


def commands(ids: tuple[str, str, str]) -> list[list[str]]:
    waiting_req, answered_run, answered_req = ids
    return [
        ["pending"],
        ["pending", "--latest"],
        ["show", waiting_req],
        ["show", answered_req],
        ["show", answered_run],
        ["history", answered_run],
        ["runs"],
    ]


def test_inert_escapes_what_a_terminal_acts_on_and_keeps_the_rest() -> None:
    assert inert("a\x1b[31mb") == "a\\x1b[31mb"
    assert inert("\u202e\u2066x\u2069") == "\\u202e\\u2066x\\u2069"
    assert inert("nul\x00 del\x7f c1\x9b bel\x07") == "nul\\x00 del\\x7f c1\\x9b bel\\x07"
    assert inert("two\nlines\ttab\r") == "two\\nlines\\ttab\\r"
    assert inert("\U000e0041 zero\u200bwidth") == "\\U000e0041 zero\\u200bwidth"
    plain = "Café 日本語 🙂 [link=x] R-204 'quoted' \\ back"
    assert inert(plain) == plain
    assert inert(42) == "42"


def test_every_operator_view_shows_hostile_data_inert(
    db: tuple[Path, tuple[str, str, str]],
) -> None:
    path, ids = db
    for args in commands(ids):
        result = CliRunner().invoke(
            main, [*args, "--store", str(path)], env={"COLUMNS": "1000"}, catch_exceptions=False
        )
        assert result.exit_code == 0, (args, result.output)
        assert_inert(result.output, whole=args[0] != "runs")
        if args[0] != "runs":
            assert "[link=https://evil.example]innocent[/link] [/x]" in result.output, args


def test_markup_from_data_is_text_not_a_link_and_not_a_crash(
    db: tuple[Path, tuple[str, str, str]],
) -> None:
    path, (_, answered_run, answered_req) = db
    wide = {"COLUMNS": "1000"}
    history = CliRunner().invoke(main, ["history", answered_run, "--store", str(path)], env=wide)
    assert history.exit_code == 0, history.output
    assert f"eve{inert(OSC8)} ({MARKUP}) · cli" in history.output
    shown = CliRunner().invoke(main, ["show", answered_req, "--store", str(path)], env=wide)
    assert f"(cli, role {MARKUP}) at" in shown.output


def test_the_error_line_is_inert_too(db: tuple[Path, tuple[str, str, str]]) -> None:
    path, (_, _, answered_req) = db
    again = CliRunner().invoke(main, ["approve", answered_req, "--store", str(path)])
    assert again.exit_code == 2
    assert "already answered" in again.stderr and "\x1b" not in again.stderr
    assert again.stderr.count("\n") == 1


def arena(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    exe = Path(sys.executable).with_name("arena")
    return subprocess.run(
        [str(exe), *args], capture_output=True, text=True, timeout=60, env={**os.environ, **env}
    )


@pytest.mark.parametrize("colour", [False, True], ids=["pipe", "forced-colour"])
def test_through_a_pipe_at_80_columns_nothing_key_is_lost(
    db: tuple[Path, tuple[str, str, str]], colour: bool
) -> None:
    """A real process whose stdout is a pipe; with FORCE_COLOR rich styles, data still inert."""
    path, (waiting_req, answered_run, answered_req) = db
    env = {"COLUMNS": "80", "FORCE_COLOR": "1" if colour else "", "NO_COLOR": ""}
    shown: dict[str, list[str]] = {}
    for args in (["pending"], ["history", answered_run], ["show", answered_req]):
        proc = arena([*args, "--store", str(path)], env)
        assert proc.returncode == 0, (args, proc.stderr)
        assert ("\x1b[" in proc.stdout) is colour
        out = re.sub(r"\x1b\[[0-9;]*m", "", proc.stdout)  # rich's own styles, nothing else
        assert_inert(out, whole=False)
        # ...but a command to copy is whole on its line, however long (tester3 finding 14).
        command = re.compile(r"^(decide:|then:|next|more:)?\s*arena [a-z]+ ")
        lines = [x for x in out.splitlines() if not command.match(x)]
        assert all(cell_len(line) <= 80 for line in lines), out
        for line in out.splitlines():  # a table cut at the right edge loses its last border
            if line and line[0] in "┏┃┡│└":
                assert line.rstrip()[-1] in "┓┃┩│┘", line
        shown[args[0]] = out.splitlines()
    # The keys survive whole: the request id, the call, its arguments, why, the effect. Below
    # 120 columns pending is one block per request (render.WIDE_TERMINAL), its id heading it.
    assert any(line.startswith(waiting_req) for line in shown["pending"])
    assert not any(line and line[0] in "┏┃│" for line in shown["pending"])
    for key in ("book_room", "room_id=", "why:", "effect:"):
        assert any(key in line for line in shown["pending"]), key
    assert any("request.approved" in line and answered_req in line for line in shown["history"])
