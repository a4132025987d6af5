/// Writes JSON straight to bytes, for the documents encoded on every write
/// (events, state): building a `JSON` tree first cost more than the engine's
/// own work per action (measured with `engine-bench router`).
///
/// It writes into a buffer of its own rather than an `Array`: an action
/// encodes ten events and a state, some 250 small pieces, and `Array`'s
/// per-append capacity and uniqueness checks were a quarter of that work
/// (perf of `engine-bench router --actions-only`). Non-copyable, so the
/// buffer has exactly one owner and is freed with it.
package struct JSONWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// Whether the current container still needs a comma before its next member.
    private var needsComma = false

    package init(capacity: Int = 256) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The document written so far.
    package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Appends the document to `out` with no array of its own in between (a journal row collects many).
    package func append(to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }

    /// Bytes written so far.
    package var byteCount: Int { count }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        let larger = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }

    @inline(__always)
    private mutating func byte(_ value: UInt8) {
        reserve(1)
        base[count] = value
        count += 1
    }

    @inline(__always)
    private mutating func raw(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    private mutating func separate() {
        if needsComma { byte(UInt8(ascii: ",")) }
        needsComma = true
    }

    /// Keys are this program's own literals, which never need escaping: they
    /// are copied as they are, with no scan (keys are half of an event's strings).
    @inline(__always)
    package mutating func key(_ name: StaticString) {
        separate()
        reserve(name.utf8CodeUnitCount + 3)
        byte(UInt8(ascii: "\""))
        name.withUTF8Buffer { raw($0) }
        byte(UInt8(ascii: "\""))
        byte(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Fixed-shape documents (an event, the state) are written as runs of
    /// literal text with the values between them — `{"seq":` 7 `,"time":` 0 …
    /// — rather than member by member: one copy per run instead of a comma
    /// check, three quote bytes and a colon per key (perf of `engine-bench
    /// router --actions-only`: the per-key steps were the largest item of an action).
    /// `open` starts such a run where a value may stand (a comma first if one is due).
    @inline(__always)
    package mutating func open(_ literal: StaticString) {
        separate()
        text(literal)
    }

    /// A run of literal text inside a document begun with `open`; the next
    /// value follows it directly. Literals are this program's own: never escaped.
    @inline(__always)
    package mutating func text(_ literal: StaticString) {
        literal.withUTF8Buffer { raw($0) }
        needsComma = false
    }

    /// The last run of a document begun with `open`.
    @inline(__always)
    package mutating func close(_ literal: StaticString) {
        literal.withUTF8Buffer { raw($0) }
        needsComma = true
    }

    /// A string this program chose (an enum's raw value): quoted, with no
    /// escape scan, since it is one of a known set of identifiers.
    @inline(__always)
    package mutating func name(_ value: String) {
        separate()
        var value = value
        byte(UInt8(ascii: "\""))
        value.withUTF8 { raw($0) }
        byte(UInt8(ascii: "\""))
    }

    /// A controller id the engine keeps as its serial: `"vc-<n>"`, written
    /// without building the string.
    @inline(__always)
    package mutating func controllerID(serial: Int) {
        separate()
        literal("\"vc-")
        JSON.decimal(serial) { raw($0) }
        byte(UInt8(ascii: "\""))
    }

    @inline(__always)
    package mutating func object(_ body: (inout JSONWriter) -> Void) {
        separate()
        byte(UInt8(ascii: "{"))
        needsComma = false
        body(&self)
        byte(UInt8(ascii: "}"))
        needsComma = true
    }

    @inline(__always)
    package mutating func array(_ body: (inout JSONWriter) -> Void) {
        separate()
        byte(UInt8(ascii: "["))
        needsComma = false
        body(&self)
        byte(UInt8(ascii: "]"))
        needsComma = true
    }

    @inline(__always)
    package mutating func array<S: Sequence>(_ elements: S, _ body: (inout JSONWriter, S.Element) -> Void) {
        separate()
        byte(UInt8(ascii: "["))
        needsComma = false
        for element in elements { body(&self, element) }
        byte(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Room is made once for the quotes and the bytes, with no closure per part: through `JSON.quoted`'s
    /// closures a write's forty-odd strings cost some 550 instructions more (callgrind, issue 41). The bytes
    /// are `JSON.quoted`'s.
    @inline(__always)
    package mutating func string(_ value: String?) {
        separate()
        guard var value else { return literal("null") }
        value.withUTF8 { bytes in
            guard !JSON.anyNeedsEscape(bytes) else {
                byte(UInt8(ascii: "\""))
                JSON.escape(bytes) { byte($0) }
                byte(UInt8(ascii: "\""))
                return
            }
            reserve(bytes.count + 2)
            base[count] = UInt8(ascii: "\"")
            if let source = bytes.baseAddress { (base + count + 1).initialize(from: source, count: bytes.count) }
            base[count + 1 + bytes.count] = UInt8(ascii: "\"")
            count += bytes.count + 2
        }
    }

    @inline(__always)
    package mutating func int(_ value: Int) {
        separate()
        JSON.decimal(value) { raw($0) }
    }

    package mutating func number(_ value: Double) {
        separate()
        JSON.number(value) { raw($0) }
    }

    @inline(__always)
    package mutating func bool(_ value: Bool) {
        separate()
        literal(value ? "true" : "false")
    }

    @inline(__always)
    package mutating func null() {
        separate()
        literal("null")
    }

    /// A key that is data, not one of this program's literals (an object's
    /// member in a `JSON` tree, a problem's extension): escaped like any string.
    package mutating func dynamicKey(_ name: String) {
        string(name)
        byte(UInt8(ascii: ":"))
        needsComma = false
    }

    /// A value encoded earlier (a published state, an event from the log):
    /// copied as it is, so a document made of cached parts costs one copy each.
    package mutating func encoded(_ value: [UInt8]) {
        separate()
        value.withUnsafeBufferPointer { raw($0) }
    }

    /// Values encoded earlier, one after another (the inside of an array).
    package mutating func encoded<Parts: Sequence>(elements parts: Parts) where Parts.Element: Collection<UInt8> {
        for part in parts {
            separate()
            part.withContiguousStorageIfAvailable { raw($0) } ?? Array(part).withUnsafeBufferPointer { raw($0) }
        }
    }

    /// Values encoded earlier and already joined by commas (`EncodedEvents`).
    package mutating func encoded(joined: [UInt8]) {
        guard !joined.isEmpty else { return }
        encoded(joined)
    }

    /// Any `JSON` tree, for the answers that are built as one (problems, lists).
    package mutating func value(_ json: JSON) {
        switch json {
        case .null: null()
        case .bool(let b): bool(b)
        case .number(let n): number(n)
        case .string(let s): string(s)
        case .array(let elements):
            array { w in for element in elements { w.value(element) } }
        case .object(let members):
            object { w in
                for member in members {
                    w.dynamicKey(member.key)
                    w.value(member.value)
                }
            }
        }
    }

    private mutating func literal(_ text: StaticString) {
        text.withUTF8Buffer { raw($0) }
    }

    /// `"name": value` shorthands.
    @inline(__always) package mutating func member(_ name: StaticString, _ value: String?) { key(name); string(value) }
    @inline(__always) package mutating func member(_ name: StaticString, _ value: Int) { key(name); int(value) }
    @inline(__always) package mutating func member(_ name: StaticString, _ value: Bool) { key(name); bool(value) }
    @inline(__always) package mutating func member(_ name: StaticString, _ value: Double) { key(name); number(value) }
    package mutating func member(_ name: StaticString, _ value: JSON) { key(name); self.value(value) }
    package mutating func member(_ name: StaticString, encoded value: [UInt8]) { key(name); encoded(value) }
}
