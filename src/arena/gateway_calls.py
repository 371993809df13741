"""Whose each failure at the gateway is, call by call (docs/architecture.md): a run's model
calls in order, those still open, those the endpoint failed and the gateway retried, and how
crowded the run kept the endpoint. :class:`arena.gateway.Gateway` forwards the calls and counts
each answer here: the endpoint's failure (``errors``, ``last_failed``) or the adapter's doing
(``refused``), by :mod:`arena.endpoint_blame`'s rules.
"""

from __future__ import annotations

import time
from collections import Counter, defaultdict, deque
from dataclasses import dataclass
from typing import Any

from arena.endpoint_blame import (
    ACCOUNT_HEADER,
    CROWD_WINDOW_S,
    MAX_IN_FLIGHT,
    MAX_RECENT,
    NOT_LOAD,
    asked_model,
    costly,
    endpoint_fault,
    model_call,
    unusable,
)
from arena.gateway_usage import Usage


@dataclass(eq=False)
class _Call:
    """One request as blame sees it: whether it is one of the run's model calls (and which, in
    the run's order), whether it carried an account header the adapter chose, and whether its
    run crowded the endpoint while it was open (red team 21)."""

    key: str
    usage: Usage
    model: bool
    seq: int
    own_account: bool
    crowded: bool = False
    #: The endpoint's last failure of an attempt the gateway retried: its status (0: no answer)
    #: and words; when (wall clock) the first such failure came and when the gateway answered the
    #: call at last (None: not yet); whether that answer was counted as a failure (:meth:`_failed`).
    retried: tuple[int, str] | None = None
    failed_at: float | None = None
    answered_at: float | None = None
    counted: bool = False


class CallBlame:
    """Each run's calls as blame reads them; ``model`` is the model the runs were given."""

    def __init__(self, model: str | None) -> None:
        #: The model the runs were given: a 404 about another one is the adapter's (None: any).
        self.model = model
        self._calls: Counter[str] = Counter()  # model calls per run, in the order they came
        self._recent: dict[str, deque[float]] = defaultdict(deque)  # when each run's calls came
        self._open: dict[str, set[_Call]] = defaultdict(set)  # each run's calls not yet answered
        self._retried: dict[str, list[_Call]] = defaultdict(list)  # calls the endpoint failed once
        self._seen: dict[str, list[_Call]] = defaultdict(list)  # each run's calls, in order

    def _call(
        self, key: str, usage: Usage, method: str, path: str, body: bytes, headers: dict[str, str]
    ) -> _Call:
        """What a request is for blame; a model call of the run becomes its latest one. One
        the adapter made unusually costly (:func:`costly`) is no model call of the run: what it
        meets is the adapter's doing (red team 21). A request that takes the run past
        :data:`MAX_IN_FLIGHT` open or :data:`MAX_RECENT` recent calls crowds all its open ones."""
        model = model_call(method, path, asked_model(body), self.model) and not costly(body)
        if model:
            self._calls[key] += 1
            usage.last_failed = False
        own_account = any(ACCOUNT_HEADER.search(k) for k in headers)
        call = _Call(key, usage, model, self._calls[key], own_account)
        self._open[key].add(call)
        self._seen[key].append(call)
        recent = self._recent_calls(key, arrived=True)
        if len(self._open[key]) > MAX_IN_FLIGHT or recent > MAX_RECENT:
            for other in self._open[key]:
                other.crowded = True
        return call

    def _recent_calls(self, key: str, arrived: bool = False) -> int:
        """How many requests the run sent in the last :data:`CROWD_WINDOW_S` seconds."""
        now, times = time.monotonic(), self._recent[key]
        if arrived:
            times.append(now)
        while times and times[0] < now - CROWD_WINDOW_S:
            times.popleft()
        return len(times)

    def _failed(self, call: _Call, status: int | None = None) -> None:
        """Count a call the endpoint failed: the endpoint's record only for a model call of the
        run (and the run's last failed only if no later model call came meanwhile); any other
        is a call the adapter chose to make, its failure the adapter's (red team 20). A failure
        load explains (not the key, account or model: :data:`NOT_LOAD`) on a run that crowded
        the endpoint is the adapter's too (red team 21)."""
        call.counted = True
        crowded = call.crowded or self._recent_calls(call.key) > MAX_RECENT
        if not self._endpoints(call, status, crowded):
            call.usage.refused += 1
            return
        call.usage.errors += 1
        if self._calls[call.key] == call.seq:
            call.usage.last_failed = True

    @staticmethod
    def _endpoints(call: _Call, status: int | None, crowded: bool) -> bool:
        """Whether the endpoint failing ``call`` (with ``status``) is the endpoint's record."""
        return call.model and not (crowded and status not in NOT_LOAD)

    def _retrying(self, call: _Call, status: int, words: str) -> None:
        """The endpoint failed an attempt of ``call`` and the gateway will send it again."""
        call.retried = (status, words)
        if call.failed_at is None:
            call.failed_at = time.time()
            self._retried[call.key].append(call)

    def open_at(self, key: str, when: float) -> int:
        """How many of the run's model calls the gateway had not answered by ``when`` (wall
        clock): what a leg whose time ran out waiting on the endpoint leaves (drive39)."""
        return sum(
            1
            for call in self._seen.get(key, ())
            if call.model and (call.answered_at is None or call.answered_at > when)
        )

    def _unanswered(self, key: str, out: dict[str, Any], ended: float) -> None:
        """Count into ``out`` (a run's usage as :meth:`report` gives it) the run's model calls
        the endpoint had failed that the gateway was still retrying when the run ended (wall
        clock ``ended``), unless their failure is counted already: Retry-After waits of under
        60 s each (or backoffs) that added up past the leg timeout ended the leg in the
        gateway's sleep, and with no failure counted yet the run read as the agent's (users34,
        still open in users35). One the endpoint answered after the run had ended counts too."""
        for call in list(self._retried.get(key, ())):
            if call.retried is None or call.failed_at is None or call.failed_at > ended:
                continue
            if call.answered_at is not None and call.answered_at <= ended:
                continue
            status, words = call.retried
            if not self._endpoints(call, status or None, call.crowded):
                out["refused"] += 0 if call.counted else 1
                continue
            if not call.counted:  # the gateway's give-up after the run's end counted it already
                out["errors"] += 1
                if call.seq == self._calls[key]:
                    out["last_failed"] = True
            out["unanswered"] = (
                f"it failed a model call ({words}), still retried when the run ended (the run's "
                f"retries: {call.usage.retries}, {call.usage.waited_s:g} s of waits)"
            )

    def _judge(self, status: int, data: bytes, kind: str, call: _Call, to: str = "") -> None:
        """Count one answer: the endpoint failing the call (``errors``: an unusable 2xx or a
        redirect away from the API too), or refusing the caller's request (``refused``)."""
        if status >= 400:
            if call.model and endpoint_fault(status, data, call.own_account):
                self._failed(call, status)
            else:
                call.usage.refused += 1
        elif said := unusable(status, data, kind, to):
            self._failed(call)
            self._unreadable(call, said)

    def _unreadable(self, call: _Call, words: str) -> None:
        """Keep, for the run's last model call counted as the endpoint's, the answer no client
        could read: each framework fails on it in its own words ('str' object has no attribute
        'choices'), which do not name the endpoint, and the summary blamed the item (users35)."""
        if call.model and call.usage.last_failed and self._calls[call.key] == call.seq:
            call.usage.unreadable = words
