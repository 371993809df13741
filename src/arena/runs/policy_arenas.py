"""The policy beside a store, checked against the arenas the store's runs use.

``arena run myarena --store S`` checks S's policy against ``myarena``'s tools module (its rooms,
days and tools), but ``arena approve``, ``operators add``/``token``, ``serve``, ``resume`` and
``worker`` on the same store checked it against the installed arenas only, and refused a rule for
one of myarena's rooms as a value no request holds, although the store records the tools module
of each of its runs (outside tester 11, finding 8). They now check it against those modules too —
those the operator's allow-list allows (:mod:`arena.runs.allow`): a stored row never names code
this process imports. A module the allow-list does not name is left out, and the policy's
messages say which and how to add it.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import TYPE_CHECKING

from arena.errors import StoreError, UserError
from arena.policy_file import policy_path
from arena.runs.allow import NotAllowed, load_allow
from arena.store.base import Store

if TYPE_CHECKING:
    from arena.policy import Policy


def store_tools_modules(store: Store) -> tuple[str, ...]:
    """The tools modules the store's runs use, each once, oldest run first."""
    runs = sorted(store.runs(), key=lambda r: r.created_at)
    return tuple(dict.fromkeys(r.origin.tools_module for r in runs if r.origin.tools_module))


def allowed_modules(modules: Sequence[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``(allowed, refused)``: which of ``modules`` the operator's allow-list lets this process
    import (nothing is imported here), and which it does not."""
    if not modules:
        return (), ()
    allow = load_allow()
    ok: list[str] = []
    refused: list[str] = []
    for module in modules:
        try:
            allow.check_tools_module(module)
        except NotAllowed:
            refused.append(module)
        else:
            ok.append(module)
    return tuple(ok), tuple(refused)


def _refused_note(refused: Sequence[str]) -> str:
    from arena.runs.allow import allow_path

    return (
        f"the store's runs also use {', '.join(refused)}, not checked: the allow-list does not "
        f"name {'it' if len(refused) == 1 else 'them'} (add to tools_modules in {allow_path()})"
    )


def find_store_policy(
    explicit: str | os.PathLike[str] | None = None,
    store: Store | None = None,
    *,
    location: str | None = None,
    modules: Sequence[str] | None = None,
    export: bool = False,
) -> Policy | None:
    """:func:`arena.policy.find_policy` for a command on a store: the policy that applies (an
    explicit file, ``$ARENA_POLICY``, or policy.yaml beside the store), checked against the
    tools modules of the store's runs too. ``store``, or its ``location`` (opened here only when
    a policy file applies; a store that is not there has no runs). ``modules``: check against
    these instead of reading every run (a recorder: its own run's, besides those its process
    inherited). ``export``: the processes and recorders this one starts inherit the modules
    (``$ARENA_POLICY_ARENAS``, as ``arena run`` passes its arena's), so they do not read every
    run of the store again for each run they record."""
    where = store.location if store is not None else location
    path = policy_path(explicit, where)
    if path is None:  # no policy: neither YAML nor the policy's models are loaded (issue 16)
        return None
    from arena.policy import load_policy
    from arena.policy.fields import ENV_ARENAS, in_use, using

    if modules is None:
        modules = store_tools_modules(store) if store is not None else _modules_at(where)
    # those this process was given (arena run's own arena, $ARENA_POLICY_ARENAS) need no allowing
    ok, refused = allowed_modules([m for m in modules if m not in in_use()])
    if export and ok:
        os.environ[ENV_ARENAS] = ",".join(dict.fromkeys([*in_use(), *ok]))
    with using(ok, note=_refused_note(refused) if refused else ""):
        return load_policy(path)


def _modules_at(location: str | None) -> tuple[str, ...]:
    from arena.store import open_store

    try:
        store = open_store(location, create=False)
    except (StoreError, UserError):  # no store yet (or unreadable: the command says so next)
        return ()
    try:
        return store_tools_modules(store)
    finally:
        store.close()
