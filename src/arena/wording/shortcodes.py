"""Chat reactions typed as words, read as the emoji they stand for: Slack and Teams shortcodes
(":+1:", ":white_check_mark:", ":no_entry_sign:"), a vote that opens or is the answer ("+1 from
me", "-1"), and the Polish "tak" (yes) as an answer of its own ("No, jasne" too).

Read as written, ":+1:" held no word the reader knew and ":+1: go ahead" added the number 1 to
the request (outside tester 22), while the 👍 it stands for approves. A shortcode nobody lists
stays as written (no answer); "+1" inside a number ("+1 555 0100") is no vote; "tak" is a yes only
with nothing after it but please, thanks or "book it" ("Tak, rezerwuj"), so "tak, ale w środę"
(yes, but on Wednesday) stays unclear rather than booking Tuesday.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

#: Shortcode names (without colons) and the emoji the reader knows for them.
_EMOJI = {
    "+1": "\U0001f44d",
    "thumbsup": "\U0001f44d",
    "thumbs_up": "\U0001f44d",
    "like": "\U0001f44d",
    "white_check_mark": "\u2705",
    "heavy_check_mark": "\u2714",
    "check": "\u2714",
    "ballot_box_with_check": "\u2714",
    "ok_hand": "\U0001f44c",
    "ok": "\U0001f197",
    "100": "\U0001f4af",
    "-1": "\U0001f44e",
    "thumbsdown": "\U0001f44e",
    "thumbs_down": "\U0001f44e",
    "x": "\u274c",
    "cross_mark": "\u274c",
    "heavy_multiplication_x": "\u2716",
    "no_entry_sign": "\U0001f6ab",
    "no_entry": "\u26d4",
    "no_good": "\U0001f645",
    "eyes": "\U0001f440",
    "thinking_face": "\U0001f914",
    "thinking": "\U0001f914",
    "face_with_rolling_eyes": "\U0001f644",
    "roll_eyes": "\U0001f644",
    "rolling_eyes": "\U0001f644",
    "upside_down_face": "\U0001f643",
    "smirk": "\U0001f60f",
}
_SHORTCODE = LazyPattern(
    r"(?<![\w:]):(" + "|".join(re.escape(k) for k in _EMOJI) + r"):(?::skin-tone-\d:)?(?![\w])",
    re.IGNORECASE,
)
#: "+1" / "-1" as a vote: the answer's first word or alone, before a mark, "from me" or the end
#: (not "+1 555 0100", not "for 6+1 people").
_VOTE = LazyPattern(r"^(\s*)([+-])1(?=\s*(?:[,.!;:\u2013\u2014]|-\s|from\b|here\b|$))", re.I)
_VOTED = {"+": "\U0001f44d", "-": "\U0001f44e"}
#: Polish "tak" (yes), or "jasne", "pewnie", "spoko", "dobra" (sure, ok), with nothing after it but
#: please, thanks, sure or "book it", and the "no" ("well") Polish says before one: "No, jasne",
#: "No tak", "No pewnie, rezerwuj" (outside tester 29c: read as English "No", each denied);
#: "Dobrze, zgoda." (fine, agreed: evals47, read unclear though each word alone reads approve).
_TAK_ALONE = LazyPattern(
    r"\s*(?:no\b[\s,]*)?(?:tak|jasne|pewnie|spoko|dobra|dobrze|zgoda|oczywi[sś]cie)\b(?:[\s,.!]+(?:prosz[eę]|rezerwuj|zarezerwuj|zarezerwowa[cć]|rezerwowa[cć]|dzi[eę]kuj[eę]|dzi[eę]ki|jasne|zgoda|dobrze|"
    r"oczywi[sś]cie|pewnie|[sś]mia[lł]o|jest))*[\s.!]*",
    re.IGNORECASE,
)


def as_emoji(text: str) -> str:
    """``text`` with its reaction shortcodes and votes as emoji, and a Polish "tak" alone as
    "yes" (see the module docstring)."""
    if _TAK_ALONE.fullmatch(text):
        return "yes"
    text = _SHORTCODE.sub(lambda m: _EMOJI[m.group(1).lower()], text)
    return _VOTE.sub(lambda m: m.group(1) + _VOTED[m.group(2)], text)
