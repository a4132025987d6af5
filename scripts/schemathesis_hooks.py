"""Schemathesis hooks for scripts/schemathesis.sh (loaded with SCHEMATHESIS_HOOKS).

A container program (`setup.container`, docs/containers.md) is a small imperative language: openapi.yaml gives
its outline (`format`, `class`, further members left open), which lets schemathesis make up members that no
program has, and the server rightly answers those 400. So a generated body's container that looks like a
program (the right `format` and a valid `class`) is replaced by a real one, the tutorial's fixed container, and
the route runs it: the setup member is covered with programs the server runs. A generated container that breaks
the outline (a negative case) is left as it is, to be refused.
"""
import copy
import re

import schemathesis

PROGRAM = {
    "format": "segnav-container/1",
    "class": "FuzzTabsViewController",
    "vars": {"current": None},
    "fn": {"show": {"params": ["i"], "body": [
        {"set": "new", "to": {"child": {"arg": "i"}}},
        {"if": {"var": "current"}, "then": [
            {"willMove": {"var": "current"}, "to": None},
            {"removeFromSuperview": {"var": "current"}},
            {"removeFromParent": {"var": "current"}}]},
        {"addChild": {"var": "new"}},
        {"addSubview": {"var": "new"}, "to": "view"},
        {"didMove": {"var": "new"}, "to": "self"},
        {"set": "current", "to": {"var": "new"}}]}},
    "on": {"viewDidLoad": [{"call": "show", "args": {"i": 0}}],
           "select": [{"call": "show", "args": {"i": {"arg": "index"}}}]},
}
CLASS = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,99}$")


def _program_like(value):
    return (isinstance(value, dict) and value.get("format") == "segnav-container/1"
            and isinstance(value.get("class"), str) and CLASS.match(value["class"]) is not None)


def _replace(value):
    if isinstance(value, dict):
        for key, member in list(value.items()):
            if key == "container" and _program_like(member):
                value[key] = copy.deepcopy(PROGRAM)
            else:
                _replace(member)
    elif isinstance(value, list):
        for member in value:
            _replace(member)
    return value


@schemathesis.hook
def map_body(context, body):
    return _replace(body)
