import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import Foundation

/// `load FILE`: replace the scene with the one a script builds. Names inside a loaded file
/// start from that file's folder, as `#include` does; a file that loads itself, directly or
/// through others, stops with the cycle named.
struct LoadCommand: CommandUnit {
    static let specs = [CommandSpec("load", usage: "load FILE", summary: "Replace the scene with the one a script builds.",
                                    details: "Relative names inside a loaded file start from that file's folder. A graded submission may not read files, so load is refused there.",
                                    arguments: [.file], examples: ["load f"], topic: "Files")]
    /// Loads nested deeper than this are refused, whatever the names.
    static let maximumDepth = 16

    let path: String

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self { Self(path: try args.word("FILE")) }

    var effect: CommandEffect { .replacesScene }

    func run(in session: Session) throws -> Reply {
        try session.requireFiles("load")
        let resolved = session.resolve(path)
        let identity = URL(fileURLWithPath: resolved).standardizedFileURL.path
        if let first = session.loading.firstIndex(of: identity) {
            let cycle = (session.loading[first...] + [identity]).map { ($0 as NSString).lastPathComponent }
            return .error("\(path) loads itself (\(cycle.joined(separator: " → "))); remove the `load` that closes the circle")
        }
        guard session.loading.count < Self.maximumDepth else {
            return .error("\(path): files load each other more than \(Self.maximumDepth) deep; load the parts from one file instead")
        }
        var info = stat()
        guard stat(resolved, &info) == 0 else {
            return .error("cannot read \(path): \(AtomicFile.systemReason(errno)); check the name (\(session.relativeNamesStart))")
        }
        guard info.st_mode & 0o170000 == 0o100000 else {   // S_IFMT, S_IFREG
            return .error("cannot load \(path): it is not a regular file (a folder, device or pipe); name a script that `save` wrote")
        }
        let text = try InputFile.read(resolved, named: path)
        let fresh = try session.sibling(startScript: nil)
        let folder = (resolved as NSString).deletingLastPathComponent
        fresh.directory = folder.isEmpty ? nil : folder
        fresh.loading = session.loading + [identity]
        let replies = fresh.runScript(text)
        if let failed = replies.first(where: \.isError) {
            return .error("\(path): \(failed.error ?? "failed"); nothing was loaded")
        }
        let note = session.liftAllFingersNote("the scene was replaced")
        session.state = fresh.state
        let loaded = "loaded \(path): \(session.state.scene.viewNames.count) views, \(session.state.classes.overrides.count) overrides"
        return Reply(note.map { loaded + "\n" + $0 } ?? loaded)
    }
}
