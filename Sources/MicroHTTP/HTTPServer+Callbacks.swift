import CMicroHTTPD

// The C callbacks. They are free functions in a non-main file on purpose:
// a closure written at the top level of main.swift is MainActor-isolated and
// traps when libmicrohttpd calls it from its own thread (SPEC §4).

/// libmicrohttpd calls this several times per request: once with the headers,
/// once per chunk of body, once more when the body is complete, and once more
/// after a suspended connection is resumed.
func accessHandler(
    _ cls: UnsafeMutableRawPointer?,
    _ connection: OpaquePointer?,
    _ url: UnsafePointer<CChar>?,
    _ method: UnsafePointer<CChar>?,
    _ version: UnsafePointer<CChar>?,
    _ uploadData: UnsafePointer<CChar>?,
    _ uploadSize: UnsafeMutablePointer<Int>?,
    _ state: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let cls, let connection, let state, let uploadSize else { return segnav_mhd_no() }
    let core = Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue()

    guard let raw = state.pointee else {
        // First call: headers only.
        let context = RequestContext(connection: connection)
        state.pointee = Unmanaged.passRetained(context).toOpaque()
        core.active.add(1, ordering: .relaxed)
        if let declared = declaredLength(connection), declared > core.maxBodySize {
            if declared <= core.discardLimit {
                // Read and drop it, then 413: the connection stays usable.
                context.overLimit = true
                return segnav_mhd_yes()
            }
            // Too big even to drop: refuse before reading a byte of it;
            // libmicrohttpd closes the connection since the body was never consumed.
            let request = makeRequest(connection, url: url, method: method, body: [])
            context.handoff.withLock { $0 = .queued }
            return queue(core.responder.refusal(.bodyTooLarge(limit: core.maxBodySize), for: request), on: connection)
        }
        return segnav_mhd_yes()
    }
    let context = Unmanaged<RequestContext>.fromOpaque(raw).takeUnretainedValue()

    if uploadSize.pointee > 0 {
        let count = uploadSize.pointee
        if !context.overLimit, context.body.count + count <= core.maxBodySize, let uploadData {
            uploadData.withMemoryRebound(to: UInt8.self, capacity: count) {
                context.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
            }
        } else {
            // Chunked bodies declare no length: drop the rest, answer 413 at the end,
            // and the connection stays usable.
            context.overLimit = true
            context.body = []
        }
        uploadSize.pointee = 0
        return segnav_mhd_yes()
    }

    if let response = context.takeReadyResponse() {
        return queue(response, on: connection)
    }
    let phase = context.handoff.withLock { state -> Int in
        switch state {
        case .receiving: return 0
        default: return 1
        }
    }
    guard phase == 0 else { return segnav_mhd_yes() }

    let body = context.body
    context.body = []
    let request = makeRequest(connection, url: url, method: method, body: body)
    if context.overLimit {
        context.handoff.withLock { $0 = .queued }
        return queue(core.responder.refusal(.bodyTooLarge(limit: core.maxBodySize), for: request), on: connection)
    }
    if core.draining.load(ordering: .relaxed) {
        context.handoff.withLock { $0 = .queued }
        return queue(HTTPServer.shuttingDown, on: connection)
    }
    switch core.responder.handler(for: request) {
    case .immediate(let handle):
        context.handoff.withLock { $0 = .queued }
        return queue(handle(request), on: connection)
    case .response(let response):
        context.handoff.withLock { $0 = .queued }
        return queue(response, on: connection)
    case .deferred(let handle):
        if core.runDeferred(handle, request: request, context: context) { return segnav_mhd_yes() }
        // Shutting down: nothing may be suspended any more.
        context.handoff.withLock { $0 = .queued }
        return queue(HTTPServer.shuttingDown, on: connection)
    }
}

/// Called once per request when libmicrohttpd is done with it, however it ended
/// (sent, client gone, timeout): the only place per-request state is freed.
func completionHandler(
    _ cls: UnsafeMutableRawPointer?,
    _ connection: OpaquePointer?,
    _ state: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    _ code: MHD_RequestTerminationCode
) {
    guard let cls, let state, let raw = state.pointee else { return }
    let core = Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue()
    Unmanaged<RequestContext>.fromOpaque(raw).release()
    state.pointee = nil
    core.active.subtract(1, ordering: .relaxed)
}

/// Called for each accepted socket before libmicrohttpd reads from it: no
/// (libmicrohttpd then closes it at once) when `--connection-limit` connections
/// are open. Two pool threads may both admit one at the limit; that overshoot
/// of at most threads - 1 is allowed for by libmicrohttpd's own, higher limit.
func acceptPolicy(_ cls: UnsafeMutableRawPointer?, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t) -> MHD_Result {
    guard let cls else { return segnav_mhd_yes() }
    let core = Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue()
    return core.connections.value < core.connectionLimit ? segnav_mhd_yes() : segnav_mhd_no()
}

/// Counts open connections for `acceptPolicy`.
func connectionNotification(
    _ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
    _ socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ code: MHD_ConnectionNotificationCode
) {
    guard let cls else { return }
    let core = Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue()
    switch code {
    case .CONNECTION_NOTIFY_STARTED: core.connections.opened()
    case .CONNECTION_NOTIFY_CLOSED: core.connections.closed()
    @unknown default: break
    }
}

private func declaredLength(_ connection: OpaquePointer) -> Int? {
    guard let value = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length") else { return nil }
    return Int(String(cString: value))
}

private func makeRequest(_ connection: OpaquePointer, url: UnsafePointer<CChar>?,
                         method: UnsafePointer<CChar>?, body: [UInt8]) -> Request {
    Request(
        method: method.map { String(cString: $0) } ?? "GET",
        path: url.map { String(cString: $0) } ?? "/",
        query: fields(connection, .GET_ARGUMENT_KIND),
        headers: fields(connection, .HEADER_KIND),
        body: body)
}

private func fields(_ connection: OpaquePointer, _ kind: MHD_ValueKind) -> [Field] {
    var collected: [Field] = []
    withUnsafeMutablePointer(to: &collected) { pointer in
        _ = MHD_get_connection_values(connection, kind, collectField, pointer)
    }
    return collected
}

private func collectField(
    _ cls: UnsafeMutableRawPointer?, _ kind: MHD_ValueKind,
    _ key: UnsafePointer<CChar>?, _ value: UnsafePointer<CChar>?
) -> MHD_Result {
    guard let cls, let key else { return segnav_mhd_yes() }
    let list = cls.assumingMemoryBound(to: [Field].self)
    list.pointee.append(Field(String(cString: key), value.map { String(cString: $0) } ?? ""))
    return segnav_mhd_yes()
}

private func queue(_ response: Response, on connection: OpaquePointer) -> MHD_Result {
    if let prepared = response.prepared {
        return withExtendedLifetime(prepared) {
            MHD_queue_response(connection, UInt32(prepared.status), prepared.handle)
        }
    }
    guard let created = makeMHDResponse(response) else { return segnav_mhd_no() }
    let result = MHD_queue_response(connection, UInt32(response.status), created)
    MHD_destroy_response(created)
    return result
}
