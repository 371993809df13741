"""A policy file saved in another encoding names its line, the byte and the fix (users51).

An item file saved as Latin-1 is refused "items.yaml:3: not UTF-8 text: byte 0xE9 at column 14
(…, 'é' in Latin-1); save the file as UTF-8"; a policy file so saved (a rule named "café", a
Windows editor's curly quote) said "policy.yaml: cannot read the policy file ('utf-8' codec can't
decode byte 0xe9 in position 31: invalid continuation byte)": no line, no fix. It now reads as
the item file does; a UTF-8 file with a byte-order mark and Windows line ends still loads.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.policy import BadPolicy, load_policy

RULE = b"version: 1\nrules:\n  - name: NAME\n    when: ['people > 20']\n"


@pytest.mark.parametrize(
    ("raw", "said"),
    [
        (RULE.replace(b"NAME", "café".encode("latin-1")), ":3: not UTF-8 text: byte 0xE9"),
        (RULE.replace(b"NAME", "big\x92s".encode("latin-1")), ":3: not UTF-8 text: byte 0x92"),
        (RULE.replace(b"NAME", "Größe".encode("cp1252")), ":3: not UTF-8 text: byte 0xF6"),
        (b"# \xa9 facilities\n" + RULE.replace(b"NAME", b"big"), ":1: not UTF-8 text: byte 0xA9"),
        ("version: 1\nrules: []\n".encode("utf-16"), ":1: UTF-16 text, not UTF-8"),
    ],
    ids=["latin-1", "cp1252-quote", "cp1252-umlaut", "comment", "utf-16"],
)
def test_a_file_not_in_utf8_names_its_line_and_the_fix(
    tmp_path: Path, raw: bytes, said: str
) -> None:
    path = tmp_path / "policy.yaml"
    path.write_bytes(raw)
    with pytest.raises(BadPolicy) as caught:
        load_policy(path)
    text = str(caught.value)
    assert text.startswith(f"{path}{said}"), text
    assert "save the file as UTF-8" in text and "codec" not in text, text


@pytest.mark.parametrize(
    "raw",
    [
        RULE.replace(b"NAME", "café".encode()),
        b"\xef\xbb\xbf" + RULE.replace(b"NAME", b"big"),
        RULE.replace(b"NAME", b"big").replace(b"\n", b"\r\n"),
    ],
    ids=["utf-8", "bom", "crlf"],
)
def test_a_utf8_file_still_loads(tmp_path: Path, raw: bytes) -> None:
    path = tmp_path / "policy.yaml"
    path.write_bytes(raw)
    (rule,) = load_policy(path).rules
    assert rule.name in ("café", "big")
