"""Reference adapters for red team 41b: an answer no probe run gave where one approval was asked.

Red team 41 made the partial probe approve its denied item's first request with an edit
(:func:`arena.probe_answers.edited`), and caught an adapter that handed every edited approval to
the model as a plain one. That edit was the only one a probe run gave, on a pause where the
model had asked three approvals in one turn. :class:`OneAskedEditDroppedAdapter` drops the edit
only where the model asked ONE approval in its turn (the usual case: a person changes the room
of the one booking asked), and read as vanilla, 12/12 and every cell alike, under
``arena run human_in_the_loop --probes``. ``tests/runs/test_s41b_one_asked_edit.py``.
:class:`OneAskedExpiryAsApprovalAdapter` hands an expired request asked alone to the model as an
approval: read as vanilla until red team 42 let the second-send probe's last request lapse
(``tests/runs/test_s42_lapse_asked_alone.py``).

Plugin form: ``--adapter reference_adapters_s41b:OneAskedEditDroppedAdapter``.
"""

from __future__ import annotations

from typing import Any

from reference_adapters_s41 import _Verdicts


class OneAskedEditDroppedAdapter(_Verdicts):
    """Where the model asked one approval in its turn, hands an edited approval to the model as
    a plain one, the edit dropped; where it asked several, as vanilla (broken: the model books
    what it asked for, not what the person approved)."""

    name = "s41b_one_asked_edit_dropped"

    def verdict(self, response: Any, paused: Any) -> str:
        if response.edited_args is not None and len(paused.gate_call_ids) == 1:
            return f"APPROVED by {response.responder.name}."
        return super().verdict(response, paused)


class OneAskedExpiryAsApprovalAdapter(_Verdicts):
    """Where the model asked one approval in its turn, hands an expired request (nobody decided
    in time: the store clock's ``expired`` answer) to the model as an approval; where it asked
    several, as vanilla (broken: nobody approved). Red team 40's ``ExpiryAsApprovalAdapter``
    did so everywhere and the partial probe's lapsed third request caught it; no probe run let
    a request asked alone lapse, so this one read as vanilla until red team 42's
    :data:`arena.probe_answers.LAPSE` (``tests/runs/test_s42_lapse_asked_alone.py``)."""

    name = "s41b_one_asked_expiry_as_approval"

    def verdict(self, response: Any, paused: Any) -> str:
        from arena.store.people import EXPIRED

        if response.option_id == EXPIRED and len(paused.gate_call_ids) == 1:
            return f"APPROVED by {response.responder.name}."
        return super().verdict(response, paused)
