"""segnav.check_trace against the real binary (SEGNAVD_BIN): a console log with the recorder's marked lines and
UIKit's own messages among other output, and a bad line."""

import pathlib

import pytest

import segnav

EXAMPLES = pathlib.Path(__file__).resolve().parents[3] / "Examples" / "traces"

CONSOLE = """\
2026-11-27 10:00:00.000 MyApp[123:456] launching
2026-11-27 10:00:00.010 MyApp[123:456] segnav-trace: {"event":"viewWillAppear","vc":"0x6000","class":"Root","parent":null,"inWindow":false}
2026-11-27 10:00:00.011 MyApp[123:456] segnav-trace: {"event":"viewWillAppear","vc":"0x6000","class":"Root","parent":null,"inWindow":false}
2026-11-27 10:00:00.300 MyApp[123:456] segnav-trace: {"event":"viewDidAppear","vc":"0x6000","class":"Root","parent":null,"inWindow":true}
2026-11-27 10:00:00.400 MyApp[123:456] Unbalanced calls to begin/end appearance transitions for <Italy: 0x7000>.
"""


def test_a_console_log():
    lines = segnav.trace_lines(CONSOLE.splitlines())
    assert len(lines) == 4 and lines[-1].startswith('{"console": "Unbalanced calls')
    result = segnav.check_trace(CONSOLE.splitlines())
    assert result["passed"] is False
    assert result["clauses"]["balanced"] == 2
    codes = [w["code"] for w in result["warnings"]]
    assert codes == ["duplicateAppearance", "unbalancedAppearanceTransition"]
    assert result["warnings"][0]["follows"] == 2
    assert "#1 viewWillAppear" in result["warnings"][0]["why"]["because"]


def test_a_file_keeping_the_contract():
    assert segnav.check_trace(EXAMPLES / "nested-keeps.jsonl")["passed"] is True


def test_a_bad_line_is_refused_with_its_number():
    with pytest.raises(segnav.TraceError) as bad:
        segnav.check_trace(['{"event":"viewWillApear","vc":"0x1"}'])
    assert any("line 1:" in line and "(at /event)" in line for line in bad.value.lines)
