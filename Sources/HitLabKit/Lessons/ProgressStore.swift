import Foundation

/// A learner's progress: which exercises are solved, how many hints were shown, whose
/// solution was looked at, and the work in progress on each. Kept as readable text in a
/// folder (the XDG state directory) and written through a temporary file and a rename after
/// every change, so a crash or Ctrl-C never loses or half-writes it.
public final class ProgressStore {
    public let folder: String?
    public private(set) var solved: Set<String> = []
    public private(set) var hints: [String: Int] = [:]
    public private(set) var revealed: Set<String> = []

    /// Loads the progress kept in `folder`; nil keeps it in memory only (tests, scripts).
    public init(folder: String?) {
        self.folder = folder
        guard let path, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ").map(String.init)
            guard words.count >= 2 else { continue }
            switch words[0] {
            case "solved": solved.insert(words[1])
            case "revealed": revealed.insert(words[1])
            case "hints" where words.count == 3: hints[words[1]] = Int(words[2]) ?? 0
            default: continue
            }
        }
    }

    private var path: String? { folder.map { $0 + "/progress" } }

    public func markSolved(_ name: String) { solved.insert(name); save() }
    public func markRevealed(_ name: String) { revealed.insert(name); save() }
    public func countHint(_ name: String) -> Int {
        hints[name, default: 0] += 1
        save()
        return hints[name]!
    }

    /// Forgets one exercise's progress, or everything when `name` is nil.
    public func reset(_ name: String?) {
        if let name {
            solved.remove(name); revealed.remove(name); hints[name] = nil
            if let folder { unlink(folder + "/work/\(name).hitlab") }
        } else {
            solved = []; revealed = []; hints = [:]
            if let folder, let files = try? FileManager.default.contentsOfDirectory(atPath: folder + "/work") {
                for f in files { unlink(folder + "/work/" + f) }
            }
        }
        save()
    }

    /// The work saved for an exercise, as a script that rebuilds it.
    public func work(for name: String) -> String? {
        guard let folder else { return nil }
        return try? String(contentsOfFile: folder + "/work/\(name).hitlab", encoding: .utf8)
    }

    public func saveWork(_ script: String, for name: String) {
        guard let folder else { return }
        try? FileManager.default.createDirectory(atPath: folder + "/work", withIntermediateDirectories: true)
        try? AtomicFile.write(script, to: folder + "/work/\(name).hitlab")
    }

    /// The progress file's text: one fact a line.
    public var text: String {
        var lines = ["# HitLab progress: one fact a line (solved NAME, hints NAME COUNT, revealed NAME)"]
        lines += solved.sorted().map { "solved \($0)" }
        lines += hints.keys.sorted().map { "hints \($0) \(hints[$0]!)" }
        lines += revealed.sorted().map { "revealed \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    private func save() {
        guard let path, let folder else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? AtomicFile.write(text, to: path)
    }
}
