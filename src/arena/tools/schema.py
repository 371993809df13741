"""JSON schemas for plain Python tool functions, for adapters whose framework does not build them."""

from __future__ import annotations

import inspect
import typing
from collections.abc import Callable
from typing import Any

_JSON_TYPES: dict[Any, str] = {int: "integer", str: "string", float: "number", bool: "boolean"}


def function_schema(fn: Callable[..., Any]) -> dict[str, Any]:
    """An OpenAI ``tools`` entry for ``fn`` built from its signature, hints and docstring."""
    hints = typing.get_type_hints(fn)
    properties: dict[str, Any] = {}
    required: list[str] = []
    for name, param in inspect.signature(fn).parameters.items():
        properties[name] = {"type": _JSON_TYPES.get(hints.get(name), "string")}
        if param.default is inspect.Parameter.empty:
            required.append(name)
    return {
        "type": "function",
        "function": {
            "name": fn.__name__,
            "description": inspect.getdoc(fn) or "",
            "parameters": {"type": "object", "properties": properties, "required": required},
        },
    }
