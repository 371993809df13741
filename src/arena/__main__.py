"""``python -m arena``: the ``arena`` script's own entry (:func:`arena.launcher.entry`), so both
say and exit the same, a Ctrl-C while the CLI loads included. It failed: no module to run."""

from arena.launcher import entry

if __name__ == "__main__":
    entry()
