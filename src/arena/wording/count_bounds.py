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

A condition on the count is met only where the request's count settles it (answers53): every
count the request may mean — its count, another bare number it names ("We're 8, 5 more may
join", "8 of us, maybe 12", "8-12 people") and their sum — stands the same side of the bound.
A bound with no people word counts people where the condition's subject is the group ("if we're
under 10", "se forem menos de 10", "si son menos de 10", "wenn es weniger als 10 sind", "als we
met minder dan 10 zijn") or its word counts things ("as long as it's fewer than 10"); "if it's
under 10" (a price, a time) stays as written.

A floor on the room's seats ("yes if it has at least 4 seats", "ja, wenn er mindestens 4 Plätze
hat", "si tiene al menos 4 plazas") is met where the request's count meets it, as the room asked
for is one that seats the group (heldout55: read unclear); a ceiling on seats ("at most 10 seats")
says nothing the count settles, and stays as written.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from arena.lazy_pattern import LazyPattern
from arena.wording.named_facts import Fact
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
#: A bound on a number: "under 10 people", "moins de 10 personnes", "fewer than 10", with its
#: people word (``people``) or a copula after it ("wenn es weniger als 10 sind": ``after``).
_BOUND = LazyPattern(
    rf"\b(?:(?P<below>{_BELOW})|(?P<at_most>{_AT_MOST})|(?P<above>{_ABOVE})|"
    rf"(?P<at_least>{_AT_LEAST})) +(?P<n>\d+|[a-z]+)"
    rf"(?:(?P<people> +(?:{_PEOPLE}))|(?P<after> +(?:sind|seid|zijn|werden|worden))(?= *(?:[,.;:!?]|$)))?\b"
)
#: A floor on the room's seats in a condition: "if it has at least 4 seats", "as long as the room
#: seats more than 4", "wenn er mindestens 4 Plätze hat", "si tiene al menos 4 plazas", "se ha
#: almeno 4 posti", "als hij minstens 4 plaatsen heeft"; the verb before or after the bound.
_SEAT_VERB = (
    r"has|have|got|seats|holds|fits|offers|hat|bietet|fasst|hatte|a|offre|tiene|ofrece|ha|tem|"
    r"heeft|biedt"
)
_SEAT_NOUN = (
    r"seats?|places?|chairs?|spots?|platze|sitzplatze|stuhle|plazas|asientos|sillas|sieges|"
    r"chaises|posti|sedie|lugares|cadeiras|plaatsen|zitplaatsen|stoelen"
)
_SEAT_BOUND = LazyPattern(
    r"\b(?:only if|if|as long as|so long as|provided(?: that)?|wenn|falls|solange|sofern|si|"
    r"siempre que|tant que|se|als|zolang|mits|desde que|s'(?=il|elle))"
    r"(?P<said>(?: *(?:it|the room|er|der raum|es|elle|la salle|il|la sala|el|ela|hij|het))?"
    rf"(?: +(?:{_SEAT_VERB}))?(?P<bound> +(?:{_AT_LEAST}|{_ABOVE})) +(?P<n>\d+|[a-z]+)"
    rf"(?P<noun> +(?:{_SEAT_NOUN}))?(?: +(?:{_SEAT_VERB}))?)\b"
)
#: A condition whose subject is the group, so that its bound counts people: "we're", "there
#: are", "se forem", "si son", "se sono", "als we", "ce sont", "wir".
_GROUP_SUBJECT = LazyPattern(
    r"\b(?:we|we're|we are|we'll be|we will be|there are|there'll be|there will be|they|they're|"
    r"wir|sind|somos|son|sean|seamos|seremos|sono|siamo|saremo|siano|sejam|sejamos|forem|formos|"
    r"sao|seremos|zijn|ce sont|on est|on sera|nous sommes|nous serons)\b"
)
#: Words that count things, not an amount: "fewer than 10", "no fewer than 6".
_COUNTED = LazyPattern(r"\bfewer\b")
#: More people than those counted, said beside the count: "+2", "2 more", "2 others".
_MORE = LazyPattern(
    r"\+ *(\d+)|\b(\d+) +(?:more|others|extra|additional|weitere|autres|mas|altri|mais|nog)\b"
)
#: What opens the condition the bound is in, right before it: "if it's", "as long as we're",
#: "wenn es", "si c'est", "si son", "se sono", "als het", "desde que sejam".
_CONDITION_BEFORE = LazyPattern(
    r"\b(?:only if|if|as long as|so long as|provided(?: that)?|wenn|falls|solange|sofern|si|"
    r"siempre que|tant que|pourvu que|se|purche|als|zolang|mits|desde que|contanto que)"
    r"(?: +(?:it'?s|it is|it will be|we'?re|we are|we'll be|we will be|there are|there'll be|"
    r"there will be|they'?re|they are|es|es sind|wir|c'est|ce sont|on est|on sera|nous sommes|"
    r"nous serons|son|sean|somos|seamos|seremos|sono|siano|siamo|saremo|het|we|met|zijn|sao|sejam|"
    r"sejamos|forem|formos|for|fur|pour|para|per|voor))*"
    r"(?: +(?:for|fur|pour|para|per|voor))? *$"
)


def count_met(answer: str, asked_counts: set[str], others: frozenset[int] = frozenset()) -> str:
    """``answer`` with a head-count bound that the request's one count meets said as that
    count ("yes if it's under 10 people" to a request for 8: "yes if it's 8 people"), where each
    count the request may mean meets it alike: its count, each of ``others`` (other numbers the
    request names, :func:`other_numbers`) and their sum."""
    counts = [int(c) for c in asked_counts if c.isdigit()]
    if len(counts) != 1 or len(answer) > 400:
        return answer
    count = counts[0]
    maybe = {count, *others, *(count + n for n in others)}
    folded = fold(answer)
    if len(folded) != len(answer):
        return answer  # the spans below are the folded text's
    for hit in reversed(list(_BOUND.finditer(folded))):
        n = int(hit.group("n")) if hit.group("n").isdigit() else word_value(hit.group("n"))
        opened = _CONDITION_BEFORE.search(folded[: hit.start()])
        if n is None or not opened or not _of_people(hit, folded[opened.start() : hit.start()]):
            continue
        if all(_within(c, n, hit) for c in maybe):
            answer = answer[: hit.start()] + f"{count} people" + answer[hit.end() :]
    return _seats_met(answer, count, maybe)


def _seats_met(answer: str, count: int, maybe: set[int]) -> str:
    """``answer`` with a floor on the room's seats that every count the request may mean meets
    said as the count ("yes if it has at least 4 seats" to 5: "yes if it's 5 people"): the room
    asked for seats the group, so it has at least as many seats as the group is people."""
    folded = fold(answer)
    if len(folded) != len(answer):
        return answer  # the spans below are the folded text's
    for hit in reversed(list(_SEAT_BOUND.finditer(folded))):
        said = hit.group("said").split()
        verbs = _SEAT_VERB.split("|")
        verb = any(w in verbs for w in said[:2]) or said[-1] in verbs
        raw = hit.group("n")
        n = int(raw) if raw.isdigit() else word_value(raw)
        if n is None or not (verb and (hit.group("noun") or "seats" in said)):
            continue
        above = "at_least" if _AT_LEAST_RE.fullmatch(hit.group("bound").strip()) else "above"
        if all((c >= n) if above == "at_least" else (c > n) for c in maybe):
            answer = answer[: hit.start("said")] + f" {count} people" + answer[hit.end("said") :]
    return answer


_AT_LEAST_RE = LazyPattern(rf"(?:{_AT_LEAST})")


def _of_people(hit: re.Match[str], opening: str) -> bool:
    """Whether the bound ``hit``, in a condition opened by ``opening``, counts people: a people
    word, a copula after it, the group as the condition's subject, or a word that counts."""
    return bool(
        hit.group("people")
        or hit.group("after")
        or _GROUP_SUBJECT.search(opening)
        or _COUNTED.search(hit.group())
    )


def other_numbers(asked: str, facts: Sequence[Fact]) -> frozenset[int]:
    """Numbers the request names besides its one count, which a head count may yet be: its bare
    numbers ("5 more may join", "maybe 12"), its counts but one, and the digits of none of its
    room, day, date or time ("8-12"); "+2" and "2 more" whatever they were read as."""
    spans = [f.span for f in facts if f.kind in ("room", "day", "date", "time")]
    numbers = [
        int(m.group())
        for m in re.finditer(r"\d+", asked[:2000])
        if not any(a <= m.start() < b for a, b in spans)
    ]
    numbers += [
        int(v) for f in facts if f.kind in ("count", "number") for v in f.values if v.isdigit()
    ]
    numbers += [int(a or b) for a, b in _MORE.findall(fold(asked[:2000]))]
    counts = [int(v) for f in facts if f.kind == "count" for v in f.values if v.isdigit()]
    for count in counts[:1]:  # the count itself, once (each reading of it above)
        numbers = [n for n in numbers if n != count]
    return frozenset(numbers)


def _within(count: int, n: int, hit: re.Match[str]) -> bool:
    if hit.group("below"):
        return count < n
    if hit.group("at_most"):
        return count <= n
    if hit.group("above"):
        return count > n
    return count >= n


__all__ = ["count_met", "other_numbers"]
