import SystemSupport
import CMicroHTTPD

#if canImport(Glibc)
import Glibc
#endif

// The C callbacks. They are free functions in a non-main file on purpose:
// a closure written at the top level of main.swift is MainActor-isolated and
// traps when libmicrohttpd calls it from its own thread (DESIGN.md §5).

/// libmicrohttpd calls this several times per request: once with the head,
/// once per chunk of body, once more when the body is complete, and once more
/// after a suspended connection is resumed. `RequestContext.Reception` says
/// which of these a call is.
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
    guard let raw = state.pointee else { return segnav_mhd_no() }  // made by `requestLineReceived`
    let context = Unmanaged<RequestContext>.fromOpaque(raw).takeUnretainedValue()

    switch context.reception {
    case .expectingHead:
        return receiveHead(core, context, connection, url: url, method: method, version: version)
    case .readingBody, .discardingBody:
        guard uploadSize.pointee > 0 else { return dispatch(core, context, url: url, method: method) }
        receiveBody(core, context, uploadData, count: uploadSize.pointee)
        uploadSize.pointee = 0
        return segnav_mhd_yes()
    case .dispatched where uploadSize.pointee > 0:
        // Body still arriving for a request refused on its head: dropped.
        uploadSize.pointee = 0
        return segnav_mhd_yes()
    case .dispatched:
        // Resumed with a deferred answer (or called again before it is ready).
        guard let response = context.takeReadyResponse() else { return segnav_mhd_yes() }
        return queue(response, context, core)
    }
}

/// The first call: the head only. Framing comes first: until it is known to
/// be sound, where the body ends is unknown.
private func receiveHead(
    _ core: ServerCore, _ context: RequestContext, _ connection: OpaquePointer,
    url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?, version: UnsafePointer<CChar>?
) -> MHD_Result {
    context.reception = .readingBody
    core.active.add(1, ordering: .relaxed)
    context.headers = headerFields(connection)
    context.safeMethod = method.map { strcmp($0, "GET") == 0 || strcmp($0, "HEAD") == 0 || strcmp($0, "OPTIONS") == 0 } ?? true
    let http11 = version.map { strcmp($0, "HTTP/1.1") == 0 } ?? false
    if let refusal = context.requestLineHidesBytes
        ? .malformedRequest("the request line holds a NUL byte")
        : Framing.refusal(headers: context.headers, http11: http11, connection: connection)
    {
        return refuseEarly(refusal, core: core, context: context, url: url, method: method)
    }
    if let declared = declaredLength(context.headers), declared > core.maxBodySize {
        if declared <= core.discardLimit {
            // Read and drop it, then 413: the connection stays usable.
            context.reception = .discardingBody
            return segnav_mhd_yes()
        }
        // Too big even to drop: refuse before reading a byte of it;
        // libmicrohttpd closes the connection since the body was never consumed.
        return refuseEarly(.bodyTooLarge(limit: core.maxBodySize), core: core, context: context, url: url, method: method)
    }
    return segnav_mhd_yes()
}

/// One chunk of body: kept while it fits the limit, else the rest is dropped
/// (chunked bodies declare no length) and the request ends in 413.
private func receiveBody(_ core: ServerCore, _ context: RequestContext, _ data: UnsafePointer<CChar>?, count: Int) {
    if context.reception == .readingBody, context.body.count + count <= core.maxBodySize, let data {
        data.withMemoryRebound(to: UInt8.self, capacity: count) {
            context.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
        }
    } else {
        context.reception = .discardingBody
        context.body = []
    }
}

/// The whole request has arrived: its handler answers now, or later from a
/// Task while the connection is suspended.
private func dispatch(
    _ core: ServerCore, _ context: RequestContext,
    url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?
) -> MHD_Result {
    let discarded = context.reception == .discardingBody
    context.reception = .dispatched
    let body = context.body
    context.body = []
    let request = makeRequest(context, url: url, method: method, body: body)
    let answer: Response
    if discarded {
        answer = core.responder.refusal(.bodyTooLarge(limit: core.maxBodySize), for: request)
    } else if core.draining.load(ordering: .relaxed) {
        answer = core.shuttingDown
    } else if !context.safeMethod, core.peers.isFull(context.peer) {
        // Before the handler, so the write is not done: once done, its answer
        // would have to go out past any budget (see `queue`).
        core.memory.countRefusal()
        answer = core.peerMemoryRefusal
    } else {
        switch core.responder.handler(for: request) {
        case .immediate(let handle):
            answer = handle(request)
        case .response(let response):
            answer = response
        case .deferred(let handle):
            if core.runDeferred(handle, request: request, context: context) { return segnav_mhd_yes() }
            // Shutting down: nothing may be suspended any more.
            answer = core.shuttingDown
        }
    }
    context.handoff.withLock { $0 = .queued }
    return queue(answer, context, core)
}

