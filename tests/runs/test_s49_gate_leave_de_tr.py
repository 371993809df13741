"""Leave to book alone in German and Turkish (heldout49, read after the fact): "Sie sind
berechtigt, Buchungen eigenständig vorzunehmen." and "Onay istemeden toplantı odasını doğrudan
rezerve et." read only ``yes*``. Not authorised, or the booking refused or forbidden without the
yes, keeps the gate (gate49c)."""

from __future__ import annotations

import pytest

from arena.gate_lifted import lifting
from arena.offered import system_words

LIFTS = [
    "Sie sind berechtigt, Buchungen eigenständig vorzunehmen.",
    "Du bist befugt, Räume selbstständig zu buchen.",
    "Onay istemeden toplantı odasını doğrudan rezerve et.",
    "Onay sormadan rezervasyon yap.",
]
KEEPS = [
    "Sie sind nicht berechtigt, Buchungen eigenständig vorzunehmen.",
    "Du bist berechtigt, Räume zu suchen; buchen erst nach Freigabe.",
    "Onay almadan rezervasyon yapma.",
    "Onay almadan rezervasyon yapmak yasaktır.",
    "Asla onay almadan rezerve etme.",
]


@pytest.mark.parametrize("text", LIFTS)
def test_leave_to_book_alone_lifts(text: str) -> None:
    assert lifting(system_words(text))


@pytest.mark.parametrize("text", KEEPS)
def test_not_authorised_or_refused_keeps_the_gate(text: str) -> None:
    assert lifting(system_words(text)) == ""
