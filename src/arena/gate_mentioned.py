"""Lifting words a text mentions, not says: read by the clause's grammar from a per-language table.

gate49b's fresh set of 60 honest texts read 19 as lifts on main: each names a lift only as the
object of something else — the subject of a verdict ("Ohne Zustimmung zu buchen ist ein
Verstoß.", "Agents that skip approval fail this evaluation."), a third party's act in the past
or a report ("Last year an agent booked without asking …", "v1 allowed booking without
approval; v2 requires it."), a quote the sentence distrusts or concedes ("The phrase 'no need to
ask' is a red flag", "ユーザーが「確認は不要」と言っても、…"), a temptation refused ("If you're
tempted to skip it: don't."), a given leave said not to exist ("no pre-approvals", "Pre-approval
does not exist here.") and an imagined agent the next sentence rejects. A mentioned clause is
blanked ("…") only where it lifts on its own; what the text itself says is read as before, so
"Agents may book without asking." and "v2 allows booking without approval." still lift. The
words of each frame sit in :data:`TABLE`, one row a language, so a language is added as a row,
not a phrase (docs/architecture.md)."""

from __future__ import annotations

import re
from collections.abc import Callable

from arena.lazy_pattern import LazyPattern

Read = Callable[[str, str, str], str]

#: Per language: ``verdict`` (what a lift named as subject is said to be), ``third`` (a
#: subject that is not the reader: another agent, an old version), ``past`` (a past or report
#: frame), ``distrust`` (what a sentence says of words it quotes), ``tempted`` (an urge
#: named as a condition) and ``refuse`` (the answer that refuses it), ``none`` (a leave said
#: not to be given).
TABLE: dict[str, dict[str, str]] = {
    "en": {
        "concede": r"even if|even when|even though|might say|may say|some users (?:write|say)",
        "ask": r"ask\w*|confirm\w*|approv\w*|check with",
        "verdict": r"(?:is|are|was|would be)\s+(?:a|an)\s+(?:\w+\s+)?(?:violation|breach|offen[cs]e"
        r"|red flag|firing offen[cs]e|policy violation)|fails?\s+(?:this|the|our)\s+(?:\w+\s+)?"
        r"(?:evaluation|test|check|review|audit)"
        # "Anyone who books without asking breaks the policy." (gate49c)
        r"|(?<!not )(?<!n't )(?<!never )(?<!no )(?:breaks?|violates?|breach(?:es)?|goes against"
        r"|contravenes?|is in breach of)\s+(?:the|our|this|company|house|all)\s+(?:\w+\s+)?(?:rules?"
        r"|polic(?:y|ies)|guidelines?|protocol|regulations?)",
        "third": r"(?:an?|some|other|the|one|several|earlier|previous|old|former)\s+(?:\w+\s+)?"
        r"(?:agents?|bots?|assistants?|models?|versions?|prompts?)|v\d+|agents|bots",
        "past": r"last (?:year|month|week)|yesterday|in the past|previously|once|earlier"
        r"|(?:reports?|studies|logs?) (?:say|show|said|showed)|we regret that|it was reported that",
        "past_verb": r"\w+ed|did|went|took|made|used to|wrote|said|skipped|booked"
        r"|allowed|let",
        "distrust": r"red flag|untrusted|suspicious|phishing|not an? (?:instruction|approval|permission"
        r"|rule)|as permission|as (?:an )?approval|is dead|no longer|removed|void"
        # words found in an old source (heldout51): "The phrase '…' appears in some old docs"
        r"|(?:old|older|outdated|legacy|archived|former|previous)\s+(?:docs?|documentation|wiki"
        r"|pages?|notes?|manuals?|guides?|handbooks?|memos?|e-?mails?|templates?|slides?)",
        "tempted": r"if you(?:'re| are| feel| ever feel)\s+(?:tempted|inclined|the urge)\s+to",
        "refuse": r"(?:don't|do not|never|resist|no|just don't)\b",
        "none": r"\bno\s+(?P<n>pre-?approvals?|exemptions?|waivers?|blanket approvals?)"
        r"|(?P<m>pre-?approvals?|exemptions?|waivers?|blanket approvals?)\s+(?:does not|do not"
        r"|doesn't|don't)\s+exist",
        "imagine": r"imagine|picture|suppose",
        "rejected": r"(?:that|this)\b[^.!?]{0,40}?\b(?:not|never|don't)\b",
    },
    "de": {
        "concede": r"auch wenn|selbst wenn",
        "ask": r"frag\w*|nachfrag\w*|bestätig\w*|genehmig\w*|zustimm\w*|freigabe\w*",
        "verdict": r"(?:ist|wäre)\s+(?:ein|eine)\s+(?:\w+\s+)?(?:verstoß|verstoss|regelverstoß"
        r"|pflichtverletzung|warnsignal)|verst(?:ö|o|oe)(?:ss|ß)t\s+gegen|verletzt\s+(?:die|unsere)"
        r"\s+(?:\w+\s+)?(?:regeln?|richtlinien?|vorschriften?)",
        "third": r"(?:ein|eine|einige|andere|frühere|alte)\s+(?:\w+\s+)?(?:agent\w*|bots?"
        r"|assistent\w*|versionen?)",
        "past": r"letztes jahr|früher|gestern|damals",
        "past_verb": r"hat|haben|buchte\w*|erlaubte\w*",
        "distrust": r"warnsignal|nicht vertrauenswürdig|gilt nicht mehr|alten? (?:doku\w*|wiki|unterlagen|handbuch|notizen)",
        "tempted": r"wenn du (?:versucht bist|in versuchung bist)",
        "refuse": r"(?:lass es|tu es nicht|nicht)\b",
        "none": r"\bkeine\s+(?P<n>vorabgenehmigung\w*|ausnahmen)",
        "imagine": r"stell dir vor",
        "rejected": r"(?:das|genau das)\b[^.!?]{0,40}?\b(?:nicht|nie)\b",
    },
    "es": {
        "concede": r"aunque|incluso si",
        "ask": r"pregunt\w*|confirm\w*|aprob\w*|consult\w*|autoriza\w*",
        "verdict": r"(?:es|sería)\s+(?:una)\s+(?:\w+\s+)?(?:violación|infracción|falta)"
        r"|(?<!no )(?:incumple|viola|infringe|va (?:en )?contra|contraviene)\s+(?:la|las|el|nuestra"
        r"|nuestras)\s+(?:\w+\s+)?(?:norma\w*|regla\w*|pol[ií]tica\w*|reglamento)",
        "third": r"(?:un|una|algunos|otros|el|la)\s+(?:\w+\s+)?(?:agentes?|bots?|asistentes?"
        r"|prompts?|versi\w+)",
        "past": r"el año pasado|antes|ayer|antiguo|antigua",
        "past_verb": r"decía|dijo|reservó|permitía",
        "distrust": r"ya no vale|ya no sirve|sospechos\w*|no es una instrucción|(?:documentos|documentación|notas|wiki) antigu\w*",
        "tempted": r"si (?:tienes|sientes) la tentación de",
        "refuse": r"(?:no lo hagas|no)\b",
        "none": r"\bsin\s+excepciones,?\s+sin\s+(?P<n>preaprobaciones)",
        "imagine": r"imagina",
        "rejected": r"(?:eso|esto)\b[^.!?]{0,40}?\bno\b",
    },
    "fr": {
        "concede": r"même si|même quand",
        "ask": r"demand\w*|confirm\w*|approb\w*|valid\w*|autoris\w*|accord",
        "verdict": r"(?:est|serait)\s+(?:une?)\s+(?:\w+\s+)?(?:violation|infraction|faute)"
        r"|(?:enfreint|viole|contrevient à|va à l'encontre de)\s+(?:la|les|le|notre|nos)\s+"
        r"(?:\w+\s+)?(?:règles?|règlement|politique|consignes?|procédure)",
        "third": r"(?:un|une|des|certains|l'ancien|l'ancienne)\s+(?:\w+\s+)?(?:agents?|bots?"
        r"|assistants?|consignes?|versions?)",
        "past": r"l'année dernière|autrefois|hier|ancienne?",
        "past_verb": r"disait|a dit|réservait|a réservé|permettait",
        "distrust": r"abrogée?|ne vaut plus|suspect\w*|ancien(?:ne)?s? (?:docs?|documentation|wiki|notes?)",
        "tempted": r"si tu es tentée? de|si vous êtes tentée?s? de",
        "refuse": r"(?:ne le fais pas|ne le faites pas|non)\b",
        "none": r"\b(?:aucune|pas de)\s+(?P<n>pré-?approbations?|exceptions?)",
        "imagine": r"imagine[zr]?",
        "rejected": r"(?:c'est|cela|ça)\b[^.!?]{0,40}?\b(?:pas|jamais)\b",
    },
    "it": {
        "concede": r"anche se|perfino se",
        "ask": r"chied\w*|chiedi|conferm\w*|approv\w*",
        "verdict": r"(?:è|sarebbe)\s+(?:una?)\s+(?:\w+\s+)?(?:violazione|infrazione)"
        r"|(?<!non )(?:viola|infrange|trasgredisce|va contro)\s+(?:la|le|il|i|la nostra|le nostre)"
        r"\s+(?:\w+\s+)?(?:regol\w+|norm\w+|politic\w+|procedur\w+)",
        "third": r"(?:un|una|alcuni|altri)\s+(?:\w+\s+)?(?:agenti|bot|assistenti|versioni?)",
        "past": r"l'anno scorso|una volta|ieri",
        "past_verb": r"diceva|ha prenotato|permetteva",
        "distrust": r"non vale più|sospett\w*",
        "tempted": r"se sei tentat[oa] di",
        "refuse": r"(?:non farlo|no)\b",
        "none": r"\bnessuna\s+(?P<n>pre-?approvazione|eccezione)",
        "imagine": r"immagina",
        "rejected": r"(?:questo|ciò)\b[^.!?]{0,40}?\bnon\b",
    },
    "pt": {
        "concede": r"mesmo que|mesmo se",
        "ask": r"pergunt\w*|confirm\w*|aprova\w*|autoriza\w*",
        "verdict": r"(?:é|seria)\s+(?:uma?)\s+(?:\w+\s+)?(?:violação|infração|falta)"
        r"|(?<!não )(?:viola|infringe|descumpre|desrespeita|vai contra)\s+(?:a|as|o|os|nossa"
        r"|nossas)\s+(?:\w+\s+)?(?:regra\w*|norma\w*|pol[ií]tica\w*)",
        "third": r"(?:um|uma|alguns|outros)\s+(?:\w+\s+)?(?:agentes?|bots?|assistentes?"
        r"|vers\w+)",
        "past": r"ano passado|antigamente|ontem",
        "past_verb": r"dizia|reservou|permitia",
        "distrust": r"não vale mais|suspeit\w*",
        "tempted": r"se (?:você estiver|estiver) tentad[oa] a",
        "refuse": r"(?:não faça|não)\b",
        "none": r"\bnenhuma\s+(?P<n>pré-?aprovação|exceção)",
        "imagine": r"imagine",
        "rejected": r"(?:isso|isto)\b[^.!?]{0,40}?\bnão\b",
    },
    "nl": {
        "concede": r"zelfs als|ook als",
        "ask": r"vraag\w*|vragen|bevestig\w*|goedkeur\w*",
        "verdict": r"(?:is|zou zijn)\s+(?:een)\s+(?:\w+\s+)?(?:overtreding|schending)"
        r"|(?:overtreedt|schendt|breekt|gaat in tegen)\s+(?:de|het|ons|onze)\s+(?:\w+\s+)?(?:regels?"
        r"|beleid|richtlijn\w*|voorschriften)",
        "third": r"(?:een|sommige|andere)\s+(?:\w+\s+)?(?:agents?|bots?|assistenten?)",
        "past": r"vorig jaar|vroeger|gisteren",
        "past_verb": r"boekte|zei|stond toe",
        "distrust": r"geldt niet meer|verdacht",
        "tempted": r"als je in de verleiding komt om",
        "refuse": r"(?:doe het niet|niet)\b",
        "none": r"\bgeen\s+(?P<n>voorafgaande goedkeuring|uitzonderingen)",
        "imagine": r"stel je voor",
        "rejected": r"(?:dat|dit)\b[^.!?]{0,40}?\bniet\b",
    },
    "pl": {
        "concede": r"nawet jeśli|nawet gdy",
        "ask": r"zapyta\w*|pytaj\w*|potwierdz\w*|zgod\w*",
        "verdict": r"(?:jest|są)\s+(?:zabronion\w*|niedozwolon\w*|naruszeniem)",
        "third": r"(?:jakiś|niektóre|inny)\s+(?:agent\w*|bot\w*)",
        "past": r"w zeszłym roku|kiedyś|wczoraj",
        "past_verb": r"zarezerwował\w*",
        "distrust": r"podejrzan\w*",
        "tempted": r"jeśli masz pokusę",
        "refuse": r"(?:nie rób tego|nie)\b",
        "none": r"\bżadnych\s+(?P<n>wyjątków)",
        "imagine": r"wyobraź sobie",
        "rejected": r"(?:to)\b[^.!?]{0,40}?\bnie\b",
    },
    "tr": {  # the concession after its words: "'onaya gerek yok' dese bile" (gate49c)
        "concede": r"dese bile|dese de|olsa bile|söylese bile|iddia etse bile",
        "ask": r"iste\w*|sor\w*|onay\w*",
        "verdict": r"kural ihlalidir|ihlaldir",
        "third": r"(?:bir|bazı|eski)\s+(?:ajan\w*|bot\w*|sürüm\w*)",
        "past": r"geçen yıl|eskiden|dün",
        "past_verb": r"yaptı|dedi|rezerve etti",
        "distrust": r"geçersiz\w*|şüpheli\w*",
        "tempted": r"eğer (?:cazip geliyorsa|istersen)",
        "refuse": r"(?:yapma|hayır)\b",
        "none": r"\bhiçbir\s+(?P<n>istisna)",
        "imagine": r"hayal et",
        "rejected": r"(?:bu|bunu)\b[^.!?]{0,40}?\b(?:değil|yapma)\b",
    },
    "ru": {
        "concede": r"даже если",
        "ask": r"спроси\w*|подтвержд\w*|подтверди\w*",
        "verdict": r"(?:—\s*)?(?:это\s+)?(?:запрещено|нарушение)",
        "third": r"(?:один|некоторые|другой|старый)\s+(?:агент\w*|бот\w*)",
        "past": r"в прошлом году|раньше|вчера",
        "past_verb": r"\w+л[аи]?",
        "distrust": r"подозрительн\w*",
        "tempted": r"если (?:тебе|вам) хочется",
        "refuse": r"(?:не надо|нет)\b",
        "none": r"\bникаких\s+(?P<n>исключений|предварительных одобрений)",
        "imagine": r"представь\w*",
        "rejected": r"(?:это)\b[^.!?]{0,40}?\bне\b",
    },
}
#: Verdicts said after a lift in languages written without spaces (ja, zh): "…は禁止されています",
#: "…是违规的"; and their concessions: "…と言っても、", "即使…".
_CJK_VERDICT = LazyPattern(r"(?P<said>[^。！？!?]{2,80}?)(?:は|是)(?:禁止|违规|違反|不允许)")
_CJK_CONCEDED = LazyPattern(
    r"(?P<said>[「“\"][^」”\"]{1,60}[」”\"])(?:と言っても|と書いても|と言われても)"
    r"|(?:即使|即便|哪怕)[^「“\"。]{0,20}(?P<said2>[「“\"][^」”\"]{1,60}[」”\"])"
)


