"""Operators, tokens, votes and expiry over SQL, for both backends (mixed into ``SQLStore``).

The same rules as the rest of the contract (:mod:`arena.store.sql`): a vote locks its run's row
first, so the count of approvals it reads is the one it decides on; one vote per operator per
request is a unique key; and every time that decides something — a request's expiry, when a vote
was cast — is the *store's* clock (PostgreSQL's server time), never the answering machine's.
"""

from __future__ import annotations

from contextlib import AbstractContextManager, suppress
from datetime import datetime
from typing import TYPE_CHECKING, Any

from arena import hosting
from arena.decisions import validate_response
from arena.errors import Conflict, Expired, InvalidAnswer, NotFound, StoreError, UserError
from arena.store import codec
from arena.store import sql_text as q
from arena.store.rows import already_answered, request_from_row, response_from_row, too_late
from arena.types import InputResponse, Responder

if TYPE_CHECKING:  # arena.store.people loads where used: resuming a run needs none of it
    from arena.store.chain import Deferred
    from arena.store.people import Operator, TokenRecord, Vote, VoteOutcome
    from arena.store.sql import Tx

_REQUEST_FOR_UPDATE = (
    "SELECT r.*, runs.status AS run_status FROM requests r "
    "JOIN runs ON runs.id = r.run_id WHERE r.id = ?"
)
#: Requests first (CROSS JOIN fixes that order in SQLite; a plain join in PostgreSQL): the
#: expiry index yields the few that are due, instead of every waiting run's requests.
_DUE = (
    "SELECT r.id, r.run_id, r.expires_at FROM requests r CROSS JOIN runs "
    "LEFT JOIN responses s ON s.request_id = r.id WHERE runs.id = r.run_id "
    "AND s.request_id IS NULL AND runs.status IN ('waiting', 'resuming') "
    "AND r.expires_at IS NOT NULL AND r.expires_at <= ? ORDER BY r.expires_at, r.id"
)
#: A due request's run, read again under its lock before the expiry is written (``for_update``).
_RUN_STATUS = "SELECT status FROM runs WHERE id = ?"

#: The run statuses whose requests expire_due records as expired (_DUE).
_OPEN = ("waiting", "resuming")
#: A request's run, its status and who decided it how (None: undecided), for a refusal's entry.
_DECIDED = (
    "SELECT r.run_id, r.expires_at, runs.status AS run_status, s.responder AS decided_by, "
    "s.option_id "
    "FROM requests r JOIN runs ON runs.id = r.run_id "
    "LEFT JOIN responses s ON s.request_id = r.id WHERE r.id = ?"
)


def said(
    option_id: str | None, *, text: str | None, edited: object | None, note: str | None
) -> str:
    """An answer as a refusal's trail entry says it: ``deny (over budget)``, ``edit``, ``reply``."""
    kind = option_id or ("edit" if edited is not None else "reply" if text is not None else "?")
    return f"{kind} ({note})" if note else kind


def vote_said(vote: Vote) -> str:
    return said(vote.option_id, text=vote.text, edited=vote.edited_args, note=vote.note)


