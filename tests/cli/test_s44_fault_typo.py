"""``arena faults --fault hng`` named no 'hang' (users44), where a misspelt ``--adapter`` or
``--behaviour`` gets "(did you mean ...?)". Each unknown name now gets its nearest fault or
group; a word near none reads as before."""

from __future__ import annotations

import pytest

from arena.cli.faults_cmd import fault_selection
from arena.errors import UserError


@pytest.mark.parametrize(
    ("given", "meant"),
    [
        ("hng", "hang"),
        ("classes,rate249", "rate429"),
        ("clases", "classes"),
        ("http-500", "http500"),
    ],
)
def test_a_misspelt_fault_is_guessed(given: str, meant: str) -> None:
    with pytest.raises(UserError) as info:
        fault_selection(given)
    assert f"(did you mean {meant!r}?)" in str(info.value), info.value


def test_a_word_near_no_fault_and_good_names_read_as_before() -> None:
    with pytest.raises(UserError) as info:
        fault_selection("zzz")
    assert "unknown fault 'zzz'; give fault names" in str(info.value)
    assert fault_selection("hang,classes")[0] == "hang"
