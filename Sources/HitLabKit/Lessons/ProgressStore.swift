import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
import Foundation

/// A learner's progress: which exercises are solved, how many hints were shown, whose
/// solution was looked at, and the work in progress on each. Kept as readable text in a
/// folder (the XDG state directory) and written through a temporary file and a rename after
/// every change, so a crash or Ctrl-C never loses or half-writes it.
///
/// Nothing HitLab could not read is ever overwritten: lines that are not UTF-8 or not a fact
/// are skipped, the rest is read, and the file is moved aside to `progress.corrupt-DATE`
/// before a new one is written. What went wrong (a file set aside, a folder that cannot be
/// written) is said once through `takeNotices()`, for the caller to show.
public final class ProgressStore {
    public let folder: String?
    public private(set) var solved: Set<String> = []
    public private(set) var hints: [String: Int] = [:]
    public private(set) var revealed: Set<String> = []
    /// Exercises whose probes passed after their solution was shown: not solved by the learner.
    public private(set) var solvedWithSolution: Set<String> = []
    /// The learner's last answer to each lesson question (`lesson0.q3`), and whether it was right.
    public private(set) var answers: [String: Answer] = [:]

    /// A prediction as the learner typed it, and whether it was right.
    public struct Answer: Sendable, Equatable {
        public let right: Bool
        public let given: String
    }

    /// Messages not yet shown; each distinct one is queued once.
    private var pending: [String] = []
    private var said: Set<String> = []
    /// True when the progress file exists but could not be read, or only in part: it must be
    /// set aside before anything is written over it.
    private var mustSetAside = false
    /// True when the file could be neither read nor set aside: writing would lose it.
    private var writesRefused = false

    /// More hints than this on a line is not something HitLab wrote.
    static let maxHints = 1_000

