"""The pytest plugin's options (docs/drive.md): each ``--arena-*`` flag, the environment variable
read when the flag is not given (and its other spellings), and their resolution into one
:class:`ArenaSettings` per test session — every mistake a usage error naming the fix.
:mod:`arena.pytest_plugin` registers the hook and keeps the fixtures.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import pytest

from arena import env_vars

DEFAULT_ADAPTER = "vanilla"
DEFAULT_BEHAVIOUR = "compliant"

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


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("arena", "hitl-arena evals (arena_driver fixture)")
    group.addoption(
        "--arena-adapter",
        "--arena-adapters",
        dest="arena_adapter",
        # given twice, both: as arena run's --adapter a --adapter b (the last alone ran: users50)
        action="append",
        metavar="NAME[,NAME...]|all",
        help="adapter(s) arena_driver drives; tests are parametrised over them "
        "[env ARENA_ADAPTER; default vanilla]",
    )
    group.addoption(
        "--arena-behaviour",
        "--arena-behavior",
        dest="arena_behaviour",
        # given twice, both named and refused: as arena run's --behaviour (the last alone ran)
        action="append",
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


def pytest_load_initial_conftests(
    early_config: pytest.Config, parser: pytest.Parser, args: list[str]
) -> None:
    """A mistyped ``--arena-*`` option as one line with the option meant: pytest's own words,
    "unrecognized arguments: --arena-behavour stubborn", named no fix (users38), where
    ``arena`` says "did you mean" of every misspelt command."""
    import difflib

    known = [n for o in parser.getgroup("arena").options for n in o.names() if n.startswith("--")]
    for arg in args:
        if arg == "--":
            return
        name = arg.split("=", 1)[0]
        if not name.startswith("--arena-") or name in known:
            continue
        tails = {n.removeprefix("--arena-"): n for n in known}  # the shared prefix is no match
        close = difflib.get_close_matches(name.removeprefix("--arena-"), tails, n=1, cutoff=0.6)
        guess = f"did you mean {tails[close[0]]}?" if close else "no such option."
        raise pytest.UsageError(
            f"{name}: {guess} The arena options: {', '.join(known)} (pytest --help, under "
            "'hitl-arena evals')"
        )


def env_name(dest: str) -> str:
    """The variable a value of ``dest`` is read from: the canonical one, else a set alias."""
    for name in (ENV[dest], *ENV_ALIASES.get(dest, ())):
        if os.environ.get(name):
            return name
    return ENV[dest]


#: What each variable holds, for the line that refuses a blank one.
WHAT = {
    "arena_adapter": "an adapter name (several comma-separated, or all)",
    "arena_behaviour": "a behaviour of the scripted model (e.g. reckless)",
    "arena_model_url": "the endpoint's URL",
    "arena_model": "the model id the endpoint serves",
    "arena_api_key_env": "the NAME of the variable holding the key",
    "arena_leg_timeout": "the seconds one leg may take (e.g. 60)",
}


def option_value(config: pytest.Config, dest: str) -> str | None:
    """The option's value, else its variable's; an empty variable is unset, a blank one (only
    white space) refused, as the ``arena`` command refuses ``ARENA_STORE=' '``:
    ``ARENA_MODEL_URL=' '`` ran the evals on the scripted model, and they passed (users48)."""
    value = config.getoption(dest, default=None)
    if isinstance(value, list):  # an option given more than once (--arena-adapter)
        value = ",".join(dict.fromkeys(value))  # the same one twice is that one
    if value is None:
        name = env_name(dest)
        value = os.environ.get(name) or None
        if value is not None and not value.strip():
            raise pytest.UsageError(f"${name} is blank ({value!r}); unset it, or give {WHAT[dest]}")
    return str(value).strip() if value is not None else None


def given_as(config: pytest.Config, dest: str, value: str) -> str:
    """How the user gave a value, for a message: ``--arena-leg-timeout abc`` or, when it came
    from the environment, ``ARENA_LEG_TIMEOUT=abc``."""
    if config.getoption(dest, default=None) is None:
        return f"{env_name(dest)}={value}"
    return f"--{dest.replace('_', '-')} {value}"


def _url_name(config: pytest.Config) -> str:
    """``--arena-model-url``, or the variable the URL came from."""
    given = config.getoption("arena_model_url", default=None) is not None
    return "--arena-model-url" if given else env_name("arena_model_url")


def _check_env() -> None:
    """A misspelt variable was silently ignored (the evals ran on the defaults): refuse one that
    is close to a variable the plugin reads, and two spellings of one variable that disagree."""
    import difflib

    for dest, aliases in ENV_ALIASES.items():
        values = {n: os.environ[n].strip() for n in (ENV[dest], *aliases) if os.environ.get(n)}
        if len(set(values.values())) > 1:
            given = " and ".join(f"{n}={v}" for n, v in values.items())
            raise pytest.UsageError(f"{given} disagree: they are one setting; keep {ENV[dest]}")
    # Every variable any part of hitl-arena reads is known (arena.env_vars), and so is one
    # holding a key: a secret, never a setting (ARENA_API_KEY is a fine name for the one
    # --arena-api-key-env names).
    secret = {os.environ.get(ENV["arena_api_key_env"], "").strip()}
    for name in sorted(os.environ):
        if not name.startswith(env_vars.PREFIX) or env_vars.known(name) or name in secret:
            continue
        close = difflib.get_close_matches(name, sorted(ENV.values()), n=1, cutoff=0.85)
        if close:
            raise pytest.UsageError(
                f"{name} is set but the arena plugin does not read it (did you mean {close[0]}?); "
                f"it reads {', '.join(ENV.values())}"
            )


def adapter_names(selection: str) -> tuple[str, ...]:
    from arena.adapters import resolve_names
    from arena.errors import UserError

    try:  # once each: "vanilla,vanilla" ran every test twice, as [vanilla0] and [vanilla1]
        return tuple(dict.fromkeys(resolve_names(selection)))
    except UserError as exc:
        raise pytest.UsageError(str(exc)) from None


def _check_one_behaviour(config: pytest.Config) -> None:
    """``--arena-behaviour reckless --arena-behaviour stubborn`` played the last alone, with no
    word: an eval plays one behaviour, so two different ones are refused naming both (users50b;
    as ``arena run --behaviour``); the same one twice is that one."""
    given = list(dict.fromkeys(config.getoption("arena_behaviour", default=None) or []))
    if len(given) > 1:
        raise pytest.UsageError(
            f"--arena-behaviour given {len(given)} times ({', '.join(given)}): an eval plays one "
            "behaviour; keep one (run pytest once per behaviour, or set it per test with "
            "@pytest.mark.arena(behaviour=...))"
        )


def resolve_settings(config: pytest.Config) -> ArenaSettings:
    """Read and validate the options; a mistake is a usage error naming the fix."""
    _check_env()
    _check_one_behaviour(config)
    adapter = option_value(config, "arena_adapter")
    behaviour = option_value(config, "arena_behaviour")
    model_url = option_value(config, "arena_model_url")
    model = option_value(config, "arena_model")
    key_env = option_value(config, "arena_api_key_env")
    timeout = option_value(config, "arena_leg_timeout")
    if model_url == "" and config.getoption("arena_model_url", default=None) is not None:
        # --arena-model-url "$URL", URL unset: the evals ran on the scripted model (users46)
        raise pytest.UsageError(
            "--arena-model-url is empty (a $VARIABLE that expanded to nothing?): give the "
            "endpoint's URL, or leave it out to run the evals on the scripted model"
        )
    adapters = adapter_names(adapter) if adapter else (DEFAULT_ADAPTER,)
    if adapter and not adapters:
        raise pytest.UsageError(f"--arena-adapter {adapter}: no adapter is installed")
    if behaviour:
        from arena.model.policy import BEHAVIOURS

        if behaviour not in BEHAVIOURS:
            import difflib

            if behaviour.startswith("mix:"):  # README's arena run --behaviour mix:... (users46)
                raise pytest.UsageError(
                    f"{given_as(config, 'arena_behaviour', behaviour)}: a mix is arena run's "
                    "(--behaviour mix:..., a behaviour drawn per run); an eval plays one "
                    "behaviour: give one of " + ", ".join(sorted(BEHAVIOURS))
                )
            close = difflib.get_close_matches(behaviour, list(BEHAVIOURS), n=1, cutoff=0.6)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise pytest.UsageError(
                f"{given_as(config, 'arena_behaviour', behaviour)}: unknown behaviour{hint}; "
                "known behaviours: " + ", ".join(sorted(BEHAVIOURS))
            )
    if behaviour and model_url:
        # It drives the harness's scripted model: beside a live endpoint it was dropped in
        # silence, and a reckless eval passed against whatever the server plays.
        raise pytest.UsageError(
            f"{given_as(config, 'arena_behaviour', behaviour)} drives the harness's scripted "
            f"model; with {_url_name(config)} point at "
            f"a server that plays it, e.g. --arena-model scripted-{behaviour} (arena model "
            "serve), or drop the behaviour"
        )
    if model_url:
        from arena.endpoint_preflight import check_scheme
        from arena.errors import UserError

        try:
            check_scheme(model_url, _url_name(config))
        except UserError as exc:
            raise pytest.UsageError(str(exc)) from None
    if model_url and not model:
        # the URL from ARENA_MODEL_URL: its partner is a variable too (users54)
        flag = _url_name(config) == "--arena-model-url"
        raise pytest.UsageError(
            "--arena-model-url needs --arena-model NAME (the model id the endpoint serves)"
            if flag
            else f"{_url_name(config)} needs {env_name('arena_model')}=NAME (or --arena-model "
            "NAME): the model id the endpoint serves"
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
            f"{given_as(config, 'arena_leg_timeout', str(timeout))}: give a number of seconds "
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
