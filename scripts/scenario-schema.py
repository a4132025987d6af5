#!/usr/bin/env python3
"""Writes docs/scenario.schema.json: the `Scenario` schema of openapi.yaml and
everything it references, as a standalone JSON Schema (2020-12) that editors
use for completion and validation of scenario files.

    scripts/scenario-schema.py           rewrite the file
    scripts/scenario-schema.py --check   exit 1 if the file is not what openapi.yaml gives (run by the tests)

openapi.yaml stays the one source: the file is generated, never edited.
"""
import json
import pathlib
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "scenario.schema.json"
OPENAPI_ONLY = {"discriminator", "example", "examples", "xml", "externalDocs"}


def refs(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str) and value.startswith("#/components/schemas/"):
                yield value.rsplit("/", 1)[1]
            else:
                yield from refs(value)
    elif isinstance(node, list):
        for item in node:
            yield from refs(item)


def rewrite(node):
    if isinstance(node, dict):
        return {key: (value.replace("#/components/schemas/", "#/$defs/") if key == "$ref" else rewrite(value))
                for key, value in node.items() if key not in OPENAPI_ONLY}
    if isinstance(node, list):
        return [rewrite(item) for item in node]
    return node


def generate():
    document = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    schemas = document["components"]["schemas"]
    needed, queue = [], ["Scenario"]
    while queue:
        name = queue.pop(0)
        if name in needed:
            continue
        needed.append(name)
        queue.extend(refs(schemas[name]))
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://segnav.dev/scenario.schema.json",
        "title": "segnav scenario",
        "description": "A scenario file for `segnavd check` and `POST /v1/scenarios` (docs/scenarios.md). "
                       "Generated from openapi.yaml by scripts/scenario-schema.py: do not edit.",
        "$ref": "#/$defs/Scenario",
        "$defs": {name: rewrite(schemas[name]) for name in sorted(needed)},
    }
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


if __name__ == "__main__":
    text = generate()
    if "--check" in sys.argv[1:]:
        if not OUT.exists() or OUT.read_text() != text:
            print(f"{OUT.relative_to(ROOT)} is stale: run scripts/scenario-schema.py", file=sys.stderr)
            sys.exit(1)
        print(f"{OUT.relative_to(ROOT)}: current")
    else:
        OUT.write_text(text)
        print(f"wrote {OUT.relative_to(ROOT)}")
