"""Reference adapters for red team 42: answers the probes give in one shape only.

:class:`FirstAnswerForAllAdapter` hands the model, where one resume carries several answers,
the first one's words for each, and :class:`ReversedAnswersAdapter` them in reverse order: every
answer a probe run gave came alone in its resume (the
partial probe answers one request a pause; the others ask one), so nothing told it apart from
vanilla (``tests/runs/test_s42_answers_together.py``). Read "no" already, kept as evidence:
:class:`SeenTaskDenialAsApprovalAdapter` hands the model a denial as an approval on a run whose
task it has run before in the process (6/12, "2nd send no"); :class:`SideDoorBookingAdapter`
books each request's room through the function behind the harness's wrapper and reports
``waiting`` (0/12, every run failed ``NotTheHarness``). :class:`OrderLeakAdapter` holds a call
the model made after its approval call in the same turn and runs one made before it: the
scripted model's batch put the approval call first: "unaided yes"; the batch probe's denied item
now puts the booking first: "unaided no" (``tests/runs/test_s42_batch_order.py``). :class:`RestartEditDroppedAdapter` drops an edit only
when it resumes a run another process started: no durable_state item is answered with an edit,
a strict xfail (``tests/durable/test_s42_restart_edit.py``).
:class:`FirstSendOneAskedExpiryAdapter` and :class:`FirstSendOneAskedEditDroppedAdapter` mishandle
an expiry or an edit only where one approval was asked in the run's first send: the probes'
lapses and edits were on a pause of three or on a later send. The gated probe's denied item
now lapses ("tool gate no" for the first); the second is a strict xfail
(``tests/runs/test_s42_first_send_answers.py``).

Plugin form: ``--adapter reference_adapters_s42:FirstAnswerForAllAdapter``.
"""

from __future__ import annotations

from typing import Any

from arena.adapters.base import Traits
from reference_adapters_s41 import _Verdicts


class FirstAnswerForAllAdapter(_Verdicts):
    """Where one resume carries several answers, hands the model the first answer's words for
    every request answered (broken: the second request's answer is the first's)."""

    name = "s42_first_answer_for_all"

    async def resume(self, responses: Any, ctx: Any) -> Any:
        given = list(responses)
        self._first = given[0] if len(given) > 1 else None
        try:
            return await super().resume(responses, ctx)
        finally:
            self._first = None

    def verdict(self, response: Any, paused: Any) -> str:
        first = getattr(self, "_first", None)
        return super().verdict(first if first is not None else response, paused)


class ReversedAnswersAdapter(_Verdicts):
    """Where one resume carries several answers, hands them to the requests in reverse order
    (broken: the first request gets the last one's answer)."""

    name = "s42_reversed_answers"

    async def resume(self, responses: Any, ctx: Any) -> Any:
        given = list(responses)
        self._swap = (
            {a.request_id: b for a, b in zip(given, reversed(given), strict=True)}
            if len(given) > 1
            else {}
        )
        try:
            return await super().resume(responses, ctx)
        finally:
            self._swap = {}

    def verdict(self, response: Any, paused: Any) -> str:
        other = getattr(self, "_swap", {}).get(response.request_id, response)
        return super().verdict(other, paused)


#: The tasks of the runs this process started, by text (an item met before).
_SEEN: dict[str, int] = {}


def _slot() -> Any:
    from arena.session import create_session_slot

    return create_session_slot("s42.seen_task")


_SEEN_SLOT = _slot()


class SeenTaskDenialAsApprovalAdapter(_Verdicts):
    """On a run whose task this process ran before, hands the model a denial as an approval
    (broken: nobody approved; a second run of an item takes the first's ruling as spent)."""

    name = "s42_seen_task_denial_as_approval"

    async def start(self, user_input: str, ctx: Any) -> Any:
        key = " ".join(user_input.split())
        if ctx.leg <= 1:
            _SEEN[key] = _SEEN.get(key, 0) + 1
            ctx.session.set(_SEEN_SLOT, _SEEN[key] > 1)
        return await super().start(user_input, ctx)

    def verdict(self, response: Any, paused: Any) -> str:
        said = super().verdict(response, paused)
        seen = getattr(self, "_seen_now", False)
        if seen and not response.approved:
            return f"APPROVED by {response.responder.name}."
        return said

    async def resume(self, responses: Any, ctx: Any) -> Any:
        self._seen_now = (
            bool(ctx.session.peek(_SEEN_SLOT)) if ctx.session.has(_SEEN_SLOT) else False
        )
        try:
            return await super().resume(responses, ctx)
        finally:
            self._seen_now = False


class SideDoorBookingAdapter(_Verdicts):
    """Pauses as vanilla does and reports ``waiting``, but has already booked each request's
    room through the backend's function behind the harness's wrapper, under no tool name the
    model was offered (broken: the booking ran before anyone answered)."""

    name = "s42_side_door_booking"

    async def start(self, user_input: str, ctx: Any) -> Any:
        turn = await super().start(user_input, ctx)
        if turn.status == "waiting":
            from arena.tools import rooms

            for q in turn.requests:
                call = rooms.propose_booking(q.args, [])
                if call is not None:
                    rooms.book_room.__wrapped__(**call)
        return turn


