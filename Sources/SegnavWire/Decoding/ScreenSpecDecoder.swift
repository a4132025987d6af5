import NavigationModel

/// JSON `ScreenSpec` (DESIGN.md §2.3 "Screens") → model value.
package enum ScreenSpecDecoder {
    package static func decode(_ value: JSON, pointer: String, errors: inout [Problem.FieldError], depth: Int = 0) -> ScreenSpec? {
        guard var reader = FieldReader(value, pointer: pointer, errors: &errors) else { return nil }
        let title = reader.string("title")
        let kind = reader.enumeration("kind", ScreenSpec.Kind.self, required: true)
        let className = reader.string("class", maxLength: 100)
        if let className, !isIdentifier(className) {
            reader.fail("class", "must be an identifier (ASCII letters, digits, '_', not starting with a digit)")
        }
        let image = reader.string("image")
        let caption = reader.string("caption")
        let color = reader.string("color", maxLength: 40)
        let text = reader.string("text", maxLength: 2000)
        var rows: [RowSpec] = []
        if let elements = reader.array("rows", maxCount: 500) {
            if let kind, kind != .table { reader.fail("rows", "only a 'table' screen has rows") }
            if depth >= 8 {
                reader.fail("rows", "detail screens nest deeper than 8 levels")
            } else {
                for (i, element) in elements.enumerated() {
                    if let row = decodeRow(element, pointer: reader.path("rows") + "/\(i)", errors: &errors, depth: depth) {
                        rows.append(row)
                    }
                }
            }
        }
        reader.rejectUnknown()
        errors += reader.errors
        guard let kind, reader.errors.isEmpty else { return nil }
        return ScreenSpec(
            title: title, kind: kind, className: className, rows: rows, image: image,
            caption: caption, color: color, text: text)
    }

    package static func decodeRow(_ value: JSON, pointer: String, errors: inout [Problem.FieldError], depth: Int) -> RowSpec? {
        guard var reader = FieldReader(value, pointer: pointer, errors: &errors) else { return nil }
        let title = reader.string("title", required: true)
        var detail: ScreenSpec?
        if let raw = reader.value("detail") {
            detail = decode(raw, pointer: reader.path("detail"), errors: &errors, depth: depth + 1)
        }
        reader.rejectUnknown()
        errors += reader.errors
        guard let title, reader.errors.isEmpty else { return nil }
        return RowSpec(title: title, detail: detail)
    }

    /// ASCII letters, digits and `_`, not starting with a digit: an Objective-C/Swift class name
    /// as openapi.yaml's pattern states it.
    package static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !(48...57).contains(first) else { return false }
        return text.utf8.allSatisfy { ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 95 }
    }
}
