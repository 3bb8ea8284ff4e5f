import Foundation
import HitLabKit

/// Finds the course HitLab teaches: the repository's `lessons/` and `transcripts/` when HitLab
/// runs inside a checkout (the current folder or one above it), so an author's edits show at
/// once; otherwise the copy built into the binary, so an installed `hitlab` runs anywhere.
enum Bundled {
    /// The checkout HitLab runs in: the nearest of the current folder and the folders above it
    /// that holds `lessons/manifest.json` and `transcripts/`.
    static var root: String? {
        var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        while true {
            let path = directory.path
            if FileManager.default.fileExists(atPath: path + "/lessons/manifest.json") && FileManager.default.fileExists(atPath: path + "/transcripts") {
                return path
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == path || path.isEmpty { return nil }
            directory = parent
        }
    }

    /// The checkout's `lessons/`, else the built-in course.
    static var source: CourseSource { root.map { .folder($0 + "/lessons") } ?? .builtIn }

    /// The course, when it can be read.
    static var catalog: Catalog? { try? Catalog(source: source) }

    /// A session with the bundled exercises and the learner's saved progress.
    static func session(startScript: String?, style: OutputStyle, keepsProgress: Bool, language: Language = .english) -> Session {
        var style = style
        style.language = language
        let session = Session(startScript: startScript, style: style)
        Practice.install(in: session, loadingCatalog: { catalog }, progress: ProgressStore(folder: keepsProgress ? Paths.stateDirectory : nil))
        return session
    }

    /// The README and the manual's pages in docs/ (each page's ```hitlab blocks are a session on
    /// the built-in scene), the lessons and the transcripts: what `hitlab check` runs by default.
    static func allCheckableFiles() -> [String] {
        guard let root else { return [] }
        let readme = (FileManager.default.fileExists(atPath: root + "/README.md") ? [root + "/README.md"] : [])
            + files(in: root + "/docs", ending: ".md").filter { page in
                // A page without a session (the teacher's, the author's) has nothing to check.
                (try? String(contentsOfFile: page, encoding: .utf8))?.contains("\n```hitlab") == true
            }
        // Translations run too: their blocks are the English ones, and must still print the same.
        let translations = Language.allCases.filter { $0 != .english }.flatMap { files(in: root + "/lessons/" + $0.code, ending: ".md") }
        let lessons = (files(in: root + "/lessons", ending: ".md") + translations).filter { !$0.hasSuffix("/README.md") && !$0.hasSuffix("/GLOSSARY.md") }
        let transcripts = files(in: root + "/transcripts", ending: ".t")
            + Language.allCases.filter { $0 != .english }.flatMap { files(in: root + "/transcripts/" + $0.code, ending: ".t") }
        return readme + lessons + transcripts
    }

    /// Whether `path` is the README or a page of the manual (docs/), which a newcomer reads
    /// before the lessons.
    static func isFrontPage(_ path: String) -> Bool {
        path.hasSuffix("/README.md") && !path.contains("/lessons/") || path.contains("/docs/")
    }

    static func files(in folder: String, ending: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(ending) }.sorted().map { folder + "/" + $0 }
    }
}
