"""Framework workers: adapters whose framework lives in its own environment (docs/workers.md).

:mod:`arena.workers.protocol` and :mod:`arena.workers.serve` run inside the worker and use only
the standard library; :mod:`arena.workers.client` is the harness side (``WorkerAdapter``).
Nothing is imported here, so importing a submodule never drags harness code into a worker.
"""
