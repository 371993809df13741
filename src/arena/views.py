"""What the operator surface shows, as typed values: runs, requests, answers, the audit trail.

:mod:`arena.operator` builds these from the store; the CLI's text (``cli/render.py``), its
``--json`` and the web inbox all read the same values. ``to_json()`` is the one JSON shape
(``arena show --json``, ``arena pending --json`` …, docs/cli.md): field names are its keys.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

import msgspec

from arena.store.records import RequestState, RunStatus

#: Field metadata for what a view carries for its text rendering only, not in its JSON.
TEXT_ONLY = {"json": False}


def plain(value: Any) -> Any:
    """A view as JSON-ready data: dataclasses to dicts (field order), tuples to lists."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            f.name: plain(getattr(value, f.name))
            for f in dataclasses.fields(value)
            if f.metadata.get("json", True)
        }
    if isinstance(value, msgspec.Struct):  # arena.types' values and the store's records
        return {name: plain(getattr(value, name)) for name in value.__struct_fields__}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    return value


class _View:
    """The shared ``to_json``: every field, nested views included, as plain data."""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = plain(self)
        return data


@dataclass(frozen=True, kw_only=True)
class OptionView(_View):
    id: str
    label: str


@dataclass(frozen=True, kw_only=True)
class AnswerView(_View):
    """The answer a request got: the verdict in words, who gave it, through what, when."""

    verdict: str
    option_id: str | None
    text: str | None
    edited_args: Any
    by: str
    role: str | None
    interface: str
    note: str | None
    at: str
    #: How the harness reads ``text`` (approve, deny or unclear); None for an option's answer.
    read_as: str | None = None


@dataclass(frozen=True, kw_only=True)
class VoteView(_View):
    """One operator's vote towards a request's decision (a quorum counts the approvals)."""

    by: str
    option_id: str | None
    role: str | None
    interface: str
    at: str | None
    entered_by: str | None = None


@dataclass(frozen=True, kw_only=True)
class RequestView(_View):
    """A request: the decision context a person decides on, its state and its answer."""

    kind: Literal["request"] = "request"
    id: str
    run_id: str
    item: str
    adapter: str
    state: RequestState
    run_status: RunStatus
    durable: bool
    action: str
    tool: str | None
    args: Mapping[str, Any]
    prompt: str
    why: str | None
    proposed_side_effect: Mapping[str, Any] | None
    binds: Mapping[str, Any] | None
    agent_said: str
    user_asked: str
    so_far: tuple[str, ...]
    asked_by: Mapping[str, Any]
    asked_at: str
    expires_at: str | None
    options: tuple[OptionView, ...]
    next_commands: Mapping[str, str]
    #: The policy version and rule that govern it (arena.policy): its stamp, or the built-in
    #: default rule for a request recorded with no policy.
    policy: Mapping[str, Any] | None
    answer: AnswerView | None = None
    #: The votes cast so far (where the caller read them): a quorum's progress.
    votes: tuple[VoteView, ...] = ()
    #: Answers refused once it was decided (``answer.refused`` in the trail, where the caller
    #: read it): ``deny by bob (web)``, so a contested decision shows where it is shown.
    refused: tuple[str, ...] = ()

    @property
    def approvals(self) -> tuple[str, ...]:
        """Who approved so far (plain approvals: what a quorum counts)."""
        return tuple(v.by for v in self.votes if v.option_id == "approve")

    def governance_line(self) -> str:
        """``rule big-rooms (policy 3): facilities; quorum 2`` — who may decide, how many."""
        gov = self.policy or {}
        version = gov.get("version")
        where = f"policy {version}" if version else "no policy file"
        who = ", ".join(gov.get("roles") or ()) or "any operator"
        rule = gov.get("rule") or "default"
        needs = "no person" if gov.get("approval") == "none" else f"quorum {gov.get('quorum', 1)}"
        note = f" ({gov['note']})" if gov.get("note") else ""  # a rule passed over, and why
        return f"rule {rule} ({where}): {who}; {needs}{note}"

    def votes_line(self) -> str | None:
        """``1 of 2 approvals (alice); waits for 1 more`` while a quorum is short, else None."""
        quorum = int((self.policy or {}).get("quorum") or 1)
        if quorum <= 1:
            return None  # the one vote is the answer
        names = self.approvals
        line = f"{len(names)} of {quorum} approvals" + (f" ({', '.join(names)})" if names else "")
        if self.state == "pending" and len(names) < quorum:
            line += f"; waits for {quorum - len(names)} more, each from a different operator"
        return line

    @property
    def effect(self) -> str:
        """The proposed side effect's one-line summary, else the prompt, else the action."""
        proposed = self.proposed_side_effect or {}
        return str(proposed.get("summary") or self.prompt or self.action)


@dataclass(frozen=True, kw_only=True)
class CheckView(_View):
    name: str
    passed: bool
    detail: str


@dataclass(frozen=True, kw_only=True)
class ToolCallView(_View):
    leg: int
    tool: str
    args: Any
    status: str
    result: str
    request_id: str | None
    #: When the call finished (the store's time, UTC), where the record keeps it.
    at: str = ""


@dataclass(frozen=True, kw_only=True)
class LegErrorView(_View):
    leg: int
    error: str


@dataclass(frozen=True, kw_only=True)
class ClaimView(_View):
    owner: str
    until: str | None


@dataclass(frozen=True, kw_only=True)
class LedgerEntryView(_View):
    """A side effect that started and was never recorded as done (``arena reconcile``)."""

    tool: str
    request_id: str
    occurrence: int
    args: Any
    leg: int
    started_by: str
    started_at: str