    /// Loads the progress kept in `folder`; nil keeps it in memory only (tests, scripts).
    public init(folder: String?) {
        self.folder = folder
        guard let path else { return }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno != ENOENT { notice("cannot read \(path): \(AtomicFile.systemReason(errno)); progress will not be saved until it can be"); writesRefused = true }
            return
        }
        // Anything HitLab cannot read is kept aside under a new name at the first save, never
        // written over.
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            mustSetAside = true
            notice("\(path) is not a regular file (a folder or a link?), so it cannot be read; it will be kept as \(path).corrupt-DATE when progress is next saved")
            return
        }
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0, let data = try? (FileHandle(fileDescriptor: fd, closeOnDealloc: true).readToEnd() ?? Data()) else {
            let reason = fd < 0 ? AtomicFile.systemReason(errno) : "it cannot be read"
            mustSetAside = true
            notice("cannot read \(path) (\(reason)); it will be kept as \(path).corrupt-DATE when progress is next saved")
            return
        }
        read(data, path: path)
    }

    private var path: String? { folder.map { $0 + "/progress" } }

    /// Reads what can be read, line by line; remembers the first unreadable line.
    private func read(_ data: Data, path: String) {
        var bad: [String] = []
        for (n, bytes) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            // A comment is never read, so a stray byte in one is no loss.
            if bytes.isEmpty || bytes.first == UInt8(ascii: "#") { continue }
            guard let line = String(validating: bytes, as: UTF8.self) else { bad.append("line \(n + 1) is not UTF-8"); continue }
            let words = line.split(separator: " ").map(String.init)
            switch (words.first, words.count) {
            case ("solved", 2) where Self.isValidName(words[1]): solved.insert(words[1])
            case ("revealed", 2) where Self.isValidName(words[1]): revealed.insert(words[1])
            case ("solved-with-solution", 2) where Self.isValidName(words[1]): solvedWithSolution.insert(words[1])
            case ("answer", let count) where count >= 4 && Self.isValidName(words[1]) && ["right", "wrong"].contains(words[2]):
                answers[words[1]] = Answer(right: words[2] == "right", given: words[3...].joined(separator: " "))
            case ("hints", 3) where Self.isValidName(words[1]):
                guard let count = Int(words[2]), (0...Self.maxHints).contains(count) else {
                    bad.append("line \(n + 1) has a hint count of \(words[2].prefix(30))"); continue
                }
                hints[words[1]] = count
            default:
                bad.append("line \(n + 1) is not a fact HitLab writes")
            }
        }
        guard !bad.isEmpty else { return }
        mustSetAside = true
        notice("\(bad.count) line\(bad.count == 1 ? "" : "s") of \(path) could not be read (\(bad[0])); the rest was read, and the file will be kept as \(path).corrupt-DATE when progress is next saved")
    }

    public func markSolved(_ name: String) {
        if revealed.contains(name), !solved.contains(name) { solvedWithSolution.insert(name) } else { solved.insert(name) }
        save()
    }
    public func markRevealed(_ name: String) { revealed.insert(name); save() }

    /// Keeps the learner's answer to question `key` (`lesson0.q3`), replacing an earlier one,
    /// except that a right answer stays: playing a lesson again never loses what was right.
    public func recordAnswer(_ key: String, right: Bool, given: String) {
        let words = given.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard Self.isValidName(key), !words.isEmpty, right || answers[key]?.right != true else { return }
        answers[key] = Answer(right: right, given: String(words.prefix(200)))
        save()
    }

    /// How many of lesson `number`'s questions were answered, and how many of those right.
    public func predictions(inLesson number: Int) -> (answered: Int, right: Int) {
        let mine = answers.filter { $0.key.hasPrefix("lesson\(number).q") }
        return (mine.count, mine.values.filter(\.right).count)
    }

    /// Counts a hint shown; never past `total` (the exercise's hints), so asking again after
    /// the last hint does not grow the count.
    public func countHint(_ name: String, of total: Int) -> Int {
        let count = min(max(0, hints[name, default: 0]) + 1, max(1, min(total, Self.maxHints)))
        hints[name] = count
        save()
        return count
    }

    /// Counts a hint shown, with no upper bound but `maxHints`.
    public func countHint(_ name: String) -> Int {
        countHint(name, of: Self.maxHints)
    }

    /// Forgets one exercise's progress, or everything when `name` is nil. A name that is not
    /// an exercise name (`../x`) touches no file; returns false then.
    @discardableResult
    public func reset(_ name: String?) -> Bool {
        if let name {
            guard Self.isValidName(name) else {
                notice("'\(name)' is not an exercise name (letters, digits, - _ and .), so no file was touched")
                return false
            }
            solved.remove(name); revealed.remove(name); hints[name] = nil; solvedWithSolution.remove(name)
            if let file = workPath(name) { unlink(file) }
        } else {
            solved = []; revealed = []; hints = [:]; solvedWithSolution = []; answers = [:]
            if let folder, let files = try? FileManager.default.contentsOfDirectory(atPath: folder + "/work") {
                for f in files where f.hasSuffix(".hitlab") && Self.isValidName(String(f.dropLast(7))) { unlink(folder + "/work/" + f) }
            }
        }
        save()
        return true
    }

    /// Whether `name` can be an exercise's name and so part of a file name: letters, digits,
    /// `-`, `_` and `.`, starting with a letter or digit, at most 100 characters. Keeps
    /// `../../x` and `/etc/x` from ever becoming paths.
    public static func isValidName(_ name: String) -> Bool {
        func alphanumeric(_ s: Unicode.Scalar) -> Bool { s.isASCII && (("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s)) }
        guard let first = name.unicodeScalars.first, alphanumeric(first), name.unicodeScalars.count <= 100 else { return false }
        return name.unicodeScalars.allSatisfy { alphanumeric($0) || $0 == "-" || $0 == "_" || $0 == "." } && !name.contains("..")
    }

    private func workPath(_ name: String) -> String? {
        guard let folder, Self.isValidName(name) else { return nil }
        return folder + "/work/\(name).hitlab"
    }

    /// The work saved for an exercise, as a script that rebuilds it. A file HitLab cannot
    /// read (not UTF-8, no read permission, owned by another user, not a regular file) is set
    /// aside (`NAME.hitlab.corrupt-DATE`) and the learner told, rather than replaced by the
    /// starting scene at the next save.
    public func work(for name: String) -> String? {
        guard let file = workPath(name) else { return nil }
        var info = stat()
        guard lstat(file, &info) == 0 else { return nil }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            setAsideWork(for: name, reason: "it is not a regular file")
            return nil
        }
        let fd = open(file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else {
            setAsideWork(for: name, reason: "HitLab cannot read it: \(AtomicFile.systemReason(errno))")
            return nil
        }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        let data: Data
        do { data = try handle.readToEnd() ?? Data() } catch {
            setAsideWork(for: name, reason: "HitLab cannot read it")
            return nil
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            setAsideWork(for: name, reason: "it is not UTF-8")
            return nil
        }
        return text
    }

    /// Moves an exercise's saved work that could not be used (a line that no longer runs) to
    /// `NAME.hitlab.corrupt-DATE`, so the next save does not overwrite it, and says so.
    /// Work made on an earlier version of the exercise is kept as `NAME.hitlab.earlier-DATE`.
    public func setAsideWork(for name: String, reason: String, earlier: Bool = false) {
        var info = stat()
        guard let file = workPath(name), lstat(file, &info) == 0 else { return }
        if let aside = AtomicFile.setAside(file, as: earlier ? "earlier" : "corrupt") {
            notice("your saved work on \(name) could not be used (\(reason)); it is kept as \(aside)")
        } else {
            notice("your saved work on \(name) could not be used (\(reason)) nor moved aside; it will not be overwritten")
            refusedWork.insert(name)
        }
    }
    private var refusedWork: Set<String> = []

    public func saveWork(_ script: String, for name: String) {
        guard let folder, let file = workPath(name), !refusedWork.contains(name) else { return }
        // The state folder is HitLab's own: it is made when missing.
        guard makeFolder(folder + "/work") else {
            notice("your work on \(name) cannot be saved: the folder \(folder)/work cannot be made (a file is in its place, or it is not writable); move it away or make it writable")
            return
        }
        do {
            try AtomicFile.write(script, to: file, mark: .own)
        } catch {
            notice("your work on \(name) cannot be saved: \(error.message)")
        }
    }

    /// The progress file's text: one fact a line.
    public var text: String {
        var lines = ["# HitLab progress: one fact a line (solved NAME, hints NAME COUNT, revealed NAME, solved-with-solution NAME, answer lessonN.qK right|wrong WHAT)"]
        lines += solved.sorted().map { "solved \($0)" }
        lines += hints.keys.sorted().map { "hints \($0) \(hints[$0]!)" }
        lines += revealed.sorted().map { "revealed \($0)" }
        lines += solvedWithSolution.sorted().map { "solved-with-solution \($0)" }
        lines += answers.keys.sorted().map { "answer \($0) \(answers[$0]!.right ? "right" : "wrong") \(answers[$0]!.given)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Messages about the files (set aside, unwritable) not yet shown, oldest first; each is
    /// returned once.
    public func takeNotices() -> [String] {
        defer { pending = [] }
        return pending
    }

    private func notice(_ message: String) {
        if said.insert(message).inserted { pending.append(message) }
    }

    private func save() {
        guard let path, let folder, !writesRefused else { return }
        guard makeFolder(folder) else {
            notice("progress cannot be saved: the folder \(folder) cannot be made (a file is in its place, or it is not writable); move it away or make it writable")
            return
        }
        if mustSetAside {
            guard let aside = setAside(path) else {
                notice("\(path) could not be read in full nor moved aside, so it is left as it is and progress is not saved")
                writesRefused = true
                return
            }
            mustSetAside = false
            notice("the old progress file is kept as \(aside); a new one holds what could be read")
        }
        do {
            try AtomicFile.write(text, to: path, mark: .own)
        } catch {
            notice("progress cannot be saved: \(error.message)")
        }
    }

    /// Makes HitLab's own state folder (and its parents: XDG's state folder may not exist
    /// yet); whether it is a folder now.
    private func makeFolder(_ path: String) -> Bool {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Renames `file` to `file.corrupt-DATE` (a free name); the new path, or nil when it
    /// cannot be moved.
    private func setAside(_ file: String) -> String? { AtomicFile.setAside(file) }
}
