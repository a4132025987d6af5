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
}
