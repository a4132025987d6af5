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

    @Test("the store knows nothing of HTTP: nothing in Store/ imports MicroHTTP")
    func storeWithoutHTTP() throws {
        let imports = try Self.imports(under: "Sources/SegnavService/Store")
        #expect(!imports.isEmpty, "Store/ was not read")
        #expect(imports.filter { $0.module == "MicroHTTP" }.map(\.file) == [])
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
