import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
import Foundation

/// The one place the interchange commands write a file (`hitlab import --script OUT`,
/// `export swift FILE`), under the project's file rule (`AtomicFile.write`): a file carrying
/// HitLab's mark for it (a scene script's header, an exported file's first comment) is
/// replaced, any other existing file only with `force`, nothing but a regular file, and the
/// write is a temporary beside the target, then a rename.
enum InterchangeOutput {
    /// Writes `text` to `target` (as the learner named it: `shown`); the note for the reply
    /// (" (through the link …)" when `force` wrote through one), or the error, worded for a reply.
    static func write(_ text: String, to target: String, shown: String, mark: AtomicFile.Mark, force: Bool) -> Result<String, CommandError> {
        do throws(CommandError) {
            return .success(try AtomicFile.write(text, to: target, named: shown, mark: mark, force: force))
        } catch {
            return .failure(error)
        }
    }
}
