import Foundation

/// Runs batches of inputs in child processes and turns their deaths and silences into
/// crashes and hangs, each with the command that reproduces it.
struct Supervisor {
    let seed: UInt64
    let avoidKnown: Bool
    let from: Int
    /// Inputs to run; nil runs until `seconds` are up.
    let count: Int?
    let seconds: Double
    let batch: Int
    let hang: Double
    let lessons: String?
    var small = false

    struct Finding { let index: Int; let detail: String }

    /// A process may hold at most this much memory (resident) while it runs an input.
    static let memoryLimitKB = 1 << 20

    struct Summary {
        var seed: UInt64
        var inputs = 0
        var crashes: [Finding] = []
        var hangs: [Finding] = []
        var violations: [String] = []
        var elapsed = 0.0
        /// The children's CPU time (user and system) over the inputs they ran.
        var cpu = 0.0
        /// The largest resident memory any child reached (its high-water mark).
        var peakKB = 0
        /// Inputs after which a child's memory had passed `memoryLimitKB` (the first only, per child).
        var overMemory: [Int] = []
        /// The costliest inputs: index and CPU seconds, most first.
        var slowest: [(index: Int, seconds: Double)] = []

        mutating func noteCost(_ index: Int, _ seconds: Double) {
            cpu += seconds
            guard slowest.count < 5 || seconds > slowest.last!.seconds else { return }
            slowest.append((index, seconds))
            slowest.sort { $0.seconds > $1.seconds }
            if slowest.count > 5 { slowest.removeLast() }
        }

        var report: String {
            let rate = cpu > 0 ? String(format: "%.1f", Double(inputs) / cpu) : "–"
            var lines = ["seed \(seed): \(inputs) inputs in \(Int(elapsed)) s (\(Int(cpu.rounded())) s of CPU, \(rate) inputs per CPU second): \(crashes.count) crashes, \(hangs.count) hangs, \(violations.count) malformed error replies, \(overMemory.count) inputs past \(Supervisor.memoryLimitKB / 1024) MB; peak memory of a process \(peakKB / 1024) MB",
                         "slowest inputs: " + slowest.map { "\($0.index) (\(String(format: "%.2f", $0.seconds)) s)" }.joined(separator: ", ")]
            for c in crashes { lines.append("crash at input \(c.index) (\(c.detail)): reproduce with hitlab-fuzz --seed \(seed) --replay \(c.index); see it with --show \(c.index)") }
            for h in hangs { lines.append("hang at input \(h.index) (\(h.detail)): reproduce with hitlab-fuzz --seed \(seed) --replay \(h.index)") }
            for v in violations.prefix(20) { lines.append("malformed: input \(v)") }
            for m in overMemory { lines.append("memory past \(Supervisor.memoryLimitKB / 1024) MB at input \(m): reproduce with hitlab-fuzz --seed \(seed) --replay \(m)") }
            return lines.joined(separator: "\n")
        }
    }

    func run() -> Summary {
        var summary = Summary(seed: seed)
        let start = Date()
        let deadline = start.addingTimeInterval(seconds)
        let end = count.map { from + $0 } ?? Int.max
        var next = from
        while next < end, count != nil || Date() < deadline {
            let size = min(batch, end - next)
            let outcome = runChild(from: next, count: size, deadline: count == nil ? deadline : .distantFuture, into: &summary)
            summary.inputs += outcome.finished
            summary.violations += outcome.violations
            switch outcome.end {
            case .done: next += size
            case .crashed(let index, let detail):
                summary.crashes.append(Finding(index: index, detail: detail))
                FileHandle.standardError.write(Data("crash at input \(index): \(detail)\n".utf8))
                next = index + 1
            case .hung(let index):
                summary.hangs.append(Finding(index: index, detail: "no progress for \(Int(hang)) s"))
                FileHandle.standardError.write(Data("hang at input \(index)\n".utf8))
                next = index + 1
            case .stopped:
                next = end
            }
        }
        summary.elapsed = Date().timeIntervalSince(start)
        return summary
    }

    enum End { case done, crashed(Int, String), hung(Int), stopped }

    /// A process's resident high-water mark in kB (`VmHWM` in `/proc/PID/status`); nil when it
    /// cannot be read.
    static func peakKB(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }

