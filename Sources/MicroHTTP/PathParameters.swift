/// Values the router read out of a path pattern's `{name}` parts, in pattern
/// order. A route has one or two, so a short list searched by name beats a
/// dictionary: hashing and a table allocation on every `GET` showed in perf.
public struct PathParameters: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private var fields: [Field] = []

    public init() {}

    public init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { Field($0.0, $0.1) }
    }

    public subscript(name: String) -> String? {
        fields.first { $0.name == name }?.value
    }

    public var isEmpty: Bool { fields.isEmpty }

    public mutating func append(_ name: String, _ value: String) {
        fields.append(Field(name, value))
    }
}
