"""A request written to someone else: "@priya can you book maple tue 6ppl?" asks Priya, not the
agent, to book (requests45: Maple was booked; bdb4c856 read only a short question after the
mention as put to the person). A careful clerk does not act on a message addressed to a
colleague: the reader says who it is addressed to and asks whether to book it. A message that
also mentions the agent ("@priya @roombot book maple …"), copies a person ("cc @priya"), names
one as a subject ("@priya and I need …", "@priya's team …") or thanks one before asking
("Thanks @priya. Maple tue 6ppl?") is the agent's to read."""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.chat import without_agent_mentions
from arena.wording.mail import own_words

#: The writer's words opening with an @-mention of a person, after a chat line's stamp and
#: speaker ("[09:16] Ana: @priya …") and a greeting ("hey @priya, …", "hola @ana").
_OPENS_WITH = LazyPattern(
    r"\A\s*(?:\[[^\]\n]{1,20}\][ \t]*)?(?:[A-Z][\w.-]{0,20}(?:[ \t][A-Z][\w.-]{0,20})?:[ \t]*)?"
    r"(?:(?:hi|hey|hello|hiya|yo|dear|morning|hallo|hej|hola|bonjour|salut|ciao|oi|ola)"
    r"[ \t,]+)?"
    r"@(?P<who>[^\W\d_][\w.-]*[\w])"
    # not a subject or a possessive: "@priya and I need …", "@priya's team", "@priya + me",
    # "@priya, @sam and I need …", "@priya is presenting, so book …" (regress45: asked)
    r"(?![\w.-]*(?:['\u2019]s\b|(?:[ \t]*,[ \t]*@[\w.-]+)*[ \t]*,?[ \t]*"
    r"(?:&|\+|\b(?:and|und|y|et|e|og|och|en)\b)"
    r"|[ \t]+(?:is|was|has|had|wants|needs|asked|says|said|joins|ist|hat|braucht|quiere|necesita|"
    r"veut|a besoin)\b(?![ \t]+(?:it|there|this|that|anyone|anybody|someone|es|das)\b)))",
    re.I,
)
#: Mentions that reach everyone in a channel, the agent among them: no colleague singled out.
_EVERYONE = frozenset({"here", "channel", "everyone", "all", "team"})


def addressed_to(text: str) -> str | None:
    """The person (``"@priya"``) ``text`` is written to instead of the agent (:data:`_OPENS_WITH`),
    else ``None``; ``None`` too where the agent is mentioned anywhere in it."""
    if "@" not in text or without_agent_mentions(text) != text:
        return None
    m = _OPENS_WITH.match(own_words(text))
    if m is None or m["who"].lower() in _EVERYONE:
        return None
    return f"@{m['who']}"
