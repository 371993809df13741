"""Injected response delay, so benchmarks can see how adapters behave against a slow model.

A real model takes hundreds of milliseconds to seconds per call; an instant scripted model would
hide overhead that only matters relative to that. Distributions are seeded: a benchmark run is
reproducible.
"""

from __future__ import annotations

import random
import threading
from dataclasses import dataclass, field
from typing import Literal

from arena.errors import UserError

Kind = Literal["fixed", "uniform", "normal"]


@dataclass(frozen=True)
class Latency:
    """Delay per request in milliseconds: ``a`` fixed, ``a``..``b`` uniform, or mean ``a`` sd ``b``."""

    kind: Kind = "fixed"
    a: float = 0.0
    b: float = 0.0
    seed: int = 0
    _rng: random.Random = field(init=False, repr=False, compare=False)
    _lock: threading.Lock = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.a < 0 or self.b < 0:
            raise UserError(f"latency values must not be negative, got {self.a}, {self.b}")
        if self.kind == "uniform" and self.b < self.a:
            raise UserError(f"uniform latency needs low <= high, got {self.a}..{self.b}")
        if self.kind not in ("fixed", "uniform", "normal"):
            raise UserError(f"unknown latency kind {self.kind!r}; use fixed, uniform or normal")
        object.__setattr__(self, "_rng", random.Random(self.seed))
        object.__setattr__(self, "_lock", threading.Lock())

    @classmethod
    def fixed(cls, ms: float) -> Latency:
        return cls("fixed", float(ms))

    @classmethod
    def uniform(cls, low_ms: float, high_ms: float, seed: int = 0) -> Latency:
        return cls("uniform", float(low_ms), float(high_ms), seed)

    @classmethod
    def normal(cls, mean_ms: float, sd_ms: float, seed: int = 0) -> Latency:
        return cls("normal", float(mean_ms), float(sd_ms), seed)

    @classmethod
    def parse(cls, spec: str | float) -> Latency:
        """From a CLI string: ``50``, ``uniform:10,90``, ``normal:50,15`` (optional ``,seed``)."""
        if isinstance(spec, int | float):
            return cls.fixed(spec)
        kind, _, rest = spec.strip().partition(":")
        try:
            if not rest:
                return cls.fixed(float(kind))
            nums = [float(x) for x in rest.split(",")]
            seed = int(nums[2]) if len(nums) > 2 else 0
            if kind == "fixed" and len(nums) == 1:
                return cls.fixed(nums[0])
            if kind == "uniform" and len(nums) in (2, 3):
                return cls.uniform(nums[0], nums[1], seed)
            if kind == "normal" and len(nums) in (2, 3):
                return cls.normal(nums[0], nums[1], seed)
        except ValueError:
            pass
        raise UserError(
            f"bad latency {spec!r}; use MS, fixed:MS, uniform:LOW,HIGH[,SEED] or "
            "normal:MEAN,SD[,SEED] (milliseconds)"
        )

    def sample(self) -> float:
        """The next delay in seconds (never negative)."""
        if self.kind == "fixed":
            ms = self.a
        else:
            with self._lock:
                if self.kind == "uniform":
                    ms = self._rng.uniform(self.a, self.b)
                else:
                    ms = self._rng.gauss(self.a, self.b)
        return max(0.0, ms) / 1000.0
