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

    struct Summary {
        var seed: UInt64
        var inputs = 0
        var crashes: [Finding] = []
        var hangs: [Finding] = []
        var violations: [String] = []
        var elapsed = 0.0

        var report: String {
            var lines = ["seed \(seed): \(inputs) inputs in \(Int(elapsed)) s: \(crashes.count) crashes, \(hangs.count) hangs, \(violations.count) malformed error replies"]
            for c in crashes { lines.append("crash at input \(c.index) (\(c.detail)): reproduce with hitlab-fuzz --seed \(seed) --replay \(c.index); see it with --show \(c.index)") }
            for h in hangs { lines.append("hang at input \(h.index) (\(h.detail)): reproduce with hitlab-fuzz --seed \(seed) --replay \(h.index)") }
            for v in violations.prefix(20) { lines.append("malformed: input \(v)") }
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
            let outcome = runChild(from: next, count: size, deadline: count == nil ? deadline : .distantFuture)
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
    private func runChild(from: Int, count: Int, deadline: Date) -> Outcome {
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
                    if line.hasPrefix("#"), let index = Int(line.dropFirst()) {
                        if current >= 0 { outcome.finished += 1 }
                        current = index
                        lastProgress = Date()
                        cpuAtProgress = Self.cpuSeconds(of: process.processIdentifier)
                    } else if line.hasPrefix("@") {
                        folder = String(line.dropFirst())
                    } else if line.hasPrefix("!") {
                        outcome.violations.append(String(line.dropFirst()))
                    } else if line == "done" {
                        if current >= 0 { outcome.finished += 1 }
                        finishedCleanly = true
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
