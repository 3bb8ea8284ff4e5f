import Foundation

/// The REPL's memory on a large scene, read from /proc while `hitlab` reads commands from a
/// pipe: after building 100,000 views through commands, after a tap, after a second tap (the
/// first trace must be gone before the second is recorded) and after `reset`.
enum ReplMemory {
    static func rows() -> [String] {
        let process = Process()
        // Line-buffered, so each answer arrives as it is printed (a pipe is block-buffered).
        process.executableURL = URL(fileURLWithPath: "/usr/bin/stdbuf")
        process.arguments = ["-oL", Startup.binary]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return ["| (build the hitlab product in the same configuration first) | | |"] }
        var seen = ""
        func send(_ text: String, until marker: String) {
            input.fileHandleForWriting.write(text.data(using: .utf8)!)
            while !seen.contains(marker) {
                let data = output.fileHandleForReading.availableData
                guard !data.isEmpty else { return }
                seen += String(decoding: data, as: UTF8.self)
            }
            seen = ""
        }
        func status(_ key: String) -> String {
            let text = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
            let kb = text.split(separator: "\n").first { $0.hasPrefix(key) }.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
            return megabytes(kb * 1024)
        }
        var build = "window 1000 1000\nview Parent 0 0 1000 1000\n"
        for i in 0..<100_000 { build += "view Child\(i) \(Double(i % 100) * 10) \(i / 100) 10 1 in Parent\n" }
        var rows: [String] = []
        func row(_ what: String) { rows.append("| \(what) | \(status("VmRSS:")) | \(status("VmHWM:")) |") }
        send(build + "chain Parent\n", until: "AppDelegate")
        row("100,000 views built through `view` commands")
        send("tap 0.5 0.5\n", until: "hit: Child0")
        row("after `tap 0.5 0.5` (1,100,086 records)")
        send("tap 0.5 0.5\n", until: "hit: Child0")
        row("after a second tap")
        send("reset\nchain WhiteView\n", until: "AppDelegate")
        row("after `reset` (the built-in scene)")
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return rows
    }
}
