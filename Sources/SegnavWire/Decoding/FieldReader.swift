/// Reads a JSON object field by field, collecting every problem with its JSON
/// pointer instead of stopping at the first, so one 400 names them all.
package struct FieldReader {
    package let object: [(key: String, value: JSON)]
    package let pointer: String
    package private(set) var errors: [Problem.FieldError] = []
    /// The keys asked for: a handful per object, so a list (a `Set` hashed
    /// every key of every action body on the MHD thread).
    private var consumed: [String] = []
    /// Member positions by key, for an object too large to scan once per key
    /// asked (a body of thousands of unknown keys); nil for the usual handful.
    private let positions: [String: Int]?

    /// nil (with an error recorded) when `value` is not an object.
    package init?(_ value: JSON, pointer: String, errors: inout [Problem.FieldError]) {
        guard case .object(let members) = value else {
            errors.append(.init(pointer: pointer, detail: "expected an object, got \(value.typeName)"))
            return nil
        }
        self.object = members
        self.pointer = pointer
        // Room for the usual few keys asked at once: grown from one, an action's cost two allocations (issue 41).
        consumed.reserveCapacity(4)
        if members.count > JSON.scanLimit {
            var positions = [String: Int](minimumCapacity: members.count)
            for (i, member) in members.enumerated() { positions[member.key] = i }
            self.positions = positions
        } else {
            positions = nil
        }
    }

    package func path(_ key: String) -> String { "\(pointer)/\(Self.escape(key))" }

    package static func escape(_ key: String) -> String {
        guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return key }
        var out = ""
        for character in key {
            switch character {
            case "~": out += "~0"
            case "/": out += "~1"
            default: out.append(character)
            }
        }
        return out
    }

    package mutating func fail(_ key: String, _ detail: String) {
        errors.append(.init(pointer: path(key), detail: detail))
    }

    /// The raw value, marking the key as known. JSON `null` counts as absent.
    package mutating func value(_ key: String) -> JSON? {
        if !consumed.contains(key) { consumed.append(key) }
        guard let value = member(key), value != .null else { return nil }
        return value
    }

    private func member(_ key: String) -> JSON? {
        if let positions { return positions[key].map { object[$0].value } }
        return object.first(where: { $0.key == key })?.value
    }

    /// Present and not `null` (null counts as absent everywhere).
    package func has(_ key: String) -> Bool { member(key).map { $0 != .null } ?? false }

    /// Whether the member is there as an explicit `null` (for the few members where null is not "absent").
    package func isNull(_ key: String) -> Bool { member(key) == .null }

    package mutating func string(_ key: String, required: Bool = false, maxLength: Int = 200) -> String? {
        guard let value = value(key) else {
            if required { fail(key, "is required") }
            return nil
        }
        guard case .string(let text) = value else {
            fail(key, "expected a string, got \(value.typeName)")
            return nil
        }
        // Counted in code points, as JSON Schema's maxLength is (openapi.yaml).
        guard text.unicodeScalars.count <= maxLength else {
            fail(key, "is longer than \(maxLength) characters")
            return nil
        }
        return text
    }

    package mutating func integer(_ key: String, required: Bool = false, range: ClosedRange<Int> = 0...1_000_000) -> Int? {
        guard let value = value(key) else {
            if required { fail(key, "is required") }
            return nil
        }
        guard case .number(let number) = value, number.rounded() == number else {
            fail(key, "expected an integer, got \(value.typeName)")
            return nil
        }
        guard let int = ClientInteger.exact(number, in: range) else {
            fail(key, "must be between \(range.lowerBound) and \(range.upperBound)")
            return nil
        }
        return int
    }

    /// A finite number within `range` (swipe progress, seconds of model time): NaN cannot come from JSON, and the
    /// range check runs before any arithmetic on it.
    package mutating func number(_ key: String, required: Bool = false, range: ClosedRange<Double>) -> Double? {
        guard let value = value(key) else {
            if required { fail(key, "is required") }
            return nil
        }
        guard case .number(let number) = value else {
            fail(key, "expected a number, got \(value.typeName)")
            return nil
        }
        guard range.contains(number) else {
            fail(key, "must be between \(range.lowerBound.formatted0) and \(range.upperBound.formatted0)")
            return nil
        }
        return number
    }

    package mutating func boolean(_ key: String, required: Bool = false) -> Bool? {
        guard let value = value(key) else {
            if required { fail(key, "is required") }
            return nil
        }
        guard case .bool(let flag) = value else {
            fail(key, "expected a boolean, got \(value.typeName)")
            return nil
        }
        return flag
    }

    package mutating func enumeration<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type, required: Bool = false) -> E?
    where E.RawValue == String {
        guard let text = string(key, required: required) else { return nil }
        guard let value = E(rawValue: text) else {
            fail(key, "must be one of \(E.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))")
            return nil
        }
        return value
    }

    package mutating func array(_ key: String, required: Bool = false, maxCount: Int = 1000) -> [JSON]? {
        guard let value = value(key) else {
            if required { fail(key, "is required") }
            return nil
        }
        guard case .array(let elements) = value else {
            fail(key, "expected an array, got \(value.typeName)")
            return nil
        }
        guard elements.count <= maxCount else {
            fail(key, "has more than \(maxCount) elements")
            return nil
        }
        return elements
    }

    /// Records every key nobody asked for: unknown fields are refused, never
    /// ignored. An answer lists only the first few (`Problem.maxListedErrors`),
    /// so past those the rest are counted in one unlisted error rather than
    /// each made into a pointer and a message nobody will read.
    package mutating func rejectUnknown() {
        var unlisted = 0
        for member in object where !consumed.contains(member.key) {
            if errors.count < Problem.maxListedErrors {
                errors.append(.init(pointer: path(member.key), detail: "unknown field '\(member.key)'"))
            } else {
                unlisted += 1
            }
        }
        if unlisted > 0 { errors.append(.unlisted(unlisted, pointer: pointer)) }
    }
}

extension Double {
    /// "1" rather than "1.0" for a whole bound in a message.
    fileprivate var formatted0: String { rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
