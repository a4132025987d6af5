import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The process's own figures under the names Prometheus client libraries use
/// (`process_cpu_seconds_total`, `process_resident_memory_bytes`, …), read
/// from /proc at each scrape: swift-prometheus 2 and swift-metrics 2 offer no
/// collector for them. Elsewhere than Linux the section is empty.
enum ProcessMetrics {
    static func text() -> String {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return "" }
        // Fields after "(comm)": state is field 3; utime 14, stime 15, starttime 22, vsize 23, rss 24.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        func field(_ n: Int) -> Double { fields.count > n - 3 ? Double(fields[n - 3]) ?? 0 : 0 }
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        let page = Double(sysconf(Int32(_SC_PAGESIZE)))
        var out = ""
        func metric(_ name: String, _ type: String, _ help: String, _ value: Double) {
            out += "# HELP \(name) \(help)\n# TYPE \(name) \(type)\n\(name) \(value)\n"
        }
        metric(
            "process_cpu_seconds_total", "counter", "User and system CPU time spent in seconds.",
            (field(14) + field(15)) / ticks)
        metric("process_resident_memory_bytes", "gauge", "Resident memory size in bytes.", field(24) * page)
        metric("process_virtual_memory_bytes", "gauge", "Virtual memory size in bytes.", field(23))
        if let bootTime = Self.bootTime() {
            metric(
                "process_start_time_seconds", "gauge", "Start time of the process since unix epoch in seconds.",
                bootTime + field(22) / ticks)
        }
        if let open = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") {
            metric("process_open_fds", "gauge", "Number of open file descriptors.", Double(open.count))
        }
        var limit = rlimit()
        if getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 {
            metric("process_max_fds", "gauge", "Maximum number of open file descriptors.", Double(limit.rlim_cur))
        }
        return out
    }

    /// Seconds since the epoch at boot (`btime` of /proc/stat): start times in /proc count from there.
    static func bootTime() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("btime ") {
            return Double(line.dropFirst(6).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }
}
