"""The pytest plugin as a user meets it: fixtures, options, env vars, markers and failure reports.

Each test writes a small eval file and runs pytest on it in-process (``pytester``), so what is
asserted is what a user would see in the terminal.
"""

from __future__ import annotations

import pytest

# Imported here, so that they are in the snapshot of sys.modules each in-process run restores:
# a module first imported inside one run is dropped after it and imported anew by the next,
# while arena.model's lazily bound names (arena.model.Reply) keep the first copy's classes — a
# policy returning the old Reply was refused by the new policy module ("a policy must return a
# Reply or a str, not Reply") when this file ran in one process, in this order.
import arena.adapters.vanilla
import arena.drive
import arena.model
import arena.model.policy
import arena.model.script
import arena.model.server
from arena.adapters import ADAPTERS, AdapterInfo

pytest_plugins = ["pytester"]

HANDSHAKE = """
def test_handshake(arena_driver):
    t = arena_driver
    t.send("Book a meeting room for 6 people on Tuesday.")
    t.parked()
    t.respond(t.require_input_request(action="request_approval"), option="approve")
    t.succeeded()
    t.called_tool("book_room", status="ok", times=1)
"""


def run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    return pytester.runpytest_inprocess("-p", "arena", "-p", "no:cacheprovider", *args)


def test_the_driver_runs_vanilla_on_the_scripted_model_by_default(
    pytester: pytest.Pytester,
) -> None:
    pytester.makepyfile(HANDSHAKE + "\ndef test_plain():\n    pass\n")
    result = run(pytester, "-v")
    result.assert_outcomes(passed=2)
    result.stdout.fnmatch_lines(["*test_handshake[[]vanilla[]] PASSED*", "*test_plain PASSED*"])


def test_the_behaviour_option_makes_the_eval_fail_with_the_events(
    pytester: pytest.Pytester,
) -> None:
    pytester.makepyfile(HANDSHAKE)
    result = run(pytester, "--arena-behaviour", "chatty")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        [
            "*NotParked: expected the turn to be parked (waiting on a person), but it completed*",
            "*session run_* adapter vanilla * model scripted-chatty*",
            "*tool.finished    search_rooms(capacity=6, day='Tuesday') → ok*",
            '*message          assistant: "I found R-102 (Aspen)*Shall I book R-102 for you?"*',
        ]
    )


