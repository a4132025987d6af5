#!/usr/bin/env python3
"""Checks that every example in openapi.yaml validates against its own schema.

openapi-spec-validator checks the document's structure, not its examples; this
walks every parameter, header, request body and response and validates each
`example` / `examples` value with JSON Schema 2020-12 (the OpenAPI 3.1 dialect).

Usage: check_openapi_examples.py [openapi.yaml]   (exit 1 on any mismatch)
"""
import sys

import jsonschema
import yaml

METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


def main() -> int:
    path = sys.argv[1] if len(sys.argv) > 1 else "openapi.yaml"
    with open(path, encoding="utf-8") as f:
        doc = yaml.safe_load(f)
    components = doc.get("components", {})
    failures: list[str] = []
    checked = 0

    def deref(node):
        while isinstance(node, dict) and "$ref" in node and len(node) == 1:
            parts = node["$ref"].lstrip("#/").split("/")
            node = doc
            for part in parts:
                node = node[part.replace("~1", "/").replace("~0", "~")]
        return node

    def check(schema, value, where):
        nonlocal checked
        checked += 1
        # The schema with the document's components beside it, so '#/components/...' resolves.
        root = dict(schema) if isinstance(schema, dict) else {"allOf": [schema]}
        root["components"] = components
        validator = jsonschema.Draft202012Validator(root, format_checker=jsonschema.FormatChecker())
        for error in validator.iter_errors(value):
            location = "/".join(str(p) for p in error.absolute_path)
            failures.append(f"{where}: at /{location}: {error.message[:300]}")

    def examples_of(holder):
        if "example" in holder:
            yield "example", holder["example"]
        for name, example in (holder.get("examples") or {}).items():
            example = deref(example)
            if "value" in example:
                yield name, example["value"]

    def check_holder(holder, where):
        holder = deref(holder)
        if "schema" in holder:
            for name, value in examples_of(holder):
                check(holder["schema"], value, f"{where} [{name}]")
        for media, content in (holder.get("content") or {}).items():
            if "schema" not in content:
                continue
            if not media.startswith("application/") or "json" not in media:
                continue
            for name, value in examples_of(content):
                check(content["schema"], value, f"{where} {media} [{name}]")

    for route, item in doc.get("paths", {}).items():
        for parameter in item.get("parameters", []):
            parameter = deref(parameter)
            check_holder(parameter, f"{route} parameter {parameter['name']}")
        for method in METHODS:
            operation = item.get(method)
            if operation is None:
                continue
            label = f"{method.upper()} {route}"
            for parameter in operation.get("parameters", []):
                parameter = deref(parameter)
                check_holder(parameter, f"{label} parameter {parameter['name']}")
            if "requestBody" in operation:
                check_holder(operation["requestBody"], f"{label} request")
            for status, response in operation.get("responses", {}).items():
                response = deref(response)
                for name, header in (response.get("headers") or {}).items():
                    check_holder(header, f"{label} {status} header {name}")
                check_holder(response, f"{label} {status}")

    for failure in failures:
        print(f"example mismatch: {failure}", file=sys.stderr)
    print(f"openapi examples: {checked} checked, {len(failures)} mismatches")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
