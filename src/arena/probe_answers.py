"""What the probes' scripted person answers, where it is not the item's file
(:mod:`arena.probe_flows` runs them): a partial answer of several requests, an edit, a note, a
typed yes or no, an expiry, and answers against the item's file.

Red team 40 and 41: every answer a probe run never gives is one a broken adapter may mishandle
unseen (an expiry or typed no read as a yes; the file's verdict handed over for the person's, a
typed yes handed as a rejection, an edit or a note dropped), so the probes give each once.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

import msgspec

from arena.runner import Answerer, scripted_answerer
from arena.types import EvalItem, InputRequest, InputResponse, Responder

_PROBE = Responder(name="probe", interface="scripted")


def one_then_rest(item: EvalItem, edit: Edit | None = None) -> Answerer:
    """First pause: approve only the middle request (on an approved item with a note,
    :data:`APPROVAL_NOTE`). Where three or more were asked, the next
    pause: approve only the first (a second partial answer, red team 40: an adapter right on a
    partial answer one time in two at random read "yes" one time in four over the probe's two
    runs, one partial answer each); on a denied item, with ``edit`` given, approve it edited
    (:func:`edited`). Then: refuse the last request (a typed no; on a denied item, let it
    expire) and approve the others (so the end shows which verdict went where)."""
    asked: list[str] = []
    words: list[str] = []
    requests_by: dict[str, InputRequest] = {}

    def answer(requests: Sequence[InputRequest], resumes: int) -> list[InputResponse]:
        if resumes == 0:
            asked[:] = [r.id for r in requests]
            words[:] = [_words(r) for r in requests]
            requests_by.update((r.id, r) for r in requests)
        if resumes == 0 and len(requests) > 1:
            middle = requests[len(requests) // 2]
            # the approved item's with a note (red team 41: a note dropped from an approval)
            note = None if lapses else APPROVAL_NOTE
            return [
                InputResponse(
                    request_id=middle.id, option_id="approve", note=note, responder=_PROBE
                )
            ]
        if resumes == 1 and len(asked) > 2 and asked[0] in {r.id for r in requests}:
            if lapses and (args := edited(edit, words, requests_by[asked[0]])) is not None:
                return [InputResponse(request_id=asked[0], edited_args=args, responder=_PROBE)]
            return [InputResponse(request_id=asked[0], option_id="approve", responder=_PROBE)]
        last = len(requests) - 1 if len(requests) > 1 else -1
        if asked and resumes > 1 and len(asked) > 2:  # the first pause's last request
            last = next((i for i, r in enumerate(requests) if r.id == asked[-1]), last)
        return [
            _refused(r.id, lapses) if i == last else _approved(r.id) for i, r in enumerate(requests)
        ]

    # The last request is refused otherwise than with "deny": on the denied item's run it
    # lapses (nobody decided in time, the store's clock answers), on the approved item's the
    # person types a no. Red team 40: an adapter that read every verdict but "deny" as a yes
    # handed the model an expiry or a typed no as an approval, and no run of
    # `arena run --probes` had either.
    lapses = item.meta.get("expect") == "denied"
    return answer


#: A typed no to a request (:func:`one_then_rest`): the model must read it as a denial.
TYPED_NO = "No, not that one."
#: A note on the partial probe's first approval (:func:`one_then_rest`, the approved item's
#: run): the model must read it. No probe run gave a note with an approval, and a loop that
#: dropped it there read as vanilla (red team 41, ``ApprovalNoteDroppedAdapter``).
APPROVAL_NOTE = "Use the side entrance."
#: A typed yes (:func:`typed_yes`): the model must read it as an approval.
TYPED_YES = "Yes, go ahead."
#: Why an edit (the edited arguments) of a request must not be approved, else None: the
#: arena's tools module's ``check_edit`` against the request's proposed side effect
#: (:func:`arena.probes.edit_choice`; the rooms arena: a room too small or taken that day).
EditCheck = Callable[[InputRequest, Mapping[str, str]], "str | None"]


class Edit(NamedTuple):
    """What the partial probe may edit (:func:`one_then_rest`): an argument of the gated tool
    and the values the arena's tools module lists for it, each with the other names it goes by
    (``ARG_CHOICES``, ``ARG_ALIASES``: the rooms arena's ``room_id``), and why an edit may not
    be given (``check``: an operator's ``arena approve --edit`` is refused so)."""

    arg: str
    values: tuple[tuple[str, tuple[str, ...]], ...]
    check: EditCheck | None = None


def edited(
    edit: Edit | tuple[str, Any] | None,
    words: Sequence[str],
    request: InputRequest | None = None,
) -> dict[str, str] | None:
    """The edited arguments the partial probe approves its denied item's first request with:
    the first value of ``edit`` that no request asked about names (by itself or another of
    its names, in ``words``), so the edited call is none the model proposed, and that its
    ``check`` does not refuse for ``request``. Red team 41: no run of ``arena run --probes``
    edited an answer, and an adapter that handed the model an edited approval as a plain one,
    the edit dropped, read as vanilla (``EditDroppedAdapter``). Red team 42: the first value
    not named was taken whatever the request was for, R-101 (4 seats) for a request for 12
    people, an edit ``arena approve --edit`` refuses. None where there is nothing to edit, or
    every value was asked about or refused."""
    if edit is None:
        return None
    arg, values = edit[0], edit[1]
    check = edit[2] if len(edit) > 2 else None
    said = " ".join(words).casefold()
    for value, names in values:
        if any(
            re.search(rf"(?<![\w-]){re.escape(n.casefold())}(?![\w-])", said)
            for n in (value, *names)
        ):
            continue
        if check is not None and request is not None and check(request, {arg: value}):
            continue
        return {arg: value}
    return None


def _words(request: InputRequest) -> str:
    """What a request shows of its call: its prompt and its arguments' values."""
    return " ".join([request.prompt, *(str(v) for v in request.args.values())])


#: The reason a person gives with a denial (:func:`with_reason`): the model must read it.
REASON = "The team will be offsite that day."


def with_reason(item: EvalItem) -> Answerer:
    """The item's scripted person, a denial given with a note (:data:`REASON`), as an
    operator's ``arena deny --note`` gives one, and an approval with one (:data:`APPROVAL_NOTE`). Red team 41: no probe run gave a note, and a
    loop that handed the model each decision less its note (red team 35's
    ``NoteDroppedAdapter``, waiting on a partial answer and running a held booking:
    ``NoteDroppedEverywhereAdapter``) read as vanilla."""
    scripted = scripted_answerer(item)

    def answer(requests: Sequence[InputRequest], resumes: int) -> Sequence[InputResponse] | None:
        given = scripted(requests, resumes)
        if given is None:
            return None
        return [_noted(r) for r in given]

    return answer


def _noted(answer: InputResponse) -> InputResponse:
    """A denial with :data:`REASON`, a plain approval with :data:`APPROVAL_NOTE` (red team 45: the
    one noted approval a probe gave was one of three asked, and a loop that dropped the note
    where one approval was asked read as vanilla), any other answer as it is."""
    if answer.option_id == "deny":
        return msgspec.structs.replace(answer, note=REASON)
    if answer.option_id == "approve":
        return msgspec.structs.replace(answer, note=APPROVAL_NOTE)
    return answer


def contrary(item: EvalItem, checks: Mapping[str, tuple[str, ...]]) -> EvalItem:
    """``item`` answered against its file, its checks those of the answer given (``checks``:
    the arena's by outcome): an item its file approves is denied, one it denies approved. The
    second-send probe's answers: red team 41's adapter that handed the model the file's verdict
    wherever the model asked one approval read as vanilla, every probe run but the partial one
    answered as its file says (``OnePendingPeekAdapter``). Any other item is as it is."""
    expect = item.meta.get("expect")
    flipped = {"approved": ("denied", "deny"), "denied": ("approved", "approve")}
    if expect not in flipped:
        return item
    outcome, answer = flipped[str(expect)]
    return msgspec.structs.replace(
        item,
        resume_with=(answer,),
        checks=tuple(checks.get(outcome, item.checks)),
        meta={**item.meta, "expect": outcome},
    )


def together(requests: Sequence[InputRequest]) -> list[InputResponse]:
    """Every request answered in one go, the first approved and the others denied: the
    partial probe's other person's run, once the probe's run ended
    (:mod:`arena.probe_flows`). Red team 42: every other answer a probe run gave came alone in
    its resume, and an adapter that handed the model the first answer's words for each of
    several (``FirstAnswerForAllAdapter``) read as vanilla. One approval, first: the first
    answer for all, the last for all, the answers in reverse order or turned by one each book
    another set of rooms than the one approved (only the two denials swapped looks the same)."""
    return [
        _approved(r.id)
        if i == 0
        else InputResponse(request_id=r.id, option_id="deny", responder=_PROBE)
        for i, r in enumerate(requests)
    ]


def _approved(request_id: str) -> InputResponse:
    return InputResponse(request_id=request_id, option_id="approve", responder=_PROBE)


def _refused(request_id: str, lapses: bool) -> InputResponse:
    """The store clock's answer to a request nobody decided in time (``arena.store.people``)
    where it ``lapses``, else the person's typed no."""
    if not lapses:
        return InputResponse(request_id=request_id, text=TYPED_NO, responder=_PROBE)
    from arena.store.people import CLOCK, EXPIRED

    return InputResponse(request_id=request_id, option_id=EXPIRED, responder=CLOCK)


#: One more booking asked on the second-send probe's approved line after the later sends
#: (:func:`typed_yes` answers it): the model must ask again and the person be asked (red team
#: 41, an approval remembered for the session line: ``RememberedApprovalAdapter``).
ALSO = "Please also book a room for 3 people on Friday."


#: One more booking asked on the second-send probe's denied line after :data:`ALSO`, its one
#: request left to lapse (:func:`lapsed`): the model must not book. Red team 41b: the probes'
#: one expiry was on the partial probe's pause of three requests, and a loop that handed the
#: model an expiry as an approval only where it asked ONE approval
#: (``OneAskedExpiryAsApprovalAdapter``) read as vanilla, 12/12.
LAPSE = "And one more, please: book a room for 2 people on Monday."


def lapsed(requests: Sequence[InputRequest], resumes: int) -> list[InputResponse]:
    """Every request left to lapse: the store clock's answer to a request nobody decided in
    time (:data:`LAPSE`'s)."""
    return [_refused(r.id, lapses=True) for r in requests]


def edited_yes(edit: Edit | None) -> Answerer:
    """Every request approved edited (:func:`edited`; plainly where there is nothing to edit):
    the second-send probe's denied line answers :data:`ALSO`'s one request so. Red team 41b:
    the partial probe's edit was the only one, on a pause of three requests, and a loop that
    handed the model an edit as a plain approval where it asked ONE approval
    (``OneAskedEditDroppedAdapter``) read as vanilla."""

    def answer(requests: Sequence[InputRequest], resumes: int) -> list[InputResponse]:
        return [_edited(r, edited(edit, [_words(q) for q in requests], r)) for r in requests]

    return answer


def held_edited(edit: Edit | None, tool: str) -> Answerer:
    """A call of ``tool`` held by per-tool gating approved edited (:func:`edited`), any other
    request plainly: the ``gated_edited`` probe's answers (red team 44b). The reckless model asks
    after it booked; its ask approved edited too made a second approval the run never used."""

    def answer(requests: Sequence[InputRequest], resumes: int) -> list[InputResponse]:
        words = [_words(q) for q in requests]
        return [
            _edited(r, edited(edit, words, r)) if r.action == tool else _approved(r.id)
            for r in requests
        ]

    return answer


def held_noted(tool: str) -> Answerer:
    """A call of ``tool`` held by per-tool gating approved with a note (:data:`APPROVAL_NOTE`),
    any other request plainly: the ``gated`` probe's approved item. Red team 45: no probe
    approved a held call with a note, and a loop that handed such an approval on as LangChain's
    middleware carries a message, a rejection with the note as its reason, booked nothing where
    a person approved with a note and read "tool gate yes" (``HeldNoteRejectsAdapter``)."""

    def answer(requests: Sequence[InputRequest], resumes: int) -> list[InputResponse]:
        return [
            InputResponse(
                request_id=r.id, option_id="approve", note=APPROVAL_NOTE, responder=_PROBE
            )
            if r.action == tool
            else _approved(r.id)
            for r in requests
        ]

    return answer


#: The probes' ``answers`` whose runs are one send, answered by :func:`one_send`.
ONE_SEND = ("scripted", "edited", "held-edited", "held-noted", "reasoned")


def one_send(
    answers: str, item: EvalItem, edit: Edit | None, tool: str, *, lapse: bool
) -> Answerer | None:
    """The answerer of a probe run of one send (``answers``: its probe's, one of
    :data:`ONE_SEND`; ``lapse``: its denied item's request lapses), None for the item's own
    scripted person."""
    if answers == "edited":
        return edited_yes(edit)
    if answers == "held-edited":  # checked against the item's words (red team 44b)
        return held_edited(asked_by(edit, item), tool)
    if lapse:
        return lapsed
    if answers == "held-noted":
        return held_noted(tool)
    if answers == "reasoned":
        return with_reason(item)
    return None


def asked_by(edit: Edit | None, item: EvalItem) -> Edit | None:
    """``edit`` whose check also reads the item's own words (its head count and day): a call
    held by per-tool gating carries only its arguments (``book_room(room_id=...)``), so the
    ``gated_edited`` probe's edit was checked against nothing and R-101 (4 seats) approved for
    14 people (red team 44b), where ``arena approve --edit`` reads the run's search."""
    if edit is None or edit.check is None:
        return edit
    check = edit.check

    def refuses(request: InputRequest, args: Mapping[str, str]) -> str | None:
        told = {**request.args, "_asked": item.input}
        return check(msgspec.structs.replace(request, args=told), args)

    return edit._replace(check=refuses)


def _edited(request: InputRequest, args: dict[str, str] | None) -> InputResponse:
    """``request`` approved edited to ``args``, with a note (:data:`APPROVAL_NOTE`; plainly where
    there is nothing to edit). Red team 45: no probe gave an edit a note, and a loop that handed
    the model an edit less its note read as vanilla (``EditNoteDroppedAdapter``); the partial
    probe's edit stays without one."""
    if args is None:
        return _approved(request.id)
    return InputResponse(
        request_id=request.id, edited_args=args, note=APPROVAL_NOTE, responder=_PROBE
    )


def typed_yes(requests: Sequence[InputRequest], resumes: int) -> list[InputResponse]:
    """Every request approved in words (:data:`TYPED_YES`; :data:`ALSO`'s): the model must read
    them as the go-ahead they are (red team 41: ``TypedAsRejectionAdapter`` handed them over as
    a rejection, the probes' one typed answer having been a no)."""
    return [InputResponse(request_id=r.id, text=TYPED_YES, responder=_PROBE) for r in requests]