class PeopleSQL:
    """The people half of the store contract; ``SQLStore`` supplies the hooks below."""

    location: str
    for_update: str

    def _tx(self, *, write: bool = True) -> AbstractContextManager[Tx]:
        raise NotImplementedError

    def _write(self) -> AbstractContextManager[Deferred]:
        raise NotImplementedError

    def _clock(self, c: Tx) -> datetime:
        raise NotImplementedError

    #: Whether :meth:`_clock` is this machine's, the clock that stamped the requests too (SQLite;
    #: PostgreSQL judges by the server's, and its clients stamp requests by theirs).
    local_clock: bool = True

    def _check_clock(self, now: datetime, asked: datetime, request_id: str) -> None:
        """Refuse an answer by a local clock reading before its request was asked: it has moved
        back, and would file the answer before its question and judge expiry by a time already
        past (durable30 F2). Nothing is written."""
        if self.local_clock and now < asked:
            raise InvalidAnswer(
                f"this machine's clock reads {now:%Y-%m-%d %H:%M:%S} UTC, before request "
                f"{request_id} was asked ({asked:%Y-%m-%d %H:%M:%S} UTC): the clock is wrong "
                "(moved back?); set it right and answer again — nothing was written"
            )

    def _audit(
        self,
        c: Deferred,
        run_id: str,
        transition: str,
        actor: Responder,
        *,
        request_id: str | None = None,
        note: str | None = None,
        at: str,
    ) -> None:
        raise NotImplementedError

    def _insert_response(
        self,
        c: Deferred,
        run_id: str,
        response: InputResponse,
        at: str,
        *,
        audit_note: str | None = None,
    ) -> bool:
        raise NotImplementedError

    def _not_answered(self, c: Tx, run_id: str, request_id: str) -> str:
        raise NotImplementedError

    def _lost(
        self, c: Tx, run_id: str, request_id: str, expires_at: datetime | None
    ) -> Conflict | Expired:
        raise NotImplementedError

    # -- the clock ------------------------------------------------------------------------------
    def now(self) -> datetime:
        """The store's clock: what expiry is judged by (PostgreSQL: the server's time)."""
        with self._tx(write=False) as c:
            return self._clock(c)

    # -- operators ------------------------------------------------------------------------------
    def save_operator(
        self, name: str, roles: tuple[str, ...], logins: tuple[str, ...], *, actor: str
    ) -> Operator:
        hosting.check_people(f"operator {name} added or changed (roles {', '.join(roles) or '-'})")
        with self._write() as c:
            at = codec.ts(self._clock(c))
            row = c.execute("SELECT * FROM operators WHERE name = ?", (name,)).fetchone()
            values = (codec.dumps(sorted(set(roles))), codec.dumps(sorted(set(logins))))
            if row is None:
                c.execute(
                    "INSERT INTO operators (name, roles, logins, created_at) VALUES (?,?,?,?)",
                    (name, *values, at),
                )
                change = "added"
            else:
                c.execute(
                    "UPDATE operators SET roles = ?, logins = ?, removed_at = NULL WHERE name = ?",
                    (*values, name),
                )
                change = "restored" if row["removed_at"] is not None else "changed"
            note = f"roles {', '.join(sorted(set(roles))) or '-'}; logins {', '.join(logins)}"
            self._log(c, name, change, actor, at, note)
            return _operator(
                c.execute("SELECT * FROM operators WHERE name = ?", (name,)).fetchone()
            )

    def remove_operator(self, name: str, *, actor: str) -> Operator:
        """Mark an operator removed (rows stay: the audit trail names them) and revoke tokens."""
        hosting.check_people(f"operator {name} removed")
        with self._write() as c:
            at = codec.ts(self._clock(c))
            done = c.execute(
                "UPDATE operators SET removed_at = ? WHERE name = ? AND removed_at IS NULL",
                (at, name),
            ).rowcount
            if not done:
                raise NotFound(f"no operator {name!r} in store {self.location}")
            c.execute(
                "UPDATE operator_tokens SET revoked_at = ? WHERE operator = ? "
                "AND revoked_at IS NULL",
                (at, name),
            )
            self._log(c, name, "removed", actor, at, "tokens revoked")
            return _operator(
                c.execute("SELECT * FROM operators WHERE name = ?", (name,)).fetchone()
            )

    def operators(self, *, include_removed: bool = False) -> list[Operator]:
        where = "" if include_removed else " WHERE removed_at IS NULL"
        with self._tx(write=False) as c:
            return [
                _operator(r) for r in c.execute(f"SELECT * FROM operators{where} ORDER BY name")
            ]

    def add_token(self, token_id: str, operator: str, hashed: str, *, actor: str) -> TokenRecord:
        from arena.store.people import TokenRecord

        hosting.check_people(f"a token issued to operator {operator}")
        with self._write() as c:
            at = codec.ts(self._clock(c))
            row = c.execute(
                "SELECT 1 FROM operators WHERE name = ? AND removed_at IS NULL", (operator,)
            ).fetchone()
            if row is None:
                raise NotFound(f"no operator {operator!r} in store {self.location}")
            c.execute(
                "INSERT INTO operator_tokens (id, operator, hash, created_at) VALUES (?,?,?,?)",
                (token_id, operator, hashed, at),
            )
            self._log(c, operator, "token issued", actor, at, token_id)
        return TokenRecord(
            id=token_id, operator=operator, hash=hashed, created_at=codec.parse_ts_required(at)
        )

    def token(self, token_id: str) -> TokenRecord | None:
        from arena.store.people import TokenRecord

        with self._tx(write=False) as c:
            row = c.execute("SELECT * FROM operator_tokens WHERE id = ?", (token_id,)).fetchone()
        if row is None:
            return None
        return TokenRecord(
            id=row["id"],
            operator=row["operator"],
            hash=row["hash"],
            created_at=codec.parse_ts_required(row["created_at"]),
            revoked_at=codec.parse_ts(row["revoked_at"]),
        )

    def _log(self, c: Tx, name: str, change: str, actor: str, at: str, note: str) -> None:
        c.execute(
            "INSERT INTO operator_log (operator, change, actor, at, note) VALUES (?,?,?,?,?)",
            (name, change, actor, at, note),
        )

    # -- votes and expiry -----------------------------------------------------------------------
    def vote(self, vote: Vote, *, quorum: int) -> VoteOutcome:
        """Record one operator's vote; take the decision at the ``quorum``-th approval, or at once
        for a denial, an edit or a reply. A request past its expiry by the store's clock is
        recorded as expired instead, and the vote is not counted (``expired_at`` says so). A
        vote that lost to a decision taken meanwhile is kept in the trail (:meth:`record_refusal`).
        """
        try:
            outcome = self._vote(vote, quorum=quorum)
        except hosting.NotFromAgentProcess:
            raise  # no person's vote: an agent's own, refused as such
        except (Conflict, Expired) as exc:
            self.record_refusal(vote.request_id, vote.voter, vote_said(vote), str(exc))
            raise
        if outcome.expired_at is not None:  # too late: after the expiry, in the trail
            reason = too_late(vote.request_id, outcome.expired_at)
            self.record_refusal(vote.request_id, vote.voter, vote_said(vote), reason)
        return outcome

    def record_refusal(self, request_id: str, actor: Responder, answer: str, reason: str) -> None:
        with suppress(UserError, StoreError), self._write() as c:
            # Under the run's lock, as expire_due reads it: a run closed meanwhile got the
            # expiry below after its end (durable45).
            row = c.execute(_DECIDED + self.for_update, (request_id,)).fetchone()
            if row is None:
                return
            now = self._clock(c)
            finished = row["run_status"] in ("completed", "failed")
            if row["decided_by"] is None and not finished:
                expires = codec.parse_ts(row["expires_at"])
                if expires is None or expires > now or row["run_status"] not in _OPEN:
                    return  # still open: refused for another reason (a second vote of one's own)
                # Past its expiry, not yet recorded so (expire_due has not run): the expiry
                # first, then the late answer, so the trail reads in the order they happened.
                self._expire(c, row["run_id"], request_id, expires, now)
            elif row["decided_by"] == actor.name and row["option_id"] == answer.partition(" ")[0]:
                return  # the same answer again from the one who gave it: a repeat
            at = codec.ts(now)
            note = f"{answer}: {reason}"
            self._audit(c, row["run_id"], "answer.refused", actor, request_id=request_id,
                        note=note, at=at)  # fmt: skip

    def _vote(self, vote: Vote, *, quorum: int) -> VoteOutcome:
        from arena.store.people import EXPIRED, VoteOutcome

        with self._write() as c:
            row = c.execute(_REQUEST_FOR_UPDATE + self.for_update, (vote.request_id,)).fetchone()
            if row is None:
                raise NotFound(f"no request {vote.request_id} in store {self.location}")
            request = request_from_row(row)
            hosting.check_vote(c, vote, request)
            first = c.execute(q.RESPONSE, (vote.request_id,)).fetchone()
            if first is not None:
                decided = response_from_row(first)
                if decided.option_id == EXPIRED:
                    expired_at = request.expires_at or decided.at
                    return self._outcome(c, vote.request_id, quorum, expired_at=expired_at)
                raise Conflict(already_answered(decided))
            if row["run_status"] not in ("waiting", "resuming"):
                raise Conflict(
                    f"run {row['run_id']} is already {row['run_status']}; request "
                    f"{vote.request_id} can no longer be answered"
                )
            now = self._clock(c)
            self._check_clock(now, request.created_at, request.id)
            if request.expires_at is not None and request.expires_at <= now:
                self._expire(c, request.run_id, request.id, request.expires_at, now)
                return self._outcome(c, vote.request_id, quorum, expired_at=request.expires_at)
            validate_response(request, vote.response())
            at = codec.ts(now)
            inserted = c.execute(
                "INSERT INTO votes (request_id, run_id, voter, role, interface, option_id, text, "
                "edited_args, note, verified, entered_by, policy_version, rule, at) "
                "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?) ON CONFLICT (request_id, voter) DO NOTHING",
                _vote_values(request.run_id, vote, at),
            ).rowcount
            votes = self._votes(c, vote.request_id)
            if not inserted:
                so_far = sum(v.approves for v in votes)
                raise Conflict(
                    f"{vote.voter.name} already voted on request {vote.request_id} "
                    f"({so_far} of {quorum} approvals so far); a quorum of {quorum} needs "
                    f"{quorum} different operators"
                )
            approvals = [v for v in votes if v.approves]
            if vote.approves and len(approvals) < quorum:
                tally = vote.audit_note(f"approve: {len(approvals)} of {quorum} approvals")
                self._audit(c, request.run_id, "request.vote", vote.voter,
                            request_id=request.id, note=tally, at=at)  # fmt: skip
                return VoteOutcome(request_id=request.id, votes=tuple(votes), quorum=quorum)
            note: str | None = vote.note
            if vote.approves and quorum > 1:
                names = ", ".join(v.voter.name for v in approvals)
                note = f"{vote.note}; " if vote.note else ""
                note += f"quorum {quorum} of {quorum} approvals ({names})"
            decision = vote.response(note=note, at=now)
            audit_note = vote.audit_note(note)
            if not self._insert_response(c, request.run_id, decision, at, audit_note=audit_note):
                raise self._lost(c, request.run_id, request.id, request.expires_at)  # rolled back
            return VoteOutcome(
                request_id=request.id, votes=tuple(votes), quorum=quorum, decided=decision
            )

    def votes(self, request_id: str) -> list[Vote]:
        with self._tx(write=False) as c:
            return self._votes(c, request_id)

    def expire_due(self) -> list[str]:
        """Record every unanswered request of a waiting run whose expiry has passed by the
        store's clock as ``expired``; returns their ids. The next resume hands each one to its
        agent as a decision (``EXPIRED``)."""
        with self._write() as c:
            now = self._clock(c)
            expired = []
            for row in list(c.execute(_DUE, (codec.ts(now),))):
                # Under the run's lock, as an answer, a claim and a leg take it (PostgreSQL):
                # a run closed or failed after the read above got its request expired after
                # its end (run.failed, then request.expired), and an approval whose checks
                # had passed was overtaken by a sweep begun after them (durable45).
                run = c.execute(_RUN_STATUS + self.for_update, (row["run_id"],)).fetchone()
                if run is None or run["status"] not in _OPEN:
                    continue
                expires = codec.parse_ts_required(row["expires_at"])
                # An answer committed since the read stands (PostgreSQL): not said expired
                # (durable40: arena sweep reported an approved request as expired).
                if self._expire(c, row["run_id"], row["id"], expires, now):
                    expired.append(row["id"])
            return expired

    def _expire(
        self, c: Deferred, run_id: str, request_id: str, expires: datetime, now: datetime
    ) -> bool:
        """Record the request expired; whether it was (not where an answer came first)."""
        from arena.store.people import CLOCK, EXPIRED

        response = InputResponse(
            request_id=request_id,
            option_id=EXPIRED,
            responder=CLOCK,
            note=f"nobody decided before {expires:%Y-%m-%d %H:%M:%S} UTC",
            at=now,
        )
        return self._insert_response(c, run_id, response, codec.ts(now))

    def _votes(self, c: Tx, request_id: str) -> list[Vote]:
        rows = c.execute(
            "SELECT * FROM votes WHERE request_id = ? ORDER BY at, voter", (request_id,)
        )
        return [_vote(r) for r in rows]

    def _outcome(self, c: Tx, request_id: str, quorum: int, *, expired_at: datetime) -> VoteOutcome:
        from arena.store.people import VoteOutcome

        votes = tuple(self._votes(c, request_id))
        return VoteOutcome(request_id=request_id, votes=votes, quorum=quorum, expired_at=expired_at)


