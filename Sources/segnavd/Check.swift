import ArgumentParser
import Foundation
import SegnavScenarios
import SegnavWire

/// `segnavd check FILE…`: runs scenario files in process (no server, no
/// socket) and says, step by step, what passed and where what failed (docs/scenarios.md).
/// Exit status: `ExitStatus` (one meaning per code).
struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Runs scenario files: expected lifecycle sequences, refusals and states, step by step.",
        discussion: "Exit status: \(ExitStatus.documentation)")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    /// Empty by default and checked in `run()`: the parser reports a missing required argument, and `validate()` runs,
    /// before it notices an unknown option (`check --bogus` said "Missing expected argument" instead of naming `--bogus`).
    @Argument(help: "Scenario files (JSON).")
    var files: [String] = []

    @Option(help: "Also write the results as JUnit XML to this file (missing folders are created).")
    var junit: String?

    @Option(help: "text (default: a line per step, a diff under each failure) or json.")
    var format: Format = .text

    func run() async throws {
        if files.isEmpty { throw ValidationError("Missing expected argument '<files> ...': name one scenario file or more.") }
        let clock = ContinuousClock()
        let start = clock.now
        // Every file is read and checked before any runs: a bad one stops everything (exit 2).
        var scenarios: [(file: String, scenario: Scenario)] = []
        var bad: [String] = []
        for file in files {
            switch Self.load(file) {
            case .success(let scenario): scenarios.append((file, scenario))
            case .failure(let badFile): bad += badFile.lines
            }
        }
        guard bad.isEmpty else {
            throw ExitStatus.fail(.badInput, bad.map(\.terminalSafe).joined(separator: "\n"))
        }
        // The report's path is checked (and its folders made) before anything runs: a run of every scenario
        // must not end in a refusal to write its result.
        var report: ReportFile?
        if let junit {
            do {
                report = try ReportFile(path: junit)
            } catch {
                throw ExitStatus.fail(.cannotWriteReport, "segnavd check: \(error.message)")
            }
        }
        let results = scenarios.map { (file: $0.file, result: ScenarioRunner.run($0.scenario)) }
        let elapsed = (clock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        switch format {
        case .text:
            var out = results.map { $0.result.text(file: $0.file) }.joined()
            let steps = results.flatMap(\.result.steps)
            let failed = results.filter { !$0.result.passed }.count
            // Counts say what they count: "1 scenario, 9 steps: 0 passed, 1 failed" read as steps.
            let failedSteps = steps.filter { !$0.passed }.count
            let plural = { (n: Int, word: String) in "\(n) \(word)\(n == 1 ? "" : "s")" }
            out += "\n\(plural(results.count, "scenario")): \(results.count - failed) passed, \(failed) failed"
            out += " (\(plural(steps.count, "step")), \(failedSteps) failed)\n"
            print(out, terminator: "")
        case .json:
            let document = JSON.array(
                results.map { item in
                    guard case .object(var members) = item.result.json else { return item.result.json }
                    members.insert(("file", .string(item.file)), at: 0)
                    return .object(members)
                })
            print(document.text)
        }
        if let file = report.take() {
            do {
                try file.write(ScenarioResult.junit(results, seconds: seconds))
            } catch {
                throw ExitStatus.fail(.cannotWriteReport, "segnavd check: \(error.message)")
            }
        }
        if results.contains(where: { !$0.result.passed }) { throw ExitCode(ExitStatus.failed.rawValue) }
    }

    /// A file's scenario, or its problems as `FILE: /pointer: detail` lines.
    static func load(_ file: String) -> Result<Scenario, BadFile> {
        let data: Data
        switch InputFile.contents(file) {
        case .success(let contents): data = contents
        case .failure(let unreadable): return .failure(BadFile(["\(file): cannot read the file (\(unreadable.reason))"]))
        }
        let json: JSON
        do {
            json = try JSON.parse(Array(data), maxDepth: 64, maxMembers: JSON.maxRequestObjectMembers)
        } catch {
            return .failure(BadFile(["\(file): not JSON: \(error.reason) at byte \(error.offset)"]))
        }
        do {
            return .success(try ScenarioDecoder.decode(json))
        } catch {
            let lines = error.errors.map { "\(file): \($0.pointer ?? $0.parameter ?? ""): \($0.detail)" }
            return .failure(BadFile(lines.isEmpty ? ["\(file): \(error.detail)"] : lines))
        }
    }

    struct BadFile: Error {
        let lines: [String]
        init(_ lines: [String]) { self.lines = lines }
    }
}
