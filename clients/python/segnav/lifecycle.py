"""Lifecycle assertions with segnav's own matcher: `segnavd match` checks the events against the
matchers exactly as `segnavd check` checks a scenario step, and its aligned diff is the failure."""

import json
import subprocess

from .server import find_segnavd


def _plain(value):
    """A generated model, a list of them or plain JSON, as plain JSON."""
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def assert_lifecycle(events, expect=(), forbid=(), exactly=False, state=None, controllers=None,
                     name="events", binary=None):
    """Raises AssertionError, with `segnavd check`'s aligned diff, unless `events` satisfy the matchers.

    `expect`: matchers that must match events in this order (others may come between; all of them and
    only them with `exactly`); `forbid`: matchers no event may match. A matcher is a scenario file's:
    any of `receiver` (a controller's id, class or title), `name`, `origin`, and a subset of `args`.
    Titles are known from `controllers` (a State's), from `state` (a State), or from `events` when they
    come from `Client.events` (which remembers every controller the client has seen).
    """
    if controllers is None and state is not None:
        controllers = _plain(state)["controllers"]
    if controllers is None:
        controllers = getattr(events, "controllers", [])
    document = {"events": _plain(list(events)), "controllers": _plain(list(controllers))}
    if expect:
        document["expect"] = list(expect)
    if forbid:
        document["forbid"] = list(forbid)
    if exactly:
        document["exactly"] = True
    run = subprocess.run([find_segnavd(binary), "match", "--name", name], input=json.dumps(document),
                         capture_output=True, text=True, timeout=60)
    if run.returncode == 1:
        raise AssertionError("\n" + run.stdout.rstrip())
    if run.returncode != 0:
        raise ValueError(f"segnavd match refused the matchers (exit {run.returncode}): {run.stderr.strip()}")
