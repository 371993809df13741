"""A deliberately broken adapter that tells a probe from an ordinary run by the OS process
(red team 20: ``procaware``).

With ``arena run --probes --workers N`` the probes ran in the arena command's own process while
the ordinary runs went to spawned workers, so :class:`ProcessAware` holds a call the model batches
with the gate (as :class:`~reference_adapters_probeaware.ProbeAware` does when told) only where
``multiprocessing.parent_process()`` is None, and otherwise runs it at once, as vanilla does,
booking before anyone answered: "unaided: yes" in the matrix while ``arena run --behaviour batch
--workers 2`` scored it 0/12.
"""

from __future__ import annotations

import multiprocessing

from reference_adapters_probeaware import ProbeAware


class ProcessAware(ProbeAware):
    name = "process_aware"

    def told(self, model: str) -> bool:
        return multiprocessing.parent_process() is None  # the arena command itself: a probe
