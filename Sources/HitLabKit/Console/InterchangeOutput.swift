import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
import Foundation

/// The one place the interchange commands write a file (`hitlab import --script OUT`,
/// `export swift FILE`), under the project's file rule (`AtomicFile.write`): an existing file
/// is kept unless `force`, nothing but a regular file is replaced, and the write is a
/// temporary beside the target, then a rename.
package enum InterchangeOutput {
    /// Writes `text` to `target` (as the learner named it: `shown`); the error, worded for a
    /// reply, or nil when it was written.
    package static func write(_ text: String, to target: String, shown: String, force: Bool) -> String? {
        do {
            try AtomicFile.write(text, to: target, named: shown, mark: .none, force: force)
            return nil
        } catch {
            return error.message
        }
    }
}
