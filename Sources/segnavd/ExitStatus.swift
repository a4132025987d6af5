import ArgumentParser
import Foundation

/// What `segnavd check` and `segnavd match` exit with: one meaning per code,
/// so a CI script can tell a failed expectation from a broken setup.
enum ExitStatus: Int32, CaseIterable {
    /// Every step passed.
    case passed = 0
    /// A step failed (the report says where).
    case failed = 1
    /// An input is unreadable or not a valid scenario / expectation document: nothing ran.
    case badInput = 2
    /// The report (`--junit`) cannot be written: nothing ran.
    case cannotWriteReport = 3
    /// The command line is wrong (ArgumentParser's own code, EX_USAGE).
    case usage = 64

    var meaning: String {
        switch self {
        case .passed: "every step passed"
        case .failed: "a step failed"
        case .badInput: "a file is unreadable or not valid (nothing ran)"
        case .cannotWriteReport: "the --junit report cannot be written (nothing ran)"
        case .usage: "the command line is wrong"
        }
    }

    /// `0 every step passed, 1 a step failed, …`, for --help.
    static var documentation: String { documentation(without: []) }

    /// The same for a command that cannot give some of the codes (`match` writes no report).
    static func documentation(without: Set<ExitStatus>) -> String {
        allCases.filter { !without.contains($0) }.map { "\($0.rawValue) \($0.meaning)" }.joined(separator: ", ") + "."
    }

    /// Writes `message` to standard error, in words (never an error's dump), and gives the code to throw.
    static func fail(_ status: ExitStatus, _ message: String) -> ExitCode {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return ExitCode(status.rawValue)
    }
}
