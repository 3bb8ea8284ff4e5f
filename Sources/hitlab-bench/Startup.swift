import Foundation
import HitLabKit
#if canImport(Glibc)
import Glibc
#endif

/// How long `hitlab` takes to be ready, measured without the 50 ms polling of
/// `Process.waitUntilExit`: a start-and-exit timed to `waitpid`, and the time from `exec` to
/// the first prompt on a pseudo-terminal, as a person at a terminal meets it.
enum Startup {
    /// The release `hitlab` built beside this benchmark.
    static var binary: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("hitlab").path
    }

    /// A scratch HOME, so the REPL's history and progress files go nowhere that matters.
    static let home: String = {
        let path = NSTemporaryDirectory() + "hitlab-bench-home-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// Seconds from spawning `hitlab ARGUMENTS` to `waitpid` returning, over `runs` runs, sorted.
    static func startAndExit(_ arguments: [String], runs: Int) -> [Double] {
        startAndExit(binary, arguments, runs: runs) ?? []
    }

    /// The same for another program, an anchor (`python3 -c 'import pdb'`); nil when it does
    /// not start or does not exit cleanly.
    static func startAndExit(_ executable: String, _ arguments: [String], runs: Int) -> [Double]? {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            guard let pid = spawn(executable, arguments, terminal: nil) else { return nil }
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            guard status == 0 else { return nil }
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()
    }

    /// The debuggers a learner might otherwise start, timed the same way in the same run:
    /// Python's (importing pdb), gdb and lldb, each with nothing to debug.
    static let anchors: [(shown: String, executable: String, arguments: [String])] = [
        ("`python3 -c 'import pdb'`", "/usr/bin/python3", ["-c", "import pdb"]),
        ("`gdb -q -batch`", "/usr/bin/gdb", ["-q", "-batch"]),
        ("`lldb --batch`", "lldb", ["--batch"]),
    ]

    /// Seconds from spawning the REPL on a pseudo-terminal to its first prompt, sorted.
    static func firstPrompt(runs: Int) -> [Double] {
        (0..<runs).compactMap { _ in promptOnce() }.sorted()
    }

    private static func promptOnce() -> Double? {
        let master = openPseudoTerminal(O_RDWR | O_NOCTTY)
        guard master >= 0, grantPseudoTerminal(master) == 0, unlockPseudoTerminal(master) == 0,
              let name = pseudoTerminalName(master) else { return nil }
        defer { close(master) }
        let start = DispatchTime.now().uptimeNanoseconds
        guard let pid = spawn(binary, [], terminal: String(cString: name)) else { return nil }
        var seen: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var elapsed: Double?
        let prompt = Array(Prompt.ready.utf8)
        while elapsed == nil {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 5_000) > 0 else { break }
            let n = read(master, &buffer, buffer.count)
            guard n > 0 else { break }
            seen += buffer[0..<n]
            if seen.count >= prompt.count, (0...(seen.count - prompt.count)).contains(where: { seen[$0..<($0 + prompt.count)].elementsEqual(prompt) }) {
                elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            }
        }
        _ = "quit\n".withCString { write(master, $0, strlen($0)) }
        // Drain until the REPL has gone, so the next run starts on a quiet machine.
        while true {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 2_000) > 0, read(master, &buffer, buffer.count) > 0 else { break }
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return elapsed
    }

    /// Spawns `executable` (a bare name is looked up on this process's PATH) with standard
    /// input, output and error on `terminal` (a new session whose controlling terminal it is),
    /// or on /dev/null.
    private static func spawn(_ executable: String, _ arguments: [String], terminal: String?) -> pid_t? {
        guard let path = executable.contains("/") ? executable : lookUp(executable) else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if let terminal {
            posix_spawnattr_setflags(&attributes, spawnSetsid)
            posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
        } else {
            for fd: Int32 in [0, 1, 2] { posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_RDWR, 0) }
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environment = ["HOME=\(home)", "TERM=xterm", "LANG=C.UTF-8", "PATH=/usr/bin:/bin"]
        let env: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { env.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, &attributes, argv, env) == 0 else { return nil }
        return pid
    }

    /// The first `name` on this process's PATH that can be run.
    private static func lookUp(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }
}

// The pseudo-terminal calls of <stdlib.h> and glibc's POSIX_SPAWN_SETSID, which the Glibc
// module leaves out (they need _XOPEN_SOURCE / _GNU_SOURCE).
@_silgen_name("posix_openpt") private func openPseudoTerminal(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func grantPseudoTerminal(_ fd: Int32) -> Int32
@_silgen_name("unlockpt") private func unlockPseudoTerminal(_ fd: Int32) -> Int32
@_silgen_name("ptsname") private func pseudoTerminalName(_ fd: Int32) -> UnsafeMutablePointer<CChar>?
private let spawnSetsid: Int16 = 0x80
