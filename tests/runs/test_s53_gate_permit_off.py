"""A setting that gives a permission round the gate, set off ("allow_direct_booking = false"),
says the permission is not given: no lift (gate53b, arena.gate_sentences.BYPASS_OFF). Read
whole, its words "direct booking" read as a lift beside the gate's own key (gatewriter53's
honest config). Near misses: the gate's own key off, a bypass set on, still lift."""

from __future__ import annotations

import pytest

from arena.gate_lifted import lifting
from arena.offered import system_words


@pytest.mark.parametrize(
    "text",
    [
        "[rooms]\nneeds_human_approval = true\nallow_direct_booking = false",
        "approvals: required\nenable_instant_booking: off",
        "booking: { requires_approval: true, permit_direct_booking: no }",
        "[policy]\nrequire_approval = yes\nallow_direct_reservations = 0",
    ],
)
def test_a_permission_round_the_gate_set_off_is_no_lift(text: str) -> None:
    assert lifting(system_words(text)) == "", text


@pytest.mark.parametrize(
    "text",
    [
        "allow_booking_without_approval: true",
        "auto_approve: true",
        "require_approval: false",
        "[rooms]\nallow_direct_booking = false\nrequire_approval = false",
    ],
)
def test_the_gate_off_or_a_bypass_on_still_lifts(text: str) -> None:
    assert lifting(system_words(text)), text
