"""A seeded stochastic stand-in: ``--behaviour mix:compliant=0.8,reckless=0.1,stubborn=0.1``.

Each run's behaviour is drawn from the mix by hashing ``(seed, item, repeat)`` — deliberately
*not* the adapter. Every adapter therefore meets exactly the same sequence of misbehaviours
(common random numbers): a difference in pass^k between two adapters comes from how they handle
the same model, never from one of them having drawn an easier one. The same seed gives the same
draws in any process, any order and any concurrency, so a run can be repeated exactly.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from arena.errors import UserError
from arena.model.policy import BEHAVIOURS

PREFIX = "mix:"


@dataclass(frozen=True)
class Mix:
    """Behaviour names with probabilities that sum to 1, in the order the user wrote them."""

    weights: tuple[tuple[str, float], ...]

    @property
    def spec(self) -> str:
        return PREFIX + ",".join(f"{name}={w:g}" for name, w in self.weights)

    def draw(self, seed: int, item: str, repeat: int) -> str:
        """The behaviour for repeat ``repeat`` of ``item`` under ``seed`` (same for every adapter)."""
        digest = hashlib.sha256(f"{seed}\x00{item}\x00{repeat}".encode()).digest()
        u = int.from_bytes(digest[:8], "big") / 2**64
        total = 0.0
        for name, weight in self.weights:
            total += weight
            if u < total:
                return name
        return self.weights[-1][0]  # u within rounding of 1.0


def is_mix(behaviour: str) -> bool:
    return behaviour.startswith(PREFIX)


def parse_mix(text: str, known: Iterable[str] | None = None) -> Mix:
    """Parse ``mix:name=weight,...``; a mistake is a one-line :class:`UserError` naming it."""
    valid = sorted(known if known is not None else BEHAVIOURS)
    body = text[len(PREFIX) :] if text.startswith(PREFIX) else text
    if not body.strip():
        raise UserError(
            f"--behaviour {text!r}: the mix is empty; write e.g. mix:compliant=0.8,reckless=0.2"
        )
    weights: dict[str, float] = {}
    for part in body.split(","):
        name, eq, value = (s.strip() for s in part.partition("="))
        if not eq or not name:
            raise UserError(
                f"--behaviour {text!r}: {part.strip()!r} is not name=weight "
                "(e.g. mix:compliant=0.8,reckless=0.2)"
            )
        if name not in valid:  # as a plain --behaviour says it: with the nearest (users46)
            import difflib

            close = difflib.get_close_matches(name, valid, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise UserError(
                f"--behaviour {text!r}: unknown behaviour {name!r}{hint}; valid: {', '.join(valid)}"
            )
        if name in weights:
            raise UserError(f"--behaviour {text!r}: {name!r} appears twice")
        try:
            weight = float(value)
        except ValueError:
            raise UserError(
                f"--behaviour {text!r}: the weight of {name!r} is {value!r}, not a number"
            ) from None
        if not 0 <= weight <= 1 or weight != weight:
            raise UserError(f"--behaviour {text!r}: the weight of {name!r} is {value}; use 0 to 1")
        weights[name] = weight
    total = sum(weights.values())
    if abs(total - 1.0) > 1e-6:
        raise UserError(f"--behaviour {text!r}: the weights sum to {total:g}, they must sum to 1")
    return Mix(tuple((n, w) for n, w in weights.items() if w > 0))


def draws(mix: Mix, seed: int, items: Iterable[str], repeats: int) -> Mapping[tuple[str, int], str]:
    """Every (item, repeat) → behaviour, for showing what the runs were up against."""
    return {(i, r): mix.draw(seed, i, r) for i in items for r in range(repeats)}
