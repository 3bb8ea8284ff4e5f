import Foundation

/// Writes files through a temporary file and a rename, so a crash or Ctrl-C never leaves a
/// half-written scene, progress file or saved work.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws {
        let temporary = path + ".tmp-\(getpid())"
        try text.write(toFile: temporary, atomically: false, encoding: .utf8)
        if rename(temporary, path) != 0 {
            unlink(temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}
