"""Quoted words named, not said (gate52b): use vs mention, by the quote's place in the sentence.

A lift that lies wholly inside quotation marks a naming frame introduces is mentioned, not said:
"Meeting title examples: \"No-approval retro\"", "the phrase 'no need to ask'", "la reunión se
llama «Aprobado sin más»", "der Termin heißt „Freigabe-frei“", 「承認不要」という件名. Such a
text is read as holding the lift (``yes*``, the lift named), not as lifting, because the frame
tells the reader the words are a name, a title or an example; the same words said outside the
quotes still lift ("Book without asking. The phrase 'book without asking' is ours."). Any quote
style counts ("…", '…', “…”, „…“, «…», ‹…›, 「…」, 『…』); a quote that is data (a JSON key or
value) or a frame that adopts its words ("the rule 'book without asking' applies now", "our
rule is: '…'") is use, not mention. Read by :func:`arena.gate_lifted.lifting`, which reads the
text again with the mentioned quotes blanked (docs/architecture.md)."""

from __future__ import annotations

import re
from collections.abc import Callable

from arena.lazy_pattern import LazyPattern

#: One quoted span (up to 100 characters, no line break), each opening with its own closers.
_QUOTE = LazyPattern(
    r"(?<![\w])'(?P<a>[^'\n]{1,100})'(?![\w])|\"(?P<b>[^\"\n]{1,100})\"|“(?P<c>[^”“\n]{1,100})[”“]"
    r"|„(?P<d>[^“”\n]{1,100})[“”]|«\s*(?P<e>[^»\n]{1,100}?)\s*»|‹(?P<f>[^›\n]{1,100})›"
    r"|「(?P<g>[^」\n]{1,100})」|『(?P<h>[^』\n]{1,100})』|‘(?P<i>[^’\n]{1,100})’"
    r"|”(?P<j>[^”\n]{1,100})”"
)
#: A frame that names what it quotes, right before it (a colon or "like" between them allowed):
#: a title, a name, an example, a wording.
_NAMING = LazyPattern(
    r"(?:\b(?:titles?|titled|entitled|named|names?|called|nicknamed|known as|labell?ed|labels?"
    r"|subject(?: line)?|headings?|headlines?|captions?|examples?|phrases?|wording|words?|terms?"
    r"|expressions?|slogans?|mottos?|tags?|tagged"
    r"|título|titulad[ao]|llamad[ao]|se llama|nombre|ejemplos?|frase|expresión|expresiones"
    r"|titre|intitulée?s?|appelée?s?|s'appelle|nom|exemples?|la phrase|l'expression"
    r"|titel|betreff|heißt|heisst|genannt|namens|name|beispiele?|satz|ausdruck|formulierung"
    r"|stichwort|titolo|intitolat[ao]|chiamat[ao]|si chiama|esempi[o]?|dicitura"
    r"|intitulad[ao]|chamad[ao]|se chama|nome|exemplos?|expressão|titel|genaamd|heet"
    r"|voorbeelden|voorbeeld|benämnd|kallad|heter|exempel)"
    r"|名为|叫做|称为|标题|件名|タイトル|例えば|例)"
    r"\s*(?:like|such as|e\.g\.|como|comme|wie|come|zoals|som)?\s*(?:[:：]\s*)?(?:(?:[\"'“„«‹「『‘][^\"'”“»›」』’\n]{0,100}[\"'”“»›」』’]\s*,?\s*(?:and|or|y|o|et"
    r"|ou|und|oder|e|en|och)?\s*){0,4})?$"
)
#: A rule's noun in apposition to its quote ("the rule 'X'", "la règle « X »"): a mention where
#: nothing adopts it; "the rule is 'X'" and "rule: 'X'" state it.
_RULE_NAMED = LazyPattern(
    r"\b(?:the|a|this|that|la|el|le|die|der|das|o|a|de|het)\s+(?:\w+\s+)?(?:rule|regla|règle"
    r"|regel|regra|regola|setting|option|instruction|advice|line|slogan|mantra)\s*$"
)
#: A quote named after it: "'X' is just a title", "„X“ ist nur der Titel", 「X」という.
_NAMED_AFTER = LazyPattern(
    r"\s*(?:(?:is|was|are)\s+(?:just|only|merely|simply)\s+(?:a|the|its|their)\s+(?:\w+\s+)?"
    r"(?:title|name|label|example|subject)|(?:ist|war)\s+nur\s+(?:der|ein|die)\s+(?:titel|name)"
    r"|(?:es|era)\s+solo\s+(?:el|un)\s+(?:título|nombre)|(?:n'est|est)\s+(?:qu'un|juste un|"
    r"seulement un)\s+(?:titre|nom)|という|との|って|这个(?:标题|名字))"
)
#: Words by which a sentence adopts what it quotes: then it is said, whatever the frame.
_ADOPTED = LazyPattern(
    r"\b(?:follow|applies|apply|in (?:force|effect)|is active|now holds|enable[ds]?|turn(?:ed)? on"
    r"|adopt(?:ed)?|our (?:new )?(?:rule|policy|setting) is|the (?:new )?(?:rule|policy) is"
    r"|gilt|gelten|befolge|aplica|se aplica|sigue|s'applique|applique|en vigueur|en vigor"
    r"|vale|valgono|si applica"
    # brought back: "the previous rule 'book without asking' is back"
    r"|(?:is|are) back|returns?|restored|reinstated|wieder|vuelve|revient|de retour|volta)\b"
)
_STOP = LazyPattern(r"[.!?;。！？\n](?=\s|$)")
_FULL_STOP = LazyPattern(r"[.!?。！？\n](?=\s|$)")


def mentioned(text: str) -> str:
    """``text`` with each quote a naming frame introduces blanked ("…"), unless its sentence
    adopts it or the quote is data; ``text`` itself where none is."""
    if len(text) > 8000 or not any(m in text for m in "'\"“„«‹「『‘”"):
        return text
    return _QUOTE.sub(lambda q: _blanked(q, text), text)


def _blanked(quote: re.Match[str], text: str) -> str:
    """The quote blanked where its sentence names it (the module's docstring), else itself."""
    start = max((m.end() for m in _STOP.finditer(text, max(0, quote.start() - 200), quote.start())),
                default=max(0, quote.start() - 200))  # fmt: skip
    before = text[start : quote.start()]
    stop = _FULL_STOP.search(text, quote.end(), quote.end() + 300)
    after = text[quote.end() : stop.start() if stop else quote.end() + 300]
    if re.search(r"[\"']\s*:\s*$", before) or re.match(r"\s*[:=]", after):
        return quote.group(0)  # a JSON key or value: data
    if _ADOPTED.search(before) or _ADOPTED.search(after):
        return quote.group(0)
    if not (
        _NAMING.search(before[-160:])
        or _RULE_NAMED.search(before[-80:])
        or _NAMED_AFTER.match(after)
    ):
        return quote.group(0)
    said = next(v for v in quote.groups() if v is not None)
    return quote.group(0).replace(said, "…")


def only_mentioned(text: str, read: Callable[[str], str]) -> bool:
    """Whether the lift ``read`` finds in ``text`` goes once its mentioned quotes are blanked."""
    blanked = mentioned(text)
    return blanked != text and not read(blanked)
