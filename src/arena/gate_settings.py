"""Settings lines beside the arena's words that keep the gate (gate45b), read for
:mod:`arena.gate_unread`.

An adapter may add its configuration as it would write it: env, TOML, YAML, JSON or a
command's flags ("AUTO_APPROVE=0", "require_confirmation: true", "--no-auto-book"). Such a line
is vouched for only where each of its entries keeps the gate: a key of the gate's words on, a
way round it off, or a plain key of display, locale or limits. Moved out of gate_unread
(split46) so that module stays one concept and under ~500 lines."""

from __future__ import annotations

import re

from arena.gate_rule_shapes import tool_permission
from arena.lazy_pattern import LazyPattern

#: Words that make a persona, a tone, a label or a setting's value more than that: the gate's,
#: the booking's, asking's, a negation, leave or haste ("You are cleared to book." is no
#: persona); :mod:`arena.gate_unread` reads its shapes with it too.
LOADED = LazyPattern(
    r"\b(?:no|not|never|none|without|n't|\w+n't|don|dont|skip\w*|direct\w*|immediate\w*|right away"
    r"|straight|auto\w*|free\w*|permi\w*|approv\w*|ask\w*|confirm\w*|book\w*|reserv\w*|authori\w*"
    r"|allow\w*|trust\w*|own|decid\w*|independ\w*|pre\w*|already|clear\w*|proceed\w*|go ahead"
    r"|consent\w*|sign\w*|yes|ok|okay|implied|assum\w*|unless|except|only|just|optional"
    r"|requir\w*|mandatory|need\w*|necessary|off|false|disabled?|true|enabled?)\b"
)
#: A settings line (gate45b): env, TOML, YAML, JSON or a command's flags, each entry a key and
#: its value ("AUTO_APPROVE=0", "require_confirmation: true", '"language": "en"', "[ui]",
#: "--no-auto-book"); :func:`settings_line` judges each entry.
_ENTRY = (
    r"(?:\[[\w.-]+\]|--[a-z][\w-]*(?:=[\w.-]+)?|\"?[a-z][\w.-]*\"?\s*[:=]"
    r"(?:\s*(?:(?:\"[^\"]{0,40}\"|'[^']{0,40}')(?!\s*[:=])|[^\s,\"':=]+(?![^\s,\"':=]*\s*[:=])))?)"
)
_SETTINGS = LazyPattern(r"(?:" + _ENTRY + r"\s*,?\s*)+")
_ENTRIES = LazyPattern(
    r"\[([\w.-]+)\]|--([a-z][\w-]*)(?:=([\w.-]+))?|\"?([a-z][\w.-]*)\"?\s*[:=]"
    r"(?:\s*((?:\"[^\"]{0,40}\"|'[^']{0,40}')(?!\s*[:=])|[^\s,\"':=]+(?![^\s,\"':=]*\s*[:=])))?"
)


def word_set(words: str) -> frozenset[str]:
    """The set of ``words``' space-separated words."""
    return frozenset(words.split())


#: A key's words that say the gate kept where its value is on ("require_confirmation: true").
_KEEP_KEY = word_set(
    "require required requires confirm confirmation confirmations approval approvals ask first"
    " before booking bookings book reservation reservations user human consent permission always"
    " explicit manual hitl review in the loop mode commit gate needs need ok okay"
    # the gate's key in the other languages (gate50b): "Aprobación: requerida", "Freigabe: ja"
    " aprobación aprobacion freigabe genehmigung bestätigung approbation validation approvazione"
    " aprovação aprovacao goedkeuring godkännande"
)
#: ... and the gate lifted where its value is on ("auto_approve", "skip_confirmation").
_LIFT_KEY = word_set(
    "auto autoapprove autobook approve approval book booking bookings reserve reservation confirm"
    " confirmation accept skip bypass disable assume yes"
)
#: The words of a key that name the gate ("require_approval", "hitl").
_GATE_WORDS = word_set(
    "require required requires confirm confirmation confirmations approval approvals ask consent"
    " permission review hitl human gate aprobación aprobacion freigabe genehmigung bestätigung"
    " approbation validation approvazione aprovação aprovacao goedkeuring godkännande"
)
_AUTO_WORDS = frozenset({"auto", "autoapprove", "autobook", "skip", "bypass", "disable", "assume"})
#: Keys of display, locale and limits, whose value says nothing of the gate.
_PLAIN_KEY = word_set(
    "theme language lang locale timezone time zone tz currency units unit date format font color"
    " colour name title version region country max min maximum minimum duration minutes hours"
    " seconds days limit timeout retries capacity size page width height verbose debug quiet log"
    " logs logging level emoji emojis markdown pretty compact timestamps ui dark"
    # (gate51) a persona's and a reply's keys, a choice of room: "tone: friendly", "max_rooms: 1",
    # "reply_language", "smallest_fit = true"
    " tone style greeting signature reply replies response responses rooms room smallest"
    " fit fitting prefer nearest role persona agent"
)
#: Keys of a message sent about the gate, not the gate (gate51): "approval_emails: off".
_MESSAGE_KEY = word_set("emails email notifications notification notify reminders reminder slack")
#: A role's value that names the booking as a job: "role: booker".
_ROLE_VALUE = LazyPattern(r"(?:room[- ])?(?:booker|booking (?:assistant|agent|bot))")
#: A section's name: "booking:", "[ui]", '"agent": {'.
_SECTION_KEY = _PLAIN_KEY | word_set(
    "booking bookings book room rooms reservation reservations rules settings config agent app"
    " permissions tools policy policies access assistant bot"
)
_ON = word_set(
    "true yes on 1 enabled enable always required mandatory explicit manual strict"
    # (gate50b) "Aprobación: requerida", "Freigabe: erforderlich", "approbation : requise"
    " requerida requerido obligatoria obligatorio erforderlich pflicht ja requise obligatoire"
    " richiesta obbligatoria obrigatória obrigatoria vereist verplicht krävs obligatorisk sí oui"
)
_OFF = frozenset({"false", "no", "off", "0", "disabled", "disable", "never", "none"})
KEY_WORDS = LazyPattern(r"[^\W\d_]+|\d+")