/// Called once per request, as soon as its request line is parsed (libmicrohttpd's
/// URI-log callback): makes the request's context, which libmicrohttpd then
/// hands to every call of the access handler. Here the request line is still
/// as received, so a NUL hidden in it can be seen (`HeadLayout.uriHidesBytes`).
func requestLineReceived(
    _ cls: UnsafeMutableRawPointer?, _ uri: UnsafePointer<CChar>?,
    _ connection: OpaquePointer?
) -> UnsafeMutableRawPointer? {
    guard let connection else { return nil }
    let watch = segnav_mhd_socket_context(connection).map { Unmanaged<HalfClosedReaper.Entry>.fromOpaque($0).takeUnretainedValue() }
    watch?.activity.add(1, ordering: .relaxed)
    let context = RequestContext(
        connection: connection, watch: watch,
        requestLineHidesBytes: uri.map(HeadLayout.uriHidesBytes) ?? false,
        peer: PeerShares.slot(of: segnav_mhd_client_address(connection)))
    return Unmanaged.passRetained(context).toOpaque()
}

/// libmicrohttpd's unescaping of the path and of each query key and value (`MHD_OPTION_UNESCAPE_CALLBACK`), in
/// place: `%XX` decoded as its own `MHD_http_unescape` does, except `%00`. Decoded, a NUL ends the C string there, so
/// `/v1/client.js%00.map` was served as `/v1/client.js` (issue 42) and `since=1%00x` read as `since=1`; left as its
/// three characters it names no route (404) and is no number (400 naming the parameter).
func unescapeKeepingNUL(_ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?, _ text: UnsafeMutablePointer<CChar>?) -> Int {
    guard let text else { return 0 }
    var read = 0
    var write = 0
    while text[read] != 0 {
        if text[read] == 0x25, let high = hexValue(text[read + 1]), let low = hexValue(text[read + 2]), high | low != 0 {
            text[write] = CChar(bitPattern: high << 4 | low)
            read += 3
        } else {
            text[write] = text[read]
            read += 1
        }
        write += 1
    }
    text[write] = 0
    return write
}

/// A hex digit's value; nil for anything else (the string's NUL included, so a `%` at its end reads no further).
@inline(__always)
private func hexValue(_ c: CChar) -> UInt8? {
    switch UInt8(bitPattern: c) {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt8(bitPattern: c) - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt8(bitPattern: c) - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt8(bitPattern: c) - UInt8(ascii: "A") + 10
    default: nil
    }
}

/// Called once per request when libmicrohttpd is done with it, however it ended
/// (sent, client gone, timeout, or a head that never completed): the only place
/// per-request state is freed.
func completionHandler(
    _ cls: UnsafeMutableRawPointer?,
    _ connection: OpaquePointer?,
    _ state: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    _ code: MHD_RequestTerminationCode
) {
    guard let cls, let state, let raw = state.pointee else { return }
    let core = Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue()
    let context = Unmanaged<RequestContext>.fromOpaque(raw).takeRetainedValue()
    core.memory.release(context.heldBytes)
    core.peers.release(context.heldBytes, slot: context.peer)
    if let watch = context.watch {
        watch.busy.store(false, ordering: .relaxed)
        watch.activity.add(1, ordering: .relaxed)
    }
    state.pointee = nil
    if context.started { core.active.subtract(1, ordering: .relaxed) }
}