@dataclass(frozen=True, kw_only=True)
class HeldView(_View):
    """A run held for reconciliation: the ledger's open entries and the command that settles it."""

    ledger: tuple[LedgerEntryView, ...]
    command: str


@dataclass(frozen=True, kw_only=True)
class RunView(_View):
    """A run: where it stands, its requests and answers, tool calls and checks."""

    kind: Literal["run"] = "run"
    id: str
    arena: str
    item: str
    input: str
    adapter: str
    model: str
    api_key_env: str | None
    mode: str
    status: RunStatus
    durable: bool
    durability: str
    legs: int
    error: str | None
    leg_errors: tuple[LegErrorView, ...]
    created_at: str
    updated_at: str
    created_by: str
    #: Who started the run (the first leg's recorded actor: the OS login of ``arena run``,
    #: ``eval`` for an eval) and through which interface; None where it was not recorded (a run
    #: started before session 32 was recorded as ``arena run``, whoever typed it).
    started_by: str | None
    started_via: str | None
    claim: ClaimView | None
    requests: tuple[RequestView, ...]
    tool_calls: tuple[ToolCallView, ...]
    checks: tuple[CheckView, ...] | None
    passed: bool | None
    off_script: str | None
    reconcile: HeldView | None
    #: The run's own error; ``error`` falls back to its last failed leg's. Not in the JSON.
    own_error: str | None = dataclasses.field(default=None, metadata=TEXT_ONLY)
    #: Side effects that reported an outcome contradicting the one their ledger entry was
    #: settled with (``side_effect.reported_late``): the trail's notes. Not in the JSON.
    contradicted: tuple[str, ...] = dataclasses.field(default=(), metadata=TEXT_ONLY)
    #: What the side-effect ledger has from a leg no recorded leg holds yet (a resumer killed
    #: after ``book_room`` ran, before its leg was written): one line each. Not in the JSON.
    unrecorded: tuple[str, ...] = dataclasses.field(default=(), metadata=TEXT_ONLY)
    #: What the store's row said where the run's stored legs give other verdicts (``checks``
    #: and ``passed`` are the legs' own: :func:`arena.runs.verdicts.judged`); None: they agree.
    stored_verdict: str | None = None


@dataclass(frozen=True, kw_only=True)
class RunSummary(_View):
    """One line of ``arena runs``."""

    run_id: str
    arena: str
    item: str
    adapter: str
    model: str
    status: RunStatus
    legs: int
    durable: bool
    durability: str
    passed: bool | None
    checks: tuple[CheckView, ...] | None
    error: str | None
    created_at: str
    updated_at: str
    #: As :attr:`RunView.stored_verdict`: the store's row, where its legs say otherwise.
    stored_verdict: str | None = None


@dataclass(frozen=True, kw_only=True)
class OutcomeView(_View):
    """What ``arena resume`` did with one run; a run not resumed has only its id and why."""

    run_id: str
    resumed: bool
    error: str | None
    item: str = ""
    adapter: str = ""
    status: str = ""
    passed: bool = False
    legs: int = 0
    checks: tuple[CheckView, ...] = ()
    off_script: str | None = None

    def to_json(self) -> dict[str, Any]:
        if not self.resumed:
            return {"run_id": self.run_id, "resumed": False, "error": self.error}
        return super().to_json()


@dataclass(frozen=True, kw_only=True)
class AuditView(_View):
    """One transition of ``arena history``: who, in which role, through what, when, why."""

    seq: int
    transition: str
    by: str
    role: str | None
    interface: str
    at: str
    request_id: str | None
    note: str | None
    #: A ``request.answered`` entry's words (``arena reply``) and how the harness reads them.
    said: str | None = None
    read_as: str | None = None
    #: A ``request.edited`` entry's edit: the call it authorises and the one asked for
    #: (``authorises book_room(room_id='R-210'), not as asked: book_room(room_id='R-204')``).
    edited: str | None = None


#: How each reading of a person's words is said beside them.
READINGS = {
    "approve": "a go-ahead (approve)",
    "deny": "a no (deny): authorises nothing",
    "unclear": "unclear: authorises nothing",
}


def edited_line(edited: str) -> str:
    """``edited: authorises book_room(room_id='R-210'), not as asked: ...``."""
    return f"edited: {edited}"


def arg_changes(effect: Any, args: Mapping[str, Any], edited: Mapping[str, Any]) -> list[str]:
    """``room_id R-204 → R-210`` for each argument an edit changed, from what the request
    proposed (its proposed side effect, then its own arguments): the field, from and to, as the
    inbox's timeline, its audit trail and ``arena show`` say an edit (requests45: the last two
    said only "edited by alice")."""
    before = {**(effect if isinstance(effect, Mapping) else {}), **args}
    return [
        f"{name} {before[name]} → {value}" if before.get(name) is not None else f"{name} → {value}"
        for name, value in edited.items()
        if before.get(name) != value
    ]


def said_line(said: str, read_as: str | None) -> str:
    """``said "sure, but only until noon", read as unclear: authorises nothing``."""
    reading = READINGS.get(read_as or "", read_as or "")
    return f'said "{said}"' + (f", read as {reading}" if reading else "")


__all__ = [
    "READINGS",
    "TEXT_ONLY",
    "AnswerView",
    "AuditView",
    "CheckView",
    "ClaimView",
    "HeldView",
    "LedgerEntryView",
    "LegErrorView",
    "OptionView",
    "OutcomeView",
    "RequestView",
    "RunSummary",
    "RunView",
    "ToolCallView",
    "VoteView",
    "arg_changes",
    "plain",
    "said_line",
]
