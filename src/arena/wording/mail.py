"""An answer that arrives as mail: the person's own words, without the mail around them.

People answer by replying to mail, and a reply carries the earlier message quoted below it, a
signature and a client's header lines: "Denied.\n\n> On Mon, Jane wrote:\n> Yes, go ahead",
"Decline.\n\nKind regards,\nYves Approve" (tester 13). The answer reader
(:mod:`arena.wording.answers`) reads only what :func:`own_words` leaves.
"""

from __future__ import annotations

import re

#: Where mail quotes an earlier message (tester 13: "Denied.\n\n> On Mon, Jane wrote:\n> Yes"):
#: an "On …, X wrote:" line in the languages read, and an Outlook "-----Original Message-----".
_WROTE = re.compile(
    r"^\s*(?:on|am|le|el|il|op|em)\b.{0,160}?\b(?:wrote|schrieb|a [eé]crit|escribi[oó]|ha scritto|"
    r"schreef|escreveu)\b(?! +(?:to|an|a|aan)\b)[^:\n]{0,80}:.*$",
    re.I,
)
_ORIGINAL = re.compile(
    r"^\s*-{2,} *(?:original message|forwarded message|urspr[uü]ngliche nachricht|message d'origine|"
    r"mensaje original|messaggio originale|oorspronkelijk bericht|mensagem original) *-{2,}",
    re.I,
)
#: A signature's first line: "--", a mobile or confidentiality footer, or a line that only closes
#: the message ("Best,", "Kind regards", "Cheers,"); the lines after it sign, they do not answer
#: ("No thanks.\nCheers,\nOK", "Decline.\n\nKind regards,\nYves Approve").
_SIGNATURE = re.compile(
    r"^\s*(?:--+|\u2014|sent from my\b.*|this (?:e-?mail|message)\b.*\b(?:confidential|intended)\b.*|"
    r"(?:best(?: (?:regards|wishes))?|(?:kind|warm|warmest|many|best)? *regards|cheers|thanks|"
    r"thank you|many thanks|sincerely|yours(?: (?:truly|sincerely))?|br|kr|rgds|thx|talk soon|"
    r"take care|(?:mit )?freundlichen gr(?:ü|ue)(?:ß|ss)en|(?:viele |liebe )?gr(?:ü|ue)(?:ß|ss)e|lg|vg|"
    r"saludos|un saludo|cordialement|bien [àa] vous|cordiali saluti|saluti|groeten|"
    r"met vriendelijke groet|atenciosamente|abra[cç]os)[ ,.!]*)\s*$",
    re.I,
)
#: Lines a mail client adds above a reply: "Subject: Approved", "FW: Approved", "Reply above
#: this line".
_MAIL_LINE = re.compile(
    r"^\s*(?:(?:subject|betreff|objet|asunto|oggetto|onderwerp|assunto|from|von|de|to|an|sent|"
    r"gesendet|date|datum|cc) *:.*|(?:fwd?|fw|wg|tr|aw|rv|re) *:.*|reply above this line.*)$",
    re.I,
)


def own_words(text: str) -> str:
    """The words the person wrote in a mail-shaped answer: without lines quoted with ">", the
    message below an "On …, X wrote:" line or "-----Original Message-----" (the lines after it when
    the reply is written below the quote), a signature, and header lines ("Subject: Approved")
    when other lines remain. One-line answers are as written."""
    if "\n" not in text:
        return text
    kept: list[str] = []
    for line in text.splitlines():
        if line.lstrip().startswith(">"):
            continue
        if _WROTE.match(line) or _ORIGINAL.match(line):
            if any(k.strip() for k in kept):
                break  # the reply above the quoted mail: the rest is the earlier message
            continue
        if _SIGNATURE.match(line) and any(k.strip() for k in kept):
            break
        kept.append(line)
    own = [k for k in kept if not _MAIL_LINE.match(k)]
    said = "\n".join(own if any(k.strip() for k in own) else kept).strip()
    return said or text
