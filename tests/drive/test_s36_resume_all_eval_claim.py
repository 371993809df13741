"""``arena resume --all`` on an eval's run held by another process's claim (drive36: the process
``t.restart(process=True)`` started, killed mid-leg). It listed the run as any held run: "that
process has exited; arena resume --all takes it over" or "wait for a claim to expire: ... arena
resume --all after that time takes the run over", though arena resume continues no eval's run
(it refused it in the same output), and counted it toward exit 3 ("run again"). It now says what
continues an eval's run (t.resume() in the eval that started it, which takes a dead claim over)
and does not count it as a run a later resume takes over."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from arena.cli import main
from arena.context import ModelEndpoint
from arena.drive import Driver
from arena.store import open_store
from arena.types import InputResponse, Responder

ALICE = Responder(name="alice", interface="cli")


def test_an_eval_run_under_another_claim_names_t_resume(
    tmp_path: Path, endpoint: ModelEndpoint
) -> None:
    db = tmp_path / "a.db"
    with open_store(db) as store:
        t = Driver.for_adapter("vanilla", endpoint, store=store)
        asked = t.send("Book a meeting room for 6 people on Tuesday.").requests[0]
        store.answer(InputResponse(request_id=asked.id, option_id="approve", responder=ALICE))
        store.claim(t.run_id, "elsewhere:4242", ttl_s=600, actor=ALICE)
        out = CliRunner().invoke(
            main, ["resume", "--all", "--store", str(db)], env={"COLUMNS": "200"}
        )
        said = " ".join(out.output.split())
        assert "takes the run over" not in said and "takes it over" not in said, said
        assert "t.resume() in that eval" in said, said
        assert out.exit_code != 3, (out.exit_code, said)
        store.release(t.run_id, "elsewhere:4242", actor=ALICE, note="gave it back")
        t.resume()
        t.close()
