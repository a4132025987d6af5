// Golden causes: every golden comparison (`expectGolden(step, causes: KEY) { … }`) also holds each event of the step
// to the cause written for it in `GoldenCauses.table[KEY]` (GoldenCauses.swift), one line per event, in order:
//
//     12 Italy.viewWillAppear [container] ← flaw managingManualAppearance · code managingSegmentChanged · by #11
//
// that is: the event's position in the step, its receiver (title, else class), name and origin, then its cause: the
// DESIGN.md §3 rule id, the §2.1 flaw id, the program code (the `Code` case), and the position in the same step of the
// event whose call delivered it (`by #n`, absent when the action itself did), and for a breach of the appearance
// contract the call that put the controller in the state it found (`set by #n`, or `set earlier` in a previous step).
// Blank lines and indentation are ignored.
//
// The event lists are written by hand from the seeds and the rules; the cause lines were recorded from the engine,
// read against those lists and DESIGN.md, and are checked in: a test compares them, it does not compute them. When the
// events change on purpose (a warning added or renamed, a rule renumbered), regenerate them and review the diff:
//
//     scripts/golden-causes.py              # builds the tests, runs the Golden suites, rewrites GoldenCauses.swift
//
// which sets SEGNAV_GOLDEN_CAUSES=DIR for the run: each comparison then writes the causes it saw to DIR/KEY.txt (and
// still fails where they differ); the script merges those into GoldenCauses.swift, keeping the keys it did not see.
// A mismatch also prints the step's lines in source form, ready to paste.

import Foundation
import Testing

@testable import NavigationModel

/// One line per event of `step`: its receiver, name and origin, and its cause (the format above).
func goldenCauseLines(_ step: GStep) -> [String] {
    var names: [String: String] = [:]
    for c in step.before.controllers + step.after.controllers where names[c.id] == nil {
        names[c.id] = c.title ?? c.className
    }
    let first = step.events.first?.seq ?? 0
    return step.events.enumerated().map { i, e in
        var parts: [String] = []
        if let rule = e.cause.rule.id { parts.append("rule \(rule)") }
        if let flaw = e.cause.flaw.id { parts.append("flaw \(flaw)") }
        if e.cause.code != .none { parts.append("code \(e.cause.code)") }
        if let caller = e.cause.eventSeq { parts.append("by #\(caller - first + 1)") }
        // A breach's earlier call that put the controller in the state it found (DESIGN.md §3.11).
        if let setBy = e.cause.setBySeq { parts.append(setBy >= first ? "set by #\(setBy - first + 1)" : "set earlier") }
        let who = names[e.receiver.id] ?? e.receiver.className
        return "\(i + 1) \(who).\(e.name.rawValue) [\(e.origin.rawValue)] ← \(parts.isEmpty ? "(none)" : parts.joined(separator: " · "))"
    }
}

/// The expected lines of a `GoldenCauses.table` entry: trimmed, blank lines dropped.
func goldenCauseLines(expected text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
}

/// Holds `step`'s causes to `GoldenCauses.table[key]`; records them under SEGNAV_GOLDEN_CAUSES when it is set.
func expectGoldenCauses(_ step: GStep, key: String, sourceLocation: SourceLocation) {
    let actual = goldenCauseLines(step)
    if let directory = ProcessInfo.processInfo.environment["SEGNAV_GOLDEN_CAUSES"], !directory.isEmpty {
        let record = ([key] + actual).joined(separator: "\n") + "\n"
        let url = URL(fileURLWithPath: directory).appendingPathComponent("\(key).txt")
        do {
            try record.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            Issue.record(error, "recording the causes of \(key) in \(directory)", sourceLocation: sourceLocation)
        }
    }
    let source = "        \"\(key)\": \"\"\"\n" + actual.map { "            " + $0 }.joined(separator: "\n") + "\n            \"\"\","
    guard let text = GoldenCauses.table[key] else {
        Issue.record(
            Comment(rawValue: "no golden causes for '\(key)' in GoldenCauses.swift (scripts/golden-causes.py writes them); this step's:\n\(source)"),
            sourceLocation: sourceLocation)
        return
    }
    let expected = goldenCauseLines(expected: text)
    guard actual != expected else { return }
    var lines = ["golden causes differ for '\(key)' (actual \(actual.count) events, expected \(expected.count)):"]
    for i in 0..<max(actual.count, expected.count) {
        let a = i < actual.count ? actual[i] : "—"
        let x = i < expected.count ? expected[i] : "—"
        lines.append(a == x ? "   \(a)" : "≠  actual:   \(a)\n   expected: \(x)")
    }
    lines.append("in source form (or run scripts/golden-causes.py):\n\(source)")
    Issue.record(Comment(rawValue: lines.joined(separator: "\n")), sourceLocation: sourceLocation)
}
