import Foundation
import Testing
import HitLabTestSupport

/// `kill -9` while the REPL saves a large history never truncates it: the history is written
/// to a temporary file and renamed over the old one (issue 29 measured 48 of 50 trials
/// truncated or emptied when it was rewritten in place).
@Suite(.enabled(if: Tmux.available, "needs tmux (CI installs it)"))
struct HistoryKillTests {
    static let header = "_HiStOrY_V2_"

    /// The file's inode and modification time: a save changes one or the other.
    static func identity(_ path: String) -> [Int] {
        var info = stat()
        guard stat(path, &info) == 0 else { return [] }
        return [Int(info.st_ino), info.st_mtim.tv_sec, info.st_mtim.tv_nsec]
    }

    @Test func aKillDuringSavesLeavesAWholeHistory() throws {
        // 1,000 long lines (libedit keeps 1,000): each save rewrites about 300 KB.
        let old = (0..<1_000).map { "p \"\($0) " + String(repeating: "x", count: 300) + "\"" }
        for trial in 0..<5 {
            let state = TestFolder.path("history")
            try FileManager.default.createDirectory(atPath: state + "/hitlab", withIntermediateDirectories: true)
            let path = state + "/hitlab/history"
            // libedit's format: spaces and quotes escaped as octal.
            let encoded = old.map { $0.replacingOccurrences(of: " ", with: "\\040").replacingOccurrences(of: "\"", with: "\\042") }
            try ([Self.header] + encoded).map { $0 + "\n" }.joined().write(toFile: path, atomically: true, encoding: .utf8)
            let tmux = try Tmux(state: state)
            defer { tmux.stop() }
            try tmux.waitFor("(hitlab) ")
            let pid = try #require(tmux.hitlabProcess())
            // Lines typed in a burst, each saved as it is entered; the kill lands mid-burst.
            let before = Self.identity(path)
            for n in 0..<(20 + trial * 10) { tmux.type("tap \(n) 1\n") }
            // Once the first save has happened, the rest are under way.
            try tmux.waitFor(what: "a first save") { _ in Self.identity(path) != before }
            kill(pid, SIGKILL)
            try tmux.waitForExit()
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first.map(String.init) == Self.header, "trial \(trial)")
            #expect(lines.last == "", "trial \(trial): the file ends in the middle of a line")
            #expect(lines.count == 1_002, "trial \(trial): \(lines.count - 2) entries")
            #expect(lines.dropFirst().dropLast().allSatisfy { $0.hasPrefix("p\\040") || $0.hasPrefix("tap\\040") }, "trial \(trial)")
        }
    }
}
