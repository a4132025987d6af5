import CMicroHTTPD
import Synchronization

/// What the C callbacks reach through their `cls` pointer.
final class ServerCore: Sendable {
    let responder: any Responder
    let maxBodySize: Int
    /// Up to this many declared bytes an over-limit body is read and dropped
    /// (keeping the connection); beyond it the connection is refused at once.
    let discardLimit: Int
    /// Requests between the first access-handler call and the completion callback.
    let active = Atomic<Int>(0)
    /// `--connection-limit`: accepted sockets beyond it are closed at once.
    let connectionLimit: Int
    /// Connections open now (libmicrohttpd's start and close notifications).
    let connections = Atomic<Int>(0)
    /// Suspended connections, so shutdown can resume every one of them.
    private let suspended = Mutex<[ObjectIdentifier: RequestContext]>([:])

    init(responder: any Responder, maxBodySize: Int, connectionLimit: Int = .max) {
        self.responder = responder
        self.connectionLimit = connectionLimit
        self.maxBodySize = maxBodySize
        self.discardLimit = max(maxBodySize, 1 << 20)
    }

    /// Suspends the connection and runs the deferred handler in a Task.
    /// Must be called inside the access handler (libmicrohttpd's rule).
    func runDeferred(_ handle: @escaping @Sendable (Request) async -> Response,
                     request: Request, context: RequestContext) {
        context.handoff.withLock { $0 = .waiting }
        suspended.withLock { $0[ObjectIdentifier(context)] = context }
        MHD_suspend_connection(context.connection)
        Task {
            let response = await handle(request)
            self.finish(context, with: response)
        }
    }

    func finish(_ context: RequestContext, with response: Response) {
        // The registry lock orders this against shutdown's sweep, so a
        // connection is never resumed twice or after the daemon stopped.
        let resume = suspended.withLock { table -> Bool in
            guard table.removeValue(forKey: ObjectIdentifier(context)) != nil else { return false }
            return context.deliver(response)
        }
        if resume { MHD_resume_connection(context.connection) }
    }

    func answerAllSuspended(with response: Response) {
        let pending = suspended.withLock { table -> [RequestContext] in
            defer { table.removeAll() }
            return Array(table.values)
        }
        for context in pending where context.deliver(response) {
            MHD_resume_connection(context.connection)
        }
    }
}
