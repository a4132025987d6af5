import SegnavWire

/// Rows written before schema version 3 spelled two things their own way: `advance` in whole `milliseconds`, and
/// a pushed screen as the engine's `Codable` form (`className`, and `rows` on every kind, empty when it has none).
/// Rewritten into the API's spelling they are read by the API's decoder like any other row, so an old file is
/// checked as strictly as a request was, and restores to the very same actions (whole milliseconds over 1000 read
/// back exactly).
package enum LegacyActionSpelling {
    package static func upgrade(_ action: JSON) -> JSON {
        guard case .object(let members) = action else { return action }
        let advance = action["type"] == .string("advance")
        return .object(
            members.map { member in
                switch member.key {
                case "milliseconds" where advance:
                    guard case .number(let milliseconds) = member.value else { return member }
                    return (key: "seconds", value: .number(milliseconds / 1000))
                case "screen": return (key: member.key, value: screen(member.value))
                default: return member
                }
            })
    }

    private static func screen(_ value: JSON) -> JSON {
        guard case .object(let members) = value else { return value }
        return .object(
            members.compactMap { member in
                switch member.key {
                case "className": return (key: "class", value: member.value)
                case "rows":
                    guard case .array(let rows) = member.value else { return member }
                    // The API has rows only on a table, where none is the same as an empty list.
                    return rows.isEmpty ? nil : (key: "rows", value: .array(rows.map(row)))
                default: return member
                }
            })
    }

    private static func row(_ value: JSON) -> JSON {
        guard case .object(let members) = value else { return value }
        return .object(members.map { member in member.key == "detail" ? (key: "detail", value: screen(member.value)) : member })
    }
}
