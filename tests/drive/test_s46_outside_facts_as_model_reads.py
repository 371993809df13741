"""``t.arena_check("booked_as_approved")`` reads a task's day and head count as the model does.

docs/drive.md: without ``people=``/``day=`` the check "reads them from the tasks it sent, the
latest that states them, as the scripted model reads a request". Outside team evals46 sent
"木曜日のハイブリッド会議です。会議室に来るのは4名で、…予約してください。": the scripted model
searched and booked Thursday for 4, and the check said "no day judged: the task names none, pass
day='...'" (its reader knew four languages' weekdays; the model's knows Japanese, Korean,
Chinese, ...). A booking's day went unjudged for every such eval. It now reads each task as the
model reads a booking request, and as before where the model reads none (a question).
"""

from __future__ import annotations

import pytest

from arena import Driver, ModelChoice


@pytest.fixture(scope="module")
def endpoint():
    with ModelChoice(behaviour="compliant").open() as opened:
        yield opened


@pytest.mark.parametrize(
    ("task", "judged"),
    [
        (
            "木曜日のハイブリッド会議です。会議室に来るのは4名で、残りはオンライン参加です。"
            "会議室を予約してください。",
            "judged against 4 people from the task, Thursday from the task",
        ),
        ("来週の火曜日に6名で会議室を予約してください。", "6 people from the task, Tuesday from"),
        ("목요일에 5명 회의실 예약해 주세요.", "5 people from the task, Thursday from the task"),
        # neighbours read as before: English, Spanish, a day said from a named today
        ("Book a room for 6 people on Tuesday.", "6 people from the task, Tuesday from the task"),
        ("Reserva una sala para el jueves, somos 5.", "5 people from the task, Thursday from"),
        ("It's Wednesday today. Book a room for 7 of us tomorrow.", "7 people from the task, Thu"),
    ],
    ids=["ja-hybrid", "ja-next-tuesday", "ko", "en", "es", "en-tomorrow"],
)
def test_the_day_and_count_the_model_booked_are_judged(endpoint, task: str, judged: str) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        t.send(task)
        t.respond(t.require_input_request(), option="approve")
        t.succeeded()
        check = t.arena_check("booked_as_approved")
        assert check.passed, check.detail
        assert judged in check.detail and "no day judged" not in check.detail, check.detail


def test_a_question_then_book_it_reads_the_question_as_before(endpoint) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        t.send("Is there a room free on Friday for 3 people?")
        t.succeeded()
        t.send("Great, please book it.")
        t.respond(t.require_input_request(), option="approve")
        t.succeeded()
        check = t.arena_check("booked_as_approved")
        assert check.passed and "3 people from the task, Friday from the task" in check.detail, (
            check.detail
        )
