import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
import Foundation

/// `import FILE`: a `recursiveDescription` dump (with `_printHierarchy`'s lines for the
/// controllers) replaces the scene, views named CLASS_N. All or nothing: a dump that cannot
/// be read leaves the scene as it was, and the error names the line.
struct ImportCommand: CommandUnit {
    static let specs = [CommandSpec("import", usage: "import FILE",
                                    summary: "Replace the scene with a real app's view hierarchy: the text `po view.recursiveDescription()` prints in lldb, saved as a file.",
                                    details: """
                                    Views are named CLASS_N: the class (after its module) and the view's number among that class's views in the dump's order, from 1 (UIButton_1, UILabel_3), so tap, why, set and override work on them at once.
                                    UIKit classes keep their kind (UIButton is a button, UILabel a label); an app's own class takes the kind of the UIKit class the dump names as its base, else UIView's.
                                    lldb's and Chisel's dumps are read, and Cycript's one-line string (`@"<UIWindow…>\\n | <…"`), lines without addresses as snapshot tests print them, and a depth written as dashes; the reply counts the lines that are not views and names the first.
                                    A dump does not show recognizers, overrides, enabled, multi-touch or other windows: `why` says when an answer rests on one of them. `tree --uikit` prints a scene back in the dump's format.
                                    Example: import crash-report.txt
                                    """,
                                    arguments: [.file], examples: ["import dump.txt"], topic: "Files")]

    let path: String

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self { Self(path: try args.word("FILE")) }

    var effect: CommandEffect { .replacesScene }

    func run(in session: Session) throws -> Reply {
        try session.requireFiles("import")
        let imported: (scene: Scene, record: ImportRecord)
        do {
            let bytes = try DumpFile.bytes(at: session.resolve(path))
            let dump = try RecursiveDescriptionReader().read(bytes: bytes)
            imported = try SceneImporter(source: path).makeScene(from: dump)
        } catch {
            return .error("\(path): \(error); nothing was imported")
        }
        let note = session.liftAllFingersNote("the scene was replaced")
        var state = SessionState(scene: imported.scene, options: session.state.options, clock: session.state.clock)
        state[extra: ImportRecord.self] = imported.record
        session.state = state
        // Each of the summary's sentences wraps on its own at a terminal.
        let summary = ImportWording.summary(path: path, scene: imported.scene, record: imported.record)
            .split(separator: "\n", omittingEmptySubsequences: false).map { session.style.prose(String($0)) }.joined(separator: "\n")
        return Reply(note.map { summary + "\n" + $0 } ?? summary)
    }
}

extension Session {
    /// `hitlab import FILE [--script OUT] [--force]`: imports the dump as `import FILE` does
    /// and, when asked, writes the HitLab commands that rebuild the scene to `script`.
    public func importDump(at path: String, scriptTo script: String? = nil, force: Bool = false) -> Reply {
        let reply: Reply
        do {
            reply = try ImportCommand(path: path).run(in: self)
        } catch {
            return .error(String(describing: error))
        }
        guard !reply.isError, let script else { return reply }
        var lines = SceneScript(state: state).render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.insert("# imported from \((path as NSString).lastPathComponent) by `hitlab import`; views are named CLASS_N", at: 1)
        switch InterchangeOutput.write(lines.joined(separator: "\n"), to: resolve(script), shown: script, mark: .firstLine(SceneScript.header), force: force) {
        case .failure(let error): return .error(error.message)
        case .success(let note):
            return Reply(reply.output + "\nwrote \(script)\(note): the commands that rebuild this scene (`hitlab run \(script)` or `load \(script)`).")
        }
    }
}