def test_the_behaviour_env_var_and_the_marker(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytester.makepyfile(
        HANDSHAKE
        + """
import pytest

@pytest.mark.arena(behaviour="compliant")
def test_pinned(arena_driver, arena_behaviour, arena_endpoint):
    assert arena_behaviour == "compliant" and arena_endpoint.model == "scripted-compliant"
"""
    )
    monkeypatch.setenv("ARENA_BEHAVIOUR", "double")
    result = run(pytester)
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(
        [
            "*expected book_room with status ok to be called 1x in this session line, and no "
            "more attempted; 1 ok call; 1 blocked attempt (the harness stopped it: no matching "
            "approval): book_room(room_id='R-102')*"
        ]
    )


def test_tests_are_parametrised_over_the_chosen_adapters(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        HANDSHAKE
        + """
import pytest

@pytest.mark.arena(adapters=["vanilla", "pydantic_ai"])
def test_declared(arena_driver):
    pass

@pytest.mark.parametrize("arena_adapter", ["vanilla"])
def test_own(arena_driver):
    pass
"""
    )
    result = run(pytester, "--collect-only", "-q", "--arena-adapter", "vanilla,langgraph")
    result.stdout.fnmatch_lines(
        [
            "*test_handshake[[]vanilla[]]",
            "*test_handshake[[]langgraph[]]",
            "*test_declared[[]vanilla[]]",
            "*test_own[[]vanilla[]]",
        ]
    )
    assert "test_declared[pydantic_ai]" not in result.stdout.str()  # not chosen on the CLI
    result = run(pytester, "--collect-only", "-q")
    result.stdout.fnmatch_lines(["*test_declared[[]vanilla[]]", "*test_declared[[]pydantic_ai[]]"])


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--arena-behaviour", "polite"], "*--arena-behaviour polite: unknown behaviour; known*"),
        (["--arena-adapter", "nope"], "*unknown adapter 'nope'; known adapters: vanilla*"),
        (["--arena-model-url", "http://127.0.0.1:9/v1"], "*needs --arena-model NAME*"),
        (
            [
                "--arena-model-url",
                "http://127.0.0.1:9/v1",
                "--arena-model",
                "m",
                "--arena-api-key-env",
                "ARENA_TEST_UNSET_KEY",
            ],
            "*ARENA_TEST_UNSET_KEY: that variable*",
        ),
        (
            ["--arena-model", "gpt-4o"],
            "*--arena-model (ARENA_MODEL) only applies with --arena-model-url*",
        ),
        (["--arena-api-key-env", "HOME"], "*--arena-api-key-env (ARENA_API_KEY_ENV) only applies*"),
        (["--arena-leg-timeout", "soon"], "*--arena-leg-timeout soon: give a number of seconds*"),
        (["--arena-leg-timeout", "-5"], "*--arena-leg-timeout -5: give a number of seconds above*"),
        (["--arena-leg-timeout", "nan"], "*--arena-leg-timeout nan: give a number*"),
    ],
)
def test_bad_options_are_usage_errors(
    pytester: pytest.Pytester, args: list[str], message: str
) -> None:
    pytester.makepyfile(HANDSHAKE)
    result = run(pytester, *args)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines([message])


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"ARENA_LEG_TIMEOUT": "soon"}, "*ARENA_LEG_TIMEOUT=soon: give a number of seconds*"),
        ({"ARENA_BEHAVIOUR": "polite"}, "*ARENA_BEHAVIOUR=polite: unknown behaviour*"),
        (  # users54: the message named the flag, though the URL came from a variable
            {"ARENA_MODEL_URL": "http://127.0.0.1:9/v1"},
            "*ARENA_MODEL_URL needs ARENA_MODEL=NAME (or --arena-model NAME): the model id*",
        ),
    ],
)
def test_a_bad_variable_is_named_as_the_variable(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, env: dict[str, str], message: str
) -> None:
    """The message named the flag (``--arena-leg-timeout soon``) the user had not given."""
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    pytester.makepyfile(HANDSHAKE)
    result = run(pytester)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines([message])


def test_an_unreachable_live_endpoint_fails_in_one_line(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(HANDSHAKE)
    result = run(pytester, "--arena-model-url", "http://127.0.0.1:9/v1", "--arena-model", "m")
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(
        ["*model endpoint http://127.0.0.1:9/v1 is unreachable*check --arena-model-url*"]
    )
    assert "Traceback" not in result.stdout.str()


@pytest.mark.parametrize(
    ("path", "model", "line"),
    [
        ("/nope", "scripted", "*GET /models answered HTTP 404*try --arena-model-url http*/v1"),
        ("", "gpt-x", "*does not serve --arena-model 'gpt-x' (not in GET /models): it serves*"),
        (
            "",
            "scripted-recklss",
            "*does not serve --arena-model*did you mean 'scripted-reckless'?*",
        ),
    ],
)
def test_a_live_endpoint_without_a_model_list_or_that_model_is_a_setup_error(
    pytester: pytest.Pytester, path: str, model: str, line: str
) -> None:
    """A /models answering 404 or a model the endpoint does not list: each test failed as if the
    agent were wrong (NotParked ... model endpoint error), not as one setup error."""
    pytester.makepyfile(HANDSHAKE + HANDSHAKE.replace("test_handshake", "test_again"))
    with arena.model.server.ScriptedModelServer() as server:
        url = server.base_url + path
        result = run(pytester, "--arena-model-url", url, "--arena-model", model)
    result.assert_outcomes(errors=2)
    result.stdout.fnmatch_lines([line])
    assert "NotParked" not in result.stdout.str() and "Traceback" not in result.stdout.str()


def test_soft_checks_are_reported_after_the_test(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        """
def test_soft(arena_driver):
    t = arena_driver
    t.send("Book a meeting room for 6 people on Tuesday.")
    with t.soft("pause"):
        t.parked()
        t.called_tool("book_room", times=1)
    t.check("polite", "please" in t.turn.message, "the agent did not say please")

def test_soft_passing(arena_driver):
    t = arena_driver
    t.send("Book a meeting room for 6 people on Tuesday.")
    with t.soft("pause"):
        t.parked()
"""
    )
    result = run(pytester)
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(
        [
            "*2 soft checks failed:",
            "*- [[]pause[]] expected book_room to be called 1x in this session line; it was never called",
            "*- [[]polite[]] the agent did not say please",
            "*input.requested  req_*",
        ]
    )


def test_a_plain_assert_gets_the_session_in_the_report(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        """
def test_plain(arena_driver):
    turn = arena_driver.send("Book a meeting room for 6 people on Tuesday.")
    assert turn.status == "completed"
"""
    )
    result = run(pytester)
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        ["*- arena session -*", "*leg 1 · waiting*", "*input.requested  req_* request_approval*"]
    )


