import NavigationModel
import SegnavWire

/// An action batch as the journal keeps it: a JSON array of actions in the API's own shape, written by
/// `ActionEncoder` and read by `ActionDecoder` through `JSON.parse`, so that the state file reads back exactly what
/// the API accepted and a new action cannot be journaled without being readable at the next start (DESIGN.md §5.7).
package enum JournalActions {
    /// How a file's rows spell an action, which its schema version says (rows are not rewritten by a commit).
    package enum Spelling: Sendable, Equatable {
        /// Schema versions 1 and 2: `advance` in `milliseconds`, a pushed screen in the engine's `Codable` form.
        case legacy
        /// Schema version 3 on: the API's own.
        case api

        package init(schemaVersion: Int) { self = schemaVersion < 3 ? .legacy : .api }
    }

    /// Why a row cannot be read; restore names the row and refuses the file.
    package struct Unreadable: Error, CustomStringConvertible {
        package let description: String
    }

    /// `[action, …]`, straight into the row's writer.
    package static func encode(_ actions: [Action], into w: inout JSONWriter) {
        w.array(actions) { w, action in ActionEncoder.write(action, to: &w) }
    }

    /// A whole `actions` column: one batch as `[action, …]`, several as `[[action, …], …]` (`BatchRow`).
    package static func encode(batches: [[Action]]) -> [UInt8] {
        var row = BatchRow()
        for batch in batches { row.append(batch) }
        return row.text
    }

    /// A row's batches: `[action, …]` is one batch (every row before schema version 2, and any row of one),
    /// `[[action, …], …]` several.
    package static func decodeBatches(_ text: [UInt8], spelling: Spelling) throws(Unreadable) -> [[Action]] {
        let row: JSON
        do {
            row = try JSON.parse(text)
        } catch {
            throw Unreadable(description: "not JSON (byte \(error.offset): \(error.reason))")
        }
        guard case .array(let elements) = row else { throw Unreadable(description: "expected an array, got \(row.typeName)") }
        guard case .array? = elements.first else { return [try decode(elements, pointer: "", spelling: spelling)] }
        var batches: [[Action]] = []
        batches.reserveCapacity(elements.count)
        for (i, element) in elements.enumerated() {
            guard case .array(let actions) = element else {
                throw Unreadable(description: "/\(i): expected an array of actions, got \(element.typeName)")
            }
            batches.append(try decode(actions, pointer: "/\(i)", spelling: spelling))
        }
        return batches
    }

    private static func decode(_ elements: [JSON], pointer: String, spelling: Spelling) throws(Unreadable) -> [Action] {
        var actions: [Action] = []
        actions.reserveCapacity(elements.count)
        var errors: [Problem.FieldError] = []
        for (i, element) in elements.enumerated() {
            let value = spelling == .legacy ? LegacyActionSpelling.upgrade(element) : element
            guard let action = ActionDecoder.decodeAction(value, pointer: "\(pointer)/\(i)", errors: &errors) else {
                let reasons = errors.map { "\($0.pointer ?? ""): \($0.detail)" }
                throw Unreadable(description: reasons.isEmpty ? "\(pointer)/\(i): not an action" : reasons.joined(separator: "; "))
            }
            actions.append(action)
        }
        return actions
    }
}
