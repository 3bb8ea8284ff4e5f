import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
/// `[--force] FILE` in either order, as the commands that write a file read it.
extension Arguments {
    mutating func fileAndForce() throws(CommandError) -> (path: String, force: Bool) {
        let words = try remaining()
        let files = words.filter { $0 != "--force" }
        guard let path = files.first else { throw .usage(spec, "missing FILE") }
        guard files.count == 1 else { throw .usage(spec, "unexpected '\(files.dropFirst().joined(separator: " "))'") }
        return (path, files.count < words.count)
    }
}
