"""The words the answer reader (:mod:`arena.wording.answers`) takes for a yes, a no and a
negation, in every language it reads; kept apart from the rules that weigh them."""

from __future__ import annotations


def words(text: str) -> frozenset[str]:
    return frozenset(text.split())


APPROVE_WORDS = words(
    "yes yep yeah yup ya yea sure ok okay k alright approve approved approves approving proceed "
    "confirm confirmed granted grant agree agreed accept accepted absolutely definitely "
    "certainly lgtm sgtm fine good great perfect affirmative allowed "
    "ja jawohl jep klar sicher gerne gern genehmigt genehmige zugestimmt einverstanden passt "
    "freigegeben bestatigt bestatige okay "
    "vale claro adelante aprobado aprobada apruebo dale perfecto hazlo confirmado acepto venga "
    "oui ouais approuve approuvee accepte valide parfait volontiers bon "
    # everyday yeses that read unclear (outside tester 26): "Perfekt", "selbstverständlich",
    # "évidemment", "ouaip", "okey", "oki", "aye", "yessir", "bueno" ("bueno..." trails off)
    "perfekt selbstverstandlich evidemment ouaip okey oki aye yessir bueno "
    # and spelt as said (outside testers 27a-c): "yeh", "yah", "okie", "yas"
    "yeh yah okie yas "
    # "ok" as Dutch, Nordic and chat write it (answers51): "oké" (folded "oke"), "okei", "okidoki"
    "oke okei okidoki okiedokie"
)
DENY_WORDS = words(
    "no nope nah nay deny denied denies denying reject rejected rejecting decline declined "
    "refuse refused cancel cancelled canceled stop veto vetoed negative never forbidden "
    "disallow disallowed disapprove disapproved nein nee abgelehnt ablehnen lehne verweigert "
    "stopp niemals nie abbrechen dagegen rechazado rechazada rechazo denegado denegada cancela cancelar "
    "nunca jamas non rejete annule annuler jamais abort disagree object objects objection objections "
    # "Most of us approve; finance disagrees" approved (held-out 40)
    "disagrees disagreed opposes "
    "objected einspruch objecion nao niet nej withhold withholds withheld withholding "
    # "Yes — I'm refusing." approved (answers49c)
    "refusing "
    # "I decline", "I refuse", "I reject" in Spanish, Italian, Portuguese: "Declino", "Rifiuto",
    # "Recuso" read as neither (heldout50)
    "declino declinamos declinamo rifiuto rifiutiamo rifiutato respingo respinto recuso recusamos "
    "recusado rejeito rejeitamos rejeitado rechazamos"
)
NEGATORS = words(
    "zzno not no never nicht kein keine keinen nie nunca ni pas ne n jamais non nao niet"
)
#: Negators that turn a refusal word into an agreement ("I'd never say no", "not rejected");
#: not "no" itself: "no, no" is a firm no.
UNDO = words("not never nicht nie nunca pas ne n jamais")
#: A "no" that may be a change of mind rather than an answer ("ok... actually no"): after an
#: acknowledgement it leaves the answer mixed, where a refusal phrase or "cancel" denies.
BARE_NO = words("no nope nah nay non nein nee")
#: Yes words that are an answer on their own: a bare "no" before one is a second answer, not
#: its negation ("no yes" is as mixed as "yes no"), where "not ok" is a negated yes.
BARE_YES = words("yes yep yeah yup ya yea yeh yah ja jawohl oui ouais si sim")
#: Yes words that are also names: the German and Swiss "jo" is a yes only as an answer's first word,
#: alone in its clause or before another yes ("jo, go ahead", "jo passt", "jo mei"); "ask Jo" and
#: "Jo says no" name someone.
NAME_YES = words("jo")
#: Words after which a first "jo" is still the yes ("jo mei", "jo scho", "jo bitte").
NAME_YES_NEXT = words("mei eh scho schon freilich gell genau bitte danke doch sicher klar")
