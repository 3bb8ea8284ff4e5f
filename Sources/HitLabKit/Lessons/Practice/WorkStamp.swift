/// The first line of an exercise's saved work: which start the work was made on, as a hash of
/// the exercise's start that is the same in every run. An exercise rewritten under its old
/// name (a new scene for the same rule) then finds the learner's old work and sets it aside,
/// instead of bringing back a scene its new task and probes do not fit.
enum WorkStamp {
    static let prefix = "# work on the start "

    /// The stamp of `start`: FNV-1a over its bytes, 16 hex digits.
    static func of(start: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in start.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The line saved work starts with.
    static func line(_ stamp: String) -> String { prefix + stamp }

    /// The stamp `work`'s first line carries; nil for work saved before stamps were written.
    static func read(_ work: String) -> String? {
        let first = work.prefix { $0 != "\n" && $0 != "\r\n" }
        guard first.hasPrefix(prefix) else { return nil }
        return String(first.dropFirst(prefix.count)).trimmingWhitespace
    }
}
