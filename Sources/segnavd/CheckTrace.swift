import ArgumentParser
import Foundation
import SegnavScenarios
import SegnavWire

/// `segnavd check-trace FILE…`: judges an app's own recorded lifecycle traces (docs/traces.md) under the appearance
/// contract, in process, as `POST /v1/traces` does. Exit status: `ExitStatus` (1: a breach; 2: a bad file, nothing
/// judged).
struct CheckTrace: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-trace",
        abstract: "Checks recorded lifecycle traces (JSON Lines) against the appearance contract, with each breach's why.",
        discussion: "Exit status: \(ExitStatus.documentation) (For traces, a failed step is a breach of the contract.)")

    @Argument(help: "Trace files (JSON Lines, docs/traces.md).")
    var files: [String]

    @Option(help: "Also write the verdicts as JUnit XML to this file (a test case per clause; missing folders are created).")
    var junit: String?

    @Option(help: "text (default: a line per breach and its why) or json (the answer of POST /v1/traces, per file).")
    var format: Check.Format = .text

    func run() async throws {
        let clock = ContinuousClock()
        let start = clock.now
        var traces: [(file: String, trace: Trace)] = []
        var bad: [String] = []
        for file in files {
            switch Self.load(file) {
            case .success(let trace): traces.append((file, trace))
            case .failure(let badFile): bad += badFile.lines
            }
        }
        guard bad.isEmpty else { throw ExitStatus.fail(.badInput, bad.map(\.terminalSafe).joined(separator: "\n")) }
        var report: ReportFile?
        if let junit {
            do {
                report = try ReportFile(path: junit)
            } catch {
                throw ExitStatus.fail(.cannotWriteReport, "segnavd check-trace: \(error.message)")
            }
        }
        let results = traces.map { (file: $0.file, checker: TraceChecker.check($0.trace)) }
        let elapsed = (clock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        switch format {
        case .text:
            var out = results.map { $0.checker.text(file: $0.file) }.joined()
            let breaches = results.reduce(0) { $0 + $1.checker.warnings.count }
            let failed = results.filter { !$0.checker.passed }.count
            out += "\n\(results.count) trace\(results.count == 1 ? "" : "s"): \(results.count - failed) kept the contract, "
            out += "\(failed) broke it (\(breaches) breach\(breaches == 1 ? "" : "es"))\n"
            print(out, terminator: "")
        case .json:
            print(
                JSON.array(
                    results.map { item in
                        let prediction = traces.first { $0.file == item.file }.flatMap { TracePrediction.predict($0.trace, checker: item.checker) }
                        return .object([("file", .string(item.file)), ("result", item.checker.json(prediction: prediction))])
                    }
                ).text)
        }
        if let file = report.take() {
            do {
                try file.write(TraceChecker.junit(results, seconds: seconds))
            } catch {
                throw ExitStatus.fail(.cannotWriteReport, "segnavd check-trace: \(error.message)")
            }
        }
        if results.contains(where: { !$0.checker.passed }) { throw ExitCode(ExitStatus.failed.rawValue) }
    }

    /// A file's trace, or its problems as `FILE: line N /pointer: detail` lines.
    static func load(_ file: String) -> Result<Trace, Check.BadFile> {
        let limits = Trace.Limits()
        if let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int, size > limits.maxBytes {
            return .failure(Check.BadFile(["\(file): larger than \(limits.maxBytes) bytes (split the trace)"]))
        }
        let data: Data
        switch InputFile.contents(file) {
        case .success(let contents): data = contents
        case .failure(let unreadable): return .failure(Check.BadFile(["\(file): cannot read the file (\(unreadable.reason))"]))
        }
        do {
            return .success(try TraceDecoder.decode(Array(data), limits: limits))
        } catch {
            let lines = error.errors.map { "\(file): \($0.detail)\($0.pointer.map { $0.isEmpty ? "" : " (at \($0))" } ?? "")" }
            return .failure(Check.BadFile(lines.isEmpty ? ["\(file): \(error.detail)"] : lines))
        }
    }
}
