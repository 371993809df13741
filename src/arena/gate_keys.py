"""A setting whose key names the gate and whose value says off (gate54).

Mechanism, in one sentence: a ``key: value`` or ``KEY=value`` entry is read by the parts of its
key (snake, kebab or camel case) and the class of its value, not by a list of whole keys — a
key with a part of the gate's name in any language (approval, gate, hitl, freigabe, zgoda,
godkännande, onay, …), no part that turns it round (auto, skip, bypass, no, disable, …) and no
part that names a detail of the gate or another act (timeout, channel, search, cancel, …),
set to a value of the closed class that says off in any language (false, off, 0, skip,
bypass, none, nein, nie, nej, não, hayır, …), lifts the gate: "gate_mode: bypass",
"HITL_ENABLED=0", "freigabe_erforderlich: nein", "wymagana_zgoda: nie". "auto_approve: false",
"approval_timeout: 0", "search_approval: off", "approved: false" (a verdict, not the gate) and
"require_approval: true" keep it. Read by :func:`arena.gate_sentences.setting_off`."""

from __future__ import annotations

import re
from collections.abc import Iterator

from arena.lazy_pattern import LazyPattern

#: One entry: its key (a word of letters, digits, ``_``, ``-``, ``.``) and its value, quoted or
#: bare; bounded (a key up to 60 characters, a value up to 30).
_ENTRY = LazyPattern(
    r"(?<![\w.-])[\"'`]?([^\W\d][\w.-]{1,59})[\"'`]?\s*[:=]\s*[\"'`]?([^\W_][\w-]{0,29})[\"'`]?"
    # the value ends the entry: the text's end, a mark, or the next entry ("… nie tryb: …")
    r"(?=\s*$|\s*[,;#}\])]|\s+-\s|\s*\n|\s+[^\W\d][\w.-]{0,59}\s*[:=]"
    # an XML attribute's end (gate55): '<tool name="book_room" gate="none"/>'
    r"|(?<=[\"'])\s*/?>)"
)
#: A part of a key that is the gate's name (its stem), in the readers' languages.
_GATE_PART = LazyPattern(
    r"^(?:approv\w*|approb\w*|approuv\w*|aprob\w*|aprova\w*|approvaz\w*|gates?|gating|consent"
    r"|hitl\w*|signoff|sign|confirm\w*|freigabe\w*|genehmig\w*|zustimmung\w*|bestätigung\w*|zgod\w*"
    r"|godkänn\w*|godkan\w*|onay\w*|goedkeur\w*|toestemming\w*|validation|autorizac\w*"
    r"|autorisation|human|review|oversight|checkpoint\w*)$"
)
#: A part that turns the key round (its off keeps the gate) or makes it a detail of the gate or
#: another act's: the key then says nothing of whether the booking is asked.
_OTHER_PART = LazyPattern(
    r"^(?:auto\w*|skip\w*|bypass\w*|no|not|never|disable\w*|without|dont|override\w*|ignore\w*"
    r"|optional|skippable|exempt\w*|free|sent|send\w*|receipt\w*|e?mails?"
    r"|approved|confirmed|granted|timeout|ttl|retries|retry|reminder\w*|channel|counts?"
    r"|limit|threshold|seats|log\w*|messages?|text|template|notify|notification\w*|language|lang"
    r"|locale|search\w*|find\w*|list\w*|lookup|query|read\w*|cancel\w*|delet\w*|edit\w*"
    r"|change\w*|catering|purchase\w*|expense\w*|name|id|url|endpoint|host|port"
    # a state or an answer of the gate, not whether it is asked: "review_status: none",
    # "human_response: none", "gate_passed: false" say no answer came yet (regress54)
    r"|status|state|passed|received|given|pending|respon[sd]\w*|answer\w*|result\w*|decision\w*"
    r"|outcome|token|verdict)$"
)
#: A value that says off, in the readers' languages.
_OFF = frozenset(
    [
        "false",
        "off",
        "no",
        "none",
        "0",
        "disabled",
        "disable",
        "skip",
        "skipped",
        "bypass",
        "bypassed",
        "never",
        "nein",
        "aus",
        "kein",
        "keine",
        "nie",
        "nej",
        "non",
        "nee",
        "não",
        "nao",
        "hayır",
        "hayir",
        "yok",
        "brak",
        "ninguno",
        "ninguna",
        "aucun",
        "aucune",
        "nessuno",
        "falso",
        "falsch",
        "onwaar",
        "fałsz",
        "nessuna",
        "inactive",
        "deactivated",
    ]
)
_PARTS = LazyPattern(r"[A-ZÀ-Þ]?[a-zß-ÿ]+|[A-ZÀ-Þ]+(?![a-z])|\d+")


def keyed_off(sentence: str) -> Iterator[re.Match[str]]:
    """Each entry of ``sentence`` whose key names the gate and whose value says off (the
    module's docstring)."""
    for found in _ENTRY.finditer(sentence[:4000]):
        key, value = found.group(1), found.group(2)
        if value.casefold() not in _OFF:
            continue
        parts = [p.casefold() for p in _PARTS.compiled.findall(key)]
        if any(_OTHER_PART.compiled.match(p) for p in parts):
            continue
        if any(_GATE_PART.compiled.match(p) for p in parts):
            yield found


__all__ = ["keyed_off"]
