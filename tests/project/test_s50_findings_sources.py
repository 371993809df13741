"""Every framework source line findings.md cites still says what the claim quotes (findings50).

findings.md §4 names its evidence as ``package/file.py:LINE`` in the installed release
(``.venv``, ``.venvs/crewai`` for CrewAI). Nothing held those lines: the versions in §4's
headings are held to constraints.txt (``test_s41_versions_named``), but a pin moved and the
cited line moved or vanished with it would pass. Each citation is held here to an anchor, the
words of that line range the claim rests on (within a few lines: a release that shifts code by
one line is the same evidence); a new citation needs an anchor here, and a stale one fails,
naming the file and the anchor not found.
"""

from __future__ import annotations

import re
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FINDINGS = (ROOT / "findings.md").read_text(encoding="utf-8")
CITED = re.compile(r"([A-Za-z_][\w/]*\.py):(\d+)(?:[-–](\d+))?")
#: How far around the cited lines an anchor may sit.
SLACK = 3

#: findings.md's citation → (environment, file under its site-packages, the words it rests on).
ANCHORS: dict[str, tuple[str, str, str]] = {
    "langgraph/prebuilt/chat_agent_executor.py:274": (
        "main",
        "langgraph/prebuilt/chat_agent_executor.py",
        "create_react_agent has been moved to `langchain.agents`",
    ),
    "langchain/agents/factory.py:2032": (
        "main",
        "langchain/agents/factory.py",
        'Send("tools", [tool_call])',
    ),
    "langchain/agents/middleware/human_in_the_loop.py:755": (
        "main",
        "langchain/agents/middleware/human_in_the_loop.py",
        "decision = interrupt(value, response_schema=response_schema)",
    ),
    "langgraph/prebuilt/tool_node.py:880": (
        "main",
        "langgraph/prebuilt/tool_node.py",
        "outputs = await asyncio.gather(*coros)",
    ),
    "langgraph/func/__init__.py:150": (
        "main",
        "langgraph/func/__init__.py",
        "Tasks can only be called from within an",
    ),
    "langchain/agents/factory.py:1511": (
        "main",
        "langchain/agents/factory.py",
        "output.name = name",
    ),
    "langchain_openai/chat_models/_client_utils.py:490": (
        "main",
        "langchain_openai/chat_models/_client_utils.py",
        "def _cached_async_httpx_client(",
    ),
    "agents/run_state.py:1380": (
        "main",
        "agents/run_state.py",
        "def approve(self, approval_item: ToolApprovalItem, always_approve: bool = False)",
    ),
    "run_state.py:2329": ("main", "agents/run_state.py", "async def from_string("),
    "agents/run_internal/tool_execution.py:1236-1261": (
        "main",
        "agents/run_internal/tool_execution.py",
        "return REJECTION_MESSAGE",
    ),
    "agents/tool.py:208": (
        "main",
        "agents/tool.py",
        'DEFAULT_APPROVAL_REJECTION_MESSAGE = "Tool execution was not approved."',
    ),
    "run_state.py:1380": (
        "main",
        "agents/run_state.py",
        "def approve(self, approval_item: ToolApprovalItem, always_approve: bool = False)",
    ),
    "agents/run.py:697": ("main", "agents/run.py", "max_turns = run_state._max_turns"),
    "pydantic_ai/exceptions.py:173": (
        "main",
        "pydantic_ai/exceptions.py",
        "class CallDeferred(Exception):",
    ),
    "pydantic_ai/_deferred.py:28": (
        "main",
        "pydantic_ai/_deferred.py",
        "DeferredToolKind: TypeAlias = Literal['approval', 'question', 'external']",
    ),
    "pydantic_ai/tools.py:578": (
        "main",
        "pydantic_ai/tools.py",
        "kind='unapproved' if self.requires_approval else 'function',",
    ),
    "exceptions.py:195": (
        "main",
        "pydantic_ai/exceptions.py",
        "class ApprovalRequired(Exception):",
    ),
    "capabilities/abstract.py:1345": (
        "main",
        "pydantic_ai/capabilities/abstract.py",
        "This is the hook to defer from: raising",
    ),
    "_tool_execution.py:551": (
        "main",
        "pydantic_ai/_tool_execution.py",
        "Tool call results need to be provided for all deferred tool calls.",
    ),
    "_tool_execution.py:158": ("main", "pydantic_ai/_tool_execution.py", "outcome='denied',"),
    "_tool_execution.py:1005": (
        "main",
        "pydantic_ai/_tool_execution.py",
        "asyncio.create_task(call_tool(index)",
    ),
    "_function_schema.py:100": (
        "main",
        "pydantic_ai/_function_schema.py",
        "run_in_executor(function",
    ),
    "capabilities/combined.py:1288": (
        "main",
        "pydantic_ai/capabilities/combined.py",
        "def _replace_capability_context(",
    ),
    "_run_context.py:299": (
        "main",
        "pydantic_ai/_run_context.py",
        "tool_call_metadata: Any = None",
    ),
    "agent_framework/_harness/_tool_approval.py:378": (
        "main",
        "agent_framework/_harness/_tool_approval.py",
        "class ToolApprovalMiddleware(AgentMiddleware):",
    ),
    "_harness/_agent.py:668": (
        "main",
        "agent_framework/_harness/_agent.py",
        "assembled_middleware.append(ToolApprovalMiddleware(auto_appr",
    ),
    "agent_framework/_tools.py:2607": (
        "main",
        "agent_framework/_tools.py",
        "approval_tool_names = {",
    ),
    "_tools.py:4580": (
        "main",
        "agent_framework/_tools.py",
        'result="Error: Tool call invocation was rejected by user."',
    ),
    "_types.py:1760": ("main", "agent_framework/_types.py", "def to_function_approval_response("),
    "_tools.py:2687": ("main", "agent_framework/_tools.py", "Session-backed"),
    "_tools.py:3426": (
        "main",
        "agent_framework/_tools.py",
        "responses.append(request.to_function_approval_response(appro",
    ),
    "_telemetry.py:19-21": (
        "main",
        "agent_framework/_telemetry.py",
        'USER_AGENT_TELEMETRY_DISABLED_ENV_VAR = "AGENT_FRAMEWORK_USER_AGENT_DISABLED"',
    ),
    "observability.py:1014": (
        "main",
        "agent_framework/observability.py",
        "ENABLE_INSTRUMENTATION=false",
    ),
    "google/adk/events/event.py:295": (
        "main",
        "google/adk/events/event.py",
        "if self.actions.skip_summarization",
    ),
    "google/adk/tools/function_tool.py:520": (
        "main",
        "google/adk/tools/function_tool.py",
        "tool_context.actions.skip_summarization = True",
    ),
    "function_tool.py:528": (
        "main",
        "google/adk/tools/function_tool.py",
        'return {"error": "This tool call is rejected."}',
    ),
    "google/adk/runners.py:656": (
        "main",
        "google/adk/runners.py",
        "Message cannot contain both function responses and text.",
    ),
    "integrations/openai/_openai_llm.py:353": (
        "main",
        "google/adk/integrations/openai/_openai_llm.py",
        "class OpenAILlm(BaseLlm):",
    ),
    "smolagents/agents.py:754-756": (
        "main",
        "smolagents/agents.py",
        "self.interrupt_switch = True",
    ),
    "agents.py:545-547": ("main", "smolagents/agents.py", 'raise AgentError("Agent interrupted."'),
    "agents.py:488": (
        "main",
        "smolagents/agents.py",
        "self.memory.steps.append(TaskStep(task=self.task, task_image",
    ),
    "agents.py:1361-1440": ("main", "smolagents/agents.py", "def process_tool_calls("),
    "agents.py:606-607": (
        "main",
        "smolagents/agents.py",
        "final_answer = self._handle_max_steps_reached(task)",
    ),
    "memory.py:101-137": ("main", "smolagents/memory.py", "Calling tools:"),
    "memory.py:139-145": ("main", "smolagents/memory.py", "Now let's retry"),
    "models.py:1789-1792": ("main", "smolagents/models.py", "input_tokens=response.usage"),
    "models.py:282-285": (
        "main",
        "smolagents/models.py",
        "MessageRole.TOOL_RESPONSE: MessageRole.USER,",
    ),
    "models.py:378-385": ("main", "smolagents/models.py", "# Merge consecutive text messages"),
    "crewai/hooks/tool_hooks.py:86-121": (
        "crewai",
        "crewai/hooks/tool_hooks.py",
        "response = input().strip()",
    ),
    "crewai/core/providers/human_input.py:364": (
        "crewai",
        "crewai/core/providers/human_input.py",
        "response = input()",
    ),
    "crewai/flow/runtime/__init__.py:1260-1400": (
        "crewai",
        "crewai/flow/runtime/__init__.py",
        "def from_pending(",
    ),
    "crewai/agents/agent_executor.py:2020-2050": (
        "crewai",
        "crewai/agents/agent_executor.py",
        "immediately without running remaining calls",
    ),
    "flow/runtime/__init__.py:3762-3781": (
        "crewai",
        "crewai/flow/runtime/__init__.py",
        "self._collapse_to_outcome,",
    ),
    "crewai/agents/agent_builder/base_agent.py:261": (
        "crewai",
        "crewai/agents/agent_builder/base_agent.py",
        "default=True",
    ),
    "agent/core.py:1706-1729": ("crewai", "crewai/agent/core.py", "exactly one"),
    "llms/providers/openai/completion.py:2283-2294": (
        "crewai",
        "crewai/llms/providers/openai/completion.py",
        "return list(message.tool_calls)",
    ),
    "agents/agent_executor.py:1957-1961": (
        "crewai",
        "crewai/agents/agent_executor.py",
        '"content": None,',
    ),
    "flow/runtime/__init__.py:891-893": (
        "crewai",
        "crewai/flow/runtime/__init__.py",
        "_skip_auto_memory",
    ),
    "events/utils/console_formatter.py:209-226": (
        "crewai",
        "crewai/events/utils/console_formatter.py",
        "if is_flow:",
    ),
    "flow/persistence/sqlite.py:209": (
        "crewai",
        "crewai/flow/persistence/sqlite.py",
        "store_lock(self._lock_name)",
    ),
    "portalocker/utils.py:20": ("crewai", "portalocker/utils.py", "DEFAULT_CHECK_INTERVAL = 0.25"),
    "langgraph/pregel/main.py:2715": (
        "main",
        "langgraph/pregel/main.py",
        'CONFIG_KEY_DURABILITY, "async")',
    ),
    "langgraph/types.py:99": (
        "main",
        "langgraph/types.py",
        'Durability = Literal["sync", "async", "exit"]',
    ),
    "langgraph/pregel/_loop.py:987": (
        "main",
        "langgraph/pregel/_loop.py",
        "Finished tasks rerun only on time travel, or on a resume at a",
    ),
    "pregel/_checkpoint.py:191": (
        "main",
        "langgraph/pregel/_checkpoint.py",
        "async def acheckpoint_superseded(",
    ),
    "google/adk/flows/llm_flows/tools/_confirmation.py:312-354": (
        "main",
        "google/adk/flows/llm_flows/tools/_confirmation.py",
        "invocation_context.end_invocation = True",
    ),
    "google/adk/runners.py:1285": (
        "main",
        "google/adk/runners.py",
        "self._resolve_invocation_id_from_fr(",
    ),
    "events/_rewind_events.py:22": (
        "main",
        "google/adk/events/_rewind_events.py",
        "def _apply_rewinds(events: list[Event]) -> list[Event]:",
    ),
    "sessions/sqlite_session_service.py:348": (
        "main",
        "google/adk/sessions/sqlite_session_service.py",
        "ORDER BY timestamp DESC, rowid DESC",
    ),
    "sqlite_session_service.py:567": (
        "main",
        "google/adk/sessions/sqlite_session_service.py",
        "async def _get_db_connection(",
    ),
}


