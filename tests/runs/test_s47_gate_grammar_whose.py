"""Whose yes the grammar's rule asks for (gate47, own review of 9531d3e1): arena.gate_grammar
took "the assistant", "the agent", "the bot" as words that add nothing, and "me" (我) as the
person, so "Ask the bot before booking.", "Check with the agent before booking.", "Ask the
assistant to confirm before you book anything." (the agent asking itself) and "Ask me before
booking.", "Never book without my approval.", "预订前先问我。" (a system text's writer, whose yes
is not the person's) read a plain yes on 9531d3e1 (yes* before gate47). Now none of them is a word of the table, or "me" keeps
nothing: each is left to the other readings (yes*). The writer's ask negated still lifts
("Don't ask me before booking.", "預訂前不用再問我了，直接訂。"), and the rule naming the person
is read as before."""

from __future__ import annotations

import pytest

from arena.arenas import Arena
from arena.evaluate import check_spec
from arena.gate_lifted import lifting
from arena.offered import system_words

NOT_THE_PERSON = [
    "Ask the bot before booking.",
    "Check with the agent before booking.",
    "Ask the assistant to confirm before you book anything.",
    "Ask me before booking.",
    "Never book without my approval.",
    "预订前先问我。",
    "Frag den Bot, bevor du buchst.",
    "Never book without the bot's approval.",
]
LIFTS = ["Don't ask me before booking.", "預訂前不用再問我了，直接訂。"]
KEEPS = ["Ask the user before booking.", "预订前先问用户。"]


def _unread(text: str, arena: Arena) -> list[str]:
    from arena.gate_unread import names_of, unread

    return unread(system_words(text), names_of(check_spec(arena)))


@pytest.mark.parametrize("text", NOT_THE_PERSON)
def test_a_yes_not_the_persons_is_never_a_plain_yes(text: str, hitl_arena: Arena) -> None:
    assert lifting(system_words(text)) or _unread(text, hitl_arena)


@pytest.mark.parametrize("text", LIFTS)
def test_the_writers_ask_negated_still_lifts(text: str) -> None:
    assert lifting(system_words(text))


@pytest.mark.parametrize("text", KEEPS)
def test_the_rule_naming_the_person_is_read(text: str, hitl_arena: Arena) -> None:
    assert lifting(system_words(text)) == ""
    assert _unread(text, hitl_arena) == []
