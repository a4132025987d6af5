/// Values the router read out of a path pattern's `{name}` parts, in pattern
/// order. A route has one or two, so a short list searched by name beats a
/// dictionary: hashing and a table allocation on every `GET` showed in perf.
/// The first one is kept inline: most routes have one (the session's id), and
/// an array for it was an allocation of every request (issue 41).
public struct PathParameters: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private var first: Field?
    private var rest: [Field] = []

    public init() {}

    public init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { append(name, value) }
    }

    public subscript(name: String) -> String? {
        if let first, first.name == name { return first.value }
        return rest.first { $0.name == name }?.value
    }

    public var isEmpty: Bool { first == nil }

    public mutating func append(_ name: String, _ value: String) {
        if first == nil { first = Field(name, value) } else { rest.append(Field(name, value)) }
    }
}
