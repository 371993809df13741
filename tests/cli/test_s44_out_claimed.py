"""Two ``arena run --out same/`` at once: the second is refused before its first run.

users44: two commands started together both passed ``--out``'s check (no results there yet),
both ran every item, both exited 0 saying "results: same", and the one that finished last
overwrote the other's runs.jsonl and summary.json. The folder is now claimed by a file naming
the command's process; another command is refused while that process lives, and a claim left
by a process that has exited is taken over. No timing: the holder is a process kept waiting on
its stdin (or one that has exited), and each run is one item on the scripted model.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.errors import UserError

#: arena.cli.out_claim.CLAIM, spelt out so that the command's tests run on a tree without it.
CLAIM = ".arena-writing"

IDENTITY = "from arena.store import holder; print(holder.identity('arena'), flush=True)"


@pytest.fixture
def live_owner() -> Iterator[str]:
    """The identity of another process that is still running (it waits on its stdin)."""
    proc = subprocess.Popen(
        [sys.executable, "-c", IDENTITY + "; import sys; sys.stdin.read()"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    owner = proc.stdout.readline().strip()
    yield owner
    assert proc.stdin is not None
    proc.stdin.close()
    proc.wait(timeout=60)


def exited_owner() -> str:
    done = subprocess.run([sys.executable, "-c", IDENTITY], capture_output=True, text=True)
    return done.stdout.strip()


def run_into(out: Path) -> tuple[int, str]:
    said = CliRunner().invoke(
        main, ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01", "--out",
               str(out)],
    )  # fmt: skip
    return said.exit_code, said.output


def test_a_folder_another_command_writes_is_refused(tmp_path: Path, live_owner: str) -> None:
    out = tmp_path / "same"
    out.mkdir()
    (out / CLAIM).write_text(live_owner + "\n")
    code, said = run_into(out)
    assert code == 2, said
    assert f"{out} is being written by another arena command" in said, said
    assert "still running" in said and "--out NEW" in said, said
    assert not (out / "runs.jsonl").exists() and not (out / "summary.json").exists()
    assert (out / CLAIM).read_text().strip() == live_owner  # its claim is left alone


def test_a_claim_whose_process_exited_is_taken_over(tmp_path: Path) -> None:
    out = tmp_path / "same"
    out.mkdir()
    (out / CLAIM).write_text(exited_owner() + "\n")
    code, said = run_into(out)
    assert code == 0, said
    assert (out / "runs.jsonl").exists()
    assert not (out / CLAIM).exists()  # released when the command ended


def test_a_run_leaves_no_claim_and_the_next_is_told_the_results_are_there(
    tmp_path: Path,
) -> None:
    out = tmp_path / "new" / "out"
    code, said = run_into(out)
    assert code == 0, said
    assert not (out / CLAIM).exists()
    code, said = run_into(out)
    assert code == 2 and "already holds results of an earlier command" in said, said


def test_one_process_cannot_hold_one_folder_twice(tmp_path: Path) -> None:
    from arena.cli.out_claim import claimed

    out = tmp_path / "o"
    with claimed(out):
        with (
            pytest.raises(UserError, match="is being written by another arena command"),
            claimed(out),
        ):
            pass
        assert (out / CLAIM).exists()  # the refused one removed nothing
    assert not out.exists()  # made for the claim, nothing written: not left behind


def test_an_owner_that_cannot_be_told_names_the_file_to_remove(tmp_path: Path) -> None:
    from arena.cli.out_claim import claimed

    out = tmp_path / "o"
    out.mkdir()
    (out / CLAIM).write_text("otherhost:4242:arena:ns4026531836.99@" + "0" * 32 + "\n")
    with pytest.raises(UserError) as info, claimed(out):
        pass
    said = str(info.value)
    assert "process 4242 on otherhost" in said and f"remove {out / CLAIM}" in said, said


def test_the_claim_is_held_while_the_results_are_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Released before runs.jsonl was written, a command started in between would pass --out's
    check and write the folder too."""
    import arena.cli.run_output as run_output

    held: list[bool] = []
    write = run_output.write_results

    def watched(out: Path, *args: object, **kwargs: object) -> None:
        held.append((out / CLAIM).exists())
        write(out, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(run_output, "write_results", watched)
    code, said = run_into(tmp_path / "out")
    assert code == 0, said
    assert held == [True]
    assert not (tmp_path / "out" / CLAIM).exists()


def test_arena_matrix_into_a_folder_another_command_writes_is_refused(
    tmp_path: Path, live_owner: str
) -> None:
    out = tmp_path / "same"
    out.mkdir()
    (out / CLAIM).write_text(live_owner + "\n")
    said = CliRunner().invoke(main, ["matrix", "--adapter", "vanilla", "--out", str(out)])
    assert said.exit_code == 2, said.output
    assert f"{out} is being written by another arena command" in said.output, said.output
    assert sorted(p.name for p in out.iterdir()) == [CLAIM]


def test_arena_resume_into_a_folder_another_command_writes_is_refused(
    tmp_path: Path, live_owner: str
) -> None:
    from arena.store.sqlite import SQLiteStore

    store = tmp_path / "s.db"
    SQLiteStore(store).close()
    out = tmp_path / "same"
    out.mkdir()
    (out / CLAIM).write_text(live_owner + "\n")
    args = ["resume", "--all", "--store", str(store), "--out", str(out)]
    said = CliRunner().invoke(main, args)
    assert said.exit_code == 2, said.output
    assert f"{out} is being written by another arena command" in said.output, said.output
    assert sorted(p.name for p in out.iterdir()) == [CLAIM]
    said = CliRunner().invoke(main, [*args[:-1], str(tmp_path / "mine")])
    assert said.exit_code == 0, said.output
    assert not (tmp_path / "mine" / CLAIM).exists()
