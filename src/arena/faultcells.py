"""A cell of the adapters × model-faults matrix: what became of one faulted run, judged.

:mod:`arena.faultmatrix` runs the process and reads each run into a :class:`Cell`; its
outcome (:func:`judge`) is one of:

- ``failed cleanly``: the run failed with a one-line reason, within the leg timeout + grace,
  with nothing consequential run, having met its fault, and (a transport fault) at most
  :data:`MAX_REQUESTS` requests sent to the broken endpoint;
- ``never reached the fault``: the run ended without the fault injector serving it its fault
  (:func:`arena.faultruns.record_met`): no request a transport fault answered, no first request
  of a content-faulted run (the one whose answer is altered) — whatever its reason says;
- ``failed after booking``: the run failed, but a consequential tool had already run ``ok``
  (in its tool calls or the store's side-effect ledger): the fault did not stop the side effect,
  it only hid it behind a failure (red team 6, hole 2);
- ``retried <n> requests``: a transport fault's run failed, after sending the broken endpoint
  more than :data:`MAX_REQUESTS` requests (a tight retry loop until the leg timeout);
- ``recovered`` (content faults only): the model log shows a later request carrying a tool
  result for the bad call's id — the framework handed it back to the model — that result told
  the model what became of the call (the harness's own result, or a failure named with no word
  of success: :func:`arena.faultruns.told`; a made-up "OK: launch_missiles done." read
  "recovered", red team 9), and the run's own
  checks passed: it paused, then the approved booking ran exactly once, as approved, and the
  final message reported it (``arenas/human_in_the_loop``'s approved checks; an adapter that said
  "booked" without booking read "recovered" when only the pause was checked: red team 6, hole 1);
- ``handed back``: handed back the same way, after which the model gave up — the run ended with
  the model's own last words and nothing consequential ran (the scripted model does not retry a
  call whose arguments were refused), so the fault stayed in the run, but the item was not done;
- ``swallowed``: the run completed, but no request handed the bad call back to the model (an
  adapter that caught the error and ended the run itself): not contained;
- ``timed out after the fault``: the run met its fault and failed at its leg timeout, its
  reason a timeout's that does not name the fault (:data:`RAN_OUT`): the leg's time, not the
  adapter's words; shown, not uncontained;
- anything else says what went wrong (``slow``, ``multi-line reason``, ``missing``...).

The process as a whole must also be contained (:attr:`Row.contained`): the control item completes
and passes the same checks, the process exits within the grace after its last run ends (no thread left behind) and with exit status 0, no
stored run is left half-written (``resuming``, or a side effect with no outcome), and no cell
says the fault escaped its run's judgement (:data:`UNCONTAINED`: a transport fault ``NOT
FAILED``, a run ``left`` unfinished, a failure with ``no reason``, a run ``failed after
booking``, a bad call ``swallowed``, a ``missing`` run, a run that ``never reached the fault``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from arena.faultruns import NAMES
from arena.lazy_pattern import LazyPattern
from arena.model.faults import FAULTS

#: Slack on top of the leg timeout for a run to fail.
GRACE_S = 3.0
#: How soon after its last run ends the process must have exited: writing the results, stopping
#: the model server and the interpreter's own teardown take 1-2 s on an idle machine (5 s seen
#: under a load of 25 on 2 cores); a thread left behind on a hung model used to take 600 s.
EXIT_GRACE_S = 10.0
CONTROL = "control"
#: Requests a transport fault's run may send the broken endpoint: the first and the OpenAI SDK's
#: default two retries. More reads ``retried``: a loop hammering the endpoint until the timeout.
MAX_REQUESTS = 3


@dataclass
class Cell:
    fault: str
    status: str
    seconds: float
    reason: str | None
    outcome: str = ""
    #: Did the run's own checks pass (None: not known)?
    passed: bool | None = None
    #: What the model log says became of the bad call (:func:`handed_back`); "" when not read.
    handed: str = ""
    #: Was the bad call handed back to the model, the model's words the run's last, and nothing
    #: consequential run? (None: not read.)
    gave_up: bool | None = None
    #: The consequential executions that ran ``ok`` (tool calls and the store's ledger).
    booked: tuple[str, ...] = ()
    #: Requests the run sent the endpoint that a transport fault answered (None: not counted).
    requests: int | None = None
    #: Requests the fault injector served the run's fault to: a transport fault's answer, a
    #: content fault's altered first answer (None: not counted). 0 reads "never reached the
    #: fault", whatever the run's reason says.
    met: int | None = None
    #: The first of the run's checks that failed, as "name: detail" ("" when none did).
    failed_check: str = ""


#: A run that ended without the injector serving it its fault: its reason, however well it names
#: the fault, is not the fault's (red team 15: an adapter failing at once, with no request, read
#: "failed cleanly" on every fault).
NEVER = "never reached the fault"
#: The same, for a run the harness's leg timeout ended: not contained either. It was shown only
#: while the scripted model held honest runs' first requests past their legs (reading ``huge``'s
#: 1 MB search result as a person's answer, 21 s under load); since it stopped, vanilla's and
#: langgraph's runs reach every fault, and an adapter that waits out the leg on every faulted
#: item without a request must not exit 0. The wording says why its fault was never served.
TIMED_OUT = "timed out before the fault"
#: A run that met its fault, then failed at its leg's timeout with a reason that says so and
#: does not name the fault: the leg's time ran out, not the adapter's reason. smolagents loops to
#: its step limit on a content fault (13 requests, its task longer by its error text at each),
#: and under load the scripted model's reading of the last ones takes seconds; with 16 runs in
#: flight beside another suite on 2 cores the last was cut at the 20 s deadline, and its "model
#: endpoint error: APITimeoutError: Request timed out." read "reason does not name it" (CI clone
#: ci4, session 46). Shown, and not uncontained: the run failed, on time.
RAN_OUT = "timed out after the fault"
#: A reason that says a timeout (the harness's own, or the adapter's client cut at the deadline).
_SAYS_TIMEOUT = LazyPattern(r"timed out|timeout", re.I)
#: A row whose process did not hand back the fault injector's records sealed with the
#: harness's key (an adapter that rewrote or removed them): none of its cells can be judged.
NO_RECORDS = "no fault records"
#: How the harness fails a leg that ran out of time (arena.leg_runner).
_LEG_TIMEOUT = re.compile(r"leg \d+ timed out after [\d.]+s")
#: Cell outcomes that say the fault escaped its run's judgement: the process is not contained.
UNCONTAINED = (
    "NOT FAILED",
    "left ",
    "no reason",
    "failed after booking",
    "swallowed",
    "missing",
    NEVER,
    TIMED_OUT,
)


def uncontained(outcome: str) -> bool:
    return outcome.startswith(UNCONTAINED)


@dataclass
class Row:
    adapter: str
    cells: dict[str, Cell] = field(default_factory=dict)
    exit_code: int | None = None
    wall_s: float = 0.0
    #: Seconds from the last run's end to the process's exit.
    exit_lag_s: float | None = None
    half_written: list[str] = field(default_factory=list)
    problem: str = ""
    #: The exit lag a contained process may take: ``EXIT_GRACE_S``, lower only where a test's
    #: late-exiting reference would otherwise sleep past 10 s (speed51c).
    exit_grace_s: float = EXIT_GRACE_S

    #: The faults asked for: a cell without its run reads ``missing``.
    faults: tuple[str, ...] = ()

    @property
    def escaped(self) -> list[str]:
        """The cells whose outcome says the fault escaped its run's judgement."""
        order = [*self.faults, *(f for f in self.cells if f not in self.faults)]  # as asked
        cells = [(f, self.cells[f]) for f in order if f in self.cells]
        found = [f"{f}: {c.outcome}" for f, c in cells if uncontained(c.outcome)]
        return found + [f"{f}: missing" for f in self.faults if f not in self.cells]

    @property
    def contained(self) -> bool:
        control = self.cells.get(CONTROL)
        return (
            not self.problem
            and not self.escaped
            and self.exit_code in (0, 1)  # 1: some runs failed, as they should
            and control is not None
            and control.status == "completed"
            and control.passed is not False  # completed without booking is not done
            and self.exit_lag_s is not None
            and self.exit_lag_s <= self.exit_grace_s
            and not self.half_written
        )


