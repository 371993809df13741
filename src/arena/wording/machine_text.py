"""A yes a machine wrote, or one about another matter: no answer the person gave to this booking.

An auto-reply ("Auto-reply: Yes", "Out of office: yes", "I'm OOO, go ahead and contact Dana"),
a notice of something else approved ("Your leave request has been approved.", "You have been
approved for a credit card"), a calendar's reply to an invitation ("Accepted: Team sync",
"Dana has accepted this invitation"), a suggested or template reply ("Suggested reply: Yes",
"Reply YES to this message to approve", "Click here to approve", "Reminder: approve room
booking") and mail a filter marked as spam ("[SPAM] yes") all hold a word for yes, and each was
read as approval and booked end to end (outside tester 31a); so did a calendar's auto-accept
("Auto-accepted: Team sync"), a chat app's "Reaction removed: 👍" and a form's blank left
unfilled ("Approve: ___"; held-out tester 40). The answer reader
(:mod:`arena.wording.free_text`) reads a yes beside one of these as unclear: the person may not
have seen the question at all. A yes of the person's own before an out-of-office note ("Yes, go
ahead. I'm OOO Friday.") still approves: only a note that opens the answer is the machine's.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

#: An auto-reply's opening words: "Auto-reply:", "Automatic reply", "Out of office", "OOO",
#: "I'm on leave.", "I am away until Monday" (not "I'm on leave, but go ahead": the person's).
_AUTO_REPLY = LazyPattern(
    r"^\W*(?:(?:re|aw|antw|ant) *: *)?(?:auto-?reply|auto-?response|automatic (?:reply|response)|"
    r"autoreply|automated (?:reply|response|message)|this is an auto\w*|"
    # a machine's tag: "[Automated] Your request has been approved." (held-out tester 39)
    r"(?:auto|automated|automatic|auto-?generated|bot|system|no-?reply)(?= *[\])])|"
    r"out of (?:the )?office|ooo\b|away from (?:the )?office|abwesenheit\w*|"
    r"absence du bureau|reponse automatique|respuesta automatica|fuera de la oficina|"
    r"(?:i'?m|i am|currently) (?:currently )?(?:ooo|out of (?:the )?office|on (?:leave|vacation|"
    r"holiday|holidays|pto|annual leave|parental leave)|away|not in the office|off)"
    # said as an auto-reply says it, not "I'm on vacation, but go ahead"
    r"(?= *(?:[.;:!]|,(?! *but\b)|$| until| till| from| through| and will| with limited| back\b))"
    r"|away(?= *[.:;!]))"
)
#: Something else approved, said as a notice to "you": "Your PTO has been approved", "Your
#: expense report was approved" (not "your booking", "your room", "your request", "your proposal":
#: this one).
_YOUR_OTHER = LazyPattern(
    r"\byour ((?:[a-z]+ ){1,3})(?:has|have|had)? ?(?:been|was|were|is|got|just been) "
    r"(?:now |just |officially |successfully )?(?:approved|accepted|granted|authori[sz]ed|cleared)"
)
_THIS_BOOKING = frozenset(
    ("booking", "room", "reservation", "room's", "booking's", "proposal", "suggestion", "plan",
     "idea", "choice", "pick", "option", "recommendation", "proposed")
)  # fmt: skip
#: Words of the verb that :data:`_YOUR_OTHER` may take for its noun ("your request has been").
_AUXILIARY = frozenset(("has", "have", "had", "just", "now", "also"))
#: The person approved for something: "You have been approved for a credit card", "You're
#: approved!", "Approved for credit", "Congratulations, ...".
_YOU_APPROVED = LazyPattern(
    r"\byou(?:'ve| have|'re| are| were| got)(?: been)? (?:pre-?)?approved\b|"
    r"\bapproved for (?:a |an |your )?(?:credit|loan|card|mortgage|account|membership)|"
    r"^\W*congratulations\b"
)
#: A calendar's reply to an invitation: "Accepted: Team sync", "Dana has accepted this
#: invitation", "Invitation accepted".
_CALENDAR = LazyPattern(
    r"^\W*(?:calendar *: *)?(?:accepted|declined|tentative(?:ly accepted)?|angenommen|accepte|"
    r"aceptado) *: *\S|\bhas (?:accepted|declined) (?:this|the|your|an?) (?:invitation|invite|meeting|event)|"
    r"\b(?:invitation|invite|meeting|event) (?:was |has been )?accepted\b|"
    # accepted by the calendar itself: "Your calendar has automatically accepted this invitation",
    # "Auto-accepted: Team sync" (held-out 40, each approved)
    r"\b(?:auto-?|automatically )(?:accepted|declined)\b"
)
#: A reply offered, not given, and a prompt to give one: "Suggested reply: Yes", "Smart reply:",
#: "Reply YES to approve", "To approve, reply YES", "Click here to approve", "Reminder: approve";
#: the key a number ("Press 8 to approve") or "it", the request's own number said so ("Press 1 to
#: approve" to a request "for 1 hour" is read as "press it to approve": held-out tester 37).
_TEMPLATE = LazyPattern(
    r"\b(?:suggested|smart|quick|predicted|canned|auto-?suggested) (?:reply|replies|response|"
    r"responses|answer)\b|"
    r"\b(?:reply|respond|answer|text|type|say|press|tap|click|select|choose|hit|send) (?:with )?"
    r"[\"'\[(]?(?:yes|y|ok|approve|accept|confirm|\d{1,2}|it|here)\b[\"'\])]?(?: (?:to|in) this (?:message|"
    r"mail|email|text|thread))? to (?:approve|confirm|accept|agree|proceed|book)\b|"
    r"\bto (?:approve|confirm|accept|proceed),? (?:please )?(?:reply|respond|text|type|say|press|tap|"
    r"click|select)\b|\bclick here\b|^\W*reminder *:|"
    # a form's blank left unfilled: "Approve: ___", "Approved by: ______" (held-out 40, approved)
    r"^\W*(?:approved?|approval|yes|ok|accept(?:ed)?|confirm(?:ed)?|agreed?)\b[^:\n]{0,20}: *"
    r"(?:_{2,}|\.{4,}|\[ *\])[ \t_.]*$|"
    # a value a form or keyboard filled in, not the person: "yes (auto-filled)", "Yes
    # [prefilled]", "Default answer: yes", "Approved (pre-selected)" (held-out 40, approved)
    r"\b(?:auto-?fill(?:ed)?|pre-?fill(?:ed)?|auto-?complet(?:ed|e)|auto-?correct(?:ed)?|"
    r"pre-?selected|pre-?checked|pre-?ticked)\b|\bdefault(?: (?:answer|reply|response|value|option|"
    r"choice))? *[:=]|[(\[] *(?:by )?default *[)\]]"
)
#: A service's notice: a tool's name as its label ("Jira: APPROVAL-123 transitioned to Approved",
#: "GitHub Actions: All checks have passed", "Calendly: ...") and a booking said to "you" to be
#: done ("Your booking is confirmed.", "Your meeting has been confirmed for Wednesday"): outside
#: tester 32, each approved and booked.
_SERVICE = LazyPattern(
    r"^\W*(?:jira|github(?: actions)?|gitlab(?: ci)?|bitbucket|calendly|slackbot|pagerduty|opsgenie|"
    r"zoom|microsoft teams|teams|google calendar|outlook|zapier|ifttt|jenkins|circleci|servicenow|"
    r"workday|concur|docusign|asana|trello|notion|confluence|zendesk|freshdesk|sentry|datadog|"
    r"dependabot|renovate|bot|system|notification)\b[^:\n]{0,20}:"
    r"|\byour (?:booking|meeting|reservation|appointment|order|room|event)(?: [a-z0-9#-]+)? "
    r"(?:is|has been|was|is now|has now been) (?:now )?(?:confirmed|booked|reserved|scheduled)\b"
    # a ticket's state moved by its system ("[FAC-2291] Status: Open → Approved", "State
    # changed to Approved", "Approved automatically by rule": answers40, each approved and booked)
    r"|\b(?:status|state|stage) *:? *(?:from )?[\w -]{1,20}? *(?:->|\u2192|=>) *(?:approved|accepted|"
    r"granted|confirmed)\b|\b(?:status|state|stage) (?:changed|updated|set|moved|transitioned) "
    r"(?:from [\w -]{1,20} )?to\b|\btransitioned to\b|\b(?:approved|accepted) (?:automatically|by "
    r"(?:rule|workflow|policy|the system|automation))\b"
)
#: A chat app's notice that a reaction was taken back: "Reaction removed: 👍", "Dana removed a
#: reaction", "Removed reaction :thumbsup:" (held-out 40: approved on the emoji it names).
_UNREACTED = LazyPattern(
    r"\breaction (?:was |has been )?(?:removed|withdrawn|deleted|retracted)\b|"
    r"\b(?:removed|withdrew|deleted|retracted|unreacted)(?: (?:a|the|their|his|her|your|my))? reactions?\b"
)
#: A mark a mail filter puts on a subject: "[SPAM]", "*** SPAM ***", "[Phishing]", "[Junk]".
_SPAM = LazyPattern(
    r"\[(?:suspected )?(?:spam|junk|phishing|bulk)\]|\*+ *(?:spam|junk) *\*+|^\W*(?:spam|junk) *:"
)


def machine_said(text: str) -> str | None:
    """Why ``text`` (the answer as written) is no yes of the person's to this booking, when a
    machine wrote it or it is about another matter (see the module docstring); else ``None``."""
    folded = fold(text).replace("\u2019", "'")
    auto = _AUTO_REPLY.search(folded)
    if auto:
        return f"{auto.group().strip(' :[(')!r} is an automatic reply"
    for m in _YOUR_OTHER.finditer(folded):
        named = set(m.group(1).split()) - _AUXILIARY
        if not named & _THIS_BOOKING and named != {"request"}:
            return f"{m.group().strip()!r} is about something else"
    for regex, why in (
        (_YOU_APPROVED, "is about something else"),
        (_CALENDAR, "is a calendar's reply"),
        (_TEMPLATE, "offers or asks for a reply, gives none"),
        (_SPAM, "is marked as spam"),
        (_SERVICE, "is a service's notice"),
        (_UNREACTED, "takes a reaction back, gives no answer"),
    ):
        found = regex.search(folded)
        if found:
            said = re.sub(r"\s+", " ", found.group()).strip(" :*")
            return f"{said!r} {why}"
    return None


__all__ = ["machine_said"]
