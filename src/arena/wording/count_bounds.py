"""A yes on a condition that bounds the head count, which the request's own count meets: "yes if
it's under 10 people" to a request for 8, "ok as long as it's no more than 10 people", "ja, wenn
es weniger als 10 Personen sind", "oui si c'est moins de 10 personnes" (answers52: read unclear, a
condition the agent cannot check, where "yes if it's on a weekday" to a Friday request approves).

The head count is the one fact of the request such a bound speaks of, so the agent can check it:
:func:`count_met` says a bound the request's count meets as that count ("yes if it's 8 people"),
which :func:`arena.wording.facts.compare` then says as "it" and
:func:`arena.wording.provisos.drop_met` reads as met. A bound it does not meet ("under 10" to a
request for 12), a request with no count or two, and a bound with no people word ("under 10",
which may be a time or a price) are left as written, and so stay unclear.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold, word_value

#: Bounds, each with how the request's count must compare to stand within it (folded words).
_BELOW = (
    r"under|below|less than|fewer than|unter|weniger als|moins de|menos de|meno di|minder dan|"
    r"onder"
)
_AT_MOST = (
    r"no more than|not more than|at most|up to|max(?:imum)?(?: of)?|hochstens|maximal|bis zu|"
    r"nicht mehr als|au plus|au maximum|pas plus de|jusqu'a|como maximo|no mas de|hasta|"
    r"al massimo|non piu di|fino a|hoogstens|maximaal|niet meer dan|tot|no maximo|ate|nao mais de"
)
_ABOVE = r"over|more than|above|mehr als|uber|plus de|mas de|piu di|meer dan|mais de"
_AT_LEAST = (
    r"at least|no fewer than|no less than|mindestens|wenigstens|au moins|al menos|por lo menos|"
    r"almeno|minstens|ten minste|pelo menos|no minimo"
)
_PEOPLE = (
    r"people|persons?|pax|attendees|participants|guests|heads|of us|of you|personen|leute|"
    r"teilnehmer|gaste|personnes|participants|personas|asistentes|persone|partecipanti|mensen|"
    r"deelnemers|pessoas|participantes"
)
#: A bound on the head count said with a people word: "under 10 people", "moins de 10 personnes".
_BOUND = LazyPattern(
    rf"\b(?:(?P<below>{_BELOW})|(?P<at_most>{_AT_MOST})|(?P<above>{_ABOVE})|"
    rf"(?P<at_least>{_AT_LEAST})) +(?P<n>\d+|[a-z]+) +(?:{_PEOPLE})\b"
)
#: What opens the condition the bound is in, right before it: "if it's", "as long as we're",
#: "wenn es", "si c'est", "si son", "se sono", "als het", "desde que sejam".
_CONDITION_BEFORE = LazyPattern(
    r"\b(?:only if|if|as long as|so long as|provided(?: that)?|wenn|falls|solange|sofern|si|"
    r"siempre que|tant que|pourvu que|se|purche|als|zolang|mits|desde que|contanto que)"
    r"(?: +(?:it'?s|it is|it will be|we'?re|we are|there are|es|es sind|wir|c'est|ce sont|on est|"
    r"nous sommes|son|somos|sono|siamo|het|we|zijn|sao|sejam|for|fur|pour|para|per|voor))*"
    r"(?: +(?:for|fur|pour|para|per|voor))? *$"
)


def count_met(answer: str, asked_counts: set[str]) -> str:
    """``answer`` with a head-count bound that the request's one count meets said as that
    count ("yes if it's under 10 people" to a request for 8: "yes if it's 8 people")."""
    counts = [int(c) for c in asked_counts if c.isdigit()]
    if len(counts) != 1 or len(answer) > 400:
        return answer
    count = counts[0]
    folded = fold(answer)
    if len(folded) != len(answer):
        return answer  # the spans below are the folded text's
    for hit in reversed(list(_BOUND.finditer(folded))):
        n = int(hit.group("n")) if hit.group("n").isdigit() else word_value(hit.group("n"))
        if n is None or not _CONDITION_BEFORE.search(folded[: hit.start()]):
            continue
        if _within(count, n, hit):
            answer = answer[: hit.start()] + f"{count} people" + answer[hit.end() :]
    return answer


def _within(count: int, n: int, hit: re.Match[str]) -> bool:
    if hit.group("below"):
        return count < n
    if hit.group("at_most"):
        return count <= n
    if hit.group("above"):
        return count > n
    return count >= n


__all__ = ["count_met"]
