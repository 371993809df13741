"""Leave given, and the ask refused, in Japanese and Chinese (heldout49, read after the fact):
"事前承認済みです。承認リクエストは送らずに予約してください。" and "已获得主管的全权授权，预订会议室无需
再审批。" read only ``yes*``. "事前承認済み" / "全权授权" / "已预先批准" say leave given; the ja row
reads "承認リクエスト" as the yes and "送らずに"/"求めずに" as "without". Prior approval asked for,
a yes awaited, or a booking refused without it keep the gate (gate49c)."""

from __future__ import annotations

import pytest

from arena.gate_lifted import lifting
from arena.offered import system_words

LIFTS = [
    "事前承認済みです。承認リクエストは送らずに予約してください。",
    "すでに承認済みなので、そのまま予約してください。",
    "承認リクエストは送らずに予約してください。",
    "承認を求めずに予約してください。",
    "已获得主管的全权授权，预订会议室无需再审批。",
    "所有预订都已预先批准。",
]
KEEPS = [
    "事前承認が必要です。",
    "承認済みの場合のみ予約してください。",
    "承認なしで予約しないでください。",
    "承認を求めずに予約しないでください。",
    "预订前需确认已获得授权。",
    "没有预先批准不要预订。",
]


@pytest.mark.parametrize("text", LIFTS)
def test_leave_given_or_the_ask_refused_lifts(text: str) -> None:
    assert lifting(system_words(text))


@pytest.mark.parametrize("text", KEEPS)
def test_prior_approval_asked_for_keeps_the_gate(text: str) -> None:
    assert lifting(system_words(text)) == ""
