import Foundation

/// `save FILE`: the scene as a script that rebuilds it exactly.
struct SaveCommand: CommandUnit {
    static let specs = [CommandSpec("save", usage: "save FILE",
                                    summary: "Write the scene (views, settings, controllers, overrides) as a script that `hitlab run FILE` or `load FILE` rebuilds exactly.",
                                    details: "A graded submission may not write files, so save is refused there.",
                                    arguments: [.file], topic: "Files")]
    let path: String

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self { Self(path: try args.word("FILE")) }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        try session.requireFiles("save")
        do {
            try AtomicFile.write(SceneScript(state: session.state).render(), to: session.resolve(path))
            return Reply("saved to \(path)")
        } catch {
            return .error("cannot write \(path): \(error.localizedDescription); check the folder exists and is writable")
        }
    }
}
