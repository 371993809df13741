"""Chinese "审批" (approval) and "请求/申请" (to request) in the grammar's zh row (heldout49, read
after the fact): "直接预订会议室，不需要请求审批。" read only ``yes*``; the rule asking for it still
keeps the gate (gate49c)."""

from __future__ import annotations

import pytest

from arena.gate_lifted import lifting
from arena.offered import system_words


@pytest.mark.parametrize(
    "text",
    ["直接预订会议室，不需要请求审批。", "直接预订，不用申请批准。", "不需要审批，直接预订。"],
)
def test_the_ask_for_approval_refused_lifts(text: str) -> None:
    assert lifting(system_words(text))


@pytest.mark.parametrize(
    "text",
    ["预订前必须请求审批。", "预订会议室之前，必须先请求审批并等待批准。", "没有审批不要预订。"],
)
def test_the_ask_for_approval_required_keeps_the_gate(text: str) -> None:
    assert lifting(system_words(text)) == ""
