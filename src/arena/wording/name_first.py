"""A name that opens a yes and says whose it is: "Sam - yes", "Tom — approved", "Sam 👍",
"Priya ✅", "Sam yes", and a full name so written ("Kim Lee: yes", "Lee Chen - yes", "Ana María
López: yes": outside tester 34) or with an apostrophe ("O'Neill - yes": held-out tester 34b),
each of its words held to the checks below.

Chat and relayed answers put the speaker first: a poll's "Sam - yes", a forwarded "Priya ✅", a
dictated "Sam yes". Outside tester 32 found each approved and booked, where "Sam: yes" already
read as someone else's (:data:`arena.wording.reported.ROLE_COLON_RE`). A name before the yes may
also be the asker addressed, but the answer does not say which, so the answer reader
(:func:`arena.wording.answers.explain_answer`) reads it as unclear and the agent asks again.

What stays a yes: a name after a greeting or thanks ("Hi Sam - yes", "Thanks Sam, yes"), a name
and a comma ("Sam, yes go ahead": the asker addressed), a name after the yes ("yes, Sam"), and a
word that opens answers and names nobody ("Update - yes", "Morning — approved", "Sounds good",
"Cedar - yes" where Cedar is a room, "Wednesday 👍"), and the person's own role or vote ("As
Approver: yes", "Als Genehmiger: ja", "Mein Votum: ja"). With only a space between them, the name
must be followed by a bare yes alone ("Sam yes", "Sam 👍"); "Looks good" and "Just book it" are
no name and a yes.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.days import weekday
from arena.wording.free_text import classify_why
from arena.wording.named_facts import RoomWords, room_key, room_keys

#: A capitalised word, then a dash or a space, then the rest of a one-line answer.
_OPENING = LazyPattern(
    r"^\s*(?P<name>[A-Z\u00c0-\u00de](?:[a-z\u00df-\u00ff]+|(?=['\u2019][A-Z]))"
    r"(?:[-'\u2019][A-Z]?[a-z\u00df-\u00ff]+)?"
    r"(?:[ \t]+[A-Z\u00c0-\u00de][a-z\u00df-\u00ff]*(?:[-'\u2019][A-Z]?[a-z\u00df-\u00ff]+)?){0,2})"
    r"(?P<sep>[ \t]*[-\u2013\u2014:]+[ \t]*|[ \t]+)(?P<rest>[^\n]*\S)[ \t]*$"
)
#: A yes alone, in words or marks, with a please or thanks: what may follow a name with only a
#: space before it ("Sam yes", "Omar yes please").
_BARE_YES = LazyPattern(
    r"(?i:yes|yep|yeah|yup|ya|ok|okay|approved?|go ahead|go for it|sure|lgtm|agreed|fine)?"
    r"[ \t]*[\U0001f44d\U0001f3fb-\U0001f3ff\u2705\u2714\ufe0f\U0001f44c\U0001f197\U0001f64c]*"
    r"(?:[ \t,]+(?i:please|pls|plz|thanks|thx|ty))?[ \t.!]*"
)
#: Words that open an answer and are no one's name: greetings, fillers, labels, adverbs, verbs.
_NOT_NAME_WORDS = """
    hi hello hey hiya dear morning evening afternoon thanks thank thx cheers ta sorry please pls
    update answer decision status reply response result verdict outcome note re fwd fw ps edit
    booking request room rooms approval meeting summary final conclusion quick short
    also and but so then well right oh ah ahh um uh erm hmm hm honestly anyway actually just still
    again otherwise overall basically sounds looks seems works happy all that this it its one
    book go do let send reserve take grab get please confirm approve yes yep yeah sure done noted
    good nice cool lovely fab super perfect great fine brilliant excellent awesome wonderful
    totally definitely certainly absolutely obviously clearly sure surely probably maybe
    now today tomorrow tonight asap urgent fyi btw imo tbh lol haha ha ok okay alright aight
    mine me my our we us you your they he she here there what yo hallo hola bonjour salut ciao hej
    team folks guys everyone everybody subject text tldr edit ps note per from via according
    wait hold hang hmmm mmm err welp
    transcript transcription transcribed voicemail dictated dictation message msg comment comments
