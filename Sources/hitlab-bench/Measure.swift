import Foundation

/// The clocks every table reads: CPU time (what the machine's load cannot stretch, so the
/// budgets are stated in it) beside wall time, and the load the figures were taken under.
enum Measure {
    /// The middle of a round's figures (the upper one of two middles).
    static func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

    /// The range of a round's times, as the tables print it: `1.2 ms–3.4 ms`.
    static func spread(_ xs: [Double]) -> String { "\(formatTime(xs.min()!))–\(formatTime(xs.max()!))" }

    /// User plus system CPU time of this process so far. A tap runs on a deep-stack worker
    /// while the calling thread waits, so the process's time is the tap's.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// The load averages over 1, 5 and 15 minutes, as `/proc/loadavg` gives them.
    static func loadAverage() -> String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(3).joined(separator: " ")
    }
}
