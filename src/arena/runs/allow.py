"""The store is data, never code or credentials: what a resumer may import and reach, by config.

Whoever can write the store could otherwise steer every process that resumes from it: a stored
``tools_module`` gets imported, a stored URL gets the operator's API key as a Bearer token. So a
resumer takes both from the *operator's* configuration, never from a row:

- tools modules: those of the arenas installed here, plus ``tools_modules`` (exact names) and
  ``tools_packages`` (anything inside them) from the configuration file;
- model endpoints: the scripted model (started locally), plus the ``endpoints`` the configuration
  names — each with its URL and the *name* of the variable holding its key. A stored run on any
  other URL is refused with a one-line reason; a stored key-variable name is never read.

The file: ``$ARENA_ALLOW``, else ``$XDG_CONFIG_HOME/hitl-arena/allow.yaml`` (``~/.config/...``) —
outside the store's folder on purpose. Missing file: only the installed arenas and the scripted
model — unless ``$ARENA_ALLOW`` names it (a UserError: a typo must not drop the configuration). Format (docs/operator.md)::

    tools_modules: [my_agents.tools]
    tools_packages: [my_agents]
    endpoints:
      openai: {base_url: https://api.openai.com/v1, api_key_env: OPENAI_API_KEY}
"""

from __future__ import annotations

import importlib
import os
import re
from collections.abc import Mapping
from pathlib import Path
from types import ModuleType
from typing import Any

import msgspec

from arena.errors import UserError
from arena.store.base import EndpointSpec

ENV = "ARENA_ALLOW"
#: Patterns, compiled on first use (re's cache): a resume without an allow-list file (the common
#: case) never matches one, and compiling them was 0.3 ms of its imports.
_MODULE = r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$"
_VARIABLE = r"^[A-Za-z_][A-Za-z0-9_]*$"


class NotAllowed(UserError):
    """A stored run names code or an endpoint the operator's configuration does not allow."""


def default_path() -> Path:
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "hitl-arena" / "allow.yaml"


def allow_path() -> Path:
    """``$ARENA_ALLOW``, a leading ``~`` the home folder (a unit file's ``ARENA_ALLOW=~/allow.yaml``
    is not expanded by any shell: it was "~/allow.yaml does not exist", users46), else the
    default."""
    from arena.given_paths import env_path

    given = env_path(ENV, "the allow-list's YAML file")  # blank: refused (durable47)
    return Path(given) if given else default_path()


class Endpoint(msgspec.Struct, frozen=True, kw_only=True):
    """A model endpoint the operator named: where it is and which variable holds its key."""

    name: str
    base_url: str
    api_key_env: str | None = None


class Allow(msgspec.Struct, frozen=True, kw_only=True):
    path: str
    tools_modules: frozenset[str] = frozenset()
    tools_packages: tuple[str, ...] = ()
    endpoints: Mapping[str, Endpoint] = msgspec.field(default_factory=dict)

    def check_tools_module(self, module: str) -> None:
        """Raise NotAllowed unless resumers may import ``module``."""
        if module in self.tools_modules or module in _arena_modules():
            return
        if re.match(_MODULE, module) and any(
            module == p or module.startswith(p + ".") for p in self.tools_packages
        ):
            return
        raise NotAllowed(
            f"the run's tools module {module!r} is not allowed here: only installed arenas' "
            f"tools and those listed under tools_modules/tools_packages in {self.path} are imported"
        )

    def endpoint(self, spec: EndpointSpec) -> Endpoint | None:
        """The configured endpoint a stored run continues on (None: the scripted model)."""
        if spec.scripted:
            return None
        wanted = _norm(spec.base_url)
        for configured in self.endpoints.values():
            if _norm(configured.base_url) == wanted:
                return configured
        named = ", ".join(sorted(self.endpoints)) or "none"
        raise NotAllowed(
            f"the run's model endpoint {spec.base_url or '(none)'} is not one the operator "
            f"configured (endpoints in {self.path}: {named}); add it there to resume this run"
        )


def import_tools_module(module: str, allow: Allow | None = None) -> ModuleType:
    """The tools module a stored run names, imported only once the operator's configuration
    allows it (NotAllowed otherwise): what ``arena resume`` does before it imports, and what
    ``arena approve --edit`` and the web inbox did not (tester 11, finding 4). A module that is
    allowed but cannot be imported is a UserError saying why and what to do (:func:`cannot_import`)."""
    (allow or load_allow()).check_tools_module(module)
    from arena.arena_tools import from_here  # the folder it says to run from (evals47)

    from_here(module)
    try:
        return importlib.import_module(module)
    except Exception as exc:  # its own import failing (a missing dependency, a syntax error) too
        raise UserError(cannot_import(module, exc)) from None


def cannot_import(module: str, exc: BaseException) -> str:
    """Why the run's tools module ``module`` cannot be imported in this process, with the fix: a
    module not on the path (another shell, another folder) was reported as "tool 'book_room' is
    not found in the run's tools module" (tester 11, finding 7)."""
    missing = getattr(exc, "name", None) if isinstance(exc, ImportError) else None
    said = str(exc) or type(exc).__name__
    if missing and (missing == module or module.startswith(f"{missing}.")):
        fix = "run from the folder that holds it or set PYTHONPATH"
    elif missing:
        fix = f"install {missing}, which it imports, in this environment"
    else:
        fix = f"it raised {type(exc).__name__} on import; fix the module"
    return f"cannot import the run's tools module {module} ({said}): {fix}"