def _site_packages(env: str) -> Path | None:
    if env == "main":
        return Path(sysconfig.get_paths()["purelib"])
    found = sorted((ROOT / ".venvs" / env / "lib").glob("python3*/site-packages"))
    return found[0] if found else None


def stale(text: str) -> list[str]:
    """Why each citation in ``text`` is not held ('' none): no anchor for it here, its file
    not installed, or its anchor not within ``SLACK`` lines of the cited ones."""
    problems = []
    for m in CITED.finditer(text):
        cited = m.group(0)
        if cited not in ANCHORS:
            problems.append(f"{cited}: cited in findings.md with no anchor in ANCHORS")
            continue
        env, name, anchor = ANCHORS[cited]
        root = _site_packages(env)
        if root is None:  # CrewAI's own environment not set up: nothing to read
            continue
        path = root / name
        if not path.is_file():
            problems.append(f"{cited}: {name} is not installed ({env})")
            continue
        lines = path.read_text(encoding="utf-8").splitlines()
        first, last = int(m.group(2)), int(m.group(3) or m.group(2))
        window = "\n".join(lines[max(0, first - 1 - SLACK) : last + SLACK])
        if anchor not in window:
            problems.append(f"{cited}: {anchor!r} is not at {name}:{first}-{last} any more")
    return problems


