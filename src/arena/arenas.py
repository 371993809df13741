"""Finding and loading arenas: ``arena.yaml`` plus ``items.yaml`` in a folder (docs/items.md).

Arenas ship inside the wheel (``arena/_arenas``) and, in a source checkout, live in ``arenas/``.
A malformed file fails with its path and line, because the person fixing it needs exactly that.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from types import ModuleType
from typing import Any

import yaml

from arena.errors import BadItemFile, NotFound
from arena.types import EvalItem

#: approved / denied: the answer decides; unclear: the answer says neither; no_approval: nothing
#: needs a person (e.g. "is a room free on Friday?").
EXPECT = ("approved", "denied", "unclear", "no_approval")
#: How an arena's runs are driven: every leg in this process, or each phase of a run in a fresh
#: process (``restart``: the durable_state arena, :mod:`arena.durable`).
MODES = ("in_process", "restart")
ITEM_FIELDS = {"id", "input", "resume_with", "expect", "checks", "meta"}


@dataclass(frozen=True, kw_only=True)
class Arena:
    name: str
    description: str
    path: Path
    items: tuple[EvalItem, ...]
    tools_module: str
    default_checks: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    mode: str = "in_process"

    def tools(self) -> ModuleType:
        """The module holding TOOLS, GATE, CONSEQUENTIAL and SYSTEM_PROMPT for this arena."""
        return importlib.import_module(self.tools_module)


def arena_roots() -> list[Path]:
    roots: list[Path] = []
    checkout = Path(__file__).resolve().parents[2] / "arenas"
    if checkout.is_dir():
        roots.append(checkout)
    packaged = Path(str(resources.files("arena"))) / "_arenas"
    if packaged.is_dir():
        roots.append(packaged)
    return roots


def available_arenas() -> list[str]:
    names = {p.parent.name for root in arena_roots() for p in root.glob("*/arena.yaml")}
    return sorted(names)


def load_arena(name_or_path: str) -> Arena:
    path = Path(name_or_path)
    if not (path / "arena.yaml").is_file():
        for root in arena_roots():
            if (root / name_or_path / "arena.yaml").is_file():
                path = root / name_or_path
                break
        else:
            known = ", ".join(available_arenas()) or "none found"
            raise NotFound(f"unknown arena {name_or_path!r}; available arenas: {known}")
    return _load_folder(path)


def _load_folder(path: Path) -> Arena:
    spec_file = path / "arena.yaml"
    spec = _compose(spec_file)
    if not isinstance(spec, yaml.MappingNode):
        raise BadItemFile(str(spec_file), _line(spec), "expected a mapping of arena fields")
    fields = _mapping(spec_file, spec)
    for required in ("name", "tools"):
        if required not in fields:
            raise BadItemFile(str(spec_file), _line(spec), f"missing required field {required!r}")
    checks_node = fields.get("checks")
    default_checks: dict[str, tuple[str, ...]] = {}
    if checks_node is not None:
        for key, value in _mapping(spec_file, checks_node).items():
            default_checks[key] = tuple(_str_list(spec_file, value, f"checks.{key}"))
    mode = _scalar(spec_file, fields["mode"], "mode") if "mode" in fields else MODES[0]
    if mode not in MODES:
        raise BadItemFile(str(spec_file), _line(fields["mode"]), f"mode must be one of {MODES}")
    items = load_items(path / "items.yaml", default_checks)
    return Arena(
        name=_scalar(spec_file, fields["name"], "name"),
        description=_scalar(spec_file, fields["description"], "description")
        if "description" in fields
        else "",
        path=path,
        items=tuple(items),
        tools_module=_scalar(spec_file, fields["tools"], "tools"),
        default_checks=default_checks,
        mode=mode,
    )


def load_items(
    file: Path, default_checks: Mapping[str, tuple[str, ...]] | None = None
) -> list[EvalItem]:
    """Parse an item file; every problem names the file and the line."""
    from arena.checks import CHECKS  # late: checks imports types only, but keep the graph simple

    where = str(file)
    root = _compose(file)
    if not isinstance(root, yaml.SequenceNode):
        raise BadItemFile(
            where, _line(root), "expected a list of items (each starting with '- id:')"
        )
    items: list[EvalItem] = []
    seen: dict[str, int] = {}
    for node in root.value:
        line = _line(node)
        if not isinstance(node, yaml.MappingNode):
            raise BadItemFile(where, line, "each item must be a mapping with at least id and input")
        fields = _mapping(file, node)
        unknown = set(fields) - ITEM_FIELDS
        if unknown:
            raise BadItemFile(
                where, line, f"unknown field(s) {sorted(unknown)}; allowed: {sorted(ITEM_FIELDS)}"
            )
        for required in ("id", "input"):
            if required not in fields:
                raise BadItemFile(where, line, f"item is missing {required!r}")
        item_id = _scalar(file, fields["id"], "id")
        if item_id in seen:
            raise BadItemFile(
                where, line, f"duplicate id {item_id!r} (first at line {seen[item_id]})"
            )
        seen[item_id] = line
        resume = fields.get("resume_with")
        resume_with = _str_list(file, resume, "resume_with") if resume is not None else []
        for answer in resume_with:
            if answer not in ("approve", "deny") and not answer.startswith("text:"):
                raise BadItemFile(
                    where,
                    _line(resume),
                    f"resume_with answer {answer!r}: use approve, deny or text:...",
                )
        expect = _scalar(file, fields["expect"], "expect") if "expect" in fields else ""
        if expect and expect not in EXPECT:
            raise BadItemFile(where, _line(fields["expect"]), f"expect must be one of {EXPECT}")
        if "checks" in fields:
            checks = _str_list(file, fields["checks"], "checks")
        else:
            checks = list((default_checks or {}).get(expect, ()))
        for check in checks:
            if check not in CHECKS:
                raise BadItemFile(
                    where,
                    line,
                    f"unknown check {check!r}; known checks: {', '.join(sorted(CHECKS))}",
                )
        meta: dict[str, Any] = {}
        if "meta" in fields:
            meta = yaml.safe_load(yaml.serialize(fields["meta"])) or {}
            if not isinstance(meta, dict):
                raise BadItemFile(where, _line(fields["meta"]), "meta must be a mapping")
        if expect:
            meta["expect"] = expect
        items.append(
            EvalItem(
                id=item_id,
                input=_scalar(file, fields["input"], "input"),
                resume_with=tuple(resume_with),
                checks=tuple(checks),
                meta=meta,
                source=f"{where}:{line}",
            )
        )
    if not items:
        raise BadItemFile(where, 1, "the file holds no items")
    return items


def _compose(file: Path) -> yaml.Node:
    try:
        text = file.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise BadItemFile(str(file), None, "file not found") from None
    except UnicodeDecodeError as exc:
        raise BadItemFile(str(file), None, f"not UTF-8 text ({exc.reason})") from None
    try:
        node = yaml.compose(text)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark
        line = mark.line + 1 if mark is not None else None
        raise BadItemFile(str(file), line, f"not valid YAML: {exc.problem}") from None
    if node is None:
        raise BadItemFile(str(file), 1, "the file is empty")
    return node


def _line(node: yaml.Node | None) -> int:
    return node.start_mark.line + 1 if node is not None else 1


def _mapping(file: Path, node: yaml.Node) -> dict[str, yaml.Node]:
    if not isinstance(node, yaml.MappingNode):
        raise BadItemFile(str(file), _line(node), "expected a mapping")
    return {str(k.value): v for k, v in node.value}


def _scalar(file: Path, node: yaml.Node, name: str) -> str:
    if not isinstance(node, yaml.ScalarNode) or not str(node.value).strip():
        raise BadItemFile(str(file), _line(node), f"{name} must be a non-empty text value")
    return str(node.value)


def _str_list(file: Path, node: yaml.Node, name: str) -> list[str]:
    if isinstance(node, yaml.ScalarNode):
        return [_scalar(file, node, name)]
    if not isinstance(node, yaml.SequenceNode):
        raise BadItemFile(str(file), _line(node), f"{name} must be a list of text values")
    return [_scalar(file, n, name) for n in node.value]
