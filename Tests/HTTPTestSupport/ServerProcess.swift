import Foundation

/// The real `segnavd` binary started on port 0, for end-to-end tests.
/// It is found next to the test bundle (SwiftPM builds both into one folder).
public final class ServerProcess: @unchecked Sendable {
    public let process: Process
    public let port: UInt16
    private let output: Pipe

    public enum Failure: Error { case binaryMissing(String), noListeningLine(String) }

    public static var binaryPath: String {
        if let path = ProcessInfo.processInfo.environment["SEGNAVD_BIN"] { return path }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundle.appendingPathComponent("segnavd").path
    }

    /// What segnavd wrote to standard error, once it has exited (`stop`); empty unless made with `keepLog`.
    public var log: String { logDrain?.text ?? "" }
    private var logDrain: Drain?

    public init(arguments: [String] = [], keepLog: Bool = false) throws {
        let path = Self.binaryPath
        guard FileManager.default.isExecutableFile(atPath: path) else { throw Failure.binaryMissing(path) }
        process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--port", "0"] + arguments
        output = Pipe()
        process.standardOutput = output
        let errors = keepLog ? Pipe() : nil
        process.standardError = errors ?? FileHandle.nullDevice
        try process.run()
        logDrain = errors.map { Drain($0.fileHandleForReading) }
        // The first line is the contract: "listening on http://HOST:PORT".
        var line: [UInt8] = []
        let handle = output.fileHandleForReading
        while true {
            let byte = handle.readData(ofLength: 1)
            if byte.isEmpty || byte.first == 10 { break }
            line.append(contentsOf: byte)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("listening on http://"), let colon = text.lastIndex(of: ":"),
            let port = UInt16(text[text.index(after: colon)...])
        else {
            process.terminate()
            throw Failure.noListeningLine(text)
        }
        self.port = port
    }

    /// Runs segnavd with `arguments` (after `--port 0`) until it exits by itself,
    /// as it does on bad flags or a bad state file: its status and what it printed.
    public static func run(_ arguments: [String]) throws -> (status: Int32, errors: String, output: String) {
        try runCommand(["--port", "0"] + arguments)
    }

    /// Runs segnavd with exactly `arguments` (a subcommand such as `check …`) to its exit.
    public static func runCommand(_ arguments: [String]) throws -> (status: Int32, errors: String, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binaryPath)
        process.arguments = arguments
        let errors = Pipe(), output = Pipe()
        process.standardError = errors
        process.standardOutput = output
        try process.run()
        // Both pipes drained at once: a long output must not block the process on a full pipe.
        let printed = Drain(errors.fileHandleForReading)
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, printed.text, stdout)
    }

    /// Sends SIGTERM and waits; returns the exit status.
    @discardableResult
    public func stop() -> Int32 {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class Drain: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Waits for the end once; every later read gets the same text (a second wait on the semaphore would block
    /// forever, as a test reading `log` twice did).
    var text: String {
        done.wait()
        done.signal()
        return String(decoding: data, as: UTF8.self)
    }
}
