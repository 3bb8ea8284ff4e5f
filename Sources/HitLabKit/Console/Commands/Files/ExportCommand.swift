import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
/// `export swift FILE`: the scene as one UIKit Swift file to build in Xcode, so the logs seen
/// here can be seen on a device. A file it wrote before is replaced, any other only with `--force`.
struct ExportCommand: CommandUnit {
    static let specs = [CommandSpec("export", usage: "export swift [--force] FILE",
                                    summary: "Write the scene as one UIKit Swift file (a view controller building the views, the overrides as methods) to run in Xcode.",
                                    details: "Each view becomes a subclass named after it, with its overrides; controls' actions and recognizers print as they do here. UIKit is not on Linux, so the file is built in Xcode. A file it wrote before is replaced; any other existing FILE is kept unless --force is given.",
                                    arguments: [.keyword("swift"), .keyword("--force"), .file], examples: ["export swift Scene.swift", "export swift --force Scene.swift"], topic: "Files")]

    let path: String
    var force = false

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        try args.keyword("swift")
        let (path, force) = try args.fileAndForce()
        return Self(path: path, force: force)
    }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        try session.requireFiles("export")
        let text = SwiftExporter(scene: session.state.runtime.scene(over: session.state.scene), classes: session.state.classes, record: session.state[extra: ImportRecord.self], colour: { Palette.rgb($0) }).render()
        switch InterchangeOutput.write(text, to: session.resolve(path), shown: path, mark: .contains(SwiftExporter.mark), force: force) {
        case .failure(let error): return .error(error.message)
        case .success(let note): return Reply("wrote \(path)\(note): the scene as UIKit code; add it to an iOS app and show SceneViewController")
        }
    }
}