def test_every_cited_framework_line_still_says_it() -> None:
    assert len(CITED.findall(FINDINGS)) >= 60
    assert stale(FINDINGS) == []


def test_every_anchor_is_cited() -> None:
    cited = {m.group(0) for m in CITED.finditer(FINDINGS)}
    assert sorted(set(ANCHORS) - cited) == []


@pytest.mark.parametrize(
    ("was", "now", "why"),
    [
        ("agents/tool.py:208", "agents/tool.py:408", "is not at agents/tool.py:408-408"),
        ("portalocker/utils.py:20", "portalocker/utils.py:95", "is not at portalocker/utils.py:95"),
        ("agents.py:545-547", "agents.py:645-647", "is not at smolagents/agents.py:645-647"),
        ("_tools.py:4580", "_tools.py:4480", "no anchor"),
        ("langgraph/types.py:99", "langgraph/typing.py:99", "no anchor"),
    ],
)
def test_a_citation_moved_by_hand_is_stale(
    was: str, now: str, why: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A line moved with its anchor kept (the cited words are elsewhere now) or a citation
    with none each read as stale."""
    assert f"`{was}`" in FINDINGS or f"`{was}," in FINDINGS or f"{was}`" in FINDINGS
    env = ANCHORS[was][0]
    if _site_packages(env) is None:
        pytest.skip(f"{env} environment not set up")
    if "no anchor" not in why:
        monkeypatch.setitem(ANCHORS, now, ANCHORS[was])
    found = stale(FINDINGS.replace(was, now))
    assert len(found) == 1 and why in found[0], found
