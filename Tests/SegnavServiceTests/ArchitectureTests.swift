import Foundation
import Testing

/// The rooms of DESIGN.md §5 hold only while nothing reaches across them; the
/// compiler checks module boundaries, and this checks the ones inside a module.
@Suite("Architecture")
struct ArchitectureTests {
    static let root = DesignCitationTests.root

    /// Every `import X` of the Swift files under `folder`, with the file.
    static func imports(under folder: String) throws -> [(file: String, module: String)] {
        var found: [(String, String)] = []
        let files = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where line.hasPrefix("import ") {
                found.append((url.lastPathComponent, String(line.dropFirst(7))))
            }
        }
        return found
    }

    @Test("the store knows nothing of HTTP or SQLite: SessionStore imports neither MicroHTTP nor the state file")
    func storeWithoutHTTP() throws {
        let imports = try Self.imports(under: "Sources/SessionStore")
        #expect(!imports.isEmpty, "Sources/SessionStore was not read")
        let forbidden: Set = ["MicroHTTP", "SQLiteDatabase", "StateFile", "SegnavService"]
        #expect(imports.filter { forbidden.contains($0.module) }.map(\.file) == [])
    }

    @Test("the wire, the scenarios and the state file know no transport: none imports MicroHTTP or the service")
    func layersWithoutTransport() throws {
        for folder in ["Sources/SegnavWire", "Sources/SegnavScenarios", "Sources/StateFile", "Sources/SegnavViewer"] {
            let imports = try Self.imports(under: folder)
            #expect(imports.filter { ["MicroHTTP", "SegnavService"].contains($0.module) }.map(\.file) == [], "\(folder)")
        }
    }

    @Test("`segnavd check` and `match` run scenarios without the HTTP service")
    func checkWithoutService() throws {
        let imports = try Self.imports(under: "Sources/segnavd")
        let files: Set = ["Check.swift", "Match.swift"]
        #expect(imports.filter { files.contains($0.file) && $0.module == "SegnavService" }.map(\.file) == [])
    }

    @Test("SegnavService holds at most 35 % of the hand-written Swift under Sources/ (generated code aside)")
    func serviceShare() throws {
        func lines(under folder: String) throws -> Int {
            var count = 0
            let files = FileManager.default.enumerator(at: Self.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = files?.nextObject() as? URL {
                guard url.pathExtension == "swift", !url.path.contains("/Generated/") else { continue }
                count += try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count
            }
            return count
        }
        let service = try lines(under: "Sources/SegnavService"), all = try lines(under: "Sources")
        #expect(service * 100 <= all * 35, "SegnavService: \(service) of \(all) lines")
    }

    @Test("only MicroHTTP imports the C module")
    func cModule() throws {
        let outside = try Self.imports(under: "Sources").filter { $0.module == "CMicroHTTPD" }
        let inMicroHTTP = Set(try Self.imports(under: "Sources/MicroHTTP").filter { $0.module == "CMicroHTTPD" }.map(\.file))
        #expect(outside.filter { !inMicroHTTP.contains($0.file) }.map(\.file) == [])
    }

    @Test("only SQLiteDatabase imports SQLite's C module")
    func sqliteModule() throws {
        #expect(try Self.imports(under: "Sources").filter { $0.module == "CSQLite" }.map(\.file) == ["SQLiteDatabase.swift"])
    }

    @Test("the model is pure: NavigationModel imports nothing but the standard library")
    func pureModel() throws {
        #expect(try Self.imports(under: "Sources/NavigationModel").map(\.module) == [])
    }

    @Test("no function or initializer under Sources/ is longer than 80 lines (generated code aside)")
    func shortFunctions() throws {
        var long: [String] = []
        let files = FileManager.default.enumerator(at: Self.root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift", !url.path.contains("/Generated/") else { continue }
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (start, line) in lines.enumerated() where Self.declaresFunction(line) {
                let length = Self.bodyLength(lines, from: start)
                if length > 80 { long.append("\(url.lastPathComponent):\(start + 1): \(length) lines") }
            }
        }
        #expect(long.isEmpty, "split these (parse, admit, open…):\n\(long.joined(separator: "\n"))")
    }

    /// A line that starts a `func` or `init` declaration (its modifiers and attributes before it).
    static func declaresFunction(_ line: Substring) -> Bool {
        var words = line.split(separator: " ").drop { $0.hasPrefix("@") }
        let modifiers: Set<Substring> = [
            "public", "package", "private", "fileprivate", "internal", "static", "mutating",
            "nonisolated", "override", "final", "class", "convenience", "required",
        ]
        while let first = words.first, modifiers.contains(first) { words = words.dropFirst() }
        guard let keyword = words.first else { return false }
        return keyword == "func" || keyword.hasPrefix("init(") || keyword.hasPrefix("init<")
    }

    /// Lines from a declaration to the brace that closes its body (strings and line comments skipped).
    static func bodyLength(_ lines: [Substring], from start: Int) -> Int {
        var depth = 0, opened = false
        for index in start..<lines.count {
            var inString = false, escaped = false, previous: Character = " "
            for character in lines[index] {
                if inString {
                    if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                } else if character == "\"" {
                    inString = true
                } else if character == "/", previous == "/" {
                    break
                } else if character == "{" {
                    depth += 1
                    opened = true
                } else if character == "}" {
                    depth -= 1
                }
                previous = character
            }
            if opened, depth <= 0 { return index - start + 1 }
            if !opened, index > start + 10 { return 0 }  // a protocol requirement: no body
        }
        return 0
    }
}