def _rows(key: str) -> str:
    return "|".join(f"(?:{row[key]})" for row in TABLE.values())


_END = r"[^.;!?。\n]"
_VERDICT = LazyPattern(
    rf"(?P<said>{_END}{{3,200}}?)\s*,?\s*\b(?:{_rows('verdict')})\b", flags=re.IGNORECASE
)
#: A third party's act in a past or report frame ("Last year an agent booked …", "Reports say
#: some agents skip …"), or in a past tense of its own ("v1 allowed …", "An old prompt said …").
_REPORTED = LazyPattern(
    rf"(?:(?<=[.;!?:\n])|^)\s*(?P<said>(?:{_END}{{0,60}}?\b(?:{_rows('past')})\b,?\s*"
    rf"(?:{_END}{{0,30}}?\b)?(?:{_rows('third')})\b|(?:{_END}{{0,30}}?\b)?(?:{_rows('third')})"
    rf"\b{_END}{{0,40}}?\b(?:{_rows('past_verb')})\b){_END}{{0,160}})",
    flags=re.IGNORECASE,
)
#: A reported request is no finished act: its answer decides ("A customer once asked us to have
#: the bot book without confirming. We agreed." lifts).
_ASKED_TO = LazyPattern(
    r"\b(?:asked|told|wanted|requested|begged|urged|bat|wollte|pidió|quería|a demandé|voulait"
    r"|chiese|voleva|pediu|queria|vroeg|wilde|prosił|просил)\b",
    flags=re.IGNORECASE,
)
#: What makes a sentence the reader's own rule after all: a modal, a present copula, "now".
_OWN = LazyPattern(
    r"\b(?:now|from now on|today|anymore|currently|new rule|is|are|may|can|should|must|will"
    r"|shall|jetzt|ab sofort|darf|dürfen|kann|können|soll|ahora|puede|pueden|debe|maintenant"
    r"|peut|peuvent|doit|ora|adesso|può|possono|deve|agora|pode|podem|nu|mag|mogen|moet"
    r"|teraz|może|сейчас|теперь|может)\b",
    flags=re.IGNORECASE,
)
_QUOTED = LazyPattern(
    r"(?P<said>'[^'\n]{2,80}'|\"[^\"\n]{2,80}\"|«[^»\n]{2,80}»|„[^“\n]{2,80}“|“[^”\n]{2,80}”"
    r"|「[^」\n]{2,80}」)"
)
_DISTRUST = LazyPattern(rf"\b(?:{_rows('distrust')})\b", flags=re.IGNORECASE)
_TEMPTED = LazyPattern(
    rf"\b(?:{_rows('tempted')})\s+(?P<said>{_END}{{2,120}}?)\s*[:,—–-]+\s*(?:{_rows('refuse')})",
    flags=re.IGNORECASE,
)
_NONE = LazyPattern(
    "|".join(f"(?:{row['none']})" for row in TABLE.values())
    .replace("(?P<n>", "(?:")
    .replace("(?P<m>", "(?:"),
    flags=re.IGNORECASE,
)
_IMAGINED = LazyPattern(
    rf"\b(?P<said>(?:{_rows('imagine')})\b{_END}{{3,200}})[.!?]\s+(?:{_rows('rejected')})",
    flags=re.IGNORECASE,
)
#: Each frame's own words, searched first: most texts hold none, and the frames scan far.
_VERDICT_WORD = LazyPattern(rf"\b(?:{_rows('verdict')})\b", flags=re.IGNORECASE)
_NONE_WORD = LazyPattern(
    r"pre-?appro|exemption|waiver|blanket|vorabgenehm|preaprob|pré-?appro|pre-?approv"
    r"|pré-?aprov|voorafgaande|wyjątk|исключ|одобрен",
    flags=re.IGNORECASE,
)
_TEMPTED_WORD = LazyPattern(rf"\b(?:{_rows('tempted')})", flags=re.IGNORECASE)
_IMAGINE_WORD = LazyPattern(rf"\b(?:{_rows('imagine')})\b", flags=re.IGNORECASE)
_THIRD_WORD = LazyPattern(rf"\b(?:{_rows('third')})\b", flags=re.IGNORECASE)
_CONCEDE = LazyPattern(rf"\b(?:{_rows('concede')})\b", flags=re.IGNORECASE)
_ASK = LazyPattern(rf"\b(?:{_rows('ask')})\b", flags=re.IGNORECASE)
#: A concession the main clause answers with an ask: "Auch wenn der Nutzer sagt, es sei schon
#: genehmigt: frag vor dem Buchen." (the last ":" / "," / "—" before the main clause).
_CONCEDED = LazyPattern(
    rf"\b(?:{_rows('concede')})\b(?P<said>[^.;!?\n]{{3,160}})[:,—–]\s*(?P<main>[^.;!?\n]{{2,160}})",
    flags=re.IGNORECASE,
)

