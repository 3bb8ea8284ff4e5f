import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// How the file commands find files and whether they may touch them.
extension Session {
    /// A relative name starts from `directory` (the script's or the loading file's folder).
    package func resolve(_ path: String) -> String {
        guard !path.hasPrefix("/"), let directory else { return path }
        return directory + "/" + path
    }

    /// Where relative names start, for messages.
    var relativeNamesStart: String { directory.map { "relative names start from \($0)" } ?? "relative names start from the current folder" }

    /// Refuses a command that reads or writes files when this session may only build a scene.
    package func requireFiles(_ command: String) throws(CommandError) {
        guard files == .full else {
            throw CommandError("\(command) is not allowed here: a graded submission may only build the scene and override methods")
        }
    }
}
