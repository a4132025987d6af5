/// The body of a write's answer, `{"state":…,"events":[…],"noop":…}`, put together from the state and events
/// encoded already: one allocation of the exact size and one copy of each part. Through a `JSONWriter` it cost
/// the writer's buffer, then an array copied out of it (issue 41: two of a write's allocations and a second copy
/// of its largest bytes). The bytes are the writer's, to the last one (`WriteAnswerBytesTests`).
package enum ActionAnswer {
    package static func bytes(state: [UInt8], events joined: [UInt8], noop: Bool) -> [UInt8] {
        let parts: [StaticString] = [#"{"state":"#, #","events":["#, #"],"noop":"#, noop ? "true}" : "false}"]
        let size = parts.reduce(state.count + joined.count) { $0 + $1.utf8CodeUnitCount }
        return [UInt8](unsafeUninitializedCapacity: size) { out, count in
            var at = 0
            func put(_ bytes: UnsafeBufferPointer<UInt8>) {
                guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
                (out.baseAddress! + at).initialize(from: source, count: bytes.count)
                at += bytes.count
            }
            parts[0].withUTF8Buffer(put)
            state.withUnsafeBufferPointer(put)
            parts[1].withUTF8Buffer(put)
            joined.withUnsafeBufferPointer(put)
            parts[2].withUTF8Buffer(put)
            parts[3].withUTF8Buffer(put)
            count = at
        }
    }
}
