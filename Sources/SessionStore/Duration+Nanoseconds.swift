/// Whole nanoseconds, for the long-poll timer's deadline arithmetic.
extension Duration {
    package var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
