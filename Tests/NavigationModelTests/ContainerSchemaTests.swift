import Foundation
import Testing

@testable import NavigationModel
@testable import SegnavWire

/// docs/container.schema.json, for editors, names exactly the statements, operators and hooks the decoder knows.
@Suite("Container programs: the JSON Schema")
struct ContainerSchemaTests {
    static func schema() throws -> JSON {
        let url = containerExamples.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/container.schema.json")
        return try JSON.parse(Array(try Data(contentsOf: url)), maxDepth: 200)
    }

    /// The first `required` key of each alternative under `$defs/<name>/oneOf`.
    static func kinds(_ schema: JSON, _ name: String) -> Set<String> {
        guard case .array(let alternatives)? = schema["$defs"]?[name]?["oneOf"] else { return [] }
        var out: Set<String> = []
        for a in alternatives {
            if case .array(let req)? = a["required"], case .string(let k)? = req.first { out.insert(k) }
        }
        return out
    }

    @Test("statement kinds, operators and hooks match the decoder's")
    func inSync() throws {
        let s = try Self.schema()
        #expect(Self.kinds(s, "Statement") == Set(ContainerProgramDecoder.statementKinds))
        #expect(Self.kinds(s, "Expression") == Set(ContainerProgramDecoder.operators))
        guard case .object(let hooks)? = s["properties"]?["on"]?["properties"] else {
            Issue.record("no hooks in the schema")
            return
        }
        #expect(Set(hooks.map(\.key)) == Set(ContainerHook.allCases.map(\.rawValue)))
    }
}
