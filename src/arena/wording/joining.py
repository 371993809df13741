"""A yes that adds people by name: "Yes, plus Kim.", "Yes, and Kim.", "Yes. Kim and Lee are
joining.", "Approved — Kim's coming too".

The head count asked is a number; a name added to the yes may be one person more, which the
agent cannot tell (outside tester 27b: each approved the count asked). The answer reader reads
such a yes as unclear (:mod:`arena.wording.beyond`). A name is a capitalised word, read on the
answer as written: "and thanks", "plus VAT" and a weekday or room are no one added.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.days import weekday

_NAME = r"(?:[A-Z\u00c0-\u00de][a-z\u00df-\u00ff]+(?:['-][A-Z]?[a-z\u00df-\u00ff]+)*)"
_NAMES = rf"{_NAME}(?:(?: *, *| +(?:and|&|und|et|y|e|en) +){_NAME}){{0,4}}"
#: Someone added: "plus Kim", "and Kim." as the last words, "Kim and Lee are joining", "Kim's
#: coming too", "Kim will join", "add Kim", "invite Kim too", "Kim kommt auch mit".
_JOINING = LazyPattern(
    rf"(?:\b(?:plus|also|add|adding|(?:and|&) +also)|\+) +(?P<plus>{_NAMES})\b"
    rf"|(?:^|[,.;!\u2013\u2014]|\b(?:yes|yep|yeah|sure|ok|okay|approved)\b) *(?:and|&) +"
    rf"(?P<and>{_NAMES}) *(?:too|as well)? *(?:[.!]+ *)?$"
    rf"|\b(?P<join>{_NAMES})(?:(?: +(?:is|are|will be)|['\u2019](?:s|re)) +(?:also +)?(?:joining|"
    r"coming|attending|tagging along|dialling in|dialing in|sitting in)| +(?:will|would|can|might)"
    r" +(?:also +)?(?:join|come|attend)| +(?:joins|comes along|tags along))\b"
    rf"|(?:^|[,.;!\u2013\u2014]) *(?<!thanks, )(?<!Thanks, )(?P<too>{_NAME}(?: +(?:and|&) +{_NAME})*) +"
    r"(?:too|as well|will be there(?: too)?)"
    r" *[.!]* *$"
    rf"|\b(?i:invite|include|bring(?: +along)?|loop +in|invita +a|invitez|lade)"
    rf"(?: +(?:also|too))? +(?P<invite>{_NAMES})\b"
    # someone by role who comes too: "my intern is joining", "the new hire will sit in", "a
    # guest from legal", "plus my manager" (answers36: each approved the count asked)
    rf"|(?<!\bto )(?<!\bcc )(?<!\bfrom )\b(?P<role>(?:my|our|the|a|an|his|her|their|two|three|some) +(?:new +)?(?:intern|interns|"
    r"new hire|hire|guest|guests|manager|boss|colleague|colleagues|contractor|contractors|"
    r"visitor|visitors|candidate|trainee|trainees|assistant|consultant|consultants|partner|cfo|"
    r"ceo|cto|director|lead)(?: +from +\w+)?)(?= *(?:[.!]|$| +(?:is|are|will|too|as well|also|"
    r"joins|join|comes|coming)\b))"
    rf"|\b(?P<mit>{_NAMES}) +(?:kommt|kommen) +(?:auch|noch) +(?:mit|dazu)\b"
    # someone named only as "he" or "she" who comes: "send the invite to my manager too - she
    # is joining", "send it to Marco, he'll join us" (an errand's addressee who also comes:
    # ef216c27 read the first as a clear yes with an errand, regress36)
    r"|\b(?P<pron>(?i:she|he))(?:(?: +(?:is|will be)|['\u2019](?:s|ll be)) +(?:also +)?(?:joining|"
    r"coming|attending|tagging along|dialling in|dialing in|sitting in)| *(?: +will|['\u2019]ll)"
    r" +(?:also +)?(?:join|come|attend)| +(?:joins|comes along|tags along))\b"
)
#: Capitalised words that are no person added.
_NOT_PEOPLE_WORDS = (
    "yes yeah yep sure ok okay thanks thank cheers please the a we i you they he she it "
    "everyone everybody all team vat tax coffee lunch catering snacks drinks breakfast zoom "
    "teams and also one two three guests people others some"
)
_NOT_PEOPLE = frozenset(_NOT_PEOPLE_WORDS.split())


def joined(text: str, rooms: frozenset[str] = frozenset()) -> str | None:
    """The words of ``text`` (an answer as written) that add someone by name, else None;
    ``rooms``: room names (folded), which are no people."""
    for m in _JOINING.finditer(text):
        group = next(
            g for g in ("plus", "and", "join", "too", "invite", "mit", "role", "pron") if m.group(g)
        )
        if group in ("role", "pron"):
            return " ".join(m.group().split())
        names = re.findall(_NAME, m.group(group))
        if all(  # "Yes, Ana will join": "Yes" is no one, Ana is
            n.lower() in _NOT_PEOPLE or n.lower() in rooms or weekday(n) is not None for n in names
        ):
            continue
        return " ".join(m.group().split()).strip(" ,.;!\u2013\u2014")
    return None
