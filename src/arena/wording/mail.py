"""An answer that arrives as mail: the person's own words, without the mail around them.

People answer by replying to mail, and a reply carries the earlier message quoted below it, a
signature and a client's header lines: "Denied.\n\n> On Mon, Jane wrote:\n> Yes, go ahead",
"Decline.\n\nKind regards,\nYves Approve" (tester 13). The answer reader
(:mod:`arena.wording.answers`) reads only what :func:`own_words` leaves.
"""

from __future__ import annotations

import functools
import html
import re

from arena.lazy_pattern import LazyPattern
from arena.wording.days import ABBREV, DAY_WORDS, dates
from arena.wording.numbers import fold
from arena.wording.read_limit import squeezed
from arena.wording.signatures import (
    _FOOTER,
    _INLINE_CONTACT,
    _SIGN_OFF,
    DEVICE_FOOTER,
    DEVICE_NOTE,
    WORK_NOTE,
    _from,
    _signature_line,
    _signature_lines,
    _signs,
)
from arena.wording.signatures import above_signature as above_signature

#: Where mail quotes an earlier message (tester 13: "Denied.\n\n> On Mon, Jane wrote:\n> Yes"):
#: an "On …, X wrote:" line in the languages read, a line that only says someone wrote or said
#: what follows ("Jane wrote:", "Here is what Lee said:"), and an Outlook "-----Original
#: Message-----", a forward's header ("---------- Forwarded message ---------", "Begin forwarded
#: message:") or a line handing on someone else's answer ("Forwarding Jane's answer:").
_WROTE = LazyPattern(
    r"^\s*(?:on|am|le|el|il|op|em)\b.{0,160}?\b(?:wrote|schrieb|a [eé]crit|escribi[oó]|ha scritto|"
    r"schreef|escreveu)\b(?! +(?:to|an|a|aan)\b)[^:\n]{0,80}:.*$"
    r"|^\s*(?!(?:i|we)\b)[^:\n]{1,120}?\b(?:wrote|schrieb|a [eé]crit|escribi[oó]|ha scritto|schreef|"
    r"escreveu|said|says|writes|replied|answered|responded)(?: (?:below|this|the following))?\s*:\s*$",
    re.I,
)
_ORIGINAL = LazyPattern(
    r"^\s*-{2,} *(?:original message|forwarded message|urspr[uü]ngliche nachricht|message d'origine|"
    r"mensaje original|messaggio originale|oorspronkelijk bericht|mensagem original|"
    r"weitergeleitete nachricht|message transf[eé]r[eé]|mensaje reenviado|"
    # Portuguese, Italian and Dutch mail clients (outside tester 29a: each approved and booked)
    r"mensagem encaminhada|e-?mail encaminhado|messaggio inoltrato|doorgestuurd bericht) *-{2,}"
    r"|^\s*(?:begin forwarded message|forwarded message|anfang der weitergeleiteten nachricht)\s*:?\s*$"
    # a chat's quote line, its day and time when that was said (evals47: "--- Ana wrote (Mon
    # 10:02) ---" above "need a room fri for 4 ppl" read Monday beside Friday, and 10:02)
    r"|^\s*(?:-{2,}|={2,}|\*{2,})?\s*[^\n:]{1,60}?\b(?:wrote|schrieb|a [eé]crit|escribi[oó]|"
    r"ha scritto|schreef|escreveu|napisa[lł]a?|yazd[ıi]|said)\s*[(\[][^()\[\]\n]{1,60}[)\]]"
    r"\s*(?:-{2,}|={2,}|\*{2,}|:)\s*$"
    r"|^\s*(?:forwarding|fwding|passing (?:on|along)|relaying|sharing)\b[^\n]*:\s*$"
    r"|^[^\n]*\b(?!(?:my|our)\b)[a-z]+['\u2019]s (?:answer|reply|response|message|e-?mail|mail|words|"
    r"note|decision|text)(?: below)?\s*:\s*$",
    re.I,
)
#: Lines a mail client adds above a reply: "Subject: Approved", "FW: Approved", "Reply above
#: this line".
_MAIL_LINE = LazyPattern(
    r"^\s*(?:(?:subject|betreff|objet|asunto|oggetto|onderwerp|assunto|from|von|de|to|an|sent|"
    r"gesendet|date|datum|cc) *:.*|(?:fwd?|fw|wg|tr|aw|rv|re) *:.*|reply above this line.*)$",
    re.I,
)


