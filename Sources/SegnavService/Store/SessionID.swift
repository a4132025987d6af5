#if canImport(Glibc)
import Glibc
#endif

/// Session ids: 128 random bits as 22 base64url characters, after `NODE.`
/// when the server runs with `--node` (SPEC §3, §7). Unguessable, so an id
/// is a capability; URL-safe, so it sits in a path unescaped.
public enum SessionID {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

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

    /// Classifies an id from a path against this node's name.
    public static func parse(_ id: String, node: String?) -> Parsed {
        let parts = id.split(separator: ".", omittingEmptySubsequences: false)
        let random: Substring
        let owner: Substring?
        switch parts.count {
        case 1: random = parts[0]; owner = nil
        case 2: owner = parts[0]; random = parts[1]
        default: return .malformed
        }
        guard random.utf8.count == 22, random.utf8.allSatisfy({ alphabet.contains($0) }) else { return .malformed }
        if let owner {
            guard (1...16).contains(owner.utf8.count),
                  owner.utf8.allSatisfy({ ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 })
            else { return .malformed }
            return String(owner) == node ? .local(id) : .otherNode(String(owner))
        }
        return node == nil ? .local(id) : .malformed
    }
}