def _norm(url: str) -> str:
    return url.strip().rstrip("/").lower()


def _arena_modules() -> frozenset[str]:
    """Installed arenas' tools modules, read from their arena.yaml without loading them: a
    loaded arena cost a cold resume up to ~0.2 s (pydantic's schemas, YAML) for one name each."""
    from arena.arena_dirs import declared_tools_modules

    return declared_tools_modules()


def load_allow(path: str | os.PathLike[str] | None = None) -> Allow:
    """The operator's allow-list; a malformed file is a one-line UserError naming it."""
    where = Path(path) if path else allow_path()
    # A file named by $ARENA_ALLOW must be there: a typo must not resume under no allow-list.
    via = f" (from {ENV})" if not path and os.environ.get(ENV) else ""
    if not where.is_file():
        if via:
            what = "is a folder" if where.is_dir() else "does not exist"
            raise UserError(
                f"allow-list {where}{via} {what}; point {ENV} at the allow-list file, or unset "
                f"it to use {default_path()}"
            )
        return Allow(path=str(where))
    import yaml  # here: a resume without an allow-list file (the common case) skips it

    from arena.errors import BadItemFile
    from arena.yamlfile import NestedTooDeep, load, utf8_text  # yaml.safe_load, too deep refused

    try:  # "é" saved as Latin-1: its line, byte and the fix, as a policy file's (users51)
        text = utf8_text(str(where), where.read_bytes())
    except BadItemFile as exc:
        raise UserError(f"{exc.path}:{exc.line}{via}: {exc.problem}") from None
    except OSError:
        text = None  # said below, as before
    try:
        if text is None:
            text = where.read_text(encoding="utf-8")
        raw = load(text) or {}
    except NestedTooDeep as exc:  # its line and the fix, not only the error's name
        raise UserError(exc.at(where) + via) from None
    except yaml.MarkedYAMLError as exc:  # readable, not YAML: where, as a policy file says it
        line = exc.problem_mark.line + 1 if exc.problem_mark else 1
        started = ""
        if exc.context and exc.context_mark is not None:
            started = f"; {exc.context} at line {exc.context_mark.line + 1}"
        raise UserError(
            f"{where}:{line}{via}: the allow-list is not valid YAML ({exc.problem}{started}); fix "
            "that line"
        ) from None
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        fix = f"; make it readable, or point {ENV} at another file" if via else ""
        raise UserError(
            f"{where}{via}: cannot read the allow-list ({type(exc).__name__}){fix}"
        ) from None
    if not isinstance(raw, dict):
        raise UserError(
            f"{where}: expected a mapping with tools_modules, tools_packages, endpoints"
        )
    unknown = sorted(set(raw) - {"tools_modules", "tools_packages", "endpoints"})
    if unknown:
        raise UserError(f"{where}: unknown key(s) {', '.join(unknown)}")
    modules = _names(where, raw.get("tools_modules"), "tools_modules")
    packages = _names(where, raw.get("tools_packages"), "tools_packages")
    return Allow(
        path=str(where),
        tools_modules=frozenset(modules),
        tools_packages=tuple(packages),
        endpoints=_endpoints(where, raw.get("endpoints") or {}),
    )


def _names(where: Path, value: Any, key: str) -> list[str]:
    items = value or []
    if not isinstance(items, list) or not all(
        isinstance(i, str) and re.match(_MODULE, i) for i in items
    ):
        raise UserError(f"{where}: {key} must be a list of dotted module names")
    return items


def _endpoints(where: Path, value: Any) -> dict[str, Endpoint]:
    if not isinstance(value, dict):
        raise UserError(f"{where}: endpoints must map a name to {{base_url, api_key_env}}")
    out = {}
    for name, entry in value.items():
        if isinstance(entry, dict) and (odd := sorted(set(entry) - {"base_url", "api_key_env"})):
            # '{url: ...}' read 'needs base_url' with no word of the key written (users41)
            said = str(odd[0]).lower()
            close = "base_url" if "url" in said else "api_key_env" if "key" in said else ""
            meant = f" (did you mean {close}?)" if close else ""
            raise UserError(
                f"{where}: endpoint {name!r}: unknown key {odd[0]!r}{meant}; an endpoint has "
                "base_url and api_key_env"
            )
        if not isinstance(entry, dict) or "base_url" not in entry:
            raise UserError(f"{where}: endpoint {name!r} needs base_url (and api_key_env)")
        url = entry["base_url"]
        if not isinstance(url, str) or not url.startswith(("http://", "https://")):
            raise UserError(
                f"{where}: endpoint {name!r}: base_url must be the API's URL with http:// or "
                f'https://, e.g. base_url: "http://10.0.0.5:8000/v1" (got {url!r})'
            )
        key = entry.get("api_key_env")
        if key is not None and not (isinstance(key, str) and re.match(_VARIABLE, key)):
            raise UserError(f"{where}: endpoint {name!r}: api_key_env must be a variable name")
        out[str(name)] = Endpoint(name=str(name), base_url=entry["base_url"], api_key_env=key)
    return out


__all__ = [
    "ENV",
    "Allow",
    "Endpoint",
    "NotAllowed",
    "allow_path",
    "cannot_import",
    "import_tools_module",
    "load_allow",
]
