import Foundation
import HTTPTestSupport
import Testing

/// The command line as an operator and a CI script meet it: `--junit` into a folder that does not exist
/// yet, one meaning per exit code said in words, `--version`, `--log-format json`, `segnavd match`.
@Suite("segnavd command line")
struct CommandLineTests {
    static var australia: String { CheckCommandTests.example("australia-and-back.json") }

    static func scratchFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("segnav-cli-\(UUID().uuidString)").path
    }

    @Test("--junit creates the missing folders of its path (a fresh clone has no artifacts/)")
    func junitMakesFolders() throws {
        let folder = Self.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let junit = folder + "/artifacts/ci/junit.xml"
        let run = try ServerProcess.runCommand(["check", "--junit", junit, Self.australia])
        #expect(run.status == 0, "\(run.errors)")
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("<testsuites"))
    }

    @Test("an unwritable --junit path: exit 3 before anything runs, said in words")
    func junitUnwritable() throws {
        let folder = Self.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A file where a folder of the path should be: refused whoever runs the test (root included).
        #expect(FileManager.default.createFile(atPath: folder, contents: Data()))
        let run = try ServerProcess.runCommand(["check", "--junit", folder + "/junit.xml", Self.australia])
        #expect(run.status == 3)
        #expect(run.output.isEmpty, "nothing ran: \(run.output)")
        #expect(run.errors == "segnavd check: cannot write \(folder)/junit.xml: \(folder) is not a folder\n")
        #expect(!run.errors.contains("Error Domain"))
    }

    @Test("exit 2 for a bad file, with the file and the pointer; --help lists every code")
    func exitCodes() throws {
        let file = try CheckCommandTests.scratch(#"{"setup": {"preset": "crafterm-2010"}, "steps": [{"action": {"type": "fly"}}]}"#)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let bad = try ServerProcess.runCommand(["check", file])
        #expect(bad.status == 2)
        #expect(bad.errors.hasPrefix("\(file): /steps/0/action/type: unknown action type 'fly'"))
        let missing = try ServerProcess.runCommand(["check", "/nonexistent/x.json"])
        #expect(missing.status == 2)
        #expect(missing.errors == "/nonexistent/x.json: cannot read the file (no such file or directory)\n")
        let help = try ServerProcess.runCommand(["check", "--help"])
        for code in ["0 every step passed", "1 a step failed", "2 a file is unreadable", "3 the --junit report", "64 the command line"] {
            #expect(help.output.contains(code), "\(code)")
        }
    }

    @Test(
        "--response-memory-peer-share: from 1 to --response-memory-limit, else refused in words before listening",
        arguments: [
            ["--response-memory-peer-share", "0"],
            ["--response-memory-limit", "65536", "--response-memory-peer-share", "65537"],
        ])
    func peerShareRange(_ flags: [String]) throws {
        let run = try ServerProcess.runCommand(["serve", "--port", "0"] + flags)
        #expect(run.status == 64)
        #expect(run.errors.contains("--response-memory-peer-share must be from 1 to --response-memory-limit"), "\(run.errors)")
    }

    @Test("--version names the version /v1/version answers and libmicrohttpd's")
    func version() throws {
        let run = try ServerProcess.runCommand(["--version"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("segnavd 0.1.0 (libmicrohttpd 0."))
    }

    @Test("`segnavd version` prints what --version prints and exits 0; match's --help lists only the codes match gives")
    func versionWord() throws {
        let word = try ServerProcess.runCommand(["version"])
        #expect(word.status == 0, "\(word.errors)")
        #expect(word.output == (try ServerProcess.runCommand(["--version"])).output)
        let help = try ServerProcess.runCommand(["match", "--help"])
        #expect(!help.output.contains("--junit"), "\(help.output)")
        let text = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("2 a file is unreadable or not valid (nothing ran), 64 the command line is wrong"), "\(text)")
    }

    @Test("a bad option is named (not reported as a missing file); no file at all is still said; help shows each default once")
    func badOptionNamed() throws {
        let bogus = try ServerProcess.runCommand(["check", "--bogus"])
        #expect(bogus.status == 64)
        #expect(bogus.errors.contains("--bogus") && !bogus.errors.contains("Missing expected argument"), "\(bogus.errors)")
        let none = try ServerProcess.runCommand(["check"])
        #expect(none.status == 64)
        #expect(none.errors.contains("Missing expected argument '<files> ...'"), "\(none.errors)")
        let help = try ServerProcess.runCommand(["serve", "--help"])
        let text = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(!text.contains("(default: number of cores). (default:"), "\(text)")
        #expect(text.components(separatedBy: ") (default:").count == 1, "\(text)")
    }

    @Test("--log-format json: every log line on stderr is one JSON object with time, level, label, message")
    func jsonLogs() throws {
        let logFile = Self.scratchFolder() + ".log"
        #expect(FileManager.default.createFile(atPath: logFile, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: logFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ServerProcess.binaryPath)
        process.arguments = ["--port", "0", "--log-format", "json"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: logFile))
        try process.run()
        let listening = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        #expect(listening.hasPrefix("listening on http://127.0.0.1:"))
        Thread.sleep(forTimeInterval: 0.2)
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let text = try String(contentsOfFile: logFile, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.count >= 3, "\(text)")
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
            #expect(object["level"] is String && object["label"] is String && object["message"] is String)
            #expect((object["time"] as? String)?.hasSuffix("Z") == true)
        }
        let serving = try #require(lines.first { $0.contains(#""message":"serving""#) })
        let fields = try #require(try JSONSerialization.jsonObject(with: Data(serving.utf8)) as? [String: Any])
        #expect(listening.contains(try #require(fields["url"] as? String)))
        #expect(fields["version"] as? String == "0.1.0")
    }

    @Test("segnavd match: check's verdict and diff for events a client already has")
    func match() throws {
        let events =
            #"[{"seq":7,"time":0,"action":1,"receiver":{"id":"vc-3","class":"ItalyViewController"},"name":"viewWillDisappear","args":{"animated":false},"depth":1,"origin":"container"},{"seq":8,"time":0,"action":1,"receiver":{"id":"vc-4","class":"AustraliaViewController"},"name":"viewWillAppear","args":{"animated":false},"depth":1,"origin":"container"}]"#
        let controllers = #"[{"id":"vc-4","class":"AustraliaViewController","title":"Australia"}]"#
        let passing = try CheckCommandTests.scratch(
            #"{"events":\#(events),"controllers":\#(controllers),"expect":[{"receiver":"ItalyViewController","name":"viewWillDisappear"},{"receiver":"Australia","name":"viewWillAppear"}]}"#
        )
        let failing = try CheckCommandTests.scratch(
            #"{"events":\#(events),"controllers":\#(controllers),"expect":[{"receiver":"Australia","name":"viewWillAppear"},{"receiver":"ItalyViewController","name":"viewWillDisappear"}]}"#
        )
        let bad = try CheckCommandTests.scratch(#"{"events":\#(events),"expect":[{"name":"viewWillDisapear"}]}"#)
        defer { for file in [passing, failing, bad] { try? FileManager.default.removeItem(atPath: file) } }
        #expect(try ServerProcess.runCommand(["match", passing]).status == 0)
        let run = try ServerProcess.runCommand(["match", "--name", "switch", failing])
        #expect(run.status == 1)
        #expect(run.output.contains("✗ step 0 · switch (2 events)"))
        #expect(run.output.contains("expected (in order)"))
        #expect(run.output.contains("✗ 2 ItalyViewController viewWillDisappear   #7 ItalyViewController viewWillDisappear animated=false [container]"))
        let refused = try ServerProcess.runCommand(["match", bad])
        #expect(refused.status == 2)
        #expect(refused.errors.contains("/expect/0/name"))
    }
}
