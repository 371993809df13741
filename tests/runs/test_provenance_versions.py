"""summary.json's package versions are read from the metadata's headers (issue 16): the
``importlib.metadata.version`` they replace parsed each whole METADATA file, long description
included, with the email parser (~10-20 ms of every results folder). The record is the same."""

from __future__ import annotations

import json
import subprocess
import sys
from importlib import metadata

from arena.provenance import PACKAGES, _version, arena_version, package_versions


def test_every_installed_distribution_reads_as_importlib_metadata_reads_it() -> None:
    names = {d.metadata["Name"] for d in metadata.distributions()}
    assert len(names) > 20  # the venv's, frameworks included
    differ = {
        n: (_version(n), metadata.version(n)) for n in names if _version(n) != metadata.version(n)
    }
    assert not differ
    assert package_versions() == {
        n: metadata.version(n) for n in PACKAGES if n in {m.lower() for m in names}
    }
    assert arena_version() == metadata.version("hitl-arena")
    assert _version("no-such-distribution-here") is None


def test_reading_the_versions_parses_no_metadata_file_as_mail() -> None:
    code = (
        "import json, sys\n"
        "from arena.provenance import arena_version, package_versions\n"
        "found = package_versions(); arena_version()\n"
        "print(json.dumps([len(found), 'email.parser' in sys.modules]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    found, parsed = json.loads(done.stdout.strip().splitlines()[-1])
    assert found >= 5  # it did read the frameworks' versions
    assert not parsed, "package_versions parsed whole METADATA files again (email.parser)"
