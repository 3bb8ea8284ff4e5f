import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
import Foundation

/// Reads a file that should hold a hierarchy dump, refusing what cannot be one (a folder, a
/// device, a file too large for 100,000 views) before reading it, with a line that says what
/// to name instead. Its line endings are made plain as every input file's are (`InputFile`).
enum DumpFile {
    /// 100,000 views of a few hundred bytes each, with room to spare.
    static let byteLimit = 256 << 20

    static func bytes(at resolved: String) throws(DumpError) -> [UInt8] {
        var info = stat()
        guard stat(resolved, &info) == 0 else {
            let reason = errno == ENOENT ? "there is no such file" : AtomicFile.systemReason(errno)
            throw DumpError(line: nil, "cannot read it: \(reason); name the text file a `recursiveDescription` dump was saved to")
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            throw DumpError(line: nil, "it is a folder: name the text file a `recursiveDescription` dump was saved to")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw DumpError(line: nil, "it is not a regular file (a device or pipe): save the dump to a file and import that")
        }
        guard Int(info.st_size) <= byteLimit else {
            throw DumpError(line: nil, "it is larger than \(byteLimit >> 20) MB, more than 100,000 views hold: import part of the hierarchy (the recursiveDescription of one subview)")
        }
        guard let data = FileManager.default.contents(atPath: resolved) else {
            throw DumpError(line: nil, "cannot read it: permission denied; check the file's permissions")
        }
        return InputFile.plainBytes(data)
    }
}