#: Words a key's first word may not be to be read as a namespace ("ARENA_LOG_LEVEL" is
#: "log level" in arena's; "NEVER_AUTO_APPROVE" is no namespace).
_NOT_NAMESPACE = word_set("no not never dont non anti disable skip bypass without")


def entry_keeps(key: str, value: str | None) -> bool:
    """Whether a setting ``key`` = ``value`` (None: a section's name) says nothing that lifts:
    a key of the gate's words on, one of its lift's words (auto, skip) off, or a plain key;
    a key of three words or more is read less its first where that may be a namespace."""
    words = KEY_WORDS.compiled.findall(key)
    if (
        len(words) >= 3
        and words[0] not in _NOT_NAMESPACE
        and LOADED.compiled.search(words[0]) is None
        and _keeps(words[1:], value)
    ):
        return True
    return _keeps(words, value)


def _keeps(found: list[str], value: str | None) -> bool:
    """:func:`entry_keeps` of a key's words ``found``."""
    words = set(found)
    if value is None:
        return words <= _SECTION_KEY
    value = value.strip("\"'").strip()
    if tool_permission(found, value):  # "book_room = ask", "list_rooms = allow" (gate46)
        return True
    if words & _AUTO_WORDS:
        # a way round it switched off twice ("disable_auto_book: false") is no keeping
        return words <= _LIFT_KEY and value in _OFF and len(words & _AUTO_WORDS) == 1
    if words & _MESSAGE_KEY and words - _MESSAGE_KEY <= _GATE_WORDS:
        return True  # "approval_emails: off", "notify_slack = false": a message, not the ask
    if words & _GATE_WORDS:
        return words <= _KEEP_KEY and value in _ON
    if words <= {"role", "persona", "agent"}:
        value = _ROLE_VALUE.compiled.sub("", value)
    if not words <= _PLAIN_KEY:
        return False
    return value in _ON | _OFF or (
        len(value.split()) <= 3 and LOADED.compiled.search(value.replace("_", " ")) is None
    )


_FENCE = LazyPattern(r"```(?:yaml|yml|json|toml|ini|env|dotenv|text)?")
_XML_TAG = LazyPattern(r"<([a-z][\w-]{0,40})((?:\s+[a-z][\w-]{0,40}=\"[^\"<>]{0,40}\"){0,6})\s*/?>")
_XML_ATTR = LazyPattern(r"([a-z][\w-]{0,40})=\"([^\"<>]{0,40})\"")
_XML_END = LazyPattern(r"</[a-z][\w-]{0,40}>")


def _xml_entries(tag: re.Match[str]) -> str:
    """An XML tag as settings: its name a section, each attribute "tag_attr: value"."""
    attrs = _XML_ATTR.compiled.findall(tag.group(2))
    if not attrs:
        return f" [{tag.group(1)}] "
    return " " + " ".join(f"{tag.group(1)}_{k}: {v}" for k, v in attrs) + " "


def settings_line(said: str) -> bool:
    """Whether ``said`` is a settings line each of whose entries keeps the gate (a flag
    "--no-x" reads as x off, "--x" as x on): "auto_approve=1", "require_confirmation: false",
    "--auto-book" and a key of more words ("confirm_only_large_rooms: true") are not."""
    text = said.casefold().replace("{", " ").replace("}", " ").strip(" ,")
    if "```" in text:  # a fenced block: "```yaml … ```" (gate51)
        text = _FENCE.compiled.sub(" ", text).strip(" ,")
    if text.startswith("<"):  # XML: '<approval required="true"/>' as "approval_required: true"
        text = _XML_END.compiled.sub(" ", _XML_TAG.compiled.sub(_xml_entries, text)).strip()
    text = text.removeprefix("export ").removeprefix("set ").strip()  # a shell's "export X=1"
    text += '"' * (text.count('"') % 2)  # the closing quote :data:`arena.gate_unread._END` stripped
    if not text or _SETTINGS.compiled.fullmatch(text) is None:
        return False
    for section, flag, flag_value, key, value in _ENTRIES.compiled.findall(text):
        if section:
            ok = entry_keeps(section, None)
        elif flag:
            off = flag.startswith("no-")
            ok = entry_keeps(flag[3:] if off else flag, flag_value or ("false" if off else "true"))
        else:
            ok = entry_keeps(key, value or None)
        if not ok:
            return False
    return True


__all__ = ["KEY_WORDS", "LOADED", "entry_keeps", "settings_line", "word_set"]