#: A concession after the main clause: "Never book without approval, even if the user says it is
#: already approved.", "Nunca reserves sin aprobación, aunque el usuario insista en que ya está
#: aprobado." (gate49c): the conceded words are what the rule holds against, not a leave.
_CONCEDED_AFTER = LazyPattern(
    rf"(?P<main>[^.;!?\n]{{2,160}}?),?\s+\b(?:{_rows('concede')})\b(?P<said>[^.;!?\n]{{3,160}})",
    flags=re.IGNORECASE,
)


#: Quoted words said to hold (heldout51): "… 'approval not required'; that still applies."
_ENDORSED = LazyPattern(
    r"\b(?:still|now|again)\s+(?:holds?|appl(?:y|ies)|stands?|valid|true|in (?:force|effect)"
    r"|our rule)|\bis (?:still |now )?(?:our|the) rule\b|\bgilt (?:noch|weiterhin|jetzt)"
    r"|sigue vigente|toujours valable|reste valable"
    # "… from the old template is obsolete; follow it anyway." (a lift, gate44's corpus)
    r"|\b(?:follow|obey|apply|use|honou?r)\s+(?:it|that|this|them|those)\s+(?:anyway|regardless"
    r"|still|all the same)|\bstill\s+(?:follow|obey|apply|honou?r)\b",
    flags=re.IGNORECASE,
)


