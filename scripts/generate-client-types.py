#!/usr/bin/env python3
"""Writes the JSON types of Sources/SegnavViewer/client.d.ts from openapi.yaml, between its BEGIN/END markers.

The hand-written part (the Client class, its options and handlers) stays as it is; the shapes the server answers
(State, Event with its cause, ScreenTree, Action…) come from the contract, so they can no longer drift from it (the
d.ts lacked `cause` on Event while the README built a section on it). `--check` fails when the file is not what
this script makes of openapi.yaml today (make test runs it). Needs PyYAML (the project's .venv).
"""
import pathlib
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
TARGET = ROOT / "Sources/SegnavViewer/client.d.ts"
BEGIN = "// BEGIN types generated from openapi.yaml by scripts/generate-client-types.py: do not edit by hand."
END = "// END generated types."
# The schemas a client of /v1/client.js reads or sends, exported under these names.
EXPORTED = [
    "State", "Event", "Cause", "ScreenTree", "ScreenNode", "ActionsResult", "EventPage", "Verdict",
    "StreamEnd", "StreamDropped", "EventMatcher", "Action",
]


def main():
    check = "--check" in sys.argv[1:]
    spec = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    schemas = spec["components"]["schemas"]
    lines = [BEGIN]
    for name in EXPORTED:
        schema = schemas[name]
        if "description" in schema:
            lines.append("/** " + " ".join(schema["description"].split()).replace("*/", "* /") + " */")
        body = ts(schema, schemas, 0)
        if body.startswith("{") and "oneOf" not in schema:
            lines.append(f"export interface {name} {one_per_line(body)}")
        else:
            lines.append(f"export type {name} = {body};")
    lines.append(END)
    generated = "\n".join(lines)
    text = TARGET.read_text()
    start, end = text.index(BEGIN), text.index(END) + len(END)
    result = text[:start] + generated + text[end:]
    if check:
        if result != text:
            print(f"{TARGET.relative_to(ROOT)} is not what openapi.yaml makes: run scripts/generate-client-types.py",
                  file=sys.stderr)
            sys.exit(1)
        return
    TARGET.write_text(result)


def ts(schema, schemas, depth):
    """The TypeScript type of a JSON Schema (the subset openapi.yaml uses)."""
    if depth > 12:
        return "JSONValue"
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[1]
        if name in EXPORTED:
            return name
        return ts(schemas[name], schemas, depth + 1)
    for key in ("oneOf", "anyOf"):
        if key in schema:
            return union(ts(s, schemas, depth + 1) for s in schema[key])
    if "allOf" in schema:
        parts = [ts(s, schemas, depth + 1) for s in schema["allOf"]]
        return " & ".join(p for p in parts if p != "{ [key: string]: JSONValue }") or "{ [key: string]: JSONValue }"
    if "const" in schema:
        return literal(schema["const"])
    kinds = schema.get("type")
    if isinstance(kinds, list):
        others = {k: v for k, v in schema.items() if k != "type"}
        return union(ts({**others, "type": k}, schemas, depth + 1) for k in kinds)
    if "enum" in schema:
        return union(literal(v) for v in schema["enum"]
                     if kinds is None or type_of(v) == kinds or (v is None and kinds == "null"))
    if kinds == "null":
        return "null"
    if kinds == "string":
        return "string"
    if kinds in ("integer", "number"):
        return "number"
    if kinds == "boolean":
        return "boolean"
    if kinds == "array":
        item = ts(schema.get("items", {}), schemas, depth + 1)
        return f"Array<{item}>"
    if kinds == "object" or "properties" in schema:
        props = schema.get("properties", {})
        if not props:
            return "{ [key: string]: JSONValue }"
        required = set(schema.get("required", []))
        members = []
        for key, value in props.items():
            optional = "" if key in required else "?"
            members.append(f"{key}{optional}: {ts(value, schemas, depth + 1)}")
        return "{ " + "; ".join(members) + " }"
    return "JSONValue"


def union(parts):
    """`A | B`, each alternative once, nested unions flattened at their top level."""
    seen = []
    for part in parts:
        depth, current = 0, ""
        for i, ch in enumerate(part):
            depth += ch in "{<(" and 1 or (ch in "}>)" and -1 or 0)
            if depth == 0 and part.startswith(" | ", i):
                seen.append(current.strip())
                current = ""
            else:
                current += ch
        seen.append(current.strip())
    cleaned = [p.lstrip("| ").strip() for p in seen if p.lstrip("| ").strip()]
    return " | ".join(dict.fromkeys(cleaned))


def one_per_line(body):
    """`{ a: X; b: { c: Y } }` as one top-level member per line."""
    members, depth, current = [], 0, ""
    for ch in body[1:-1].strip():
        depth += ch in "{<(" and 1 or (ch in "}>)" and -1 or 0)
        if ch == ";" and depth == 0:
            members.append(current.strip())
            current = ""
        else:
            current += ch
    if current.strip():
        members.append(current.strip())
    return "{\n" + "".join(f"  {m};\n" for m in members) + "}"


def type_of(value):
    return {str: "string", bool: "boolean", int: "integer", float: "number"}.get(type(value), "null")


def literal(value):
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    return "'" + str(value).replace("\\", "\\\\").replace("'", "\\'") + "'"


if __name__ == "__main__":
    main()
