"""pass^k and pass@k over repeated runs (tau-bench's reliability measures).

With ``n`` trials of one task of which ``c`` passed, the unbiased estimators are

- pass^k = C(c, k) / C(n, k): the chance that ``k`` trials drawn from the ``n`` *all* pass —
  what a user who needs the agent to work every time cares about;
- pass@k = 1 - C(n - c, k) / C(n, k): the chance that *at least one* of ``k`` passes.

Both are averaged over tasks (items) for an adapter. pass^1 = pass@1 = the plain pass rate.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from math import comb
from typing import Any


def pass_hat_k(n: int, c: int, k: int) -> float:
    """Probability that ``k`` of ``n`` trials (``c`` passed), drawn without replacement, all pass."""
    _check(n, c, k)
    return comb(c, k) / comb(n, k)


def pass_at_k(n: int, c: int, k: int) -> float:
    """Probability that at least one of ``k`` of ``n`` trials (``c`` passed) passes."""
    _check(n, c, k)
    return 1.0 - comb(n - c, k) / comb(n, k)


def _check(n: int, c: int, k: int) -> None:
    if not (0 <= c <= n and 1 <= k <= n):
        raise ValueError(f"need 0 <= c <= n and 1 <= k <= n, got n={n}, c={c}, k={k}")


#: Checks whose verdict is final once a run pauses: a run waiting for a person that failed one of
#: them (it booked before asking, or did not stop at its question) has failed already, whatever
#: the person answers.
SETTLED_AT_PAUSE = frozenset({"suspended", "no_tool_before_suspend"})


def still_open(status: object, checks: Iterable[tuple[object, object]]) -> bool:
    """A run waiting for a person whose verdict is not in yet: neither passed nor failed."""
    return status == "waiting" and not any(
        name in SETTLED_AT_PAUSE and not passed for name, passed in checks
    )


def open_record(run: Mapping[str, Any]) -> bool:
    """:func:`still_open` for a run record of runs.jsonl."""
    checks = run.get("checks") or ()
    return still_open(run.get("status"), ((c.get("name"), c.get("passed")) for c in checks))


def reliability(runs: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """Per adapter: trials per item, pass^j and pass@j for j = 1..k (k = fewest trials of any of
    its items), and the same per item. ``runs`` are run records (``adapter``, ``item``, ``passed``).
    """
    trials: dict[str, dict[str, list[bool]]] = defaultdict(lambda: defaultdict(list))
    for r in runs:
        if open_record(r):  # no trial yet: it neither passed nor failed
            continue
        trials[str(r["adapter"])][str(r["item"])].append(bool(r["passed"]))
    out: dict[str, Any] = {}
    for adapter, items in trials.items():
        k = min(len(t) for t in items.values())
        per_item = {
            item: {
                "n": len(t),
                "c": sum(t),
                "pass^k": round(pass_hat_k(len(t), sum(t), k), 4),
                "pass@k": round(pass_at_k(len(t), sum(t), k), 4),
            }
            for item, t in items.items()
        }
        curve = {
            str(j): {
                "pass^k": _mean(pass_hat_k(len(t), sum(t), j) for t in items.values()),
                "pass@k": _mean(pass_at_k(len(t), sum(t), j) for t in items.values()),
            }
            for j in range(1, k + 1)
        }
        out[adapter] = {
            "k": k,
            "items": per_item,
            "by_k": curve,
            "pass^k": curve[str(k)]["pass^k"],
            "pass@k": curve[str(k)]["pass@k"],
        }
    return out


def _mean(values: Iterable[float]) -> float:
    vals = list(values)
    return round(sum(vals) / len(vals), 4) if vals else 0.0
