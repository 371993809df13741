"""``arena reply`` says which reading the words got, as ``arena history`` does (evals45).

An outside team's operator replied "Let me check with finance first" and was told "read as a
no or unclear: it authorises nothing", then read "read as unclear" in ``arena history``; a "Nah,
forget it" was told the same "a no or unclear", so at the reply the operator could not tell
whether the agent would stop (a no) or say it could not tell (unclear). The reply now says the
reading as the trail says it: "a no (deny)", "unclear", or "a go-ahead" as before.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.store import SQLiteStore
from store_support import start_waiting


@pytest.mark.parametrize(
    ("words", "said", "trail"),
    [
        ("Nah, forget it", "read as a no (deny): it authorises nothing", "read as a no (deny)"),
        ("Let me check with finance first", "read as unclear: it authorises", "read as unclear"),
        ("Sure, go ahead", "read as a go-ahead: it authorises book_room(", "read as a go-ahead"),
    ],
)
def test_the_reply_says_the_reading_the_trail_keeps(
    tmp_path: Path, words: str, said: str, trail: str
) -> None:
    db = tmp_path / "s.db"
    store = SQLiteStore(db)
    request = store.requests(start_waiting(store))[0].id
    runner = CliRunner()
    env = {"ARENA_POLICY": None, "ARENA_ENV": None, "COLUMNS": "200"}
    answered = runner.invoke(main, ["reply", request, words, "--store", str(db)], env=env)
    assert answered.exit_code == 0, answered.output
    assert said in answered.stdout, answered.stdout
    run_id = store.request(request).run_id
    history = runner.invoke(main, ["history", run_id, "--store", str(db)], env=env)
    assert f'said "{words}", {trail}' in " ".join(history.stdout.split()), history.stdout