def judge(cell: Cell, leg_timeout_s: float) -> str:
    limit = leg_timeout_s + GRACE_S
    if cell.met == 0 and cell.status in ("completed", "failed"):
        ran_out = cell.status == "failed" and cell.seconds >= leg_timeout_s
        return TIMED_OUT if ran_out and _LEG_TIMEOUT.fullmatch(cell.reason or "") else NEVER
    if cell.status == "completed":
        if FAULTS[cell.fault].kind != "content":
            return "NOT FAILED"
        if not cell.handed.startswith("handed back"):
            return "swallowed"
        if cell.passed:
            return "recovered"
        return "handed back" if cell.gave_up else "swallowed"
    if cell.status != "failed":
        return f"left {cell.status}"
    if cell.booked:  # the side effect happened: the failure hides it
        return "failed after booking"
    reason = cell.reason or ""
    if not reason.strip():
        return "no reason"
    if "\n" in reason:
        return "multi-line reason"
    if cell.seconds > limit:
        return f"slow (> {limit:g}s)"
    if cell.requests is not None and cell.requests > MAX_REQUESTS:
        return f"retried {cell.requests} requests"
    pattern = NAMES.get(cell.fault)
    if pattern and not re.search(pattern, reason, re.I):
        if cell.seconds >= leg_timeout_s and _SAYS_TIMEOUT.search(reason):
            return RAN_OUT
        return "reason does not name it"
    return "failed cleanly"


__all__ = [
    "CONTROL",
    "EXIT_GRACE_S",
    "GRACE_S",
    "MAX_REQUESTS",
    "NEVER",
    "NO_RECORDS",
    "RAN_OUT",
    "TIMED_OUT",
    "UNCONTAINED",
    "Cell",
    "Row",
    "judge",
    "uncontained",
]
