"""An allow-list saved in another encoding names its line, the byte and the fix (users51).

Saved as Latin-1 or cp1252 (a comment "# © facilities", "# Größe"), or as UTF-16 by an editor,
it said "allow.yaml (from ARENA_ALLOW): cannot read the allow-list (UnicodeDecodeError); make
it readable, or point ARENA_ALLOW at another file": no line, and a fix for a file that was
readable. It now reads as an item or policy file does; UTF-8 with a BOM or CRLF loads as before,
and a file that cannot be opened is said as before.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.errors import UserError
from arena.runs.allow import load_allow

BODY = b"tools_modules: [arena.tools.rooms]\nendpoints: {}\n"


@pytest.mark.parametrize(
    ("raw", "said"),
    [
        (
            "# © facilities\n".encode("latin-1") + BODY,
            ":1 (from ARENA_ALLOW): not UTF-8 text: byte 0xA9",
        ),
        (BODY + "# Größe\n".encode("cp1252"), ":3 (from ARENA_ALLOW): not UTF-8 text: byte 0xF6"),
        (BODY.decode().encode("utf-16"), ":1 (from ARENA_ALLOW): UTF-16 text, not UTF-8"),
    ],
    ids=["latin-1", "cp1252", "utf-16"],
)
def test_an_allow_list_not_in_utf8_names_its_line_and_the_fix(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, raw: bytes, said: str
) -> None:
    allow = tmp_path / "allow.yaml"
    allow.write_bytes(raw)
    monkeypatch.setenv("ARENA_ALLOW", str(allow))
    with pytest.raises(UserError) as raised:
        load_allow()
    text = str(raised.value)
    assert text.startswith(f"{allow}{said}"), text
    assert "save the file as UTF-8" in text and "UnicodeDecodeError" not in text, text


@pytest.mark.parametrize(
    "raw",
    [BODY, b"\xef\xbb\xbf" + BODY, BODY.replace(b"\n", b"\r\n"), "# ©\n".encode() + BODY],
    ids=["utf-8", "bom", "crlf", "utf-8-comment"],
)
def test_a_utf8_allow_list_still_loads(tmp_path: Path, raw: bytes) -> None:
    allow = tmp_path / "allow.yaml"
    allow.write_bytes(raw)
    assert "arena.tools.rooms" in load_allow(allow).tools_modules


def test_a_file_that_cannot_be_opened_is_said_as_before(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    allow = tmp_path / "allow.yaml"
    allow.write_bytes(BODY)
    monkeypatch.setattr(
        Path, "read_bytes", lambda self: (_ for _ in ()).throw(PermissionError(13, "denied"))
    )
    monkeypatch.setattr(
        Path, "read_text", lambda self, **_: (_ for _ in ()).throw(PermissionError(13, "denied"))
    )
    with pytest.raises(UserError, match=r"cannot read the allow-list \(PermissionError\)"):
        load_allow(allow)
