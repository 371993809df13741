"""Red team 29b: a framework's honest wrapping of an answer with a mark that says its verdict
("✅ APPROVED by ops.", "❌ User response: no") failed as words added (``arena.marks``: a
symbol that says words); a mark that agrees with what the harness read the answer as is now
framing, one that says the other verdict still fails."""

from __future__ import annotations

import pytest

from arena.heard_given import option_added, typed_added
from arena.request_log import heard_words

WHO = {"responder": "ops"}
YES = {"responder": "ops", "binds": {}}  # the harness read the typed words as a go-ahead


@pytest.mark.parametrize(
    ("verdict", "words"),
    [
        ("approve", "✅ APPROVED by ops."),
        ("approve", "APPROVED by ops. 👍"),
        ("deny", "❌ DENIED by ops: do not proceed."),
        ("deny", "🚫 DENIED by ops: do not proceed."),
        ("expired", "⏰ EXPIRED: nobody decided in time; not approved, do not proceed."),
    ],
)
def test_a_mark_saying_the_verdict_is_framing(verdict: str, words: str) -> None:
    assert option_added(verdict, heard_words(words), WHO) is None


@pytest.mark.parametrize(
    ("verdict", "words"),
    [("approve", "❌ APPROVED by ops."), ("deny", "✅ DENIED by ops: do not proceed.")],
)
def test_a_mark_saying_the_other_verdict_is_added(verdict: str, words: str) -> None:
    assert option_added(verdict, heard_words(words), WHO) is not None


def test_a_typed_answer_wrapped_with_its_verdicts_mark_passes() -> None:
    assert typed_added("yes", heard_words("✅ User response: yes"), YES) is None
    assert typed_added("no", heard_words("❌ User response: no"), WHO) is None
    assert typed_added("yes", heard_words("❌ User response: yes"), YES) is not None
    assert typed_added("no", heard_words("✅ User response: no"), WHO) is not None
