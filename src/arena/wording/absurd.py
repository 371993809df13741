"""A yes with an impossible promise after it: "Sure, and I'll also buy everyone a pony.", "Yes,
and I'll also eat my hat.", "Yes, and the moon is made of cheese".

The promise says the yes is not meant, as "Sure, and pigs fly" does (outside tester 27b: both
approved); so does a claim to be someone nobody answering is, in each language a yes is read in
("Sí, claro, y yo soy astronauta", "Ja hoor, en ik ben de paus", "Jasne, a ja jestem papieżem":
outside tester 28a; "Sim, claro, e eu sou o rei", "en ik ben Sinterklaas": 28e; "Sí, y yo soy el
responsable" is a yes). The answer reader reads such a yes as unclear (:mod:`arena.wording.beyond`): only
the stock absurdities count, so "Yes, and I'll also order coffee" stays a yes.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: What nobody means to do or be: a pony for everyone, eating one's hat, the moon.
_ABSURD = (
    r"(?:pon(?:y|ies)|unicorns?|(?:my|a) (?:hat|shoe|shoes|sock|socks|tie)|the moon|a yacht|"
    r"a ferrari|a lamborghini|a castle|an island|a private jet|the lottery|the queen|the king|"
    r"the pope|santa claus|the tooth fairy|a rocket|the easter bunny|a monkey's uncle)"
)
#: "I am" in the languages a yes is read in, and whom nobody answering is.
_I_AM = (
    r"(?:i'?m|i am|(?:yo )?soy|(?:moi,? )?je suis|ich bin|ik ben|(?:io )?sono|(?:eu )?sou|"
    r"(?:ja )?jestem)"
)
_WHO = (
    r"(?:pope|papa|paus|papst|pape|papiez\w*|astronaut\w*|queen|king|reine|roi|reina|rey|konig\w*|"
    r"koning\w*|regina|rainha|rei|re|sinterklaas|(?:de )?kerstman|papai noel|pai natal|babbo natale|"
    r"weihnachtsmann|nikolaus|pere noel|papa noel|krol\w*|santa(?: claus)?|napoleon\w*|batman|superman|spider-?man|"
    r"(?:the )?president(?: of \w+)?|presidente|prasident\w*|einstein|(?:the )?dalai lama|"
    r"elvis|emperor|kaiser|emperador|empereur|imperatore|imperador|cleopatra|unicorn\w*|einhorn|"
    r"unicornio|licorne|eenhoorn|millionaire|billionaire|a rocket scientist|rocket scientist|"
    r"(?:the )?tooth fairy)\b"
)
ABSURD_RE = LazyPattern(
    r"\b(?:and|plus|also|then) +(?:then +|also +)?(?:i'?ll|i will|i'?m|i am|i'?d|we'?ll|we will)"
    rf"[^.!?]{{0,40}}?\b{_ABSURD}\b"
    r"|\beat (?:my|a) (?:hat|shoe|shoes|sock|socks|tie)\b"
    r"|\b(?:the moon is made of cheese|hell (?:has )?froze(?:n)? over|the cows come home)\b"
    # "and I'm the pope" in each language a yes is read in ("Sí, claro, y yo soy astronauta", "Ja
    # hoor, en ik ben de paus", "Jasne, a ja jestem papieżem": outside tester 28a)
    rf"|\b(?:and|y|et|und|en|e|a|plus) +(?:(?:then|also) +)?{_I_AM} +(?:(?:the|a|an|el|la|un|una|"
    rf"le|der|die|de|een|il|o|lo|het) +)?{_WHO}"
    r"|\b(?:y|et|und|en|e|and) +(?:los )?(?:cerdos|cochons|schweine|varkens|maiali|porcos|pigs) +"
    r"(?:vuelan|volent|fliegen|vliegen|volano|voam|fly)\b"
)


def absurd(folded: str) -> str | None:
    """The impossible promise in ``folded`` (an answer, folded), else None."""
    found = ABSURD_RE.search(folded)
    return found.group() if found else None