def _operator(row: Any) -> Operator:
    from arena.store.people import Operator

    return Operator(
        name=row["name"],
        roles=tuple(codec.loads(row["roles"]) or ()),
        logins=tuple(codec.loads(row["logins"]) or ()),
        created_at=codec.parse_ts_required(row["created_at"]),
        removed_at=codec.parse_ts(row["removed_at"]),
    )


def _vote_values(run_id: str, v: Vote, at: str) -> tuple[Any, ...]:
    edited = codec.dumps(v.edited_args) if v.edited_args is not None else None
    who = v.voter
    return (v.request_id, run_id, who.name, who.role, who.interface, v.option_id, v.text, edited,
            v.note, v.verified, v.entered_by, v.policy_version, v.rule, at)  # fmt: skip


def _vote(row: Any) -> Vote:
    from arena.store.people import Vote

    edited = row["edited_args"]
    return Vote(
        request_id=row["request_id"],
        voter=Responder(name=row["voter"], role=row["role"], interface=row["interface"]),
        option_id=row["option_id"],
        text=row["text"],
        edited_args=codec.loads(edited) if edited is not None else None,
        note=row["note"],
        verified=bool(row["verified"]),
        entered_by=row["entered_by"],
        policy_version=row["policy_version"],
        rule=row["rule"],
        at=codec.parse_ts_required(row["at"]),
    )


__all__ = ["PeopleSQL"]