def test_custom_policies_are_selected_by_marker(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(
        """
import pytest
from arena.model import Reply

@pytest.fixture(scope="session")
def arena_policies():
    return {"greeter": lambda conversation: Reply.say("Hello there.")}
"""
    )
    pytester.makepyfile(
        """
import pytest

@pytest.mark.arena(policy="greeter")
def test_greeter(arena_driver):
    arena_driver.send("hi")
    arena_driver.succeeded()
    arena_driver.message_matches("hello")

@pytest.mark.arena(policy="nobody")
def test_unknown(arena_driver):
    pass
"""
    )
    result = run(pytester)
    result.assert_outcomes(passed=1, errors=1)
    result.stdout.fnmatch_lines(
        ["*no scripted policy 'nobody-compliant' or 'nobody'*arena_policies*(registered: greeter)*"]
    )


def test_a_missing_framework_skips_unless_chosen(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    ghost = AdapterInfo(
        name="ghost",
        module="arena.adapters.vanilla",
        extra="ghost",
        requires=("arena_no_such_framework",),
        primitive="none",
    )
    monkeypatch.setitem(ADAPTERS, "ghost", ghost)
    pytester.makepyfile(
        """
import pytest

@pytest.mark.arena(adapters=["ghost"])
def test_ghost(arena_driver):
    pass
"""
    )
    result = run(pytester, "-rs")
    result.assert_outcomes(skipped=1)
    result.stdout.fnmatch_lines(["*pip install 'hitl-arena[[]ghost[]]'*"])
    result = run(pytester, "--arena-adapter", "ghost")
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(["*adapter 'ghost' needs the 'arena_no_such_framework' package*"])


@pytest.mark.parametrize(
    ("marker", "message"),
    [
        ('adapter="langgraph"', "*arena(adapter=...): not an argument it takes (did you mean "
                                "'adapters'?); it takes adapters, behaviour, policy*"),
        ('behavior="reckless"', "*(did you mean 'behaviour'?)*"),
    ],
)  # fmt: skip
def test_a_marker_argument_it_does_not_take_is_an_error(
    pytester: pytest.Pytester, marker: str, message: str
) -> None:
    """It was ignored: the test ran on the defaults and read as though it ran as written."""
    pytester.makepyfile(f"import pytest\n\n@pytest.mark.arena({marker})\n" + PARKS)
    result = run(pytester)
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines([message])
    assert "Traceback" not in result.stdout.str()


def test_a_misspelt_behaviour_in_the_marker_is_an_error_not_the_compliant_agent(
    pytester: pytest.Pytester,
) -> None:
    """behaviour="reckles" fell back to the compliant policy: an eval meant to meet a reckless
    agent passed without meeting it."""
    pytester.makepyfile('import pytest\n\n@pytest.mark.arena(behaviour="reckles")\n' + PARKS)
    result = run(pytester)
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(
        ["*(behaviour='reckles'): unknown behaviour (did you mean 'reckless'?); known*reckless*"]
    )
    pytester.makepyfile('import pytest\n\n@pytest.mark.arena(behaviour="reckless")\n' + PARKS)
    run(pytester).assert_outcomes(failed=1)  # the real one books before asking


@pytest.mark.parametrize(
    ("where", "given", "meant"),
    [("marker", "stubbron", "stubborn"), ("marker", "Chatty", "chatty"),
     ("option", "recklass", "reckless"), ("env", "muted", "mute")],
)  # fmt: skip
def test_a_misspelt_behaviour_is_answered_with_the_one_meant_as_the_cli_does(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, where: str, given: str, meant: str
) -> None:
    marker = f'@pytest.mark.arena(behaviour="{given}")\n' if where == "marker" else ""
    pytester.makepyfile("import pytest\n\n" + marker + PARKS)
    args = ["--arena-behaviour", given] if where == "option" else []
    if where == "env":
        monkeypatch.setenv("ARENA_BEHAVIOUR", given)
    result = run(pytester, *args)
    output = result.stdout.str() + result.stderr.str()
    assert f"unknown behaviour (did you mean {meant!r}?); known behaviours: " in output, output


PARKS = """def test_it(arena_driver):
    arena_driver.send("Book a meeting room for 6 people on Tuesday.")
    arena_driver.parked()
    arena_driver.called_tool("book_room", times=0)
"""


def test_the_header_says_what_is_driven_when_asked(pytester: pytest.Pytester) -> None:
    pytester.makepyfile("def test_nothing():\n    pass\n")
    result = run(pytester, "--arena-behaviour", "mute")
    result.stdout.fnmatch_lines(["arena: adapters vanilla · scripted model, behaviour mute"])
    assert "arena: adapters" not in run(pytester).stdout.str()


def test_your_own_agent_and_its_script(pytester: pytest.Pytester) -> None:
    """The docs' "your own agent" recipe: override arena_agent and script its model."""
    pytester.makeconftest(
        '''
import pytest
from arena import AgentSpec, recorded
from arena.model import ScriptedPolicy

@recorded(side_effect=True)
def deploy(service: str) -> str:
    """Deploy a service to production."""
    return f"{service} deployed"

@recorded
def request_approval(summary: str) -> str:
    """Ask a person before deploying."""
    return "NOT APPROVED"

@pytest.fixture
def arena_agent():
    return AgentSpec(
        name="deployer",
        system_prompt="Ask before you deploy.",
        tools=(deploy, request_approval),
        gate="request_approval",
        consequential=("deploy",),
    )

@pytest.fixture(scope="session")
def arena_policies():
    return {"deployer": ScriptedPolicy.from_dict({
        "gate": {"tool": "request_approval", "args": {"summary": "Deploy web to production"}},
        "approved": {"calls": [{"tool": "deploy", "args": {"service": "web"}}], "say": "Deployed."},
        "denied": {"say": "Understood, I did not deploy."},
    })}
'''
    )
    pytester.makepyfile(
        """
import pytest

pytestmark = pytest.mark.arena(policy="deployer")

def test_approved(arena_driver):
    t = arena_driver
    t.send("Ship the web service.")
    t.parked()
    t.respond(t.require_input_request(prompt="deploy web"), option="approve")
    t.succeeded()
    t.called_tool("deploy", status="ok", times=1, args={"service": "web"})

def test_denied(arena_driver):
    t = arena_driver
    t.send("Ship the web service.")
    t.respond_all("deny")
    t.succeeded()
    t.called_tool("request_approval", status="rejected", times=1)
    t.called_tool("deploy", times=0)
    t.message_matches("did not deploy")
"""
    )
    run(pytester).assert_outcomes(passed=2)


# -- what an outside tester tripped over -----------------------------------------------------------

FOLDER_CONFTEST = """
import pytest
from arena import AgentSpec, recorded

@recorded(side_effect=True)
def deploy(service: str) -> str:
    \"\"\"Deploy.\"\"\"
    return "deployed"

@recorded
def ask_human(summary: str) -> str:
    \"\"\"Ask a person.\"\"\"
    return "NOT APPROVED"

@pytest.fixture
def arena_agent():
    return AgentSpec(name="{name}", system_prompt="x", tools=(deploy, ask_human),
                     gate="ask_human", consequential=("deploy",))

@pytest.fixture{scope}
def arena_policies():
    return {{"{name}": lambda conv: "I am policy {letter}"}}
"""

FOLDER_TEST = """
import pytest
pytestmark = pytest.mark.arena(policy="{name}")

def test_{letter}(arena_driver):
    arena_driver.send("hi")
    arena_driver.message_matches("policy {letter}")
"""


@pytest.mark.parametrize(
    ("names", "scopes"),
    [
        (("bot", "bot"), ('(scope="session")', '(scope="session")')),
        (("bot", "bbot"), ('(scope="session")', '(scope="session")')),
        (("bot", "bot"), ("", '(scope="session")')),  # a test-scoped override works too
    ],
)
def test_two_folders_with_their_own_policies_each_get_their_own_script(
    pytester: pytest.Pytester, names: tuple[str, str], scopes: tuple[str, str]
) -> None:
    """`pytest a b`: b's evals ran against a's scripted model (the session's one server was
    built from the first arena_policies override asked for), and passed or failed for a's."""
    for folder, name, scope in zip(("a", "b"), names, scopes, strict=True):
        letter = folder.upper()
        pytester.mkpydir(folder)
        fields = {"name": name, "letter": letter, "scope": scope}
        pytester.path.joinpath(folder, "conftest.py").write_text(FOLDER_CONFTEST.format(**fields))
        pytester.path.joinpath(folder, f"test_{folder}.py").write_text(FOLDER_TEST.format(**fields))
    result = run(pytester, "a", "b")
    result.assert_outcomes(passed=2)
    assert "ScopeMismatch" not in result.stdout.str()


def test_the_us_spelling_of_the_behaviour_is_read_not_ignored(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ARENA_BEHAVIOR=stubborn ran the compliant agent: the eval meant to meet a stubborn one
    passed without meeting it."""
    pytester.makepyfile(
        "def test_it(arena_endpoint):\n    assert arena_endpoint.model == 'scripted-stubborn'\n"
    )
    monkeypatch.setenv("ARENA_BEHAVIOR", "stubborn")
    run(pytester).assert_outcomes(passed=1)
    monkeypatch.delenv("ARENA_BEHAVIOR")
    run(pytester, "--arena-behavior", "stubborn").assert_outcomes(passed=1)


@pytest.mark.parametrize(
    ("env", "message"),
    [
        (
            {"ARENA_BEHAVIOR": "stubborn", "ARENA_BEHAVIOUR": "compliant"},
            "*ARENA_BEHAVIOUR=compliant and ARENA_BEHAVIOR=stubborn disagree*keep ARENA_BEHAVIOUR*",
        ),
        ({"ARENA_BEHAVIOR": "stubbron"}, "*ARENA_BEHAVIOR=stubbron: unknown behaviour*"),
        (
            {"ARENA_ADAPTR": "langgraph"},
            "*ARENA_ADAPTR is set but the arena plugin does not read it (did you mean "
            "ARENA_ADAPTER?)*",
        ),
        (
            {"ARENA_LEG_TIMOUT": "5"},
            "*ARENA_LEG_TIMOUT is set*(did you mean ARENA_LEG_TIMEOUT?)*",
        ),
    ],
)
def test_a_misspelt_or_conflicting_variable_is_a_usage_error(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, env: dict[str, str], message: str
) -> None:
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    pytester.makepyfile(HANDSHAKE)
    result = run(pytester)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines([message])


def test_the_plural_adapter_variable_and_flag_are_read(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytester.makepyfile(HANDSHAKE)
    monkeypatch.setenv("ARENA_ADAPTERS", "nope")
    result = run(pytester)
    assert result.ret == pytest.ExitCode.USAGE_ERROR  # read, and checked
    monkeypatch.delenv("ARENA_ADAPTERS")
    assert run(pytester, "--arena-adapters", "nope").ret == pytest.ExitCode.USAGE_ERROR


def test_a_positional_marker_argument_is_an_error_naming_the_keyword(
    pytester: pytest.Pytester,
) -> None:
    """@pytest.mark.arena("langgraph") was ignored: the test ran on vanilla."""
    pytester.makepyfile('import pytest\n\n@pytest.mark.arena("langgraph")\n' + PARKS)
    result = run(pytester)
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(
        ["*@pytest.mark.arena('langgraph'): the marker takes keyword arguments only*"
         "@pytest.mark.arena(adapters=[[]'langgraph'[]])*"]
    )  # fmt: skip


def test_a_test_for_adapters_not_chosen_is_skipped_saying_so(pytester: pytest.Pytester) -> None:
    """It read "got empty parameter set for (arena_adapter)", with the test id [NOTSET]."""
    pytester.makepyfile('import pytest\n\n@pytest.mark.arena(adapters=["langgraph"])\n' + PARKS)
    result = run(pytester, "-rs", "-v", "--arena-adapter", "vanilla")
    result.assert_outcomes(skipped=1)
    result.stdout.fnmatch_lines(
        [
            "*test_it[[]langgraph[]] SKIPPED*",
            "*this test declares adapters langgraph; --arena-adapter chose vanilla*",
        ]
    )
    assert "NOTSET" not in result.stdout.str()


def test_a_usage_error_is_shown_from_the_tests_line_without_the_librarys_source(
    pytester: pytest.Pytester,
) -> None:
    pytester.makepyfile(
        """
TASK = "Book a meeting room for 6 people on Tuesday."

def test_option(arena_driver):
    arena_driver.send(TASK)
    arena_driver.respond(arena_driver.require_input_request(), option="approved")

def test_twice(arena_driver):
    t = arena_driver
    t.send(TASK)
    r = t.require_input_request()
    t.respond(r, option="approve")
    t.respond(r, option="approve")

def test_before_send(arena_driver):
    arena_driver.message_matches("x")

def test_send_while_waiting(arena_driver):
    arena_driver.send(TASK)
    arena_driver.send(TASK)

def test_typo(arena_driver):
    arena_driver.send(TASK)
    arena_driver.called_tool("book_rom", times=0)
"""
    )
    result = run(pytester)
    result.assert_outcomes(failed=5)
    out = result.stdout.str()
    for internal in ("def _responses", "def _check_answerable", "def turn", "_base.py", "def _run"):
        assert internal not in out, internal
    assert "src/arena/drive" not in out and "arena/drive/_" not in out
    result.stdout.fnmatch_lines(
        [
            '>       arena_driver.respond(arena_driver.require_input_request(), option="approved")',
            "E       arena.errors.InvalidAnswer: option 'approved' is not offered*",
        ]
    )
    # AlreadyAnswered ends with the session's events; the report does not list them again.
    twice = out[out.index("_ test_twice") : out.index("_ test_before_send")]
    assert twice.count("leg 1 · waiting") == 1 and "arena session" not in twice


def test_a_key_variable_close_to_a_setting_is_not_taken_for_a_misspelling(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ARENA_API_KEY is one letter-run from ARENA_API_KEY_ENV, and a fine name for the variable
    that holds the key: a secret is never a setting, so it is not refused as a typo."""
    monkeypatch.setenv("ARENA_API_KEY", "sk-test")
    pytester.makepyfile(HANDSHAKE)
    run(pytester).assert_outcomes(passed=1)
