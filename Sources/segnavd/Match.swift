import ArgumentParser
import Foundation
import SegnavScenarios
import SegnavWire

/// `segnavd match`: a scenario step's expectations checked against events a
/// test already has (read from a running server), with the matcher and the
/// aligned diff of `segnavd check`. Clients in other languages (the Python
/// package's `assert_lifecycle`) call it rather than re-implement matching.
struct Match: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Checks events against expect/forbid matchers, as a scenario step does.",
        discussion: """
            Reads one JSON object from FILE (or standard input): "events" (the API's Event objects, in order), \
            "expect", "forbid", "exactly" and "state" as in a scenario step, and optionally "controllers" (a State's \
            controllers, so matchers may name controllers by title) and "actualState" (the state to compare "state" \
            with). Prints what check prints for a step. Exit status: \(ExitStatus.documentation(without: [.cannotWriteReport]))
            """)

    @Argument(help: "The JSON document (default: standard input).")
    var file: String?

    @Option(help: "What the report calls the step.")
    var name = "events"

    func run() async throws {
        let data: Data
        if let file {
            switch InputFile.contents(file) {
            case .success(let contents): data = contents
            case .failure(let unreadable):
                throw ExitStatus.fail(.badInput, "segnavd match: cannot read \(file) (\(unreadable.reason))")
            }
        } else {
            data = FileHandle.standardInput.readDataToEndOfFile()
        }
        let document: JSON
        do {
            document = try JSON.parse(Array(data), maxDepth: 64)
        } catch {
            throw ExitStatus.fail(.badInput, "segnavd match: not JSON: \(error.reason) at byte \(error.offset)")
        }
        let step: ScenarioStep
        do {
            step = try ScenarioRunner.expectations(document)
        } catch {
            let lines = error.errors.map { "segnavd match: \($0.pointer ?? $0.parameter ?? ""): \($0.detail)" }
            throw ExitStatus.fail(.badInput, lines.isEmpty ? "segnavd match: \(error.detail)" : lines.joined(separator: "\n"))
        }
        guard case .array(let events)? = document["events"] else {
            throw ExitStatus.fail(.badInput, "segnavd match: /events: expected an array of events")
        }
        var controllers: [JSON] = []
        if case .array(let list)? = document["controllers"] { controllers = list }
        let result = ScenarioRunner.verdict(
            step, title: name, events: events, controllers: controllers,
            state: document["actualState"])
        print(result.text(), terminator: "")
        if !result.passed { throw ExitCode(ExitStatus.failed.rawValue) }
    }
}
