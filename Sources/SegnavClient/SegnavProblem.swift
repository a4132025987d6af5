import Foundation
import HTTPTypes
import OpenAPIRuntime

/// What the server answered instead of a result: its RFC 9457 problem+json.
/// `reason` is the last part of `type`: `noBackButton`, `session-not-found`…
public struct SegnavProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public struct FieldError: Sendable, Hashable, Decodable {
        /// A JSON pointer into the request body, or a query parameter's name.
        public var pointer: String?
        public var parameter: String?
        public var detail: String
    }

    public var status: Int
    public var type: String
    public var title: String
    public var detail: String
    public var errors: [FieldError]

    public var reason: String { String(type.split(separator: "/").last ?? "") }

    public var description: String {
        "\(status) \(reason): \(detail)" + errors.map { "\n  \($0.pointer ?? $0.parameter ?? ""): \($0.detail)" }.joined()
    }
}
