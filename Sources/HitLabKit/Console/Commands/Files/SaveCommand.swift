import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
/// `save FILE`: the scene as a script that rebuilds it exactly. It replaces a scene it saved
/// before (a file that starts with `# HitLab scene`), but not any other file unless `--force`
/// says so, so a typo cannot wipe out a lesson or a transcript (`AtomicFile`'s rule).
struct SaveCommand: CommandUnit {
    static let specs = [CommandSpec("save", usage: "save [--force] FILE",
                                    summary: "Write the scene (views, settings, controllers, overrides) as a script that `hitlab run FILE` or `load FILE` rebuilds exactly.",
                                    details: "A scene saved before is replaced; any other existing file is kept unless `--force` is given (before or after FILE). A graded submission may not write files, so save is refused there.",
                                    arguments: [.keyword("--force"), .file], examples: ["save scene.hitlab", "save --force scene.hitlab"], topic: "Files")]
    let path: String
    var force = false

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let (path, force) = try args.output("FILE")
        return Self(path: path, force: force)
    }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        try session.requireFiles("save")
        let note = try AtomicFile.write(SceneScript(state: session.state).render(), to: session.resolve(path), named: path,
                                        mark: .firstLine(SceneScript.header), force: force)
        return Reply("saved to \(path)" + note)
    }
}
