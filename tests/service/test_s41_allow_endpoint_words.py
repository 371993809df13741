"""An allow-list endpoint written wrong said only "endpoint 'fake' needs base_url (and
api_key_env)" (users41): for ``{url: ...}`` (a key of another name), and ``{base_url: 5}`` or a
URL with no scheme loaded and failed later. Each now names what was written and the fix; a
well-formed entry loads as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.errors import UserError
from arena.runs.allow import load_allow


@pytest.mark.parametrize(
    ("entry", "said"),
    [
        ('{url: "http://x/v1"}', "endpoint 'fake': unknown key 'url' (did you mean base_url?)"),
        (
            '{base_url: "http://x/v1", api_key: K}',
            "endpoint 'fake': unknown key 'api_key' (did you mean api_key_env?)",
        ),
        ('{base_url: "http://x/v1", model: m}', "endpoint 'fake': unknown key 'model'; an"),
        ("{base_url: 5}", "base_url must be the API's URL with http:// or https://, e.g."),
        ("{base_url: 10.0.0.5:8000/v1}", "(got '10.0.0.5:8000/v1')"),
        ("{api_key_env: K}", "endpoint 'fake' needs base_url (and api_key_env)"),
        ('"http://x/v1"', "endpoint 'fake' needs base_url (and api_key_env)"),
    ],
)
def test_a_wrong_endpoint_entry_names_what_was_written(
    tmp_path: Path, entry: str, said: str
) -> None:
    allow = tmp_path / "allow.yaml"
    allow.write_text(f"endpoints:\n  fake: {entry}\n")
    with pytest.raises(UserError) as caught:
        load_allow(allow)
    assert said in str(caught.value), caught.value


@pytest.mark.parametrize(
    "entry",
    ['{base_url: "http://x/v1"}', "{base_url: https://x/v1, api_key_env: OPENAI_API_KEY}"],
)
def test_a_good_entry_loads(tmp_path: Path, entry: str) -> None:
    allow = tmp_path / "allow.yaml"
    allow.write_text(f"endpoints:\n  fake: {entry}\n")
    assert load_allow(allow).endpoints["fake"].base_url.startswith("http")
