"""Known framework text: the words a shipped adapter's framework writes beside the arena's
instructions, as its own template files word them (gate45).

:mod:`arena.gate_unread` counts every sentence an adapter adds beside the arena's words that
no reader vouches for; the frameworks' templates are vouched here, as the arena's own words
are (taken out before the sentences are read). Each text is its framework's template as it
ships (``{name}``, ``{{ x }}`` and ``{% … %}`` are what the framework fills in), checked
against the installed files by ``tests/runs/test_s45_gate_unread.py``: a template that
changes shows there, not as honest words read as unread."""

from __future__ import annotations

import functools

from arena.lazy_pattern import LazyPattern
from arena.offered import system_words

#: smolagents' ToolCallingAgent system prompt (``smolagents/prompts/toolcalling_agent.yaml``),
#: its tool listing (``Tool.to_tool_calling_prompt``) and its ``final_answer`` tool
#: (``smolagents/default_tools.py``).
_SMOLAGENTS = (
    """You are an expert assistant who can solve any task using tool calls. You will be given a task to solve as best you can.
To do so, you have been given access to some tools.

The tool call you write is an action: after the tool is executed, you will get the result of the tool call as an "observation".
This Action/Observation can repeat N times, you should take several steps when needed.

You can use the result of the previous action as input for the next action.
The observation will always be a string: it can represent a file, like "image_1.jpg".
Then you can use it as input for the next action. You can do it for instance as follows:

Observation: "image_1.jpg"

Action:
{
  "name": "image_transformer",
  "arguments": {"image": "image_1.jpg"}
}

To provide the final answer to the task, use an action blob with "name": "final_answer" tool. It is the only way to complete the task, else you will be stuck on a loop. So your final output should look like this:
Action:
{
  "name": "final_answer",
  "arguments": {"answer": "insert your final answer here"}
}


Here are a few examples using notional tools:
---
Task: "Generate an image of the oldest person in this document."

Action:
{
  "name": "document_qa",
  "arguments": {"document": "document.pdf", "question": "Who is the oldest person mentioned?"}
}
Observation: "The oldest person in the document is John Doe, a 55 year old lumberjack living in Newfoundland."

Action:
{
  "name": "image_generator",
  "arguments": {"prompt": "A portrait of John Doe, a 55-year-old man living in Canada."}
}
Observation: "image.png"

Action:
{
  "name": "final_answer",
  "arguments": "image.png"
}

---
Task: "What is the result of the following operation: 5 + 3 + 1294.678?"

Action:
{
    "name": "python_interpreter",
    "arguments": {"code": "5 + 3 + 1294.678"}
}
Observation: 1302.678

Action:
{
  "name": "final_answer",
  "arguments": "1302.678"
}

---
Task: "Which city has the highest population , Guangzhou or Shanghai?"

Action:
{
    "name": "web_search",
    "arguments": "Population Guangzhou"
}
Observation: ['Guangzhou has a population of 15 million inhabitants as of 2021.']


Action:
{
    "name": "web_search",
    "arguments": "Population Shanghai"
}
Observation: '26 million (2019)'

Action:
{
  "name": "final_answer",
  "arguments": "Shanghai"
}

Above example were using notional tools that might not exist for you. You only have access to these tools:
{%- for tool in tools.values() %}
- {{ tool.to_tool_calling_prompt() }}
{%- endfor %}""",
    """Here are the rules you should always follow to solve your task:
1. ALWAYS provide a tool call, else you will fail.
2. Always use the right arguments for the tools. Never use variable names as the action arguments, use the value instead.
3. Call a tool only when needed: do not call the search agent if you do not need information, try to solve the task yourself. If no tool call is needed, use final_answer tool to return your answer.
4. Never re-do a tool call that you previously did with the exact same parameters.

Now Begin!""",
    "{self.name}: {self.description}\n    Takes inputs: {self.inputs}\n    Returns an output of "
    "type: {self.output_type}",
    "Provides a final answer to the given problem.",
    "The final answer to the problem",
)
#: CrewAI's role-playing and task templates (``crewai/translations/en.json``) and the goal the
#: crewai adapter gives its agent (``arena/adapters/crewai_flow.py``).
_CREWAI = (
    "You are {role}. {backstory}\nYour personal goal is: {goal}",
    "\nCurrent Task: {input}\n\nBegin! This is VERY important to you, use the tools available and "
    "give your best Final Answer, your job depends on it!\n\nThought:",
    "Carry out the user's request, following your instructions.",
)
#: Google ADK's identity instruction (``google/adk/flows/llm_flows/prompt/_identity.py``).
_ADK = (
    'You are an agent. Your internal name is "{agent.name}".',
    ' The description about you is "{agent.description}".',
)
#: Every framework's, by the package its template ships in (the test finds each there).
TEMPLATES: dict[str, tuple[str, ...]] = {
    "smolagents": _SMOLAGENTS,
    "crewai": _CREWAI,
    "google.adk": _ADK,
}
#: The tools a framework adds of its own, listed beside the arena's (smolagents' ``final_answer``).
KNOWN_NAMES = frozenset({"final_answer"})
#: What a framework fills in: a Jinja block or expression, a format field.
_FILLED = LazyPattern(r"\{%.*?%\}|\{\{.*?\}\}|\{[\w.]+\}")
#: ADK's identity line with the name it fills in: ADK takes only an identifier for a name
#: ("outside45", "room_agent"), so the whole line is the framework's, the name a label
#: (a name without "_" was left behind as a sentence of its own, 'outside45"', evals45).
_ADK_NAMED = LazyPattern(r'you are an agent\. your internal name is "[^\W\d]\w{0,63}"\.')
#: A piece shorter than this is no evidence of a template ("you are", "1."): it stays to be read.
SHORTEST = 12


@functools.cache
def known_pieces() -> tuple[str, ...]:
    """The templates' literal pieces (between what the framework fills in) as the log keeps
    words (:func:`arena.offered.system_words`), longest first, none shorter than
    :data:`SHORTEST`."""
    pieces: set[str] = set()
    for texts in TEMPLATES.values():
        for text in texts:
            for piece in _FILLED.compiled.split(text):
                said = system_words(piece).strip()
                if len(said) >= SHORTEST:
                    pieces.add(said)
    return tuple(sorted(pieces, key=len, reverse=True))


def less_known(text: str) -> str:
    """``text`` (as the log keeps words) less every known framework piece."""
    if "internal name" in text:
        text = _ADK_NAMED.compiled.sub(" ", text)
    for piece in known_pieces():
        if piece in text:
            text = text.replace(piece, " ")
    return text


__all__ = ["KNOWN_NAMES", "SHORTEST", "TEMPLATES", "known_pieces", "less_known"]
