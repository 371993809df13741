"""A ticket's, reference's or account's number beside a yes is no head count and picks no other
request (answers41: "Approved. Ticket #4521" read as request #4521 picked, "Approved — cost
centre 4410" and "Yes, PO number 4410" as 4410 people, each unclear where the person said yes).
A count said as people, and a small number picked after "#" or "request", still count."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer

ASKED = "May I book Aspen (R-102) for 6 people on Tuesday 10:00-11:00?"


@pytest.mark.parametrize(
    "text",
    [
        "Approved. Ticket #4521",
        "Yes. Ref #12",
        "Approved — cost centre 4410",
        "Yes, cost center 4410",
        "Approved, budget code 7710",
        "Yes, PO number 4410",
        "Yes, GL 6100",
        "Approved, account 6100",
        "Yes (incident #88123)",
        # neighbours that approved before and still do
        "Yes, ref 12345",
        "Yes (ticket 12345)",
        "Approved, PO 4410",
        "Yes — ticket HR-4521",
    ],
)
def test_a_reference_number_beside_a_yes_is_no_count(text: str) -> None:
    assert read_answer(text, ASKED) == "approve", text
    assert read_answer(text) == "approve", text


@pytest.mark.parametrize(
    "text",
    [
        "ticket #2 yes",  # a small number after "#": may pick the second request
        "#2 yes",
        "Approve request 2",
        "Yes, the second one",
        "Yes, 8 of us, cost centre 4410",  # a head count beside the account
        "Yes, for 8 people, ref 12345",
    ],
)
def test_a_request_picked_or_a_count_said_still_counts(text: str) -> None:
    assert read_answer(text, ASKED) == "unclear", text
