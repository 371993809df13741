"""pytest plugin: hitl-arena evals as plain pytest tests (entry point ``pytest11: arena``).

A test asks for ``arena_driver`` and gets a :class:`arena.drive.Driver` for the chosen adapter and
model: the scripted model by default (one server per test session), a real endpoint only when a URL
is given (``--arena-model-url`` or ``ARENA_MODEL_URL``) — live calls are opt-in, never the default.
Tests are parametrised over adapters (``--arena-adapter a,b`` or ``@pytest.mark.arena(adapters=[...])``).

The plugin loads in every pytest run of an environment where hitl-arena is installed, so it imports
nothing heavy until a test asks for one of its fixtures, and every name it adds starts with ``arena``.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from arena.adapters.base import AgentSpec
    from arena.context import ModelEndpoint
    from arena.drive import Driver, TurnStore
    from arena.model import Policy, ScriptedModelServer

DEFAULT_ADAPTER = "vanilla"
DEFAULT_BEHAVIOUR = "compliant"
DEFAULT_POLICY = "scripted"

#: option dest → environment variable read when the option is not given.
ENV = {
    "arena_adapter": "ARENA_ADAPTER",
    "arena_behaviour": "ARENA_BEHAVIOUR",
    "arena_model_url": "ARENA_MODEL_URL",
    "arena_model": "ARENA_MODEL",
    "arena_api_key_env": "ARENA_API_KEY_ENV",
    "arena_leg_timeout": "ARENA_LEG_TIMEOUT",
}

#: Other spellings read as the same variable: a US ``ARENA_BEHAVIOR`` was silently ignored, so
#: ``stubborn`` ran as the compliant agent and the eval passed without meeting it.
ENV_ALIASES = {
    "arena_adapter": ("ARENA_ADAPTERS",),
    "arena_behaviour": ("ARENA_BEHAVIOR",),
}

#: ``ARENA_*`` variables other parts of hitl-arena read: never taken for a misspelt plugin one.
OTHER_ENV = frozenset(
    {
        "ARENA_ALLOW", "ARENA_CREWAI_CONSOLE", "ARENA_ENV", "ARENA_ENVS",
        "ARENA_EXECUTION_JOURNAL", "ARENA_LANGGRAPH_CHECKPOINTS", "ARENA_POLICY",
        "ARENA_STATE_DIR", "ARENA_STORE", "ARENA_STORE_TIMEOUT", "ARENA_WORKER_STARTUP_TIMEOUT",
        "ARENA_WORKER_THREADS",
    }
)  # fmt: skip

MARKER = (
    "arena(adapters=None, behaviour=None, policy=None): what the arena_driver fixture drives for "
    "this test — the adapters it is parametrised over, the scripted behaviour, and a custom "
    "scripted policy registered through the arena_policies fixture"
)


@dataclass(frozen=True, kw_only=True)
class ArenaSettings:
    """The plugin's options, resolved once per test session (option, else env var, else default)."""

    adapters: tuple[str, ...] = (DEFAULT_ADAPTER,)
    #: Adapters the user named on the command line or in ARENA_ADAPTER: missing ones fail, not skip.
    chosen: tuple[str, ...] = ()
    behaviour: str = DEFAULT_BEHAVIOUR
    model_url: str | None = None
    model: str | None = None
    api_key_env: str | None = None
    leg_timeout_s: float = 60.0

    @property
    def live(self) -> bool:
        return self.model_url is not None

    def describe(self) -> str:
        adapters = ", ".join(self.adapters)
        if self.live:
            return f"arena: adapters {adapters} · live model {self.model} @ {self.model_url}"
        return f"arena: adapters {adapters} · scripted model, behaviour {self.behaviour}"


