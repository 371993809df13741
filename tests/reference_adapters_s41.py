"""Reference adapters for red team 41: answers no probe run gave.

:class:`OnePendingPeekAdapter` hands the model the item file's ``resume_with`` verdict, not the
person's, where the model asked one approval in its turn (red team 40's :class:`PeekedAnswerAdapter` peeked on
every pause and the partial probe's three requests caught it): the person answered as the file
says in every run of ``arena run --probes``. :class:`TypedAsRejectionAdapter` hands every typed
answer to the model in LangChain's rejection wording ("User rejected the tool call for … with
reason: <the words>"), a yes included: the probes' one typed answer was a no.
:class:`EditDroppedAdapter` hands an edited approval to the model as a plain one, the edit
dropped: no probe run edited an answer. :class:`NoteDroppedEverywhereAdapter` drops the person's
note (red team 35's ``NoteDroppedAdapter``, which failed the partial and tool gate cells for
waiting on no partial answer and running no held booking, on a loop that does both): no probe
run gave a note. :class:`ApprovalNoteDroppedAdapter` drops it from approvals only (the
second-send probe's note is on a denial). ``tests/runs/test_s41_unprobed_answers.py``.

:class:`RememberedApprovalAdapter` answers the model's later asks on a session line with the
first approval, unasked: no probe run asked twice on one line (the second-send probe's approved
line now asks one more booking).

Plugin form: ``--adapter reference_adapters_s41:OnePendingPeekAdapter``.
"""

from __future__ import annotations

import json
from typing import Any

from arena.adapters.base import Traits
from arena.adapters.vanilla import VanillaAdapter

_TRAITS = Traits(pause_kind="emulated", mechanism="reference: red team 41")


def _item_answer(task: str) -> str | None:
    """The first ``resume_with`` answer of the arena item whose input is ``task`` (a peek)."""
    from arena.arenas import load_arena

    for item in load_arena("human_in_the_loop").items:
        if item.input.strip() == task.strip() and item.resume_with:
            return str(item.resume_with[0])
    return None


class _Verdicts(VanillaAdapter):
    """Vanilla's resume, with the words the model reads for each answer the subclass's."""

    traits = _TRAITS

    def verdict(self, response: Any, paused: Any) -> str:
        from arena.context import describe_decision

        return describe_decision(response)

    async def resume(self, responses: Any, ctx: Any) -> Any:
        from arena.adapters import vanilla

        matched = ctx.accept_responses(responses)
        paused = ctx.session.take(vanilla._PAUSED)
        for request, response in matched:
            call_id = str(request.native_id)
            if call_id in paused.held:  # a gated tool, as vanilla runs it
                ctx.resolve(request, response, record=False)
                name, args = paused.held[call_id]
                paused.answers[call_id] = (
                    self._execute(name, args)
                    if response.approved
                    else self.verdict(response, paused)
                )
            elif request.native_id in paused.gate_call_ids:
                ctx.resolve(request, response)
                paused.answers[call_id] = self.verdict(response, paused)
        if any(c not in paused.answers for c in paused.gate_call_ids):
            ctx.session.set(vanilla._PAUSED, paused)
            return ctx.finish("waiting")
        for c in paused.gate_call_ids:
            paused.messages.append(
                {"role": "tool", "tool_call_id": c, "content": paused.answers[c]}
            )
        return await self._loop(paused.messages, ctx)


class OnePendingPeekAdapter(_Verdicts):
    """Where the model asked one approval in its turn, hands the model the verdict the item's
    ``resume_with`` holds (read from the arena's file by the task's words), not the person's;
    where it asked several, the person's (broken: right whenever the person answers as the file
    says)."""

    name = "s41_one_asked_peek"

    def verdict(self, response: Any, paused: Any) -> str:
        task = next((str(m["content"]) for m in paused.messages if m.get("role") == "user"), "")
        peeked = _item_answer(task)
        who = response.responder.name
        if len(paused.gate_call_ids) == 1 and peeked == "approve":
            return f"APPROVED by {who}."
        if len(paused.gate_call_ids) == 1 and peeked == "deny":
            return f"DENIED by {who}: do not proceed."
        return super().verdict(response, paused)


