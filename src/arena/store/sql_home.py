"""A store that acts only from its home: what answers, claims or begins a side effect asks first.

A copy of a store — an SQLite file copied (:mod:`arena.store.sqlite_home`), a PostgreSQL database
cloned or restored elsewhere (:mod:`arena.store.postgres_home`) — holds the same approved, paused
runs as its original and a side-effect ledger of its own: resumed from both, every approved
action ran twice (durable30 F1, durable31 F5). Each backend says where its store is and whether
it is a copy (:meth:`HomeStore._find_home`); this class asks it once per process before the first
answer, expiry, vote, claim or side effect, marks those writes as *acting* (the backend reads, in
each such write's own transaction, whether a copy adopted since marked this store moved, and
whether the store still holds this machine's record of its last act: :mod:`arena.store.high_water`,
:meth:`HomeStore._still_holds`), and writes ``run.store_adopted`` into the trail of every open run
when ``--adopt-copy`` made this one the store.
"""

from __future__ import annotations

import getpass
import threading
from abc import abstractmethod
from collections.abc import Callable, Mapping
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arena.errors import StoreError
from arena.store import codec, high_water
from arena.store.base import RunRecord, SideEffect, SideEffectKey
from arena.store.rows import verdict
from arena.store.sql import SQLStore
from arena.types import InputResponse, Responder, ToolStatus, utcnow

if TYPE_CHECKING:
    from arena.store.chain import Deferred
    from arena.store.people import Vote, VoteOutcome

#: The runs an adoption matters to: those a resume, an answer or a person may still act on.
_OPEN_RUNS = (
    "SELECT id FROM runs WHERE status NOT IN ('completed', 'failed') ORDER BY created_at, id"
)


@dataclass(frozen=True)
class Adopted:
    """An adoption's trail, for the home modules: ``write`` opens the store's own write (its
    audit chained at the end), ``record(c, here, original)`` adds the entries in it."""

    write: Callable[[], AbstractContextManager[Deferred]]
    record: Callable[[Any, str, str], None]


