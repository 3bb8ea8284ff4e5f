import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import Foundation

/// The one rule every file HitLab writes follows (ROBUSTNESS.md, "Writing files"), as one call:
///
///     let note = try AtomicFile.write(text, to: session.resolve(path), named: path,
///                                     mark: .contains(TracePageRenderer.mark), force: force,
///                                     inputs: [transcriptPath])
///     return Reply("wrote \(path)" + note)
///
/// - The text goes to a temporary file beside the target, then a rename: a crash, Ctrl-C or
///   `kill -9` leaves the old file or the new one, never half of one.
/// - Only a regular file is replaced: a folder, a FIFO, a device or a socket is refused,
///   `--force` or not (as root, `/dev/full` stays a device).
/// - An existing file is replaced only when it carries `mark` (what HitLab writes there), or
///   with `force`; a read-only file only with `force`, and it stays read-only.
/// - A symbolic link is followed only with `force`, and the returned note says so
///   (" (through the link NAME → TARGET)"): append it to the reply. Without `force` a link is
///   refused with a message naming where it points.
/// - No missing folder is made: the target's folder must exist (`makeFolder` makes the one
///   folder a command was told to fill, `check --html DIR`, never its parents).
/// - Never over one of `inputs` (the files the command read), even with `force`.
///
/// Every refusal is a `CommandError` whose message names the file as the user wrote it
/// (`named`) and the fix: "cannot write NAME: REASON; FIX". A command shows it as its error;
/// the `hitlab` front end prints it after `error: `.
public enum AtomicFile {
    /// What an existing file must hold to be replaced without `--force`.
    public enum Mark: Sendable, Equatable {
        /// Its first line is this text (`# HitLab scene`, the header `save` writes).
        case firstLine(String)
        /// Its first kilobyte holds this text (a page's `<meta name="generator" content="HitLab">`).
        case contains(String)
        /// Any regular file: HitLab's own file in its state folder (progress, work, history),
        /// or the file a command was asked to rewrite in place (`check --update`).
        case own
        /// Nothing: an existing file is kept unless `--force` (`transcript record`).
        case none
    }

    /// Writes `text` to `path` under the rule above; returns a note for the reply ("" or
    /// " (through the link NAME → TARGET)").
    @discardableResult
    public static func write(_ text: String, to path: String, named name: String? = nil, mark: Mark,
                             force: Bool = false, inputs: [String] = []) throws(CommandError) -> String {
        try write(Data(text.utf8), to: path, named: name, mark: mark, force: force, inputs: inputs)
    }

    /// `write(_:to:…)` for bytes.
    @discardableResult
    public static func write(_ data: Data, to path: String, named name: String? = nil, mark: Mark,
                             force: Bool = false, inputs: [String] = []) throws(CommandError) -> String {
        let name = name ?? path
        let (target, note) = try check(path, named: name, mark: mark, force: force, inputs: inputs)
        var info = stat()
        // A replaced file keeps its permissions (a read-only one stays read-only).
        let mode = lstat(target, &info) == 0 ? mode_t(info.st_mode & 0o7777) : nil
        do {
            try replace(data, at: target, mode: mode)
        } catch {
            throw CommandError("cannot write \(name): \(error.reason); check the folder exists and is writable")
        }
        return note
    }