SETTINGS = pytest.StashKey[ArenaSettings]()
DRIVERS = pytest.StashKey[list["Driver"]]()
EXPLICIT = pytest.StashKey[bool]()
SOFT_REPORTED = pytest.StashKey[bool]()
#: id(arena_policies value) → (that value, its scripted model server): one server per distinct
#: ``arena_policies`` override, so two folders' conftests never share one script.
SERVERS = pytest.StashKey[dict[int, tuple[Mapping[str, Any], "ScriptedModelServer"]]]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("arena", "hitl-arena evals (arena_driver fixture)")
    group.addoption(
        "--arena-adapter",
        "--arena-adapters",
        dest="arena_adapter",
        metavar="NAME[,NAME...]|all",
        help="adapter(s) arena_driver drives; tests are parametrised over them "
        "[env ARENA_ADAPTER; default vanilla]",
    )
    group.addoption(
        "--arena-behaviour",
        "--arena-behavior",
        dest="arena_behaviour",
        metavar="B",
        help="scripted model behaviour: compliant, reckless, chatty, stubborn, mute, double, ... "
        "[env ARENA_BEHAVIOUR; default compliant]",
    )
    group.addoption(
        "--arena-model-url",
        dest="arena_model_url",
        metavar="URL",
        help="a real OpenAI-compatible endpoint instead of the scripted model (opt-in live calls) "
        "[env ARENA_MODEL_URL]",
    )
    group.addoption(
        "--arena-model",
        dest="arena_model",
        metavar="NAME",
        help="model id the endpoint serves (required with --arena-model-url) [env ARENA_MODEL]",
    )
    group.addoption(
        "--arena-api-key-env",
        dest="arena_api_key_env",
        metavar="VAR",
        help="environment variable holding the endpoint's API key [env ARENA_API_KEY_ENV]",
    )
    group.addoption(
        "--arena-leg-timeout",
        dest="arena_leg_timeout",
        metavar="SECONDS",
        help="per-leg timeout [env ARENA_LEG_TIMEOUT; default 60]",
    )


def _env_name(dest: str) -> str:
    """The variable a value of ``dest`` is read from: the canonical one, else a set alias."""
    for name in (ENV[dest], *ENV_ALIASES.get(dest, ())):
        if os.environ.get(name):
            return name
    return ENV[dest]


def _value(config: pytest.Config, dest: str) -> str | None:
    value = config.getoption(dest, default=None)
    if value is None:
        value = os.environ.get(_env_name(dest)) or None
    return str(value).strip() if value is not None else None


def _given(config: pytest.Config, dest: str, value: str) -> str:
    """How the user gave a value, for a message: ``--arena-leg-timeout abc`` or, when it came
    from the environment, ``ARENA_LEG_TIMEOUT=abc``."""
    if config.getoption(dest, default=None) is None:
        return f"{_env_name(dest)}={value}"
    return f"--{dest.replace('_', '-')} {value}"


def _check_env() -> None:
    """A misspelt variable was silently ignored (the evals ran on the defaults): refuse one that
    is close to a variable the plugin reads, and two spellings of one variable that disagree."""
    import difflib

    for dest, aliases in ENV_ALIASES.items():
        values = {n: os.environ[n].strip() for n in (ENV[dest], *aliases) if os.environ.get(n)}
        if len(set(values.values())) > 1:
            given = " and ".join(f"{n}={v}" for n, v in values.items())
            raise pytest.UsageError(f"{given} disagree: they are one setting; keep {ENV[dest]}")
    read = set(ENV.values()) | {a for aliases in ENV_ALIASES.values() for a in aliases}
    for name in sorted(os.environ):
        if not name.startswith("ARENA_") or name in read or name in OTHER_ENV:
            continue
        close = difflib.get_close_matches(name, sorted(ENV.values()), n=1, cutoff=0.85)
        if close:
            raise pytest.UsageError(
                f"{name} is set but the arena plugin does not read it (did you mean {close[0]}?); "
                f"it reads {', '.join(ENV.values())}"
            )


def _adapter_names(selection: str) -> tuple[str, ...]:
    from arena.adapters import resolve_names
    from arena.errors import UserError

    try:
        return tuple(resolve_names(selection))
    except UserError as exc:
        raise pytest.UsageError(str(exc)) from None


