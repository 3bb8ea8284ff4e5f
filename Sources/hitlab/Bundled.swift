import Foundation
import HitLabKit

/// Finds the lessons and transcripts that ship with HitLab: in `lessons/` and `transcripts/`
/// of the current folder or of the folder the binary was built in.
enum Bundled {
    static var root: String? {
        var candidates = [FileManager.default.currentDirectoryPath]
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 { candidates.append(directory.path); directory.deleteLastPathComponent() }
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/lessons") && FileManager.default.fileExists(atPath: $0 + "/transcripts") }
    }

    /// The bundled course, when it can be found and read.
    static var catalog: Catalog? { root.flatMap { try? Catalog(folder: $0 + "/lessons") } }

    /// A session with the bundled exercises and the learner's saved progress.
    static func session(startScript: String?, style: OutputStyle, keepsProgress: Bool) -> Session {
        let session = Session(startScript: startScript, style: style)
        Practice.install(in: session, loadingCatalog: { catalog }, progress: ProgressStore(folder: keepsProgress ? Paths.stateDirectory : nil))
        return session
    }

    /// The README (its ```hitlab blocks are a session on the built-in scene), the lessons and the
    /// transcripts: what `hitlab check` runs by default.
    static func allCheckableFiles() -> [String] {
        guard let root else { return [] }
        let readme = FileManager.default.fileExists(atPath: root + "/README.md") ? [root + "/README.md"] : []
        let lessons = files(in: root + "/lessons", ending: ".md").filter { !$0.hasSuffix("README.md") }
        return readme + lessons + files(in: root + "/transcripts", ending: ".t")
    }

    static func files(in folder: String, ending: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(ending) }.sorted().map { folder + "/" + $0 }
    }
}