/// Called for each accepted socket before libmicrohttpd reads from it: no
/// (libmicrohttpd then closes it at once) when `--connection-limit` connections
/// are open, unless hanging up on dead ones (`HalfClosedReaper`) makes room.
/// Two pool threads may both admit one at the limit; that overshoot is allowed
/// for by libmicrohttpd's own, higher limit.
func acceptPolicy(_ cls: UnsafeMutableRawPointer?, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t) -> MHD_Result {
    guard let cls else { return segnav_mhd_yes() }
    let core = Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue()
    let open = core.connections.value
    if open < core.connectionLimit { return segnav_mhd_yes() }
    let freed = core.reaper.sweepAtLimit(now: MonotonicClock.nanoseconds())
    return open - freed < core.connectionLimit ? segnav_mhd_yes() : segnav_mhd_no()
}

/// Counts open connections for `acceptPolicy` and enters each in the
/// `HalfClosedReaper` (its entry rides in libmicrohttpd's socket context).
func connectionNotification(
    _ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
    _ socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ code: MHD_ConnectionNotificationCode
) {
    guard let cls, let connection else { return }
    let core = Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue()
    switch code {
    case .CONNECTION_NOTIFY_STARTED:
        core.connections.opened()
        let entry = HalfClosedReaper.Entry(fd: segnav_mhd_connection_fd(connection), started: MonotonicClock.nanoseconds())
        socketContext?.pointee = Unmanaged.passRetained(entry).toOpaque()
        core.reaper.add(connection, entry)
    case .CONNECTION_NOTIFY_CLOSED:
        core.connections.closed()
        // Before libmicrohttpd closes the socket: the reaper never touches a closed one.
        core.reaper.remove(connection)
        if let raw = socketContext?.pointee {
            Unmanaged<HalfClosedReaper.Entry>.fromOpaque(raw).release()
            socketContext?.pointee = nil
        }
    @unknown default: break
    }
}

/// An answer given on the first call, before the body is read: libmicrohttpd
/// then reads no more of this connection and closes it once the answer is sent.
private func refuseEarly(
    _ refusal: Refusal, core: ServerCore, context: RequestContext,
    url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?
) -> MHD_Result {
    let request = makeRequest(context, url: url, method: method, body: [])
    context.reception = .dispatched
    context.handoff.withLock { $0 = .queued }
    var response = core.responder.refusal(refusal, for: request)
    if case .bodyTooLarge = refusal {
    } else {
        response.headers.append(Field("Connection", "close"))
        response.prepared = nil
    }
    return queue(response, context, core)
}

private func declaredLength(_ headers: [Field]) -> Int? {
    guard let value = headers.first(where: { $0.name.equalsIgnoringASCIICase("Content-Length") })?.value else { return nil }
    return Int(value)
}

private func makeRequest(
    _ context: RequestContext, url: UnsafePointer<CChar>?,
    method: UnsafePointer<CChar>?, body: [UInt8]
) -> Request {
    Request(
        method: method.map { String(cString: $0) } ?? "GET",
        path: url.map { String(cString: $0) } ?? "/",
        query: fields(context.connection, .GET_ARGUMENT_KIND),
        headers: context.headers,
        body: body)
}

private func fields(_ connection: OpaquePointer, _ kind: MHD_ValueKind) -> [Field] {
    var collected: [Field] = []
    withUnsafeMutablePointer(to: &collected) { pointer in
        _ = MHD_get_connection_values(connection, kind, collectField, pointer)
    }
    return collected
}

/// The head's fields; a value loses its trailing whitespace, which RFC 9110
/// §5.5 says is not part of it (libmicrohttpd 0.9.75 drops only the leading).
private func headerFields(_ connection: OpaquePointer) -> [Field] {
    var collected: [Field] = []
    withUnsafeMutablePointer(to: &collected) { pointer in
        _ = MHD_get_connection_values_n(connection, .HEADER_KIND, collectHeader, pointer)
    }
    return collected
}

