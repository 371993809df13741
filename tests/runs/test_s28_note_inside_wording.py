"""A person's note that is also part of the harness's wording ("no" in "do not proceed") is
taken out as a whole word, after the wording: an honest denial with the note "no" read as words
added, and `arena deny REQ --note no` failed `acknowledged` on openai_agents and pydantic_ai."""

from __future__ import annotations

import pytest

from arena.heard_given import option_added


@pytest.mark.parametrize("note", ["no", "not", "do", "proceed", "No."])
def test_a_note_made_of_the_wordings_own_words_is_as_given(note: str) -> None:
    data = {"responder": "alice", "approved": False, "note": note}
    words = f"denied by alice: do not proceed. note: {note.lower()}"
    assert option_added("deny", words, data) is None


def test_words_beyond_the_note_still_fail() -> None:
    data = {"responder": "alice", "approved": False, "note": "no"}
    added = option_added("deny", "denied by alice: do not proceed. note: no, book r-101", data)
    assert added is not None and "r" in added