def _quoted(line: str) -> bool:
    return line.lstrip().startswith(">")


#: An answer sent as HTML: its line breaks, paragraphs and quoted blocks ("<br>", "<p>", "<div>",
#: "<blockquote>") and its escapes ("&gt;", "&#39;"). Read as written, "&gt; Book Aspen?<br>yes"
#: held a question of its own and was unclear (outside tester 30a).
_HTML_BREAK = LazyPattern(r"<br\s*/?>|</?(?:p|div|li|tr|h\d)\b[^>]*>", re.I)
_HTML_QUOTE = LazyPattern(r"<blockquote\b[^>]*>(.*?)</blockquote>", re.I | re.S)
_HTML_TAG = LazyPattern(r"</?[a-z][a-z0-9]*\b[^>]*>", re.I)


def _from_html(text: str) -> str:
    """``text`` as plain lines where it is HTML (see :data:`_HTML_BREAK`), else as it is."""
    if not (_HTML_BREAK.search(text) or _HTML_QUOTE.search(text) or "&gt;" in text):
        return text
    quoted = _HTML_QUOTE.sub(
        lambda m: (
            "\n"
            + "\n".join("> " + line for line in _HTML_BREAK.sub("\n", m.group(1)).splitlines())
            + "\n"
        ),
        text,
    )
    plain = html.unescape(_HTML_TAG.sub("", _HTML_BREAK.sub("\n", quoted)))
    return "\n".join(line for line in plain.splitlines() if line.strip()) or plain


#: A chat log's stamp before a line ("[10:14] Jane Doe: yes", "[Tue 10:14 AM] yes", "[10:14:05]"):
#: when it was sent, read as a time the yes added (held-out tester 33).
_CHAT_STAMP = LazyPattern(
    r"^[ \t]*\[(?:[^\]\n]{0,24}[ ,])?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*[ap]\.?m\.?)?\][ \t]*",
    re.I | re.M,
)


#: A chat app's header line copied above a message: a name, two spaces or more, and when it was
#: sent ("Jane Doe  10:14 AM\nyes go ahead"; held-out tester 33: read as a time the yes added).
_CHAT_HEADER = LazyPattern(
    r"\A[ \t]*(?P<name>[A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,3})(?:[ \t]{2,}|\t)"
    r"\d{1,2}:\d{2}(?:[ \t]*[AP]\.?M\.?)?[ \t]*\n(?=[ \t]*\S)"
)


def _unstamped(text: str) -> str:
    """``text`` without chat stamps (:data:`_CHAT_STAMP`) or a chat header (:data:`_CHAT_HEADER`)
    whose name is no day ("Tuesday  14:30\nyes" says a time)."""
    text = _CHAT_STAMP.sub("", text)
    header = _CHAT_HEADER.match(text)
    if header and not any(w in DAY_WORDS or w in ABBREV for w in fold(header["name"]).split()):
        return text[header.end() :]
    return text


#: A signature delimiter ("--", "-- ", "—") before anything else, with lines below it: the mail
#: holds only its signature, whose words ("Approved vendor") are no answer.
_SIGNATURE_FIRST = LazyPattern(r"\s*(?:--+|\u2014)[ \t]*\n\s*\S")


def _note_only(line: str) -> bool:
    """Whether ``line`` is a footer only as a print or mobile note: words may follow it."""
    return bool(DEVICE_NOTE.match(line.strip(" \t*_")) or DEVICE_FOOTER.match(line.strip(" \t*_")))


