"""evals43 (an outside team's eval, written from docs/drive.md): ``respond_all`` with a mixed
answer. It gives one option id to every pending request; a mix by id goes through
``t.respond({a.id: "approve", b.id: "deny"})``. Two ways of asking it for a mix read wrong:
``t.respond_all(text="Tuesday yes, the rest no")`` raised a bare ``TypeError`` ("got an
unexpected keyword argument 'text'"), where every other mistake of the eval API is a
``DriveError`` naming the fix; and ``t.respond_all("approve, deny")`` was told to put the words
in ``text='approve, deny'``, which respond_all does not take. Both now name ``t.respond``, before
anything reaches the adapter; the neighbours (one option, a near spelling, a mapping) read as
before. The eval, cut down, is the three-question pause below."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.context import ModelEndpoint
from arena.drive import DriveError, Driver, InvalidAnswer

TASK = "Book a meeting room for 4 people on Tuesday, Wednesday and Friday."

#: Each refused answer leaves the fixture's line waiting, as it should: the plugin holds a
#: function fixture's line to its end-of-test checks since evidence53.
pytestmark = pytest.mark.arena(ends_waiting=True)


@pytest.fixture
def three(endpoint_for: Callable[[str], ModelEndpoint]) -> Driver:
    """A vanilla line paused on three requests (Tuesday, Wednesday, Friday)."""
    t = Driver.for_adapter("vanilla", endpoint_for("three"))
    t.send(TASK)
    t.parked()
    assert len(t.pending) == 3
    return t


def _untouched(t: Driver) -> None:
    assert len(t.turns) == 1 and len(t.pending) == 3
    t.called_tool("book_room", times=0)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"text": "Tuesday yes, the rest no"},
        {"option": "approve", "text": "yes"},
        {"edited_args": {"room_id": "R-204"}},
    ],
)
def test_words_or_edits_to_respond_all_name_respond(three: Driver, kwargs: dict) -> None:
    with three as t:
        with pytest.raises(DriveError, match=r"respond_all\(\) takes no .*t\.respond\(") as err:
            t.respond_all(**kwargs)
        assert not isinstance(err.value, TypeError)
        _untouched(t)
        t.respond_all("deny")  # the line is still answerable
        t.succeeded()


def test_respond_all_with_no_option_says_what_it_needs(three: Driver) -> None:
    with three as t, pytest.raises(DriveError, match=r"needs the one option id"):
        t.respond_all()
    _untouched(three)


@pytest.mark.parametrize(
    "mixed", ["approve, deny", "approve/deny", "Approve Tuesday, deny the rest"]
)
def test_two_options_in_one_are_a_mixed_answer(three: Driver, mixed: str) -> None:
    with three as t:
        with pytest.raises(InvalidAnswer) as err:
            t.respond_all(mixed)
        msg = str(err.value)
        assert "names 2 options, approve, deny" in msg and "t.respond({a.id:" in msg, msg
        assert "text=" not in msg, msg
        _untouched(t)
        tue, wed, fri = (t.require_input_request(prompt=d) for d in ("Tuesday", "Wed", "Fri"))
        t.respond({tue.id: "approve", wed.id: "deny", fri.id: "deny"})  # the move it names
        t.succeeded()
        t.called_tool("book_room", status="ok", times=1)
        t.called_tool("request_approval", status="rejected", times=2)


def test_words_as_the_option_point_to_respond_text(three: Driver) -> None:
    with three as t:
        with pytest.raises(InvalidAnswer) as err:
            t.respond_all("yes please")
        msg = str(err.value)
        assert "respond_all does not take" in msg and "t.respond(request, text='yes please')" in msg
        _untouched(t)


@pytest.mark.parametrize(
    ("option", "said"),
    [("aprove", "did you mean 'approve'"), ("Deny", "did you mean 'deny'")],
)
def test_near_spellings_keep_their_did_you_mean(three: Driver, option: str, said: str) -> None:
    with three as t:
        with pytest.raises(InvalidAnswer, match=said):
            t.respond_all(option)
        _untouched(t)


def test_a_mapping_still_names_respond(three: Driver) -> None:
    with three as t:
        with pytest.raises(DriveError, match=r"call t\.respond\(\{request_id"):
            t.respond_all({r.id: "approve" for r in t.pending})  # type: ignore[arg-type]
        _untouched(t)
        t.respond_all("approve", note="all three")
        t.succeeded()
        t.called_tool("book_room", status="ok", times=3)