private func collectHeader(
    _ cls: UnsafeMutableRawPointer?, _ kind: MHD_ValueKind,
    _ key: UnsafePointer<CChar>?, _ keySize: Int, _ value: UnsafePointer<CChar>?, _ valueSize: Int
) -> MHD_Result {
    guard let cls, let key else { return segnav_mhd_yes() }
    var size = valueSize
    if let value {
        while size > 0, value[size - 1] == 0x20 || value[size - 1] == 0x09 { size -= 1 }
    }
    let text =
        value.map { start in
            start.withMemoryRebound(to: UInt8.self, capacity: size) { String(decoding: UnsafeBufferPointer(start: $0, count: size), as: UTF8.self) }
        } ?? ""
    let name = key.withMemoryRebound(to: UInt8.self, capacity: keySize) { String(decoding: UnsafeBufferPointer(start: $0, count: keySize), as: UTF8.self) }
    cls.assumingMemoryBound(to: [Field].self).pointee.append(Field(name, text))
    return segnav_mhd_yes()
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

/// Hands an answer to libmicrohttpd: a shared prepared one as is, a stream
/// through its content reader, any other copied, and counted in the server's
/// `ResponseMemory` and in its client's `PeerShares` slot until the request
/// completes (see there); a read whose answer does not fit either, or whose
/// client holds its share already, gets a short 503 instead.
private func queue(_ response: Response, _ context: RequestContext, _ core: ServerCore) -> MHD_Result {
    let connection = context.connection
    if let prepared = response.prepared {
        return withExtendedLifetime(prepared) {
            MHD_queue_response(connection, UInt32(prepared.status), prepared.handle)
        }
    }
    if let stream = response.stream {
        return queueStream(response, stream, context, core)
    }
    let bytes = response.body.count
    let withinShare = core.peers.reserve(bytes, slot: context.peer)
    if withinShare, core.memory.reserve(bytes) {
        context.heldBytes = bytes
    } else if context.safeMethod || response.retryable {
        if withinShare { core.peers.release(bytes, slot: context.peer) }
        core.memory.countRefusal()
        return queue(withinShare ? core.memoryRefusal : core.peerMemoryRefusal, context, core)
    } else {
        // A write's answer goes out whatever the budget: refusing it would hide
        // that the write was done. It is counted, so reads yield to it; and its
        // client was within its share when it was let through (`dispatch`).
        if !withinShare { core.peers.forceReserve(bytes, slot: context.peer) }
        core.memory.forceReserve(bytes)
        context.heldBytes = bytes
    }
    guard let created = makeMHDResponse(response) else { return segnav_mhd_no() }
    let result = MHD_queue_response(connection, UInt32(response.status), created)
    MHD_destroy_response(created)
    return result
}

private func queueStream(_ response: Response, _ stream: ResponseStream, _ context: RequestContext, _ core: ServerCore) -> MHD_Result {
    context.watch?.busy.store(true, ordering: .relaxed)
    let retained = Unmanaged.passRetained(stream).toOpaque()
    // Attached before libmicrohttpd can ask for a byte of it.
    stream.attach(context.connection, core: core)
    core.register(stream)
    // What never-read messages may hold in the kernel: about what they may hold in the process (`capacity`).
    PeerSocket.capSendBuffer(segnav_mhd_connection_fd(context.connection), bytes: stream.capacity)
    guard
        let created = MHD_create_response_from_callback(
            UInt64.max /* MHD_SIZE_UNKNOWN: chunked */, ResponseStream.blockSize, streamReader, retained, streamReleased)
    else {
        Unmanaged<ResponseStream>.fromOpaque(retained).release()
        stream.detach()
        return segnav_mhd_no()
    }
    for field in response.headers where !field.name.equalsIgnoringASCIICase("Content-Length") {
        _ = MHD_add_response_header(created, field.name, field.value)
    }
    let result = MHD_queue_response(context.connection, UInt32(response.status), created)
    // On failure this drops the last reference and libmicrohttpd calls `streamReleased`.
    MHD_destroy_response(created)
    return result
}

/// libmicrohttpd's content reader for a `ResponseStream` (`cls` holds it retained).
private func streamReader(
    _ cls: UnsafeMutableRawPointer?, _ position: UInt64,
    _ buffer: UnsafeMutablePointer<CChar>?, _ max: Int
) -> Int {
    guard let cls, let buffer else { return -2 }  // MHD_CONTENT_READER_END_WITH_ERROR
    let stream = Unmanaged<ResponseStream>.fromOpaque(cls).takeUnretainedValue()
    return stream.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: max))
}

/// libmicrohttpd is done with a stream's response: the client has it all or is gone.
private func streamReleased(_ cls: UnsafeMutableRawPointer?) {
    guard let cls else { return }
    Unmanaged<ResponseStream>.fromOpaque(cls).takeRetainedValue().detach()
}