"""
_NOT_NAMES = frozenset(_NOT_NAME_WORDS.split())
#: Words that open the person's own role or vote ("As Approver: yes", "Als Genehmiger: ja", "Mein
#: Votum: ja"): no name, but a name may follow them, someone else's role or vote ("As Priya: yes",
#: "Als Anna: ja", "Stem Priya: ja": regress50, each approved), read as the name it is. Not
#: "mia" ("Mia - approved": a name).
_OWN_WORD_LIST = (
    "as als en como come mein meine mon ma mi mio meu minha mijn vote votum stimme voto stem"
)
_OWN_WORDS = frozenset(_OWN_WORD_LIST.split())
#: The roles that person may give ("As Budget Owner - yes", "Als Genehmigerin: ja").
_ROLE = LazyPattern(
    r"(?:budget|owner|approv\w*|genehmig\w*|entscheid\w*|\w*leiter\w*|leitung|verantwort\w*|"
    r"\w*manager\w*|lead|head|chair\w*|decid\w*|decision|maker|boss|chef\w*|admin\w*|"
    r"organi[sz]er\w*|host|approba\w*|aproba\w*|aprova\w*|approva\w*|goedkeur\w*|beslis\w*|"
    r"verantwoordelijk\w*|responsab\w*|jef[ea]|direct\w*|direkt\w*|vorgesetzt\w*|supervisor)"
)
#: Words that end a Title Case phrase said before a yes, never a name's later word ("Makes
#: Sense - yes", "Fair Enough - yes", "Double Checked - yes", "Sign Off: yes").
_PHRASE_END_WORDS = "sense enough off up out over checked line course light call done set thing it"
_PHRASE_ENDS = frozenset(_PHRASE_END_WORDS.split())
#: Names that end as an adverb does; any other word in "-ly" is one ("Reluctantly approved.").
_LY_NAME_WORDS = (
    "emily lily kelly holly sally molly billy shelly beverly kimberly ally dolly polly carly"
)
_LY_NAMES = frozenset(_LY_NAME_WORDS.split())


def name_first(own: str, rooms: RoomWords | None = None) -> str | None:
    """The name that opens ``own`` (the person's own words) before the rest of a one-line
    answer ("Sam - yes", "Sam 👍"), else None; ``rooms``' names are no one's. The caller asks only
    of an answer it reads as a yes."""
    m = _OPENING.match(own)
    if m is None:
        return None
    name, sep, rest = m.group("name"), m.group("sep"), m.group("rest")
    if name.split()[0].lower() in _OWN_WORDS:  # "As Approver: yes"; not "As Priya: yes"
        others = [w for w in name.split() if not _own(w)]
        if not others:
            return None
        name = " ".join(others)
    if not all(_may_name(word, rooms) for word in name.split()):
        return None
    if " " in name and not _may_be_full_name(name):
        return None
    dashed = bool(re.search(r"[-\u2013\u2014:]", sep))
    if not dashed and not _BARE_YES.fullmatch(rest):
        return None  # "Looks good", "Just book it": a word of the sentence, not a name
    return name


def _own(word: str) -> bool:
    """Whether ``word`` opens or names the person's own role or vote, no one's name."""
    return word.lower() in _OWN_WORDS or _ROLE.fullmatch(word.lower()) is not None


def _may_be_full_name(name: str) -> bool:
    """Whether ``name``, two or three capitalised words, may be a full name: not a phrase that
    answers as a whole ("Of Course - yes", "Thumbs Up - yes", "Green Light: yes") and no later
    word that ends such a phrase ("Makes Sense", "Fair Enough", "Signed Off", "Bottom Line"),
    each word alone being no answer (regress34: 666ff061 read these honest yeses as unclear)."""
    if classify_why(name).verdict != "unclear":
        return False
    return not any(word.lower() in _PHRASE_ENDS for word in name.split()[1:])


def _may_name(word: str, rooms: RoomWords | None) -> bool:
    """Whether ``word``, capitalised at an answer's start, may be (part of) a person's name: not
    an adverb, a word that opens answers, a day, a word that answers ("Approved - Sam") or a room
    ("Cedar - yes": the room asked, as its label)."""
    if word.lower().endswith("ly") and word.lower() not in _LY_NAMES:
        return False
    if word.lower() in _NOT_NAMES or weekday(word) is not None:
        return False
    if re.split(r"['\u2019]", word.lower())[0] in _NOT_NAMES:
        return False  # "That's approved.", "It's approved": a word's contraction (held-out 34b)
    if classify_why(word).verdict != "unclear":
        return False
    return not any(room_key(word) in keys for keys in room_keys(rooms))
