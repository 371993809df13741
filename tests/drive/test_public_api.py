"""``arena``'s public names: sorted, complete, and every one resolves (STYLE: httpx's ``__all__``)."""

from __future__ import annotations

import subprocess
import sys

import arena


def _isort_key(name: str) -> tuple[int, str]:
    """Constants, then classes, then functions — the order ``ruff``'s RUF022 keeps."""
    return (0 if name.isupper() else 1 if name[0].isupper() else 2, name)


def test_all_is_sorted_and_unique() -> None:
    assert list(arena.__all__) == sorted(set(arena.__all__), key=_isort_key)


def test_every_public_name_resolves() -> None:
    missing = [n for n in arena.__all__ if getattr(arena, n, None) is None]
    assert not missing


def test_every_public_value_is_listed() -> None:
    """A name imported into ``arena`` for users is in ``__all__`` (private ones start with _)."""
    public = {
        n
        for n, v in vars(arena).items()
        if not n.startswith("_")
        and not getattr(v, "__module__", "").startswith("typing")
        and n not in {"annotations", "TYPE_CHECKING", "Any"}
        and not isinstance(v, type(arena))
    }
    assert public <= set(arena.__all__), sorted(public - set(arena.__all__))


def test_unknown_name_is_an_attribute_error() -> None:
    try:
        arena.no_such_thing  # type: ignore[attr-defined]  # noqa: B018
    except AttributeError as exc:
        assert "no_such_thing" in str(exc)
    else:  # pragma: no cover
        raise AssertionError("expected AttributeError")


def test_import_arena_does_not_load_the_verbs() -> None:
    """``import arena`` stays cheap: the runner, store and frameworks load only when used."""
    code = (
        "import sys, arena; "
        "print(sorted(m for m in ('arena.runner', 'arena.store', 'arena.drive', 'httpx', "
        "'arena.evaluate') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
