"""Reading what people write, in several languages: numbers ("twenty-two", "zweiundzwanzig") and
answers to an approval ("Sure, go ahead" approves, "No, that's not ok" denies, the rest is
unclear). Pure text, no I/O: the harness (a typed answer's verdict) and the scripted model (what
it reads in a request or a gate result) use the same reading, so they cannot disagree.
"""