    /// Makes sure `path` is a folder a command may write its files into: an existing folder
    /// (a link to one only with `force`), or one it makes when its parent exists. Returns the
    /// folder to write into and the note to add to the reply.
    public static func folder(_ path: String, named name: String? = nil, force: Bool = false) throws(CommandError) -> (path: String, note: String) {
        let name = name ?? path
        var info = stat()
        let (target, note) = try throughLink(path, named: name, force: force) {
            "cannot write into \(name): it is a symbolic link to \($0); `--force` writes through it, or name the folder itself"
        }
        if lstat(target, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw CommandError("cannot write pages into \(name): it is not a folder; name a folder (it is made if missing, in a folder that exists)")
            }
            return (target, note)
        }
        try requireParent(of: target, named: name)
        guard mkdir(target, 0o755) == 0 else {
            throw CommandError("cannot make the folder \(name): \(systemReason(errno)); check its parent is writable")
        }
        return (target, note)
    }

    /// The rule's checks; the path to write (the link's target when a link is followed) and
    /// the note.
    private static func check(_ path: String, named name: String, mark: Mark, force: Bool, inputs: [String]) throws(CommandError) -> (String, String) {
        var info = stat()
        let (target, note) = try throughLink(path, named: name, force: force) {
            "cannot write \(name): it is a symbolic link to \($0); `--force` writes \($0) through it, or name another file"
        }
        guard lstat(target, &info) == 0 else {
            guard errno == ENOENT else { throw CommandError("cannot write \(name): \(systemReason(errno)); check the name") }
            try requireParent(of: target, named: name)
            return (target, note)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR:
            throw CommandError("cannot write \(name): it is a folder; name a file in it, such as \(name.hasSuffix("/") ? name : name + "/")\(exampleName(path, mark))")
        default:
            throw CommandError("cannot write \(name): it is not a regular file (a \(kind(of: info.st_mode))); name a file")
        }
        for input in inputs {
            var other = stat()
            if stat(input, &other) == 0, other.st_dev == info.st_dev, other.st_ino == info.st_ino {
                throw CommandError("cannot write \(name): it is \(input == name ? "the file this command reads" : "\(input), which this command reads"); name another file for the output")
            }
        }
        guard !force else { return (target, note) }
        if info.st_mode & 0o222 == 0 || access(target, W_OK) != 0 {
            throw CommandError("cannot write \(name): it is read-only; `--force` replaces it (and it stays read-only), or choose another name")
        }
        guard carries(mark, target) else {
            throw CommandError("cannot write \(name): it exists and \(mark == .none ? "would be lost" : "is not a file HitLab wrote"); `--force` replaces it, or choose another name")
        }
        return (target, note)
    }

    /// `path` itself when it is not a symbolic link; else, with `force`, the file it leads to
    /// (through every link) and the note that says so, and without, `refusal`'s message
    /// about where it points.
    private static func throughLink(_ path: String, named name: String, force: Bool,
                                    refusal: (String) -> String) throws(CommandError) -> (String, String) {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return (path, "") }
        var destination = linkDestination(path)
        guard force else { throw CommandError(refusal(destination)) }
        // A chain of links ends at its last one; a loop or a dead end is refused.
        for _ in 0..<40 where lstat(destination, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK {
            destination = linkDestination(destination)
        }
        guard lstat(destination, &info) != 0 || (info.st_mode & S_IFMT) != S_IFLNK else {
            throw CommandError("cannot write \(name): its links go round in a loop; name another file")
        }
        return (destination, " (through the link \(name) → \(destination))")
    }

    /// Whether the file at `path` carries `mark`.
    static func carries(_ mark: Mark, _ path: String) -> Bool {
        switch mark {
        case .own: return true
        case .none: return false
        case .firstLine(let line):
            let start = firstBytes(of: path, count: line.utf8.count + 2)
            return start == Data(line.utf8) || start.starts(with: Data((line + "\n").utf8)) || start.starts(with: Data((line + "\r\n").utf8))
        case .contains(let text):
            return firstBytes(of: path, count: 1024).range(of: Data(text.utf8)) != nil
        }
    }

    /// Up to `count` bytes from the start of a regular file, never through a link.
    static func firstBytes(of path: String, count: Int) -> Data {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return Data() }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: count)
        let n = read(fd, &buffer, count)
        return n > 0 ? Data(buffer[0..<n]) : Data()
    }

    private static func requireParent(of path: String, named name: String) throws(CommandError) {
        let parent = (path as NSString).deletingLastPathComponent
        var info = stat()
        guard stat(parent.isEmpty ? "." : parent, &info) == 0 else {
            let shown = (name as NSString).deletingLastPathComponent
            throw CommandError("cannot write \(name): the folder \(shown.isEmpty ? parent : shown) does not exist; make it first, or name a file in a folder that exists")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw CommandError("cannot write \(name): \((name as NSString).deletingLastPathComponent) is not a folder; name a file in a folder")
        }
    }

    /// Where a link points, as an absolute path when it is relative.
    private static func linkDestination(_ path: String) -> String {
        guard let raw = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return path }
        if raw.hasPrefix("/") { return raw }
        return ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(raw)
    }

    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "FIFO"
        case S_IFCHR, S_IFBLK: return "device"
        case S_IFSOCK: return "socket"
        default: return "special file"
        }
    }

    /// A file name to suggest inside a folder given as the target.
    private static func exampleName(_ path: String, _ mark: Mark) -> String {
        switch mark {
        case .contains(let text) where text == TracePageRenderer.mark: return "touch.html"
        case .contains(let text) where text == SceneDrawing.svgMark: return "window.svg"
        case .firstLine(let line) where line == SceneScript.header: return "scene.hitlab"
        default:
            let ext = (path as NSString).pathExtension
            return ext.isEmpty ? "file" : "file." + ext
        }
    }

    // MARK: The write itself

    /// Why a write failed, worded for a message that goes on with "; check …".
    struct WriteError: Error, Equatable {
        let reason: String
    }

    /// How old a leftover temporary must be before a write removes it.
    static let staleAge: TimeInterval = 60

    static let temporarySuffix = ".tmp-"

    /// Writes `data` to `NAME.tmp-` and 16 random hex digits beside `path`, created
    /// exclusively (`O_CREAT | O_EXCL | O_NOFOLLOW`: a file or link someone placed at a
    /// predictable name is never followed or overwritten), gives it `mode` (the replaced
    /// file's), flushes it, and renames it over `path`. Temporaries with the same prefix more
    /// than a minute old are what a `kill -9` left between create and rename; each write
    /// removes them. Only the rule above calls this.
    static func replace(_ data: Data, at path: String, mode: mode_t? = nil) throws(WriteError) {
        removeStaleTemporaries(of: path)
        var temporary = ""
        var fd: Int32 = -1
        for _ in 0..<8 {
            temporary = path + temporarySuffix + randomHex()
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw WriteError(reason: systemReason(errno)) }
        var failure: Int32 = 0
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += n
            }
        }
        if failure == 0, let mode, fchmod(fd, mode) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw WriteError(reason: systemReason(failure))
        }
    }

    /// Removes `PATH.tmp-*` files older than `staleAge` (never a directory, never one that is
    /// being written now: a write takes far less than a minute).
    static func removeStaleTemporaries(of path: String, now: Date = Date()) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let prefix = url.lastPathComponent + temporarySuffix
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            let candidate = folder + "/" + name
            var info = stat()
            guard lstat(candidate, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG || (info.st_mode & S_IFMT) == S_IFLNK else { continue }
            let modified = Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec))
            if now.timeIntervalSince(modified) > staleAge { unlink(candidate) }
        }
    }

    /// Keeps a file HitLab cannot use (unreadable work, progress or history in another
    /// format) by renaming it to `FILE.corrupt-DATE` (a free name) in the same folder; the new
    /// path, or nil when it cannot be moved. Never replaces a file at the new name.
    public static func setAside(_ file: String, as label: String = "corrupt", now: Date = Date()) -> String? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH-mm-ss"
        let base = file + "." + label + "-" + formatter.string(from: now)
        for n in 1...100 {
            let candidate = n == 1 ? base : base + "-\(n)"
            // link + unlink: unlike rename, link never replaces a file already at `candidate`.
            if link(file, candidate) == 0 {
                unlink(file)
                return candidate
            }
            if errno == EEXIST { continue }
            // A folder, or a file system without hard links: rename when the name is free.
            var info = stat()
            guard lstat(candidate, &info) != 0 else { continue }
            return rename(file, candidate) == 0 ? candidate : nil
        }
        return nil
    }

    private static func randomHex() -> String {
        var generator = SystemRandomNumberGenerator()
        return String(format: "%016llx", generator.next() as UInt64)
    }

    /// `strerror`, with the common cases said plainly.
    public static func systemReason(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a folder"
        case ENOENT: return "the folder does not exist"
        case ENOSPC: return "the disk is full"
        case EROFS: return "the file system is read-only"
        case ENOTDIR: return "part of the path is not a folder"
        default: return String(cString: strerror(code))
        }
    }
}
