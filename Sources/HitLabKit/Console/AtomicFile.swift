import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import Foundation

/// Writes files through a temporary file and a rename, so a crash or Ctrl-C never leaves a
/// half-written scene, progress file or saved work.
///
/// The temporary file is `NAME.tmp-` and 16 random hex digits beside the target, created
/// exclusively (`O_CREAT | O_EXCL | O_NOFOLLOW`): a file or symlink someone placed at a
/// predictable name is never followed or overwritten. Temporaries with the same prefix that
/// are more than a minute old are what a `kill -9` left between create and rename; each
/// write removes them.
package enum AtomicFile {
    /// Why a write failed, worded for a message that goes on with "; check …".
    package struct WriteError: LocalizedError, Equatable {
        package let reason: String
        package var errorDescription: String? { reason }
    }

    /// How old a leftover temporary must be before a write removes it.
    package static let staleAge: TimeInterval = 60

    package static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    package static func write(_ data: Data, to path: String) throws {
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
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw WriteError(reason: systemReason(failure))
        }
    }

    package static let temporarySuffix = ".tmp-"

    /// Removes `PATH.tmp-*` files older than `staleAge` (never a directory, never one that is
    /// being written now: a write takes far less than a minute).
    package static func removeStaleTemporaries(of path: String, now: Date = Date()) {
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

    private static func randomHex() -> String {
        var generator = SystemRandomNumberGenerator()
        return String(format: "%016llx", generator.next() as UInt64)
    }

    /// `strerror`, with the common cases said plainly.
    package static func systemReason(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a folder"
        case ENOENT: return "the folder does not exist"
        case ENOSPC: return "the disk is full"
        case EROFS: return "the file system is read-only"
        default: return String(cString: strerror(code))
        }
    }
}
