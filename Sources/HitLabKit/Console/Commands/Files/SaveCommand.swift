import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
import Foundation

/// `save FILE`: the scene as a script that rebuilds it exactly. It replaces a scene it saved
/// before (a file that starts with `# HitLab scene`), but not any other file unless `--force`
/// says so, so a typo cannot wipe out a lesson or a transcript.
package struct SaveCommand: CommandUnit {
    package static let specs = [CommandSpec("save", usage: "save [--force] FILE",
                                    summary: "Write the scene (views, settings, controllers, overrides) as a script that `hitlab run FILE` or `load FILE` rebuilds exactly.",
                                    details: "A scene saved before is replaced; any other existing file is kept unless `--force` is given (before or after FILE). A graded submission may not write files, so save is refused there.",
                                    arguments: [.keyword("--force"), .file], examples: ["save scene.hitlab", "save --force scene.hitlab"], topic: "Files")]
    package let path: String
    package var force = false

    package static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let (path, force) = try args.fileAndForce()
        return Self(path: path, force: force)
    }

    package var effect: CommandEffect { .reads }

    package func run(in session: Session) throws -> Reply {
        try session.requireFiles("save")
        let target = session.resolve(path)
        if !force, FileManager.default.fileExists(atPath: target), !Self.isSavedScene(target) {
            return .error("\(path) exists and is not a scene `save` wrote: `save --force \(path)` replaces it, or choose another name")
        }
        do {
            try AtomicFile.write(SceneScript(state: session.state).render(), to: target)
            return Reply("saved to \(path)")
        } catch {
            return .error("cannot write \(path): \(error.localizedDescription); check the folder exists and is writable")
        }
    }

    /// Whether the file at `path` starts with the header `save` writes.
    package static func isSavedScene(_ path: String) -> Bool {
        let header = SceneScript.header
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: header.utf8.count + 1)) ?? Data()
        let text = String(decoding: start, as: UTF8.self)
        return text == header || text == header + "\n"
    }
}