class HomeStore(SQLStore):
    """:class:`SQLStore` whose acting writes come only from the store's home."""

    #: This process checked the store is no copy acting beside its original.
    _home_checked: bool
    #: ``on`` while this thread answers, claims or begins a side effect: that write checks in its
    #: own transaction that no copy adopted since has marked this store moved.
    _acting: threading.local

    def _init_home(self) -> None:
        self._home_checked = False
        self._acting = threading.local()
        #: Side effects begun here whose trail entry could not be read back to record (the
        #: server gone just after the intent committed): recorded as their tools report back.
        self._unnoted: list[SideEffectKey] = []

    @abstractmethod
    def _find_home(self, *, adopt: bool) -> None:
        """Refuse (UserError, nothing written) a copy whose original still exists, or a store
        marked moved; ``adopt``: make this one the store, its trail entries written by
        :meth:`_adopted` in the transaction that commits the adoption."""

    @abstractmethod
    def moved_to(self) -> str | None:
        """Where an adoption marked this store moved, as a person reads it (None: not marked):
        read-only views say so, and name that store in their next commands (durable34)."""

    @abstractmethod
    def store_id(self) -> str:
        """The store's random id, as opened ('' where it was never given one)."""

    def check_home(self, *, adopt: bool = False) -> None:
        if not self._home_checked or adopt:
            self._find_home(adopt=adopt)
            self._not_behind()
            self._home_checked = True

    #: Several machines act on the store (PostgreSQL): each records the latest act it sees the
    #: store take, not only its own (:meth:`observe`).
    shared_by_machines: bool = False

    def _not_behind(self) -> None:
        """Refuse (UserError, nothing written) a store that no longer holds the last act this
        machine saw it take (a booking begun, a denial): a backup restored over it would book
        again, and a denial given since is lost (durable37)."""
        if self.shared_by_machines:
            self.observe()
        elif high_water.last_acted(self.store_id()) is not None:
            with self._tx(write=False) as c:
                self._still_holds(c)
        else:
            self._start_record()

    def _start_record(self) -> None:
        """No record here of a store that has booked (a store of another machine or login, a
        records folder gone, a record deleted): said once, and the record starts from the
        store's latest act, so a backup restored over it later is told. Without it, each
        process went on silently and a later restore was never told either (durable45).
        Two reads, only where no record is kept; a store that never booked is left alone."""
        store_id = self.store_id()
        if not store_id:
            return
        with self._tx(write=False) as c:
            if c.execute(high_water.BOOKED).fetchone() is None:
                return
            latest = c.execute(high_water.LATEST, (-1,)).fetchone()
        if latest is None:
            return
        high_water.keep_acted(store_id, latest)
        high_water.started_blind(store_id, self.location)

    def observe(self) -> None:
        """:meth:`_not_behind`, then record the store's latest act whoever took it (another
        machine's booking or denial): machine A, whose record named only its own booking, took
        a backup from between it and machine B's booking as the store and booked B's run again
        (durable39). Only a store that holds this machine's record is observed — one behind it
        would carry the record onto its own, newer acts — and only entries past the record are
        read. A no-op for a store one machine uses."""
        store_id = self.store_id()
        if not self.shared_by_machines or not store_id:
            return
        with self._tx(write=False) as c:
            self._still_holds(c)
            latest = c.execute(high_water.LATEST, (high_water.recorded_seq(store_id),))
            high_water.keep_acted(store_id, latest.fetchone())

    def _still_holds(self, c: Any) -> None:
        """:meth:`_not_behind` in transaction ``c``: each acting write asks it in its own
        transaction, first (the backends' ``_write``), as the process's first check is not
        enough — a backup restored under a running ``arena serve`` or ``arena worker`` was
        never checked again, and the worker booked R-102 a second time (durable38). One
        ``stat`` of the record and one probe of the ``audit_by_run`` index."""
        self._read_holds(self._ask_holds(c))

    def _ask_holds(self, c: Any) -> tuple[Any, tuple[str, str, str]] | None:
        """:meth:`_still_holds`'s query sent, its answer not read yet: PostgreSQL's acting write
        reads it with the mark's, in one round trip (None: no record to ask about)."""
        seen = high_water.last_acted(self.store_id())
        return None if seen is None else (c.execute(high_water.HOLDS, seen[:2]), seen)

    def _read_holds(self, asked: tuple[Any, tuple[str, str, str]] | None) -> None:
        if asked is not None and asked[0].fetchone() is None:
            raise high_water.StoreBehind(
                high_water.behind(self.location, self.store_id(), *asked[1])
            )

    def behind(self) -> str | None:
        """The refusal every answer, claim and side effect here meets now, as the store is
        behind this machine's record (None: it is not), for pages that list all the same."""
        try:
            self._not_behind()
        except high_water.StoreBehind as exc:
            return str(exc)
        return None

    def _note_acted(self, query: str, params: tuple[str, ...]) -> None:
        """Record the act just committed (its trail entry, read by ``query``) as this store's
        latest on this machine."""
        with self._tx(write=False) as c:
            high_water.keep_acted(self.store_id(), c.execute(query, params).fetchone())

    def _adopted(self) -> Adopted:
        """How the home modules write an adoption's trail: in this store's own write."""
        return Adopted(write=self._write, record=self._record_adoption)

    @property
    def acting(self) -> bool:
        """Whether this thread's write is an answer, a claim or a side effect."""
        return bool(getattr(self._acting, "on", False))

    def _record_adoption(self, c: Deferred, here: str, original: str) -> None:
        """``run.store_adopted`` in the trail of every run still open here: which copy became the
        store, by whom, and which one was marked moved (an adoption left no trace: durable31),
        written in the transaction that makes this one the store (it was written after that
        commit, and a kill between the two left an adoption no trail showed: durable33)."""
        try:
            who = getpass.getuser()
        except (KeyError, OSError):
            who = "unknown"
        actor = Responder(name=who, interface="cli")
        note = f"this copy at {here} was made the store (--adopt-copy); {original}"
        at = codec.ts(utcnow())
        for row in list(c.execute(_OPEN_RUNS)):
            self._audit(c, row["id"], "run.store_adopted", actor, note=note, at=at)

    def _act(self) -> None:
        """Before an answer, claim or side effect: the home checked once, the write marked."""
        if not self._home_checked:
            self.check_home()
        self._acting.on = True

    # What answers, claims or runs a side effect asks first (commands ask before anything else).
    def expire_due(self) -> list[str]:
        # An expiry is the clock's answer: arena pending and sweep wrote it into a store marked
        # moved, or a copy beside its original, which refuse every other answer (durable34b).
        self._act()
        try:
            return super().expire_due()
        finally:
            self._acting.on = False

    def answer(self, response: InputResponse) -> InputResponse:
        self._act()
        try:
            stored = super().answer(response)
        finally:
            self._acting.on = False
        self._note_decided(response)
        return stored

    def _note_decided(self, response: InputResponse) -> None:
        """A denial, edit or reply just stored, recorded as the store's latest act here: a
        restored backup would lose it. An approval is recorded by the booking it leads to, as
        that begins (arena.store.high_water), which keeps the record off its path."""
        if verdict(response) == "approved":
            return
        try:
            self._note_acted(high_water.DECIDED, (response.request_id,))
        except StoreError as exc:
            # The answer has committed: the store gone just after is no failure of it. It was
            # said as one ('lost the connection …'), and a person told their denial failed
            # had no reason to look for it (durable41).
            high_water.not_read(self.store_id(), exc)

    def vote(self, vote: Vote, *, quorum: int) -> VoteOutcome:
        self._act()
        try:
            outcome = super().vote(vote, quorum=quorum)
        finally:
            self._acting.on = False
        if outcome.decided is not None:  # this vote took the decision (arena approve/deny)
            self._note_decided(outcome.decided)
        return outcome

    def claim(self, run_id: str, owner: str, *, ttl_s: float, actor: Responder) -> RunRecord:
        self._act()
        try:
            return super().claim(run_id, owner, ttl_s=ttl_s, actor=actor)
        finally:
            self._acting.on = False

    def try_claim(
        self, run_id: str, owner: str, *, ttl_s: float, actor: Responder
    ) -> RunRecord | None:
        self._act()
        try:
            return super().try_claim(run_id, owner, ttl_s=ttl_s, actor=actor)
        finally:
            self._acting.on = False

    def begin_side_effect(
        self,
        key: SideEffectKey,
        *,
        args: Mapping[str, Any],
        leg: int,
        owner: str,
        token: int | None = None,
    ) -> SideEffect | None:
        self._act()
        try:
            started = super().begin_side_effect(key, args=args, leg=leg, owner=owner, token=token)
        finally:
            self._acting.on = False
        if started is None:  # begun here: the booking a restored backup would not hold
            self._note_begun(key)
        return started

    def _note_begun(self, key: SideEffectKey) -> None:
        """Record a side effect just begun as the store's last act here. The intent has
        committed and the tool not run yet, so a read of its trail entry that fails (the server
        gone just after the commit) is no failure of the intent: it was taken for one, the tool
        was not run, and the next resume found the intent ``started`` and held the run for a
        person, who had to find out that book_room never ran (durable41). It is recorded as the
        tool reports back instead."""
        try:
            self._note_acted(high_water.STARTED, (key.run_id, key.request_id))
        except StoreError:
            self._unnoted.append(key)

    def finish_side_effect(self, key: SideEffectKey, *, status: ToolStatus, result: str) -> None:
        super().finish_side_effect(key, status=status, result=result)
        while self._unnoted:  # begun while the server was gone, recorded now (_note_begun)
            try:
                late = self._unnoted.pop(0)  # threads of one process share the list
            except IndexError:
                return
            try:
                self._note_acted(high_water.STARTED, (late.run_id, late.request_id))
            except StoreError as exc:
                self._unnoted.insert(0, late)
                high_water.not_read(self.store_id(), exc)
                return
