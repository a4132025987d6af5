#if canImport(Glibc)
import Glibc
#endif

/// The checked-in ceilings (`Benchmarks/thresholds/allocations.txt`): `name ceiling` per line, `#` comments.
/// A figure above its ceiling fails; one well below it is reported, so the ceiling can be lowered with the
/// change that earned it (a ceiling left high lets the next regression through unseen).
struct Thresholds {
    let ceilings: [(name: String, ceiling: Double)]

    init(path: String) throws {
        guard let file = fopen(path, "r") else { throw Failure(message: "cannot open \(path)") }
        defer { fclose(file) }
        var text: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let read = fread(&buffer, 1, buffer.count, file)
            if read <= 0 { break }
            text += buffer[0..<read]
        }
        var ceilings: [(String, Double)] = []
        for line in String(decoding: text, as: UTF8.self).split(separator: "\n") {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            guard words.count == 2, let ceiling = Double(words[1]) else { throw Failure(message: "\(path): bad line '\(line)'") }
            ceilings.append((String(first), ceiling))
        }
        self.ceilings = ceilings
    }

    /// Prints a verdict per ceiling; false if a figure passed its ceiling or a ceiling names no figure.
    func check(_ figures: [Figure]) -> Bool {
        var passed = true
        for (name, ceiling) in ceilings {
            guard let figure = figures.first(where: { $0.name == name }) else {
                print("FAIL \(name): no such figure")
                passed = false
                continue
            }
            if figure.allocations > ceiling {
                print("FAIL \(name): \(rounded(figure.allocations)) allocations per \(figure.unit), more than the ceiling \(rounded(ceiling))")
                passed = false
            } else if figure.allocations < ceiling * 0.95 - 1 {
                print("ok   \(name): \(rounded(figure.allocations)), well under the ceiling \(rounded(ceiling)): lower it")
            } else {
                print("ok   \(name): \(rounded(figure.allocations)) ≤ \(rounded(ceiling))")
            }
        }
        return passed
    }

    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}

func exitStatus(_ status: Int32) -> Never { exit(status) }