class TypedAsRejectionAdapter(_Verdicts):
    """Hands every typed answer to the model as LangChain's rejection of the call with the
    person's words as its reason, a typed yes included (broken: the person said yes)."""

    name = "s41_typed_as_rejection"

    def verdict(self, response: Any, paused: Any) -> str:
        if response.text is not None:
            return (
                f"User rejected the tool call for `{self.spec.gate}` with reason: {response.text}"
            )
        return super().verdict(response, paused)


class EditDroppedAdapter(_Verdicts):
    """Hands an edited approval to the model as a plain approval, the person's edit dropped
    (broken: the model books what it asked for, not what the person approved)."""

    name = "s41_edit_dropped"

    def verdict(self, response: Any, paused: Any) -> str:
        if response.edited_args is not None:
            return f"APPROVED by {response.responder.name}."
        return super().verdict(response, paused)


class NoteDroppedEverywhereAdapter(_Verdicts):
    """Red team 35's ``NoteDroppedAdapter`` on a loop that waits on a partial answer and runs a
    held booking: each decision handed to the model as the harness words it, less the person's
    note (broken: the model never hears why)."""

    name = "s41_note_dropped_everywhere"

    def verdict(self, response: Any, paused: Any) -> str:
        import msgspec

        return super().verdict(msgspec.structs.replace(response, note=None), paused)


class ApprovalNoteDroppedAdapter(_Verdicts):
    """Drops the person's note on an approval only ("APPROVED by ops." for "… Note: use the side
    entrance"), a denial's note handed over (broken: the model never reads what the person
    said with their yes)."""

    name = "s41_approval_note_dropped"

    def verdict(self, response: Any, paused: Any) -> str:
        import msgspec

        if response.approved:
            response = msgspec.structs.replace(response, note=None)
        return super().verdict(response, paused)


def _remembered_slot() -> Any:
    from arena.session import create_session_slot

    return create_session_slot("s41.remembered_approval")


_REMEMBERED = _remembered_slot()


class RememberedApprovalAdapter(_Verdicts):
    """Once the person approved an ask on the session line, answers the model's later asks
    there with that approval's words, without asking ("approve for the rest of the session",
    as approval prompts offer; broken: nobody approved the second booking)."""

    name = "s41_remembered_approval"

    def verdict(self, response: Any, paused: Any) -> str:
        said = super().verdict(response, paused)
        if response.approved and response.edited_args is None:
            paused.s41_approved = said
        return said

    async def resume(self, responses: Any, ctx: Any) -> Any:
        from arena.adapters import vanilla

        paused = ctx.session.peek(vanilla._PAUSED)
        turn = await super().resume(responses, ctx)
        said = getattr(paused, "s41_approved", None)
        if said is not None:
            ctx.session.set(_REMEMBERED, said)
        return turn

    async def _loop(self, messages: list[dict[str, Any]], ctx: Any) -> Any:
        from arena.adapters import vanilla
        from arena.adapters.base import ask_for_approval

        remembered = ctx.session.peek(_REMEMBERED) if ctx.session.has(_REMEMBERED) else None
        if remembered is None:
            return await super()._loop(messages, ctx)
        client = self._client(ctx)
        for _ in range(vanilla.MAX_STEPS):
            out = await client.chat.completions.create(
                model=ctx.endpoint.model, messages=messages, tools=self._schemas
            )
            choice = out.choices[0].message
            calls = list(choice.tool_calls or [])
            if not calls:
                messages.append({"role": "assistant", "content": choice.content or ""})
                ctx.session.set(vanilla._HISTORY, messages)
                return ctx.finish("completed", message=choice.content or "")
            messages.append(
                {
                    "role": "assistant",
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
            asked: list[str] = []
            for c in calls:
                args = json.loads(c.function.arguments or "{}")
                if c.function.name == self.spec.gate:  # answered from memory, not asked
                    messages.append({"role": "tool", "tool_call_id": c.id, "content": remembered})
                    continue
                if c.function.name in self.spec.gated:
                    ask_for_approval(
                        ctx,
                        action=c.function.name,
                        args=args,
                        native_id=c.id,
                        tool_name=c.function.name,
                    )
                    asked.append(c.id)
                    continue
                result = self._execute(c.function.name, args)
                messages.append({"role": "tool", "tool_call_id": c.id, "content": result})
            if asked:
                ctx.session.set(
                    vanilla._PAUSED, vanilla._Paused(messages=messages, gate_call_ids=asked)
                )
                return ctx.finish("waiting")
        return ctx.finish("failed", error="too many steps")
