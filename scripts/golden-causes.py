#!/usr/bin/env python3
"""Regenerates Tests/NavigationModelTests/GoldenCauses.swift: the expected cause of every event of every golden
comparison (Tests/NavigationModelTests/Golden*Tests.swift; the format is described in GoldenSupport+Causes.swift).

    scripts/golden-causes.py [--skip-build]

Builds the tests (unless --skip-build), runs the Golden suites with SEGNAV_GOLDEN_CAUSES set to a scratch directory,
where each comparison writes the causes the engine gave its step, and rewrites GoldenCauses.swift with them, keeping
the entries of comparisons that did not run. Review the diff before committing: the lines are expectations, and a
change in them is a change in why an event happens. Run it after changing events on purpose (a warning added or
renamed, a rule renumbered); the Golden tests then pass again, unless their hand-written event lists differ too.
"""
import os
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
TABLE = ROOT / "Tests/NavigationModelTests/GoldenCauses.swift"
ENTRY = re.compile(r'^        "([^"]+)": """\n(.*?)^            """,\n', re.S | re.M)

HEADER = '''// The expected cause of each event of each golden comparison, by the key its `expectGolden(…, causes:)` names: one
// line per event, in order (the format: GoldenSupport+Causes.swift). Written by scripts/golden-causes.py from the
// engine's output, reviewed against the hand-written event lists and DESIGN.md, and checked in: the tests compare
// with these lines, they never compute them. Regenerate with the script after changing events on purpose.

enum GoldenCauses {
    static let table: [String: String] = '''
FOOTER = '''
}
'''


def read_table() -> dict:
    if not TABLE.exists():
        return {}
    return {key: body for key, body in ENTRY.findall(TABLE.read_text())}


def main() -> int:
    swift = ["swift"]
    if "--skip-build" not in sys.argv[1:]:
        subprocess.run(swift + ["build", "--build-tests"], cwd=ROOT, check=True)
    entries = read_table()
    with tempfile.TemporaryDirectory() as scratch:
        run = subprocess.run(swift + ["test", "--skip-build", "--filter", "NavigationModelTests.Golden"], cwd=ROOT,
                             env={**os.environ, "SEGNAV_GOLDEN_CAUSES": scratch},
                             capture_output=True, text=True)
        records = sorted(pathlib.Path(scratch).glob("*.txt"))
        if not records:
            sys.stdout.write(run.stdout[-4000:] + run.stderr[-4000:])
            print("error: no golden comparison recorded its causes (did the tests build?)", file=sys.stderr)
            return 1
        changed = []
        for record in records:
            key, *lines = record.read_text().splitlines()
            body = "".join(f"            {line}\n" for line in lines)
            if entries.get(key) != body:
                changed.append(key)
            entries[key] = body
    items = "".join(f'        "{key}": """\n{body}            """,\n' for key, body in sorted(entries.items()))
    TABLE.write_text(HEADER + (f"[\n{items}    ]" if items else "[:]") + FOOTER)
    print(f"{TABLE.relative_to(ROOT)}: {len(entries)} comparisons, {len(records)} recorded, {len(changed)} changed")
    for key in changed:
        print(f"  changed: {key}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