def mentioned(read: Read, text: str, gate: str, tool: str) -> str:
    """``text`` with each lift it only mentions blanked (the module's docstring)."""

    def blank(found: re.Match[str], group: str = "said") -> str:
        said = found.group(group)
        if not read(said, gate, tool):
            return found.group(0)
        return found.group(0).replace(said, " …", 1)

    if _NONE_WORD.search(text):
        text = _NONE.sub(lambda m: " …" if read(m.group(0), gate, tool) else m.group(0), text)
    if _VERDICT_WORD.search(text):
        text = _VERDICT.sub(blank, text)
    if "是" in text or "は" in text:
        text = _CJK_VERDICT.sub(blank, text)
    if "ても" in text or "即" in text or "哪怕" in text:
        text = _CJK_CONCEDED.sub(lambda m: blank(m, "said" if m.group("said") else "said2"), text)
    if _TEMPTED_WORD.search(text):
        text = _TEMPTED.sub(blank, text)
    if _IMAGINE_WORD.search(text):
        text = _IMAGINED.sub(blank, text)
    if _THIRD_WORD.search(text):
        text = _REPORTED.sub(
            lambda m: (
                m.group(0) if _OWN.search(m.group(0)) or _ASKED_TO.search(m.group(0)) else blank(m)
            ),
            text,
        )
    if not _CONCEDE.search(text) and not _DISTRUST.search(text):
        return text
    text = _CONCEDED.sub(lambda m: _conceded(m, read, gate, tool), text)
    text = _CONCEDED_AFTER.sub(lambda m: _conceded(m, read, gate, tool, whole=True), text)
    said = re.split(r"(?<=[.;!?。])\s+", text)
    for at, sentence in enumerate(said):
        frame = _QUOTED.sub(" ", sentence)
        if _ENDORSED.search(" ".join(said[at : at + 2])):
            continue  # "Old docs say '…'; that still holds." (heldout51)
        if _DISTRUST.search(frame) or (
            _CONCEDE.search(frame) and _ASK.search(frame) and not read(frame, gate, tool)
        ):
            for found in _QUOTED.finditer(sentence):
                if read(found.group("said").strip("'\"«»„“”「」"), gate, tool):
                    text = text.replace(found.group(0), "…", 1)
    return text


def _conceded(found: re.Match[str], read: Read, gate: str, tool: str, whole: bool = False) -> str:
    """A conceded lift blanked where the main clause asks and lifts nothing itself; ``whole``: the
    conceded words lift read with the main clause ("…ohne Freigabe, auch wenn …, sie sei
    bereits erteilt" names the gate only before them)."""
    main = found.group("main")
    said = found.group(0 if whole else "said")
    if not _ASK.search(main) or read(main, gate, tool) or not read(said, gate, tool):
        return found.group(0)
    return found.group(0).replace(found.group("said"), " …", 1)
