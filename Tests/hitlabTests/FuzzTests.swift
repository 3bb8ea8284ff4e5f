import Foundation
import Testing

/// A fixed seed of `hitlab-fuzz` for a small fixed count, in a child process: the run must
/// reach its end (no crash, no hang) and every error reply must be one line (or a script
/// error's caret excerpt). Each input renders the trace, tree, drawing and trace page after
/// its lines, which costs about 40 ms an input in a debug build: a developer's `swift test`
/// runs the first 100 inputs, and CI (`.ci/run`) all 1,000 by setting `HITLAB_FUZZ_INPUTS`.
/// A longer run is recorded in ROBUSTNESS.md.
@Suite struct FuzzTests {
    /// The `hitlab-fuzz` executable beside the test bundle (swift test builds every product).
    static var executable: URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("hitlab-fuzz")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    static let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("lessons").path

    /// How many inputs to run: `HITLAB_FUZZ_INPUTS` when set to a number, else 100.
    static var inputs: Int { ProcessInfo.processInfo.environment["HITLAB_FUZZ_INPUTS"].flatMap { Int($0) } ?? 100 }

    @Test func aFixedSeedRunsToTheEndWithOneLineErrors() throws {
        let fuzz = try #require(Self.executable, "hitlab-fuzz was not built: run `swift build` first")
        let count = Self.inputs
        let process = Process()
        process.executableURL = fuzz
        process.arguments = ["--child", "--seed", "15", "--from", "0", "--count", String(count), "--small", "--lessons", Self.lessons]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = text.split(separator: "\n")
        let started = lines.filter { $0.hasPrefix("#") }
        #expect(lines.last == "done", "the run stopped at input \(started.last ?? "none"): reproduce with hitlab-fuzz --seed 15 --small --replay N")
        #expect(started.count == count)
        #expect(process.terminationStatus == 0)
        #expect(lines.filter { $0.hasPrefix("!") } == [])
    }
}
