"""At 80 columns ``arena run``'s "How each adapter pauses" table cut an identifier mid-word
("request.to_function_approval_response(app" / "roved)", ux29). Its cells now wrap at spaces,
and a word longer than the column after its punctuation (``.``, ``_``, ``(``, ``,``, ``-``)."""

from __future__ import annotations

import io
from types import SimpleNamespace

import pytest
from rich.console import Console
from rich.padding import Padding

from arena.display import breakable
from arena.report import mechanisms_table

_MARKS = "._(,-/=:;"
#: As microsoft_af and google_adk declare them (copied: their traits import the frameworks).
_MECHANISMS = {
    "microsoft_af": (
        "agent-framework-core 1.23.0",
        "native: @tool(approval_mode='always_require') makes Agent.run return "
        "function_approval_request user_input_requests; AgentSession.to_dict() kept as JSON, "
        "resumed with request.to_function_approval_response(approved)",
    ),
    "google_adk": (
        "google-adk 2.13.0",
        "native: tool confirmation (require_confirmation / request_confirmation + "
        "skip_summarization) ends run_async with an adk_request_confirmation call; events in "
        "SqliteSessionService; resumed with FunctionResponse(adk_request_confirmation, "
        "{'confirmed': bool})",
    ),
}


def _rendered(renderable: object, width: int) -> list[str]:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(renderable)
    return out.getvalue().splitlines()


def _cells(lines: list[str], index: int) -> list[list[str]]:
    """Each row's lines in column ``index`` (a row starts where the first column is set)."""
    rows: list[list[str]] = []
    for line in lines:
        parts = line.split("│")
        if len(parts) <= index:
            continue
        if parts[1].strip() or not rows:
            rows.append([])
        if parts[index].strip():
            rows[-1].append(parts[index].strip())
    return rows


def _broken_between_words(text: str, lines: list[str]) -> None:
    """Each line of ``text`` ends at a space, at the end, or after a break mark."""
    at = 0
    for line in lines:
        while text[at] == " ":
            at += 1
        assert text.startswith(line, at), (text[at:], line)
        at += len(line)
        assert at == len(text) or text[at] == " " or line[-1] in _MARKS, line


@pytest.mark.parametrize("width", [80, 60, 100])
def test_no_mechanism_is_cut_mid_word(width: int) -> None:
    rows = [
        SimpleNamespace(adapter=name, version=version, mechanism=mechanism)
        for name, (version, mechanism) in _MECHANISMS.items()
    ]
    lines = _rendered(mechanisms_table(rows), width)  # type: ignore[arg-type]
    versions, mechanisms = _cells(lines, 2), _cells(lines, 3)
    for row, version, mechanism in zip(rows, versions, mechanisms, strict=True):
        _broken_between_words(row.version, version)
        _broken_between_words(row.mechanism, mechanism)
    if width == 80:
        assert any(ln.endswith("request.to_function_approval_") for ln in mechanisms[0])
        assert "response(approved)" in mechanisms[0]


def test_a_word_without_marks_still_folds_and_text_is_kept() -> None:
    text = "resumed with " + "x" * 30 + " then request.to_function_approval_response(approved)"
    lines = [ln.strip() for ln in _rendered(Padding(breakable(text), 0), 20)]
    assert max(len(ln) for ln in lines) <= 20
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert "approval_response(" in lines and "approved)" in lines