@functools.lru_cache(maxsize=256)
def own_words(text: str) -> str:
    """The words the person wrote in a mail-shaped answer: without lines quoted with ">", the
    message below an "On …, X wrote:" line, "-----Original Message-----" or a forward's header,
    a signature, and header lines ("Subject: Approved") when other lines remain. When such a
    quote or forward comes before anything the person wrote, nothing is theirs: "" (someone
    else's "Yes, go ahead." forwarded is no answer; red team 14). The reply written below a ">"
    quote is theirs. One-line answers are as written, unless quoted ("> Yes"); HTML is read
    as its lines (:func:`_from_html`). Found once a text: one answer's reading asked ~15 times."""
    text = squeezed(_unstamped(_from_html(text)))  # "<br>" × 4,000: a blank line
    if "\n" not in text:
        return "" if _quoted(text) else _INLINE_CONTACT.sub("", text)
    lines = text.splitlines()
    if _headed(lines):
        return ""  # "Von: Maria\nAn: Bot\nBetreff: AW: …\n\nJa, bitte buchen.": Maria's mail
    if _SIGNATURE_FIRST.match(text):
        return ""  # "--\nMaria Lopez\nApproved vendor": a signature alone (held-out tester 36)
    kept: list[str] = []
    quoted = False
    own = False  # whether a kept line is the person's own (kept only grows: one pass, not n²)
    for n, line in enumerate(lines):
        if _quoted(line):
            quoted = True
            continue
        if _WROTE.match(line) or _ORIGINAL.match(line):
            if own:
                break  # the reply above the quoted mail: the rest is the earlier message
            after = next((a for a in _from(lines, n + 1) if a.strip()), None)
            if _ORIGINAL.match(line) or not (after and _quoted(after)):
                return ""  # a forward, or someone else's words below their "X wrote:"
            quoted = True
            continue  # the reply may follow the quote
        if _SIGN_OFF.match(line) and own and _signs(lines, n + 1):
            break
        if _FOOTER.match(line) and own and (not _note_only(line) or _signs(lines, n + 1)):
            break  # "Please excuse typos\nwait no": the lines below are still the person's
        if own and n and not lines[n - 1].strip() and WORK_NOTE.match(line):
            break  # "Yes.\n\nOffice hours Mon to Fri, 8am–4pm": when the writer works
        if own and line.strip() and _headed(lines, n):
            break  # an Outlook reply's quoted mail, "From: …\nSent: …" (outside tester 31a)
        kept.append(line)
        own = own or bool(line.strip() and not _MAIL_LINE.match(line))
    own_lines = [k for k in kept if not _MAIL_LINE.match(k)]
    own_lines = own_lines[: len(own_lines) - _signature_lines(own_lines)] or own_lines
    said = "\n".join(own_lines if any(k.strip() for k in own_lines) else kept).strip()
    return said if said or quoted else text


#: A header line of a forwarded or quoted mail: who sent it, to whom, when, about what
#: ("From: Dana <dana@x.org>", "Sent: Friday, 28 November 2025 09:12", "Date: Mon, 1 Dec").
_HEADER = LazyPattern(
    r"^[\s>]*(?:from|von|de|van|da|to|an|a|aan|para|sent|gesendet|envoy[eé]|enviado|inviato|"
    r"verzonden|date|datum|fecha|data|cc|bcc|reply-to|subject|betreff|objet|asunto|oggetto|"
    r"onderwerp|assunto) *:",
    re.I,
)
#: The header fields that say who sent a mail: a block of headers holding one is a mail's.
_SENDER = LazyPattern(r"^[\s>]*(?:from|von|de|van|da|sent|gesendet|envoy[eé]|enviado) *:", re.I)


def _headed(lines: list[str], start: int = 0) -> bool:
    """Whether a mail opens with a block of headers that holds a sender and another header: the
    message below is the sender's, quoted or forwarded with nothing of the person's above it
    (outside tester 29a: an Outlook reply left empty above Maria's "Ja, bitte buchen." booked).
    It reads from line ``start`` and stops as soon as it can tell: it is asked at every line."""
    headers = sender = 0
    for line in _from(lines, start):
        if not line.strip():
            if headers:
                break
            continue
        if not _HEADER.match(line):
            break
        headers += 1
        sender = sender or bool(_SENDER.match(line))
        if headers >= 2 and sender:
            return True
    return False


