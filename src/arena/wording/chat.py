"""Chat shorthand, spelt out before an answer is read: "nvm", "w/o", "tmrw", "idk", "tbd" and the
Bavarian and Austrian "ned"/"net" (= "nicht").

Read as written, "nvm sam got one", "yes w/o Aspen", "yes tmrw" and "des passt ned" held no word
the reader knew, so the yes beside them approved (session 22): "nvm" is "never mind", "w/o" is
"without", "tmrw" is "tomorrow", "idk" is "I do not know", "tbd"/"tbc" say the answer is still to
be decided or confirmed, and "ned"/"net" after a German word negate it ("passt ned" is "passt
nicht"). Only whole words are spelt out; "net" and "ned" only after a German word, so "net cost"
and "ask Ned" stay as written. World-English words and particles are read as what they say
(session 23): "ok lah", "can lah", "sure sha, book am", "no wahala", "do the needful", "go on so"
read as "ok", "yes", "sure, book it", "no problem", "go ahead", "go on". British "crack on" as a clause
of its own is "go ahead", "ta" is "thanks", and "Cheers!" or "Ta!" as the whole answer is "yes,
thanks" (outside tester 20); "crack on with your day", "Cheers, bye" and "can, what time?" are no
yes (session 23 review). Punctuation said aloud and radio speak ("Full stop.", "10-4":
:mod:`arena.wording.dictation`) and a go-ahead mistyped by one key ("go aehad", "book ti":
:mod:`arena.wording.typos`) are written as meant first. Words struck through ("~~yes~~ no") are
taken back as "yes… actually no" takes its yes back, and a Slack mention as sent ("<@U02ABC>") is
an @-mention, whose id holds no number (held-out tester 34). Words behind a spoiler mark
("||yes||", ">!ok!<", "<spoiler>yes</spoiler>": :func:`spoiler`) are hidden until clicked, a
joke's or a teaser's mark: a yes there is none to book on (held-out tester 34). A clock face
("🕚", "🕥") is the time it shows, "at 11:00", "at 10:30" (:func:`clock_faces`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from arena.lazy_pattern import LazyPattern
from arena.wording.already import as_already
from arena.wording.dictation import punctuated
from arena.wording.other_languages import whole_answer
from arena.wording.shortcodes import as_emoji
from arena.wording.typos import unslipped

_SHORT = {
    "nvm": "never mind",
    "nvmd": "never mind",
    "nevermind": "never mind",
    "w/o": "without",
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "tmrow": "tomorrow",
    "tmw": "tomorrow",
    "2moro": "tomorrow",
    "2morrow": "tomorrow",
    "tomoz": "tomorrow",
    "idk": "I do not know",
    "idek": "I do not know",
    "dunno": "I do not know",
    "tbd": "to be decided",
    "tbc": "to be confirmed",
    "tba": "to be announced",
}
_SHORT_RE = LazyPattern(
    r"(?<![\w/])(?:" + "|".join(re.escape(k) for k in _SHORT) + r")(?![\w/])", re.IGNORECASE
)
#: German (and Bavarian) words after which "ned"/"net" is "nicht": "des passt ned", "brauch ma
#: net", "geht leider ned", "i mog ned".
_GERMAN_BEFORE = (
    r"passt|geht|gehd|brauch\w*|mog|mag|isch|hob|hab|wui|kon|konn|kann|derf|darf|soll|"
    r"muss|mua|des|das|dös|ma|mer|mir|ihr|scho|schon|aa|eh|leider|jetzt|heit|heid|wirklich|"
    r"echt|gar|noch|doch|wird|werd|gibt|gibts|klappt|funktioniert|buchen|bitte|naa|nein"
)
#: "ned" is no English word, so a few more words may come before it ("des is ned", "i mog ned").
_NED_RE = LazyPattern(
    rf"\b((?:{_GERMAN_BEFORE}|is|i|es|na|no)[ ,]+)ned\b|\b((?:{_GERMAN_BEFORE})[ ,]+)net\b",
    re.IGNORECASE,
)


#: Words of World English that say a yes or no the reader knows in other words: Nigerian Pidgin
#: "no wahala" is "no problem" and "abeg" "please", Indian English "do the needful" is "go ahead",
#: Pidgin "am" after a verb is "it" ("book am", not "book 9 am").
_IDIOMS = {
    "no wahala": "no problem",
    "abeg": "please",
    "do the needful": "go ahead",
}
_IDIOM_RE = LazyPattern(
    r"(?<![\w/])(?:" + "|".join(re.escape(k) for k in _IDIOMS) + r")(?![\w/])", re.IGNORECASE
)
#: Pidgin tense markers before a verb: "go" is "will" ("we go manage": we will manage), "don" is
#: done ("e don book already": it is booked already), so news that the room is not needed reads.
_PIDGIN_GO = LazyPattern(
    r"\b(we|i|dem|una|dey|e) go (?=(?:manage|book|do|sort|handle|find|use|cancel|see|call|check|"
    r"fit|try|get)\b)"
)
_DONE = {"book": "booked", "find": "found", "get": "got", "sort": "sorted", "reserve": "reserved",
         "cancel": "cancelled", "settle": "settled", "arrange": "arranged"}  # fmt: skip
_PIDGIN_DON = LazyPattern(r"\b(e|we|i|dem|una|dey) don (" + "|".join(_DONE) + r")\b")
_PIDGIN_AM = LazyPattern(
    r"\b(book|take|do|hold|cancel|leave|drop|reserve|get|use|keep) +am\b(?! *\d)", re.IGNORECASE
)
#: Danish and Norwegian "book det" / "book den" at a clause's end: "book it" (held-out tester 33:
#: "Ja, book det." read "det" as a condition on the yes); not "book den 5." (the 5th).
_BOOK_DET = LazyPattern(r"\b(book|bestil|bestill) +(?:det|den)\b(?= *(?:[,.;!\n]|$))", re.I)
#: Sentence particles that colour a clause and say nothing about it: Singlish "lah", "leh", "lor",
#: Nigerian "sha", "o", "jor" ("ok lah", "cannot leh", "nah sha, leave it", "yes o"), and the Irish
#: closing "so" after a go-ahead ("go on so", "go ahead so"), dropped at a clause's end
#: only and in lower case, never after "with", "ask", "tell"..., so that a name ("Sha approved",
#: "check with Sha") and "I think so" stay as written. Not "meh" or "hor":
#: they ask back or doubt ("can meh?").
_PARTICLE_RE = LazyPattern(
    r"(?:(?<=\w)(?i:(?<!\bwith)(?<!\bto)(?<!\bask)(?<!\btell)(?<!\bfrom)(?<!\bby)(?<!\bcc)"
    r"(?<!\band)(?<!\bpast)(?<!\bcall)(?<!\bping)(?<!\bfor))[ ,]+(?:lah+|leh|lor|loh|sha|jor|o)"
    r"|(?i:(?<=\bon)|(?<=\bahead)|(?<=\bthen)|(?<=\bnow)) +so)"
    r"(?= *(?:[,.;:!?\u2013\u2014]|$))"
)
#: Singlish "can" as the whole first clause ("can", "can can", "can do", "Can lah"): a yes in a
#: statement only; "cannot", "can't", "can you...?" and "can, what time?" are not it (a "can"
#: with a question may itself ask, "Can, right?").
#: A refusal after a Singlish "can" ("can, no", "can lah, don't need already"): the "can" is then
#: no yes.
_REFUSED = LazyPattern(r"\b(?:no|not|nope|nah|never|cannot|can'?t|don'?t|do not|dun)\b", re.I)
_CAN_RE = LazyPattern(r"^\s*can(?:[ ,]+can)*(?: +do)?(?= *(?:[,.;:!?\u2013\u2014]|$))", re.I)


#: British "Cheers!" and "Ta!" as the whole answer to "shall I book it?": "yes, thanks" (outside
#: tester 20); beside other words they only thank, and "ta" is "thanks" ("Lovely, ta."). With a
#: goodbye ("Cheers, bye", "Cheers then") or trailing off ("Cheers...") they take leave: no yes.
_CHEERS_ALONE = LazyPattern(
    r"\s*(?:cheers|ta)(?:[ ,]+(?:mate|muchly|very much|so much|love|pal|a lot))?\s*(?:!+|\.)?\s*",
    re.I,
)
#: British "crack on" is "go ahead" only as a clause of its own ("Crack on.", "Spot on, crack on
#: then", "yes, crack on with it"): "You crack on, we'll sort it", "crack on with your day" and
#: "crack on if you must" tell the agent to get on with something else, or grudgingly.
_CRACK_ON = LazyPattern(
    r"(^\s*|[,.;:!\n]\s*|\b(?:yes|yeah|yep|sure|ok|okay|right|so|then|just|please|go on) +)"
    r"(?:just +|please +)?crack +on(?: +(?:then|now|mate|please|with it))?"
    r"(?= *(?:[,.;:!\n\u2013\u2014]|$))",
    re.I,
)
_TA = LazyPattern(
    r"(?<![\w'/])ta(?=(?: +(?:very much|muchly|mate|love))?[ \t]*(?:[.!,;\n]|$))", re.I
)


#: Singlish "don't need already" / "don't need liao" (no longer needed) and "dun book": the
#: no-object "need" is the booking's ("ok lah, don't need already" is a no; session 23 review).
_NEED_NO_MORE = LazyPattern(
    r"\b((?:do not|don'?t|dun|does not|doesn'?t|no longer) +need)(?: +(?:already|liao|anymore|any more))+"
    r"(?= *(?:[,.;:!?)\u2013\u2014]|$))",
    re.I,
)
#: A texted "n" (and) between words and "4" (for) before a pronoun: "ya go ahead n book", "yep go 4
#: it", "ok 4 me" (heldout50: each read mixed or adding a count of 4). Not "y n", "y/n: n", "n/a",
#: nor a "4" before a noun ("ok 4 people" is a count) or after an hour ("3 till 4 it is").
_TEXTED_AND = LazyPattern(r"(?<=[a-z]{2}) +n +(?=[a-z]{2})", re.I)
_TEXTED_FOR = LazyPattern(
    r"\b(go|going|ok|okay|fine|good|gd|great|cool)\b +4 +(?=(?:it|me|us|that|this)\b)", re.I
)
#: Dutch "wijs … af" / "keur … af" (reject, disapprove: "Ik wijs het af", "we keuren de aanvraag
#: af"), a verb split around its object: read as "reject it" (heldout50: read as neither).
_DUTCH_AF = LazyPattern(
    r"\b(?:wijs|wijst|wijzen|keur|keurt|keuren)(?: +(?:het|dit|dat|deze|die|uw|je|jouw|de))?"
    r"(?: +(?:verzoek|aanvraag|boeking|reservering|voorstel))? +af\b",
    re.I,
)
_DUN = LazyPattern(
    r"\bdun(?= +(?:book|need|want|go|do|take|worry|bother|cancel|hold|reserve|use|wait)\b)", re.I
)


#: Dutch "z'n", "m'n" ("his", "my"; "met z'n zessen", the six of us): read as written, the "n"
#: was the French "n'", a negation (outside tester 29a: "Ja, we zijn met z'n zessen" read as a
#: yes and a no).
_DUTCH_POSSESSIVE = LazyPattern(r"(?<![\w'])([zmZM])['\u2019]n(?![\w'])")


#: An @-mention of the agent asked ("@bot", "@roombot:", "@booking-assistant,"): said to it, so
#: no word of the answer; read as a word, "bot" was "not" mistyped and "@bot yes" denied (outside
#: tester 30a).
_AGENT_MENTION = LazyPattern(r"(?<![\w@])@[\w.-]*(?:bot|agent|assistant)\b[:,]?", re.I)


def without_agent_mentions(text: str) -> str:
    """``text`` without its @-mentions of the agent asked (:data:`_AGENT_MENTION`): a request's
    "@roombot aspen thu 4ppl pls" is the facts alone (requests44: Aspen was read as named
    without saying whether to book it)."""
    return _AGENT_MENTION.sub("", text) if "@" in text else text


#: Words struck through in chat markdown ("~~yes~~ no", "~yes~ no, sorry") with more said after
#: them: taken back as "yes… actually no" takes its yes back, so what follows is the answer (a
#: struck "no" before a yes stays a turn, unclear); read as marks, the yes was unclear (held-out
#: tester 34).
_STRUCK = LazyPattern(
    r"(?<![\w~])(~~?)(?=[^\s~])([^~\n]{1,40}?)(?<=[^\s~])\1(?![\w~])(?=[ \t]*[^\s~])"
)


def struck_taken_back(text: str) -> str:
    """``text`` without the words struck through in it (:data:`_STRUCK`) where a word replaces
    them: a request's "**Room:** ~~Aspen~~ Cedar" asks for Cedar alone (requests44: Aspen read as
    named without saying whether to book it), "Book ~~Aspen~~ Cedar for ~~Wednesday~~ Thursday"
    for Cedar on Thursday. A struck name in a list ("• ~~Cy~~ (out sick)") stays, as the count
    reads it."""

    def gone(m: re.Match[str]) -> str:
        return " " if m.string[m.end() :].lstrip(" \t")[:1].isalnum() else m.group()

    return _STRUCK.sub(gone, text) if "~" in text else text


#: A chat app's mark on a message changed after it was sent ("yes (edited)"): no words of the
#: answer; after a struck yes it read as the words said instead ("~yes~ (edited)" approved:
#: answers40).
_EDITED = LazyPattern(r"\s*\((?:edited|bearbeitet|modifie|modifi\u00e9|editado|modificato)\)", re.I)


#: Words between underscores, chat markdown's italics or bold ("__go ahead__", "_book it_"): the
#: marks joined the first and last words ("__go"), so the go-ahead read as no word (answers35).
_UNDERLINED = LazyPattern(r"(?<![\w_])(__?)(?=[^\s_])([^_\n]{1,80}?)(?<=[^\s_])\1(?![\w_])")


#: The clock faces: U+1F550 to U+1F55B show 1 to 12 o'clock, U+1F55C to U+1F567 half past.
_CLOCK_FACE = LazyPattern("[\U0001f550-\U0001f567]\ufe0f?")


def clock_faces(text: str) -> str:
    """``text`` with each clock face written as the time it shows ("👍 but 🕚": "👍 but at
    11:00"): held-out tester 38's "👍 but 🕚" to "… at 10:00" approved, the emoji unread."""

    def said(m: re.Match[str]) -> str:
        n = ord(m.group()[0]) - 0x1F550
        return f" at {n % 12 + 1}:{'30' if n >= 12 else '00'} "

    return _CLOCK_FACE.sub(said, text)


@lru_cache(maxsize=512)
def spell_out(text: str) -> str:
    """``text`` with its chat shorthand and World-English particles written out (see the module
    docstring); reaction shortcodes and votes as their emoji (:mod:`arena.wording.shortcodes`).
    Written out once a text: one answer's reading asks two or three times (speed53d)."""
    text = clock_faces(text)  # "👍 but 🕚": "👍 but at 11:00"
    text = _AGENT_MENTION.sub("", text)  # "@bot yes": the agent asked, no "not" mistyped
    text = _EDITED.sub("", text)  # "~yes~ (edited)": the mark says nothing after the struck yes
    text = _STRUCK.sub(lambda m: m.group(2) + "... actually", text)  # "~~yes~~ no"
    text = _UNDERLINED.sub(lambda m: m.group(2), text) if "_" in text else text  # "__go ahead__"
    foreign = whole_answer(text)  # "Evet, lütfen", "はい", "Hapana": :mod:`other_languages`
    if foreign is not None:
        return foreign
    text = unslipped(punctuated(as_emoji(as_already(text))))  # "Full stop.", "10-4", "go aehad"
    text = _DUTCH_POSSESSIVE.sub(lambda m: m.group(1) + "ijn", text)  # "z'n", "m'n"
    text = _TA.sub("thanks", _SHORT_RE.sub(lambda m: _SHORT[m.group().lower()], text))
    text = _DUTCH_AF.sub("reject it", text)  # "Ik wijs het af"
    # texted "n" and "4": "go ahead n book", "go 4 it"
    text = _TEXTED_FOR.sub(r"\1 for ", _TEXTED_AND.sub(" and ", text))
    text = _IDIOM_RE.sub(lambda m: _IDIOMS[m.group().lower()], text)
    text = _PIDGIN_AM.sub(lambda m: m.group(1) + " it", text)
    text = _BOOK_DET.sub(lambda m: m.group(1) + " it", text)  # "Ja, book det."
    text = _PIDGIN_GO.sub(lambda m: m.group(1) + " will ", text)
    text = _PIDGIN_DON.sub(
        lambda m: ("it is" if m.group(1) == "e" else m.group(1)) + " " + _DONE[m.group(2)], text
    )
    text = _CRACK_ON.sub(lambda m: m.group(1) + "go ahead", text)
    text = _PARTICLE_RE.sub("", text)
    text = _NEED_NO_MORE.sub(lambda m: m.group(1) + " it any more", _DUN.sub("don't", text))
    if "?" not in text and not _REFUSED.search(text):  # "can, no" is no yes
        text = _CAN_RE.sub("yes", text)
    return _NED_RE.sub(lambda m: (m.group(1) or m.group(2)) + "nicht", text)


#: A Slack mention as sent ("<@U02ABC>", "<@U02ABC|sam>", "<!here>").
_SLACK_MENTION = LazyPattern(r"<(?:@[UW][A-Z0-9]+(?:\|([\w.-]+))?|!(here|channel|everyone)[^>]*)>")


#: A phone's tapback sent on as text: 'Liked "Book R-102 …?"', 'Disliked "…"' (answers40: each
#: read unclear, where 'Reacted 👍 to "…"' approves); a heart is a like, the others no answer.
_TAPBACK = LazyPattern(
    r'^\s*(liked|loved|disliked|laughed at|emphasi[sz]ed|questioned) +(?=["\u201c\u201e\u00ab])',
    re.I,
)
_TAPPED = {"liked": "\U0001f44d", "loved": "\U0001f44d", "disliked": "\U0001f44e"}
#: A heart typed as "<3" ending the answer ("yes <3"), not "fewer than 3".
_HEART = LazyPattern(r"(?<![\w<])<3+(?=[\s.!]*$)")
#: A numbered list's marks, from 1 on, each line one ("1. Yes\n2. Thanks!"): no counts.
_NUMBERED = LazyPattern(r"^[ \t]*(\d{1,2})[.)][ \t]+", re.M)


#: Words struck through in HTML: "<s>yes</s>", "<del>yes</del>", "<strike>yes</strike>".
_HTML_STRUCK = LazyPattern(r"<(s|del|strike)(?:\s[^>]*)?>([^<\n]{1,40}?)</\1\s*>", re.I)


def chat_marks(text: str) -> str:
    """``text`` with a tapback sent as text written as the reaction it is ('Liked "…"' as
    'Reacted 👍 to "…"') and a numbered list's marks left out where every line is numbered 1, 2, …
    in turn ("1. Yes\n2. Thanks!": answers40 read 1 and 2 as counts)."""
    text = _HEART.sub(" \u2764\ufe0f", text)  # "yes <3": a heart, not 3 people (answers40)
    if "<" in text:  # "<s>yes</s>": struck in HTML as "~~yes~~" in markdown (session 42: approved)
        text = _HTML_STRUCK.sub(lambda m: f"~~{m.group(2)}~~", text)
    tapped = _TAPBACK.match(text)
    if tapped:
        said = _TAPPED.get(tapped.group(1).lower(), "\u2753")
        text = f"Reacted {said} to " + text[tapped.end() :]
    lines = [line for line in text.splitlines() if line.strip()]
    marks = [_NUMBERED.match(line) for line in lines]
    if len(lines) > 1 and all(m and int(m.group(1)) == n for n, m in enumerate(marks, 1)):
        text = _NUMBERED.sub("", text)
    return text


def unslacked(text: str) -> str:
    """``text`` with its Slack mentions as @-mentions ("<@U02ABC|sam>" as "@sam", "<!here>" as
    "@here", an id alone as "@someone"): said to that person (:mod:`arena.wording.addressed`),
    and the id holds no number (held-out tester 34: "<@U02ABC> yes" added the number 02)."""
    if "<" not in text:
        return text
    return _SLACK_MENTION.sub(lambda m: "@" + (m.group(1) or m.group(2) or "someone"), text)


#: Words behind a spoiler mark: Discord's and Slack's "||…||", Reddit's ">!…!<", a forum's
#: "<spoiler>…</spoiler>" or "[spoiler]…[/spoiler]".
_SPOILER = LazyPattern(
    r"\|\|(?=\S)[^|\n]{1,80}?\|\||>!(?=\S)[^!\n]{1,80}?!<"
    r"|<spoiler>[^<]{1,80}</spoiler>|\[spoiler\][^\[]{1,80}\[/spoiler\]",
    re.I,
)


def spoiler(text: str) -> str | None:
    """The words of ``text`` behind a spoiler mark ("||yes||"), else None: hidden, said as a
    joke or a teaser, they are no go-ahead (held-out tester 34 found "||yes||" approved)."""
    if "|" not in text and "!<" not in text and "poiler" not in text.lower():
        return None
    found = _SPOILER.search(text)
    return found.group() if found else None


def thanks_as_yes(text: str) -> str:
    """``text``, or "yes, thanks" where it is only "Cheers!" or "Ta!" (:data:`_CHEERS_ALONE`):
    read on the whole answer before its goodbyes are dropped, so "Cheers, bye" is no yes."""
    return "yes, thanks" if _CHEERS_ALONE.fullmatch(text) else text


#: A chat export's stamp opening a line ("[09:05] lee:") and a chat sender's name and time alone
#: on a line ("priya 10:06"): no count either (:data:`arena.model.no_count.NO_COUNT`).
BRACKET_STAMP = r"^[ \t]*\[[^\]\n]{0,24}\d{1,2}:\d{2}[^\]\n]{0,12}\]"
SENDER_LINE = (
    r"^[ \t]*@?(?!(?i:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|today|tomorrow|tmrw)\b)"
    # ... nor a time's own word: "start 10:30 AM", "maybe 10:30 AM", "noon 12:30 PM" (regress52)
    r"(?!(?i:start\w*|begin\w*|at|by|from|until|till|around|about|approx\w*|ca|circa|maybe"
    r"|perhaps|noon|midday|morning|afternoon|evening|tonight|earliest|latest|before|after|ideally"
    r"|pref\w*|um|ab|bis|vers|alle|om|dalle|desde|hasta|ore|meeting|call|time)\b)"
    r"[^\W\d][\w.'-]{0,30}(?:[ \t]+(?!(?i:at|by|from|until|till|um|ab|bis|vers|alle|om)\b)"
    # ... and with AM/PM: "maya 9:14 AM", "ines 9:12 pm" (requests52: the question said
    # "(the request says: 9:14 AM, 9:20 AM)"); not "Meeting at 9:14 AM", a time asked for
    r"[^\W\d][\w.'-]{0,30})?[ \t]+\d{1,2}:\d{2}(?:[ \t]*(?i:[ap]\.?m\b\.?))?[ \t]*$"
)
#: When a chat line was sent, not a time the request asks for: held-out tester 40's "[Mon 09:12]
#: ines: …" and "priya 10:06" above "need a room … for 9 ppl" were put in the approval question
#: as "(the request says: 09:12], …)", so "yes, as long as it's before noon" approved.
CHAT_STAMP = LazyPattern(BRACKET_STAMP + "|" + SENDER_LINE, re.M)


def without_chat_stamps(text: str) -> str:
    """``text`` with its chat stamps (:data:`CHAT_STAMP`) blanked: what a request asks for, read
    alike by the model's approval question and by an item's loader reading an answer."""
    return CHAT_STAMP.sub(" ", text)