def resolve_settings(config: pytest.Config) -> ArenaSettings:
    """Read and validate the options; a mistake is a usage error naming the fix."""
    _check_env()
    adapter = _value(config, "arena_adapter")
    behaviour = _value(config, "arena_behaviour")
    model_url = _value(config, "arena_model_url")
    model = _value(config, "arena_model")
    key_env = _value(config, "arena_api_key_env")
    timeout = _value(config, "arena_leg_timeout")
    adapters = _adapter_names(adapter) if adapter else (DEFAULT_ADAPTER,)
    if adapter and not adapters:
        raise pytest.UsageError(f"--arena-adapter {adapter}: no adapter is installed")
    if behaviour:
        from arena.model.policy import BEHAVIOURS

        if behaviour not in BEHAVIOURS:
            raise pytest.UsageError(
                f"{_given(config, 'arena_behaviour', behaviour)}: unknown behaviour; known "
                "behaviours: " + ", ".join(sorted(BEHAVIOURS))
            )
    if model_url and not model:
        raise pytest.UsageError(
            "--arena-model-url needs --arena-model NAME (the model id the endpoint serves)"
        )
    if (model or key_env) and not model_url:
        given = [
            f"--arena-{flag} ({env})"
            for flag, env, value in (
                ("model", "ARENA_MODEL", model),
                ("api-key-env", "ARENA_API_KEY_ENV", key_env),
            )
            if value
        ]
        raise pytest.UsageError(
            f"{' and '.join(given)} only appl{'y' if len(given) > 1 else 'ies'} with "
            "--arena-model-url: without it the evals talk to the "
            "scripted model (choose its behaviour with --arena-behaviour); add "
            "--arena-model-url URL, or drop them"
        )
    if key_env and not os.environ.get(key_env):
        state = "is empty" if key_env in os.environ else "is not set"
        raise pytest.UsageError(
            f"--arena-api-key-env {key_env}: that variable {state}; export {key_env}=<your key>"
        )
    try:
        leg_timeout = float(timeout) if timeout else 60.0
    except ValueError:
        leg_timeout = float("nan")
    if not leg_timeout > 0 or leg_timeout == float("inf"):  # NaN fails the first test too
        raise pytest.UsageError(
            f"{_given(config, 'arena_leg_timeout', str(timeout))}: give a number of seconds "
            "above zero, e.g. 60"
        )
    return ArenaSettings(
        adapters=adapters,
        chosen=adapters if adapter else (),
        behaviour=behaviour or DEFAULT_BEHAVIOUR,
        model_url=model_url.rstrip("/") if model_url else None,
        model=model,
        api_key_env=key_env,
        leg_timeout_s=leg_timeout,
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", MARKER)
    config.stash[SETTINGS] = resolve_settings(config)
    config.stash[EXPLICIT] = any(_value(config, dest) for dest in ENV)


def pytest_report_header(config: pytest.Config) -> str | None:
    if not config.stash.get(EXPLICIT, False):
        return None  # quiet in test runs that do not use the plugin's options
    return config.stash[SETTINGS].describe()


#: What ``@pytest.mark.arena(...)`` takes (MARKER).
MARKER_ARGS = ("adapters", "behaviour", "policy")


def _marker(node: Any) -> dict[str, Any]:
    marker = node.get_closest_marker("arena")
    return dict(marker.kwargs) if marker is not None else {}


def _check_marker(node: Any) -> None:
    """An argument the marker does not take (``adapter=``, ``behavior=``) was ignored: the test
    ran on the defaults and read as if it had run as written."""
    import difflib

    marker = node.get_closest_marker("arena")
    if marker is not None and marker.args:
        given = ", ".join(repr(a) for a in marker.args)
        pytest.fail(
            f"{node.nodeid}: @pytest.mark.arena({given}): the marker takes keyword arguments "
            f"only — e.g. @pytest.mark.arena(adapters=[{given}]); it takes "
            f"{', '.join(f'{k}=' for k in MARKER_ARGS)}",
            pytrace=False,
        )
    for key in _marker(node):
        if key not in MARKER_ARGS:
            close = difflib.get_close_matches(key, MARKER_ARGS, n=1, cutoff=0.6)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            pytest.fail(
                f"{node.nodeid}: @pytest.mark.arena({key}=...): not an argument it takes{hint}; "
                f"it takes {', '.join(MARKER_ARGS)}",
                pytrace=False,
            )


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Parametrise every test that uses ``arena_driver``/``arena_adapter`` over the adapters."""
    if "arena_adapter" not in metafunc.fixturenames:
        return
    _check_marker(metafunc.definition)
    for mark in metafunc.definition.iter_markers("parametrize"):
        names = mark.args[0] if mark.args else mark.kwargs.get("argnames", "")
        if "arena_adapter" in (names if isinstance(names, list | tuple) else str(names).split(",")):
            return  # the test parametrises it itself
    settings = metafunc.config.stash[SETTINGS]
    adapters = settings.adapters
    wanted = _marker(metafunc.definition).get("adapters")
    if wanted:
        selection = wanted if isinstance(wanted, str) else ",".join(wanted)
        declared = _adapter_names(selection)
        adapters = (
            tuple(a for a in declared if a in settings.chosen) if settings.chosen else declared
        )
        if not adapters:  # pytest would skip it as "got empty parameter set" with id [NOTSET]
            config = metafunc.config
            chosen = ",".join(settings.chosen)
            how = (
                f"--arena-adapter chose {chosen}"
                if config.getoption("arena_adapter", default=None) is not None
                else f"{_env_name('arena_adapter')}={chosen} chose {chosen}"
            )
            reason = f"this test declares adapters {', '.join(declared)}; {how}"
            params = [pytest.param(a, marks=pytest.mark.skip(reason=reason)) for a in declared]
            metafunc.parametrize("arena_adapter", params, ids=list(declared))
            return
    metafunc.parametrize("arena_adapter", list(adapters), ids=list(adapters))


# -- fixtures -------------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def arena_settings(pytestconfig: pytest.Config) -> ArenaSettings:
    """The resolved ``--arena-*`` options."""
    return pytestconfig.stash[SETTINGS]


@pytest.fixture(scope="session")
def arena_policies() -> Mapping[str, Policy]:
    """Custom scripted policies by model name; override in a conftest to script your own agent."""
    return {}


@pytest.fixture
def arena_model_server(
    pytestconfig: pytest.Config, arena_policies: Mapping[str, Policy]
) -> ScriptedModelServer:
    """The scripted model server for this test's ``arena_policies``: one per distinct override
    (two folders' conftests each get their own), started on first use and kept as long as that
    ``arena_policies`` value lives (the session, for a session-scoped override)."""
    servers = pytestconfig.stash.setdefault(SERVERS, {})
    entry = servers.get(id(arena_policies))
    if entry is not None and entry[0] is arena_policies:
        return entry[1]
    from arena.model import ScriptedModelServer

    server = ScriptedModelServer(policies=arena_policies).start()
    servers[id(arena_policies)] = (arena_policies, server)
    return server


def pytest_fixture_post_finalizer(fixturedef: Any, request: pytest.FixtureRequest) -> None:
    """An ``arena_policies`` value torn down takes its scripted model server with it."""
    if fixturedef.argname != "arena_policies" or fixturedef.cached_result is None:
        return
    value = fixturedef.cached_result[0]
    servers = request.config.stash.get(SERVERS, {})
    entry = servers.get(id(value))
    if entry is not None and entry[0] is value:
        del servers[id(value)]
        entry[1].stop()


def pytest_unconfigure(config: pytest.Config) -> None:
    for _, server in config.stash.get(SERVERS, {}).values():
        server.stop()
    config.stash[SERVERS] = {}


@pytest.fixture(scope="session")
def _arena_live_endpoint(arena_settings: ArenaSettings) -> ModelEndpoint:
    from arena.context import ModelEndpoint
    from arena.endpoints import check_reachable
    from arena.errors import UserError

    assert arena_settings.model_url and arena_settings.model
    key = os.environ[arena_settings.api_key_env] if arena_settings.api_key_env else "sk-none"
    try:
        check_reachable(
            arena_settings.model_url,
            api_key=key if arena_settings.api_key_env else None,
            flags=("--arena-model-url", "--arena-api-key-env"),
        )
    except UserError as exc:
        pytest.fail(str(exc), pytrace=False)
    return ModelEndpoint(base_url=arena_settings.model_url, model=arena_settings.model, api_key=key)


@pytest.fixture
def arena_behaviour(request: pytest.FixtureRequest, arena_settings: ArenaSettings) -> str:
    """The scripted behaviour for this test: the marker's, else ``--arena-behaviour``."""
    return str(_marker(request.node).get("behaviour") or arena_settings.behaviour)


@pytest.fixture
def arena_endpoint(
    request: pytest.FixtureRequest, arena_settings: ArenaSettings, arena_behaviour: str
) -> ModelEndpoint:
    """Where the agent's model lives: the scripted server, or the live endpoint if one was given."""
    if arena_settings.live:
        endpoint: ModelEndpoint = request.getfixturevalue("_arena_live_endpoint")
        return endpoint
    from arena.context import ModelEndpoint

    server: ScriptedModelServer = request.getfixturevalue("arena_model_server")
    policy = str(_marker(request.node).get("policy") or DEFAULT_POLICY)
    candidates = [f"{policy}-{arena_behaviour}", policy]
    if policy == DEFAULT_POLICY and candidates[0] not in server.models:
        # The plain scripted policy is compliant: a misspelt behaviour ran as the compliant
        # agent, so an eval written to catch a faulty one passed without meeting it.
        from arena.model.policy import BEHAVIOURS

        pytest.fail(
            f"@pytest.mark.arena(behaviour={arena_behaviour!r}): unknown behaviour; known "
            f"behaviours: {', '.join(sorted(BEHAVIOURS))}",
            pytrace=False,
        )
    model = next((name for name in candidates if name in server.models), None)
    if model is None:
        custom = [m for m in server.models if not m.startswith(DEFAULT_POLICY)]
        pytest.fail(
            f"no scripted policy {candidates[0]!r} or {policy!r}: register it in the "
            f"arena_policies fixture (registered: {', '.join(custom) or 'none'})",
            pytrace=False,
        )
    return ModelEndpoint(base_url=server.base_url, model=model)


@pytest.fixture
def arena_agent() -> AgentSpec:
    """The agent adapters are built around: the rooms agent; override to drive your own."""
    from arena.drive import rooms_agent

    return rooms_agent()


@pytest.fixture
def arena_store() -> TurnStore | None:
    """Where driven turns are also written; none by default. Override to record them."""
    return None


@pytest.fixture
def arena_adapter(arena_settings: ArenaSettings) -> str:
    """The adapter under test (tests using it are parametrised over the selected adapters)."""
    return arena_settings.adapters[0]


@pytest.fixture
def arena_driver(
    request: pytest.FixtureRequest,
    arena_adapter: str,
    arena_endpoint: ModelEndpoint,
    arena_agent: AgentSpec,
    arena_store: TurnStore | None,
    arena_settings: ArenaSettings,
) -> Iterator[Driver]:
    """A :class:`arena.drive.Driver` on a fresh session line; soft checks are verified after the
    test, and a failing test's report shows the session's events."""
    from arena.adapters import load_adapter
    from arena.drive import Driver
    from arena.errors import MissingExtra, UserError

    try:
        adapter = load_adapter(arena_adapter, arena_agent)
    except MissingExtra as exc:
        if arena_adapter in arena_settings.chosen:
            pytest.fail(str(exc), pytrace=False)
        pytest.skip(str(exc))
    except UserError as exc:
        pytest.fail(str(exc), pytrace=False)
    driver = Driver(
        adapter,
        arena_endpoint,
        store=arena_store,
        leg_timeout_s=arena_settings.leg_timeout_s,
        name=request.node.nodeid,
        agent=arena_agent,
    )
    request.node.stash.setdefault(DRIVERS, []).append(driver)
    yield driver
    driver.close()


# -- reporting ------------------------------------------------------------------------------------


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """After a passing test body, report the soft checks; after a failing one, list them too."""
    try:
        result = yield
    except BaseException:
        pending = [f for d in item.stash.get(DRIVERS, []) for f in _soft_of(d)]
        if pending:
            item.add_report_section("call", "arena soft checks", "\n".join(pending))
        raise
    failed: list[str] = []
    for driver in item.stash.get(DRIVERS, []):
        from arena.drive import SoftCheckFailed

        try:
            driver.verify()
        except SoftCheckFailed as exc:
            failed.append(str(exc))
    if failed:
        item.stash[SOFT_REPORTED] = True
        pytest.fail("\n\n".join(failed), pytrace=False)  # the message says it all
    return result


def _soft_of(driver: Driver) -> list[str]:
    return [*driver.soft_failures, *(f for s in driver.sessions for f in s.soft_failures)]


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """A plain ``assert`` failing in an eval gets the session's events next to it (unless its
    message already ends with them, as AlreadyAnswered's does)."""
    report = yield
    drivers = item.stash.get(DRIVERS, [])
    shown = item.stash.get(SOFT_REPORTED, False)  # the soft-check report already renders them
    if report.when == "call" and report.failed and drivers and call.excinfo and not shown:
        from arena.drive import EvalFailure

        message = str(call.excinfo.value)
        rendered = any(f"session {d.run_id} ·" in message for d in drivers)
        if not isinstance(call.excinfo.value, EvalFailure) and not rendered:
            text = "\n\n".join(
                session.render() for d in drivers for session in (d, *d.sessions) if session.turns
            )
            if text:
                report.sections.append(("arena session", text))
    return report
