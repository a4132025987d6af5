#if canImport(Glibc)
import Glibc
#endif

/// Session ids: 128 random bits as 22 base64url characters, after `NODE.`
/// when the server runs with `--node` (DESIGN.md §4, §7). Unguessable, so an id
/// is a capability; URL-safe, so it sits in a path unescaped.
public enum SessionID {
    package static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// 16 bytes from the kernel's CSPRNG (`getrandom`), encoded without padding.
    public static func make(node: String?) -> String {
        var generator = SystemRandomNumberGenerator()
        let high = generator.next() as UInt64
        let low = generator.next() as UInt64
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: high >> UInt64(shift))) }
        for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: low >> UInt64(shift))) }
        var out: [UInt8] = []
        out.reserveCapacity(22)
        var i = 0
        while i + 3 <= 16 {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
            out.append(alphabet[Int(n >> 18 & 63)])
            out.append(alphabet[Int(n >> 12 & 63)])
            out.append(alphabet[Int(n >> 6 & 63)])
            out.append(alphabet[Int(n & 63)])
            i += 3
        }
        let n = UInt32(bytes[15]) << 16
        out.append(alphabet[Int(n >> 18 & 63)])
        out.append(alphabet[Int(n >> 12 & 63)])
        let random = String(decoding: out, as: UTF8.self)
        return node.map { "\($0).\(random)" } ?? random
    }

    public enum Parsed: Equatable, Sendable {
        case local(String)
        /// Well-formed, but created by another node (421 Misdirected Request).
        case otherNode(String)
        case malformed
    }

    /// base64url membership by table: ids are checked on every read, on the MHD thread.
    package static let isAlphabet: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in alphabet { table[Int(byte)] = true }
        return table
    }()

    package static func isNodeByte(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 45
    }

    /// Classifies an id from a path against this node's name.
    public static func parse(_ id: String, node: String?) -> Parsed {
        // Over the contiguous bytes: the `utf8` view's index arithmetic was
        // most of this function's time, and it runs on every read.
        var copy = id
        return copy.withUTF8 { bytes -> Parsed in
            let length = bytes.count
            guard length >= 22, length <= 39 else { return .malformed }
            // The random part is always the last 22 bytes; anything before it is "NODE.".
            let randomStart = length - 22
            for i in randomStart..<length where !isAlphabet[Int(bytes[i])] { return .malformed }
            if length == 22 { return node == nil ? .local(id) : .malformed }
            let ownerEnd = randomStart - 1
            // length <= 39 keeps the owner within a node name's 16 bytes.
            guard bytes[ownerEnd] == UInt8(ascii: ".") else { return .malformed }
            let owner = UnsafeBufferPointer(rebasing: bytes[0..<ownerEnd])
            guard !owner.isEmpty, owner.allSatisfy(isNodeByte) else { return .malformed }
            if let node, owner.elementsEqual(node.utf8) { return .local(id) }
            return .otherNode(String(decoding: owner, as: UTF8.self))
        }
    }
}
