"""The inbox says its store is behind this machine's record before anyone decides (durable38).

A backup restored under a running ``arena serve`` is behind what this machine saw the store do
(:mod:`arena.store.high_water`): ``arena pending`` warns, but the inbox listed its requests as
any store's, and a decision met the refusal only once posted. The queue and each request page
now say it first, without the server's paths.
"""

from __future__ import annotations

from pathlib import Path

from test_web_inbox import login

from arena.store import SQLiteStore, high_water
from web_support import make_team, waiting_request


def _put_behind(store: SQLiteStore, run_id: str) -> None:
    """This machine's record names a booking the store does not hold, as after a restore."""
    act = {"run_id": run_id, "hash": "f" * 64, "transition": "side_effect.started", "seq": 10**9}
    high_water.keep_acted(store.store_id(), act)


def test_the_inbox_says_its_store_is_behind_before_anyone_decides(tmp_path: Path) -> None:
    """``arena pending`` warns; the inbox listed the requests as any store's, and a decision
    met the refusal only once posted."""
    team = make_team(tmp_path)
    try:
        rid = waiting_request(team.store)
        client, csrf = login(team, "alice")
        assert 'id="behind"' not in client.get("/").text
        _put_behind(team.store, team.store.request(rid).run_id)

        for page in (client.get("/"), client.get(f"/requests/{rid}")):
            assert page.status_code == 200
            assert 'id="behind"' in page.text and "is behind what this machine saw" in page.text
            assert str(tmp_path) not in page.text  # no server path on the page
        posted = client.post(f"/requests/{rid}", data={"decision": "approve", "csrf": csrf})
        assert posted.status_code == 400 and "is behind" in posted.text
        assert team.store.request(rid).response is None
    finally:
        team.store.close()
