import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
import Foundation

/// The one place the interchange commands write a file (`hitlab import --script OUT`,
/// `export swift FILE`): an existing file is kept unless `force`, and the write goes through
/// `AtomicFile` (a temporary beside the target, then a rename), so it can follow the project's
/// file-writing rule in one change.
package enum InterchangeOutput {
    /// Writes `text` to `target` (as the learner named it: `shown`); the error, worded for a
    /// reply, or nil when it was written.
    package static func write(_ text: String, to target: String, shown: String, force: Bool) -> String? {
        var info = stat()
        if lstat(target, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFREG else {
                return "\(shown) exists and is not a regular file (a folder, link or device): name a new file"
            }
            guard force else { return "\(shown) exists: add --force to replace it, or choose another name" }
        }
        do {
            try AtomicFile.write(text, to: target)
            return nil
        } catch {
            return "cannot write \(shown): \(error.localizedDescription); check the folder exists and is writable"
        }
    }
}