    /// The CPU time (user and system) a process has used, from `/proc/PID/stat`; nil when it
    /// cannot be read, and the wall clock alone decides then.
    static func cpuSeconds(of pid: Int32) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // After the command's name in parentheses: state is field 3, utime 14 and stime 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    struct Outcome { var finished = 0; var violations: [String] = []; var end = End.done }

    /// Runs inputs `from..<from + count` in a child; reads its `#INDEX` announcements.
    /// Each input's CPU time and the child's memory go into `summary` as the child reports
    /// progress; an input that takes the child past `memoryLimitKB` is a malformed result.
    private func runChild(from: Int, count: Int, deadline: Date, into summary: inout Summary) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !FileManager.default.isExecutableFile(atPath: process.executableURL!.path),
           let found = Bundle.main.executableURL { process.executableURL = found }
        var arguments = ["--child", "--seed", String(seed), "--from", String(from), "--count", String(count)]
        if avoidKnown { arguments.append("--avoid-known") }
        if small { arguments.append("--small") }
        arguments += ["--lessons", lessons ?? FileManager.default.currentDirectoryPath + "/lessons"]
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        var outcome = Outcome()
        do { try process.run() } catch {
            outcome.end = .crashed(from, "the child could not start: \(error)")
            return outcome
        }
        let fd = pipe.fileHandleForReading.fileDescriptor
        var pending = Data()
        var current = -1
        var peakOfChild = 0
        var lastProgress = Date()
        var cpuAtProgress: Double?
        var finishedCleanly = false
        var folder: String?
        // The child's temporary folder goes away however the child ended.
        defer { if let folder { try? FileManager.default.removeItem(atPath: folder) } }
        reading: while true {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 500)
            if ready > 0 {
                var buffer = [UInt8](repeating: 0, count: 65_536)
                let n = read(fd, &buffer, buffer.count)
                if n <= 0 { break reading }
                pending.append(contentsOf: buffer[0..<n])
                while let newline = pending.firstIndex(of: 0x0A) {
                    let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                    pending.removeSubrange(pending.startIndex...newline)
                    if line.hasPrefix("#") || line == "done" {
                        // The input before this announcement has ended: what it cost.
                        let cpu = Self.cpuSeconds(of: process.processIdentifier)
                        if current >= 0 {
                            outcome.finished += 1
                            if let cpu, let before = cpuAtProgress { summary.noteCost(current, cpu - before) }
                            if let peak = Self.peakKB(of: process.processIdentifier) {
                                if peak > Self.memoryLimitKB, peakOfChild <= Self.memoryLimitKB { summary.overMemory.append(current) }
                                peakOfChild = peak
                                summary.peakKB = max(summary.peakKB, peak)
                            }
                        }
                        if line == "done" {
                            finishedCleanly = true
                        } else if let index = Int(line.dropFirst()) {
                            current = index
                        }
                        lastProgress = Date()
                        cpuAtProgress = cpu
                    } else if line.hasPrefix("@") {
                        folder = String(line.dropFirst())
                    } else if line.hasPrefix("!") {
                        outcome.violations.append(String(line.dropFirst()))
                    }
                }
            }
            if Date() > deadline {
                process.terminate()
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                outcome.end = .stopped
                return outcome
            }
            // A hang is `hang` seconds of the child's own CPU time on one input: on a shared
            // machine, and under `nice`, wall time also counts the time others had the cores.
            if Date().timeIntervalSince(lastProgress) > hang,
               (Self.cpuSeconds(of: process.processIdentifier) ?? .infinity) - (cpuAtProgress ?? 0) > hang {
                summary.peakKB = max(summary.peakKB, Self.peakKB(of: process.processIdentifier) ?? 0)
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                outcome.end = .hung(max(current, from))
                return outcome
            }
        }
        process.waitUntilExit()
        if finishedCleanly && process.terminationStatus == 0 && process.terminationReason == .exit { return outcome }
        let how = process.terminationReason == .uncaughtSignal ? "signal \(process.terminationStatus)" : "exit status \(process.terminationStatus)"
        outcome.end = .crashed(max(current, from), how)
        return outcome
    }
}