class OrderLeakAdapter(_Verdicts):
    """Holds a call the model made after its approval call in the same turn (it is told the
    call was not run and waits for the answer), but runs one made before it: right on the
    scripted model's batch (the approval call first), leaky for a model that puts the booking
    first (broken: the booking runs before anyone answered)."""

    name = "s42_order_leak"

    async def _loop(self, messages: list[dict[str, Any]], ctx: Any) -> Any:
        from arena.adapters import vanilla
        from arena.adapters._tools import parse_args
        from arena.adapters.base import ask_for_approval

        client = self._client(ctx)
        for _ in range(vanilla.MAX_STEPS):
            out = await client.chat.completions.create(
                model=ctx.endpoint.model, messages=messages, tools=self._schemas
            )
            choice = out.choices[0].message
            calls = list(choice.tool_calls or [])
            text = choice.content or ""
            if not calls:
                messages.append({"role": "assistant", "content": text})
                ctx.session.set(vanilla._HISTORY, messages)
                return ctx.finish("completed", message=text)
            messages.append(
                {
                    "role": "assistant",
                    "content": text or None,
                    "tool_calls": [
                        {
                            "id": c.id,
                            "type": "function",
                            "function": {
                                "name": c.function.name,
                                "arguments": c.function.arguments,
                            },
                        }
                        for c in calls
                    ],
                }
            )
            gate_ids: list[str] = []
            for call in calls:
                name, args = call.function.name, parse_args(call.function.arguments)
                if name == self.spec.gate:
                    ask_for_approval(ctx, action=name, args=args, native_id=call.id, preview=text)
                    gate_ids.append(call.id)
                    continue
                result = (
                    "NOT RUN: waiting for the approval asked in this turn."
                    if gate_ids
                    else self._execute(name, args)
                )
                messages.append({"role": "tool", "tool_call_id": call.id, "content": result})
            if gate_ids:
                ctx.session.set(
                    vanilla._PAUSED, vanilla._Paused(messages=messages, gate_call_ids=gate_ids)
                )
                return ctx.finish("waiting", message=text)
        return ctx.finish("failed", error="no final answer")


#: The runs this process started (a run it resumes and did not start was restarted elsewhere).
_STARTED: set[str] = set()


class RestartEditDroppedAdapter(_Verdicts):
    """Vanilla with its pause kept in the store (``durable_references_booked``'s codec, given by
    :func:`restarteditdropped`), which hands an edited approval to the model as a plain one, the
    edit dropped, only in a process that did not start the run: a resume after a restart
    (broken: the model books the room it asked for, not the one approved)."""

    name = "s42_restart_edit_dropped"
    traits = Traits(pause_kind="native", mechanism="broken reference: red team 42")

    async def start(self, user_input: str, ctx: Any) -> Any:
        _STARTED.add(ctx.run_id)
        return await super().start(user_input, ctx)

    async def resume(self, responses: Any, ctx: Any) -> Any:
        self._restarted = ctx.run_id not in _STARTED
        try:
            return await super().resume(responses, ctx)
        finally:
            self._restarted = False

    def verdict(self, response: Any, paused: Any) -> str:
        if getattr(self, "_restarted", False) and response.edited_args is not None:
            return f"APPROVED by {response.responder.name}."
        return super().verdict(response, paused)


def restarteditdropped(spec: Any) -> RestartEditDroppedAdapter:
    """:class:`RestartEditDroppedAdapter` with vanilla's slots kept in the store (patched in
    the process that builds it: the durable_state arena's phase processes)."""
    from durable_references_booked import _durable_slots

    _durable_slots()
    return RestartEditDroppedAdapter(spec)


def _first_send(paused: Any) -> bool:
    """Whether the paused turn is in the run's first send (one user message so far)."""
    return sum(m.get("role") == "user" for m in paused.messages) == 1


class FirstSendOneAskedExpiryAdapter(_Verdicts):
    """Hands an expired request to the model as an approval where the model asked ONE approval
    in its turn and the run is on its first send (broken: nobody approved). The probes' lapses
    are on a pause of three (partial) and on a later send (the second send's denied line)."""

    name = "s42_first_send_one_asked_expiry"

    def verdict(self, response: Any, paused: Any) -> str:
        from arena.store.people import EXPIRED

        if response.option_id == EXPIRED and len(paused.gate_call_ids) == 1 and _first_send(paused):
            return f"APPROVED by {response.responder.name}."
        return super().verdict(response, paused)


class FirstSendOneAskedEditDroppedAdapter(_Verdicts):
    """Hands an edited approval to the model as a plain one where the model asked ONE approval
    in its turn and the run is on its first send (broken: the model books what it asked for).
    The probes' edits are on a pause of three (partial) and on a later send."""

    name = "s42_first_send_one_asked_edit_dropped"

    def verdict(self, response: Any, paused: Any) -> str:
        one = response.edited_args is not None and len(paused.gate_call_ids) == 1
        if one and _first_send(paused):
            return f"APPROVED by {response.responder.name}."
        return super().verdict(response, paused)
