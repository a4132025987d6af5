import Logging
import MicroHTTP
import Synchronization

/// `X-Request-Id`: the one a client or a proxy sent, if it is a sane token,
/// or one made here (a per-process random prefix and a counter: unique
/// within the run and across runs, and cheap).
enum RequestID {
    /// The client's id when it is 1–128 of `[A-Za-z0-9._:-]` (nginx's rule in
    /// deploy/), else nil: anything else could forge log lines or headers.
    static func accepted(_ header: String?) -> String? {
        guard let header, (1...128).contains(header.utf8.count) else { return nil }
        let sane = header.utf8.allSatisfy { byte in
            (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
                || byte == 46 || byte == 95 || byte == 58 || byte == 45
        }
        return sane ? header : nil
    }

    private static let prefix: String = {
        var generator = SystemRandomNumberGenerator()
        let value = generator.next() as UInt64
        return String(value, radix: 16)
    }()
    private static let counter = Atomic<UInt64>(0)

    static func make() -> String {
        let n = counter.add(1, ordering: .relaxed).newValue
        return "\(prefix)-\(String(n, radix: 16))"
    }
}

extension SegnavApp {
    /// One line per answered request (`--access-log`): the fields as metadata
    /// (`--log-format json` makes each a JSON member), the gist as the message.
    func logAccess(
        _ request: Request, _ response: Response, route: ServiceMetrics.RouteMetrics,
        nanoseconds: Int64, requestID: String?
    ) {
        let milliseconds = Double(nanoseconds / 1000) / 1000
        var metadata: Logger.Metadata = [
            "method": .string(request.method), "route": .string(route.pattern),
            "status": .stringConvertible(response.status), "latency_ms": .stringConvertible(milliseconds),
        ]
        if let id = request.parameters["id"] { metadata["session"] = .string(id) }
        if let requestID { metadata["request_id"] = .string(requestID) }
        logger.info("\(request.method) \(route.pattern) \(response.status) \(milliseconds) ms", metadata: metadata)
    }

    /// An error answer's line at info when the access log is off (sampled, `ErrorLogSampler`): the route, the
    /// status, the session and the request id.
    func logError(
        _ request: Request, _ response: Response, route: ServiceMetrics.RouteMetrics, requestID: String?, at now: Int64
    ) {
        let admitted = errorLog.admit(atNanoseconds: now)
        guard admitted.write else { return }
        var metadata: Logger.Metadata = [
            "method": .string(request.method), "route": .string(route.pattern), "status": .stringConvertible(response.status),
        ]
        if let id = request.parameters["id"] { metadata["session"] = .string(id) }
        if let requestID { metadata["request_id"] = .string(requestID) }
        if admitted.suppressedBefore > 0 { metadata["not_logged_before"] = .stringConvertible(admitted.suppressedBefore) }
        let more = admitted.suppressedBefore > 0 ? " (\(admitted.suppressedBefore) earlier error answers not logged)" : ""
        logger.info("\(request.method) \(route.pattern) answered \(response.status)\(more)", metadata: metadata)
    }
}
