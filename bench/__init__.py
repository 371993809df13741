"""Benchmarks: harness overhead, per-leg cost, concurrency scaling, store throughput, cold resume.

Run ``python -m bench`` (``make bench``); ``docs/benchmarks.md`` says what each figure means.
"""