#: An "On …, X wrote:" line with the message itself after its colon, as a chat or a pasted
#: thread puts it (items35: "On Tue, Dec 1, 2026 Jo wrote: room for 6 on Friday please." was
#: set aside whole as a header, and with it the request).
_SAID_INLINE = LazyPattern(
    r"\s*(?:on|am|le|el|il|op|em)\b.{0,160}?\b(?:wrote|schrieb|a [eé]crit|escribi[oó]|"
    r"ha scritto|schreef|escreveu)\b(?! +(?:to|an|a|aan)\b)[^:\n]{0,80}:(?=[ \t]*\S)",
    re.I,
)


def header_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` holds the headers of a mail it forwards or quotes: an "On …, X wrote:"
    line, a "---------- Forwarded message ---------" line, and a block of header lines ("From:",
    "Date:", "Subject:") after one of those or with a sender in it. Their dates and times say
    when that mail went, not when the meeting is (outside tester 18: "Date: Mon, 1 Dec" came
    back as the meeting's date); a form's own "Date: 9 March" is no mail's header."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    spans: list[tuple[int, int]] = []
    after_mark = False
    n = 0
    while n < len(lines):
        bare = lines[n].lstrip(" \t>")
        if _WROTE.match(bare) or _ORIGINAL.match(bare):
            said = _SAID_INLINE.match(bare)  # "On Tue, Dec 1, 2026 Jo wrote: room for 6 …"
            upto = starts[n] + len(lines[n]) - len(bare) + said.end() if said else starts[n + 1]
            spans.append((starts[n], upto))
            after_mark, n = True, n + 1
            continue
        end = n
        while end < len(lines) and _HEADER.match(lines[end]):
            end += 1
        if end > n and (after_mark or any(_SENDER.match(h) for h in lines[n:end])):
            spans.append((starts[n], starts[end]))
        if lines[n].strip():
            after_mark = False
        n = max(end, n + 1)
    return spans


def newest_message(text: str) -> str | None:
    """A thread of mails pasted or forwarded as one request, as its newest message: the
    writer's own words above the thread and the body of the message whose header ("Date: Thu, 3
    Dec 2026", "On Fri, Dec 4, 2026, Mia wrote:") carries the latest date. The earlier messages
    are what it replaced ("Can we do Tuesday with 5?" below "OK final answer: Wednesday, 7 of
    us": items35 read two weekdays). ``None`` where the text quotes fewer than two messages, or
    one of them carries no date or shares the latest one: which came last cannot be told."""
    spans: list[tuple[int, int]] = []
    for start, end in header_spans(text):
        if spans and not text[spans[-1][1] : start].strip(" \t\n>"):
            spans[-1] = (spans[-1][0], end)  # a forward's mark and the header block below it
        else:
            spans.append((start, end))
    if len(spans) < 2:
        return None
    sent = []
    for n, (start, end) in enumerate(spans):
        stamps = dates(fold(text[start:end]))
        if not stamps:
            return None
        body = text[end : spans[n + 1][0] if n + 1 < len(spans) else len(text)]
        sent.append((max(stamps), body))
    latest = max(stamp for stamp, _ in sent)
    newest = [body for stamp, body in sent if stamp == latest]
    if len(newest) != 1:
        return None
    own = "\n".join(line.lstrip(" \t>") for line in newest[0].splitlines())
    return f"{text[: spans[0][0]].rstrip()}\n{own.strip()}"


#: A chat message pasted on a line of its own, maybe numbered: "(3) Nadia: ok final - Friday",
#: "2. Femi: friday better", "Nadia: thursday for 10?".
_SAYS = LazyPattern(
    r"^[ \t]*(?:(?:\((?P<n>\d{1,3})\)|(?P<m>\d{1,3})[.)]|[-*\u2022])[ \t]*)?"
    r"[A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,2}[ \t]*:[ \t]*(?P<said>\S.*)$",
    re.M,
)
#: Words that say the text is a conversation pasted whole, and which way it runs.
_CHAIN = LazyPattern(r"\b(?:chain|thread|chat|conversation|messages|exchange)\b", re.I)
_NEWEST_FIRST = LazyPattern(
    r"\b(?:newest|latest|most recent|last)[ \t]+(?:message[ \t]+)?(?:first|on top)\b", re.I
)
_OLDEST_FIRST = LazyPattern(
    r"\b(?:oldest|earliest|first)[ \t]+(?:message[ \t]+)?(?:first|on top)\b", re.I
)


def newest_said(text: str) -> str | None:
    """A conversation pasted as a request, one message a line (:data:`_SAYS`), as its newest
    message and the words around the messages: the message numbered highest ("(3) Nadia: ok
    final - Friday, 10 ppl" above "(1) Nadia: thursday for 10?": items35 read two weekdays), or
    the first or last where the text says it runs newest or oldest first. ``None`` where the
    text does not say it is a conversation, holds fewer than two messages, or does not tell
    which came last."""
    said = list(_SAYS.finditer(text))
    if len(said) < 2:
        return None
    rest = _between(text, said)
    if not _CHAIN.search(rest):
        return None
    numbers = [int(m["n"] or m["m"] or 0) for m in said]
    if all(numbers) and len(set(numbers)) == len(numbers):
        newest = said[numbers.index(max(numbers))]
    elif _NEWEST_FIRST.search(rest) and not _OLDEST_FIRST.search(rest):
        newest = said[0]
    elif _OLDEST_FIRST.search(rest) and not _NEWEST_FIRST.search(rest):
        newest = said[-1]
    else:
        return None
    return f"{rest.strip()}\n{newest['said']}"


def _between(text: str, said: list[re.Match[str]]) -> str:
    """``text`` without the lines ``said`` matched."""
    kept, at = [], 0
    for m in said:
        kept.append(text[at : m.start()])
        at = m.end()
    return "".join([*kept, text[at:]])


_SUBJECT = LazyPattern(
    r"^[\s>]*(?:subject|betreff|objet|asunto|oggetto|onderwerp|assunto) *:(.*)$", re.I | re.M
)


def subjects(text: str) -> list[str]:
    """What the "Subject:" lines of the mail headers in ``text`` (:func:`header_spans`) say: a
    forwarded "Subject: Room for Thursday" names the day asked for where the body names none
    (outside tester 19: skipping the headers left such a request with no weekday), unlike the
    "Sent:" line's day, which is only when that mail went."""
    found = []
    for start, end in header_spans(text):
        found += [m.group(1) for m in _SUBJECT.finditer(text, start, end)]
    return found


def signature_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text``, a request written as mail, holds its writer's signature: from a sign-off
    line ("Kind regards,", "Best,", "--") that follows the writer's own words, through the name,
    title, address, phone and footer lines below it ("CONFIDENTIALITY NOTICE: …"), up to the end
    or a quoted or forwarded mail. Its "Floor 3, Room 305" is the writer's office, not the room
    asked for, and its phone numbers and dates no head count or day (outside tester 20). A line
    below that looks like no signature (:func:`_signature_line`) means the sign-off was none
    ("Thanks\nActually make it 6 people"): nothing is cut."""
    return list(_signature_spans(text))


@functools.lru_cache(maxsize=256)
def _signature_spans(text: str) -> tuple[tuple[int, int], ...]:
    """:func:`signature_spans`, found once a text (an item's load asked ~18 times of one)."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    spans: list[tuple[int, int]] = []
    n, own = 0, False
    while n < len(lines):
        bare = lines[n].strip().lstrip(">").strip()
        if not (own and (_SIGN_OFF.match(bare) or _FOOTER.match(bare))):
            own = own or (bool(bare) and not _HEADER.match(bare))
            n += 1
            continue
        end, footer, signs = n + 1, bool(_FOOTER.match(bare)), True
        while end < len(lines):
            rest = lines[end].strip().lstrip(">").strip()
            if _quoted(lines[end]) != _quoted(lines[n]) or _mail_mark(rest):
                break  # a quoted or forwarded mail below the signature: its own request
            footer = footer or bool(_FOOTER.match(rest))
            if rest and not footer and not _signature_line(rest):
                signs = False
                break
            end += 1
        if signs:
            spans.append((starts[n], starts[end]))
            n, own = end, False
        else:
            n += 1
    return tuple(spans)


def _mail_mark(line: str) -> bool:
    """A line that starts another mail: "On …, X wrote:", "-----Original Message-----", "From:"."""
    return bool(_WROTE.match(line) or _ORIGINAL.match(line) or _HEADER.match(line))


@functools.lru_cache(maxsize=256)
def without_signature(text: str) -> str:
    """``text`` without its writer's signature (:func:`signature_spans`), headers kept: the
    rooms a request asks for are read from what is left."""
    if "\n" not in text:
        return text
    kept, at = [], 0
    for start, end in signature_spans(text):
        kept += [text[at:start], "\n"]
        at = end
    return "".join([*kept, text[at:]])


#: A booking asked about in a quoted or forwarded message: its verb and the room, day or count.
_ASKING = LazyPattern(
    r"\b(?:book|reserve|hold|approve|confirm|buchen|reservieren|r[eé]server|reservar|prenotare|"
    r"boeken)\w*\b",
    re.I,
)


def quoted_lines(text: str) -> str:
    """The lines of an earlier message a reply quotes or forwards (below "> ", an "On …, X wrote:"
    line, "-----Original Message-----" or an Outlook reply's "From: …\nSent: …" block), less
    the lines that only say who wrote it when
    ("On Tue, 2 Dec, RoomBot wrote:", "From: …", "Sent: Monday"); its "Subject:" is kept, as it
    may be the question. "" where none is quoted."""
    lines = _from_html(text).splitlines()
    quoted: list[str] = []
    below = False
    for n, line in enumerate(lines):
        if _WROTE.match(line) or _ORIGINAL.match(line):
            below = True
            continue
        # an Outlook reply's quoted mail, "From: …\nSent: …\nSubject: …" (held-out tester 39: a
        # "yes" above another request quoted so approved this one and booked)
        below = below or (bool(line.strip()) and _headed(lines, n))
        if _quoted(line) or below:
            body = re.sub(r"^[\s>]*", "", line)
            if _HEADER.match(body) and not re.match(
                r"(?i)(?:subject|betreff|objet|asunto)\s*:", body
            ):
                continue
            quoted.append(re.sub(r"(?i)^(?:subject|betreff|objet|asunto)\s*:\s*", "", body))
    return "\n".join(q for q in quoted if q.strip())


def quoted_request(text: str) -> str | None:
    """A booking question the reply quotes ("Yes\\n> Book R-400 (Atrium) for 20 people on
    Thursday?"): the yes may answer it rather than the one asked (outside tester 31b: a reply
    quoting another request approved this one and booked), as it may any question quoted ("Yes.\n>
    Lunch order for Friday?": held-out tester 33). None where no such question is quoted."""
    body = quoted_lines(text)
    return body if body and (_ASKING.search(body) or "?" in body) else None


def marked_quote(text: str) -> str | None:
    """``text`` with the mail it replies to or forwards below a header ("-----Original
    Message-----", "On …, X wrote:", an Outlook "From: …\nSent: …" block) written as "> " lines,
    as a quoted reply is, its headers left out; ``None`` where no mail is quoted so. The request
    reader then reads the reply's own words beside the quoted request as it reads "> " quotes
    ("Moving this to Friday, same headcount." above a forwarded "book Aspen for 5 people on
    Wednesday": requests44, two weekdays)."""
    spans = header_spans(text)
    if not spans or not text[: spans[0][0]].strip():
        return None
    quoted = quoted_lines(text)
    if not quoted:
        return None
    return text[: spans[0][0]] + "\n" + "\n".join(f"> {line}" for line in quoted.splitlines())
