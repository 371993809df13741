"""Which scripted model plays the behaviour an eval asks for, and the one line that says which
policy does not play it (the pytest plugin's ``arena_endpoint``; split from
:mod:`arena.pytest_plugin` to keep one concept a module)."""

from __future__ import annotations

import pytest

from arena.pytest_marker import marked

#: The scripted model's policy an eval plays unless its marker names another.
DEFAULT_POLICY = "scripted"


def plays(policy: str, models: list[str]) -> list[str]:
    """The behaviours ``policy`` plays: ``<policy>-<behaviour>`` for each one registered, and the
    default behaviour for a plain ``<policy>`` (unless ``<policy>-<default>`` is registered)."""
    from arena.pytest_options import DEFAULT_BEHAVIOUR

    plays = [m[len(policy) + 1 :] for m in models if m.startswith(f"{policy}-")]
    if policy in models and DEFAULT_BEHAVIOUR not in plays:
        plays.insert(0, DEFAULT_BEHAVIOUR)
    return plays


def scripted_model(policy: str, behaviour: str, models: list[str]) -> str | None:
    """The model that plays ``behaviour`` of ``policy``: ``<policy>-<behaviour>``, or the plain
    ``<policy>`` for the default behaviour only. Any other behaviour falling back to the plain
    policy ran it as the compliant agent, so an eval written to catch a faulty one passed
    without meeting it."""
    from arena.pytest_options import DEFAULT_BEHAVIOUR

    if f"{policy}-{behaviour}" in models:
        return f"{policy}-{behaviour}"
    if behaviour == DEFAULT_BEHAVIOUR and policy in models:
        return policy
    return None


def unplayed(request: pytest.FixtureRequest, policy: str, behaviour: str, models: list[str]) -> str:
    """One line: which behaviour of which policy is not scripted, where it was asked, the fix."""
    import difflib

    from arena.pytest_options import given_as

    played = plays(policy, models)
    if not played:
        custom = [m for m in models if not m.startswith(DEFAULT_POLICY)]
        return (
            f"no scripted policy {f'{policy}-{behaviour}'!r} or {policy!r}: register it in the "
            f"arena_policies fixture (registered: {', '.join(custom) or 'none'})"
        )
    if "behaviour" in marked(request.node):
        asked = f"@pytest.mark.arena(behaviour={behaviour!r})"
    else:
        asked = given_as(request.config, "arena_behaviour", behaviour)
    close = difflib.get_close_matches(behaviour, played, n=1, cutoff=0.6)
    hint = f" (did you mean {close[0]!r}?)" if close else ""
    if policy == DEFAULT_POLICY:  # as the CLI's --behaviour says it (NotFound.among)
        return f"{asked}: unknown behaviour{hint}; known behaviours: {', '.join(sorted(played))}"
    return (
        f"{asked}: policy {policy!r} does not play behaviour {behaviour!r}{hint}; it plays "
        f"{', '.join(played)} — to script it, register {f'{policy}-{behaviour}'!r} in the "
        "arena_policies fixture"
    )
