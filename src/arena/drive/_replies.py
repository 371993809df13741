"""An eval's answers made into the responses a leg hands the adapter: ``respond`` by request
(``option=``, ``text=``, ``edited_args=``) or by a mapping of request ids, ``respond_all`` with one
option for every pending request; each is checked against the request it answers (its options,
a non-empty text, an edit of the gated call) before anything reaches the adapter. Mixed into
:class:`~arena.drive.Driver`."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import msgspec

from arena.context import validate_response
from arena.drive._answer_all import all_hint, not_one_option
from arena.drive._answers import (
    Answer,
    check_note,
    empty_text,
    not_one_target,
    not_text,
    note_with_words,
    parse_answer,
)
from arena.drive._edits import changes_nothing_in, check_edit
from arena.drive._errors import DriveError, hide_frames_for_eval_errors
from arena.drive._render import format_requests
from arena.drive._store import tools_module_of
from arena.errors import InvalidAnswer
from arena.types import InputRequest, InputResponse, Responder

if TYPE_CHECKING:
    from arena.context import RunContext

#: An eval's traceback shows its own line, not these checks (as arena.drive._driver's).
__tracebackhide__ = hide_frames_for_eval_errors


class Replies:
    """Mixed into :class:`~arena.drive.Driver`: answers checked, then made into responses."""

    ctx: RunContext
    responder: Responder

    if TYPE_CHECKING:

        @property
        def _waiting_on(self) -> tuple[InputRequest, ...]: ...
        def _check_answerable(self, ids: Sequence[str]) -> None: ...
        def _check_unexpired(self, ids: Sequence[str]) -> None: ...
        def _tool(self, name: str) -> Callable[..., Any] | None: ...
        @property
        def sessions(self) -> tuple[Any, ...]: ...

        _parent: Any
        _turns: list[Any]
        _answered: dict[str, Any]
        agent: Any

    def _responses(
        self,
        target: InputRequest | str | Mapping[str, Answer],
        option: str | None,
        text: str | None,
        edited_args: Mapping[str, Any] | None,
        note: str | None,
    ) -> list[InputResponse]:
        check_note("respond", note)
        given = sum(x is not None for x in (option, text, edited_args))
        if isinstance(target, (list, tuple, set, frozenset)):
            raise DriveError(not_one_target("respond(...)", target))
        if isinstance(target, Mapping):
            if given:
                raise DriveError(
                    "respond({request_id: answer, ...}) takes the answers in the mapping; "
                    "do not also pass option=, text= or edited_args="
                )
            if not target:
                raise DriveError("respond({}) has no answers; map request ids to answers")
            answers = [(self._id(key), parse_answer(key, value)) for key, value in target.items()]
        else:
            if given != 1:
                raise DriveError(
                    "respond(request, ...) needs exactly one of option=, text= or edited_args= "
                    f"(got {given})"
                )
            for arg, value in (("option", option), ("text", text)):
                if value is not None and not isinstance(value, str):
                    raise DriveError(not_text(f"respond({arg}={value!r})", arg, value))
            answers = [
                (self._id(target), {"option": option, "text": text, "edited_args": edited_args})
            ]
        for rid, answer in answers:
            said = answer.get("text")
            if said is not None and not said.strip():
                raise DriveError(empty_text(rid, said, self.ctx.pending.get(rid)))
            remark = answer.get("note", note)
            if said is not None and remark is not None and remark.strip():
                raise DriveError(note_with_words(rid, said, remark))
        ids = [rid for rid, _ in answers]
        if len(set(ids)) != len(ids):
            raise InvalidAnswer(f"the same request is answered twice in one respond(): {ids}")
        self._check_answerable(ids)
        responses = []
        for rid, answer in answers:
            response = InputResponse(
                request_id=rid,
                option_id=answer.get("option"),
                text=answer.get("text"),
                edited_args=answer.get("edited_args"),
                responder=self.responder,
                note=answer.get("note", note),
            )
            try:
                validate_response(self.ctx.pending[rid], response)
                if response.edited_args is not None:
                    # The edit as sent: an edit of the gated tool is its full edited call, as
                    # `arena approve --edit` records it (what the approval binds).
                    edited = check_edit(
                        self.ctx.pending[rid],
                        response.edited_args,
                        find=self._tool,
                        calls=self.ctx.tool_calls,
                        module=tools_module_of(self.agent),
                    )
                    response = msgspec.structs.replace(response, edited_args=edited)
                    if changes_nothing_in(self.ctx.pending[rid], edited):
                        response = msgspec.structs.replace(
                            response, option_id="approve", edited_args=None
                        )
            except InvalidAnswer as exc:
                raise InvalidAnswer(f"{exc} — nothing was sent to the adapter") from None
            responses.append(response)
        return responses

    def _all(
        self, option: str | None, note: str | None, unknown: Mapping[str, Any]
    ) -> list[InputResponse]:
        if unknown or option is None:
            raise DriveError(not_one_option(option, unknown))
        if isinstance(option, Mapping):
            raise DriveError(
                f"respond_all({dict(option)!r}) gives every pending request the same option id; "
                "to answer requests by id, call t.respond({request_id: answer, ...}) instead"
            )
        if isinstance(option, (list, tuple, set, frozenset)):
            raise DriveError(not_one_target("respond_all(...)", option))
        if not isinstance(option, str):
            raise DriveError(not_text(f"respond_all({option!r})", "option", option))
        check_note("respond_all", note)
        self._check_answerable([])
        pending = self._waiting_on  # every one: an operator's stored answer refuses the call
        self._check_unexpired([r.id for r in pending if r.id in self.ctx.pending])
        refusing = [r for r in pending if option not in r.option_ids]
        if refusing:
            from arena.decisions import _did_you_mean

            lines = "\n".join(
                f"  {r.id} offers: {', '.join(r.option_ids) or '(free text only)'}"
                for r in refusing
            )
            offered = list(dict.fromkeys(o for r in refusing for o in r.option_ids))
            raise InvalidAnswer(  # "aprove" said no did-you-mean where respond() did (users28)
                f"option {option!r} is not offered by every pending request"
                f"{all_hint(option, offered, _did_you_mean(option, offered))} — nothing was "
                f"sent to the adapter:\n{lines}"
            )
        return [
            InputResponse(request_id=r.id, option_id=option, responder=self.responder, note=note)
            for r in pending
        ]

    def _id(self, target: InputRequest | str) -> str:
        if isinstance(target, InputRequest):
            if target.run_id != self.ctx.run_id and target.id not in self.ctx.pending:
                # "is not pending on this session line" left the eval to work out that two
                # lines were mixed up (drive37)
                raise self._elsewhere(target.id, target.run_id)
            return target.id
        if isinstance(target, str):
            if target not in self.ctx.pending and target not in self._answered:
                # ... and so did the same request given by its id alone (drive38)
                found = self._asked_by_another_line(target)
                if found is not None:
                    raise self._elsewhere(target, *found)
            return target
        raise DriveError(
            f"respond() answers an InputRequest or a request id, not {type(target).__name__}"
        )

    def _elsewhere(self, rid: str, run_id: str, there: str = "") -> InvalidAnswer:
        return InvalidAnswer(
            f"request {rid} was asked on another session line (run {run_id}{there}), not this "
            f"one (run {self.ctx.run_id}): answer it on the line that asked it — nothing was sent "
            "to the adapter; this line's pending:\n" + format_requests(self._waiting_on)
        )

    def _asked_by_another_line(self, rid: str) -> tuple[str, str] | None:
        """The run of another line of this eval's (the one that opened this line, the lines it
        or they opened) that asked ``rid``, and whether it was answered there; or None."""
        root = self
        while root._parent is not None:
            root = root._parent
        for line in (root, *root.sessions):
            if line is not self and any(r.id == rid for t in line._turns for r in t.requests):
                return line.ctx.run_id, ", where it is answered" if rid in line._answered else ""
        return None


__all__ = ["Replies"]
