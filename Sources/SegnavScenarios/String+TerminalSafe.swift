extension String {
    /// This text with every control character (C0, DEL, C1) written out as
    /// `\u{XX}`: text from a scenario file reaches a terminal or a CI log
    /// through `segnavd check`, and raw escape sequences, carriage returns or
    /// line breaks in it could clear the screen, set the terminal's title, or
    /// overwrite a failed step with a line of the file's choosing.
    public var terminalSafe: String {
        guard unicodeScalars.contains(where: \.isControl) else { return self }
        var out = ""
        out.unicodeScalars.reserveCapacity(unicodeScalars.count)
        for scalar in unicodeScalars {
            if scalar.isControl {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

private extension Unicode.Scalar {
    var isControl: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
}
