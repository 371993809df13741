"""How runs are carried out, as one frozen value the CLI, ``evaluate``, durable_state and the
benchmarks all pass to the runner (docs/architecture.md, "Runner").

One value instead of a dozen keyword arguments threaded through every layer: a new setting is
added here once, checked here once, and recorded with the results as it was.
"""

from __future__ import annotations

import math
from typing import Literal

import msgspec

from arena.errors import UserError
from arena.types import Responder

#: Who started the run: an arena's scripted human, ``arena run --human``, or an eval's driver.
RunMode = Literal["scripted", "human", "eval"]

DEFAULT_LEG_TIMEOUT = 60.0


class RunSettings(msgspec.Struct, frozen=True, kw_only=True):
    """What every run of one invocation shares; the model and the items are chosen elsewhere."""

    #: Seconds one leg may take; a leg still running then fails its run ("timed out").
    leg_timeout_s: float = DEFAULT_LEG_TIMEOUT
    #: Runs in flight at once in this process.
    concurrency: int = 4
    #: Times each item runs per adapter (pass^k needs k > 1).
    repeats: int = 1
    #: With a person in the loop: requests expire this many seconds after they are asked.
    request_ttl_s: float | None = None
    mode: RunMode = "scripted"
    #: Who the runs are recorded as started by (``arena run``, an eval, a benchmark).
    actor: Responder | None = None
    #: Start no further run once the first runs to finish all failed on the same error answer
    #: of a real endpoint, every retry spent (:class:`arena.outage.FailingAlike`).
    stop_failing_alike: bool = False

    def __post_init__(self) -> None:
        if not math.isfinite(self.leg_timeout_s) or self.leg_timeout_s <= 0:
            raise UserError(f"leg timeout {self.leg_timeout_s!r}: give seconds above zero")
        if self.concurrency < 1:
            raise UserError(f"concurrency {self.concurrency}: at least 1 run in flight")
        if self.repeats < 1:
            raise UserError(f"repeats {self.repeats}: run each item at least once")
        if self.request_ttl_s is not None and not self.request_ttl_s > 0:
            raise UserError(f"request expiry {self.request_ttl_s!r}: give seconds above zero")


#: The settings a library call uses when it is given none (frozen, so one value serves all).
DEFAULTS = RunSettings()

__all__ = ["DEFAULTS", "DEFAULT_LEG_TIMEOUT", "RunMode", "RunSettings"]
