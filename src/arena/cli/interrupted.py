"""What ``arena run`` stopped by Ctrl-C says of the items it did not finish: which were started
and which never were, and the exact command that runs the missing ones (outside tester 12,
finding 5: summary.json listed every planned item, and nothing said how to go on)."""

from __future__ import annotations

import shlex
from collections import Counter
from collections.abc import Callable, Sequence

from arena.context import ModelEndpoint
from arena.runner import RunResult
from arena.types import EvalItem

EndpointFor = Callable[[str, EvalItem, int], ModelEndpoint]

#: ``arena run`` options the rerun command sets itself (``--out``: a fresh folder, not the
#: interrupted one, whose runs it would overwrite). Each takes a value.
_REPLACED = ("--item", "--adapter", "--out")


def missing(
    results: Sequence[RunResult], adapters: Sequence[str], items: Sequence[str], repeats: int
) -> dict[str, tuple[str, ...]]:
    """Per adapter, the planned items without every repeat finished (in plan order)."""
    done = Counter((r.adapter, r.item.id) for r in results)
    gaps = {a: tuple(i for i in items if done[(a, i)] < repeats) for a in adapters}
    return {a: its for a, its in gaps.items() if its}


def rerun_command(argv: Sequence[str], gaps: dict[str, tuple[str, ...]]) -> str | None:
    """The command line that runs the missing items: ``argv`` without its ``--item``,
    ``--adapter`` and ``--out``, then ``--adapter A --item k07 ...`` (one command per set of
    items; adapters missing the same items share it, ``;`` between commands)."""
    if not gaps or not argv:
        return None
    kept: list[str] = []
    skip = False
    for word in argv:
        if skip:
            skip = False
            continue
        name = word.split("=", 1)[0]
        if name in _REPLACED:
            skip = "=" not in word
            continue
        kept.append(word)
    by_items: dict[tuple[str, ...], list[str]] = {}
    for adapter, its in gaps.items():
        by_items.setdefault(its, []).append(adapter)
    commands = []
    for its, names in by_items.items():
        more = ["--adapter", ",".join(names)] + [w for i in its for w in ("--item", i)]
        commands.append(shlex.join([*kept, *more]))
    return " ; ".join(commands)


def tracking(base: EndpointFor | None, endpoint: ModelEndpoint, started: set[str]) -> EndpointFor:
    """``endpoint_for`` that notes each item whose run starts (the runner asks it as a run
    starts, in one process; ``--workers`` ask it for every run up front, so not there)."""

    def endpoint_for(adapter: str, item: EvalItem, repeat: int) -> ModelEndpoint:
        started.add(item.id)
        return base(adapter, item, repeat) if base else endpoint

    return endpoint_for
