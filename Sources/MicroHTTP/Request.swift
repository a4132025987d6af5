/// One HTTP request, fully received, as the handlers see it.
///
/// It is a plain value so a deferred handler can carry it onto another thread:
/// nothing in it points back into libmicrohttpd's connection memory.
public struct Request: Sendable {
    public var method: String
    /// Percent-decoded by libmicrohttpd; the query string is not part of it.
    public var path: String
    public var query: [Field]
    public var headers: [Field]
    public var body: [UInt8]
    /// Values the router extracted from the path pattern, e.g. `id`.
    public var parameters: PathParameters

    public init(
        method: String, path: String, query: [Field] = [], headers: [Field] = [],
        body: [UInt8] = [], parameters: PathParameters = [:]
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.parameters = parameters
    }

    /// Header names compare case-insensitively (RFC 9110 §5.1).
    public func header(_ name: String) -> String? { headers.value(named: name) }

    /// The first value of a query argument.
    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }
}

/// A name–value pair: a header, a query argument or a path parameter; order and repeats are kept.
public struct Field: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

extension [Field] {
    /// The first field named `name`, ignoring ASCII case. Lengths are compared first, in place: a write looks up
    /// some six headers among a request's few, and `first(where:)` copied (retained and released) every field it
    /// passed, about 2.4 k instructions a write on the MHD thread (issue 41).
    func value(named name: String) -> String? {
        let length = name.utf8.count
        for index in indices where self[index].name.utf8.count == length {
            if self[index].name.equalsIgnoringASCIICase(name) { return self[index].value }
        }
        return nil
    }
}

extension String {
    /// ASCII-only case folding: header names are ASCII tokens, and this avoids
    /// allocating lowercased copies on the hot path.
    /// Over the two strings' contiguous bytes: zipping their UTF-8 views stepped
    /// through each string's representation per byte, and finding `Content-Type`
    /// among a request's headers cost a write some 1 900 instructions (issue 41).
    func equalsIgnoringASCIICase(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        var a = self, b = other
        return a.withUTF8 { a in
            b.withUTF8 { b in
                for i in 0..<a.count where a[i] != b[i] {
                    let (x, y) = (a[i], b[i])
                    let lx = (x >= 65 && x <= 90) ? x + 32 : x
                    let ly = (y >= 65 && y <= 90) ? y + 32 : y
                    if lx != ly { return false }
                }
                return true
            }
        }
    }
}
