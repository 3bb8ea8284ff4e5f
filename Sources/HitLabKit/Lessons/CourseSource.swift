import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
import Foundation
import HitLabCourse

/// Where the course's files are read from: a `lessons/` folder on disk (a checkout of the
/// repository, so an author's edits show at once, or a test's folder), or the copy built into
/// HitLab (`CourseFiles`, generated from the repository's `lessons/` and `transcripts/`), so a
/// copied or installed binary runs the same from any folder.
public enum CourseSource: Sendable, Equatable {
    /// The folder holding `manifest.json`.
    case folder(String)
    /// The course built into the binary.
    case builtIn

    /// The text of `path`, relative to the lessons folder (`manifest.json`,
    /// `zh/exercises/NAME.exercise`), or nil when there is no such file or it is not UTF-8;
    /// read as every file is (`InputFile`), so an author's Windows line endings read as plain ones.
    func text(_ path: String) -> String? {
        switch self {
        case .folder(let folder): return try? InputFile.read(folder + "/" + path)
        case .builtIn: return CourseFiles.all["lessons/" + path]
        }
    }

    /// Whether the folder `path` (relative to the lessons folder) exists: a translation's.
    func hasFolder(_ path: String) -> Bool {
        switch self {
        case .folder(let folder):
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder) && isFolder.boolValue
        case .builtIn:
            let prefix = "lessons/" + path + "/"
            return CourseFiles.all.keys.contains { $0.hasPrefix(prefix) }
        }
    }

    /// The names of the files directly in the folder `path` (relative to the lessons folder), sorted.
    func files(in path: String) -> [String] {
        switch self {
        case .folder(let folder):
            return ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + path)) ?? []).sorted()
        case .builtIn:
            let prefix = "lessons/" + path + "/"
            return CourseFiles.all.keys.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") }
                .map { String($0.dropFirst(prefix.count)) }.sorted()
        }
    }

    /// How a message names a file of the course: its path on disk, or `lessons/PATH (built in)`.
    func name(of path: String) -> String {
        switch self {
        case .folder(let folder): return folder + "/" + path
        case .builtIn: return "lessons/" + path + " (built in)"
        }
    }

    /// The English transcripts built into HitLab, by file name (`lesson-0-….t`); their
    /// translations are in folders beside them (`builtInTranscript(_:in:)`).
    public static var builtInTranscripts: [String: String] {
        var transcripts: [String: String] = [:]
        for (path, text) in CourseFiles.all where path.hasPrefix("transcripts/") && path.hasSuffix(".t") && path.split(separator: "/").count == 2 {
            transcripts[String(path.dropFirst("transcripts/".count))] = text
        }
        return transcripts
    }
}
