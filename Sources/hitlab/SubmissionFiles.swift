import Foundation

/// The files `hitlab grade` grades, from the names a teacher gives: a folder stands for the
/// files directly in it (sorted; hidden files and subfolders left out), and a file named twice
/// (`a.hitlab ./a.hitlab`, or once alone and once in its folder) is graded once, where it
/// first appears, so a class's totals count each learner once.
enum SubmissionFiles {
    /// `arguments` with folders opened and repeats dropped. A page HitLab wrote (`ownPage`),
    /// such as the last `--html` page of the class kept in the class's folder, is left out of
    /// a folder's files: it is no learner's. Named as a file itself, it stays.
    static func expand(_ arguments: [String], ownPage: (String) -> Bool = { _ in false }) -> [String] {
        var seen: Set<String> = []
        var out: [String] = []
        for argument in arguments {
            let found = files(for: argument)
            for file in found where seen.insert(key(file)).inserted && (found == [argument] || !ownPage(file)) {
                out.append(file)
            }
        }
        return out
    }

    /// The file itself, or a folder's files (a symbolic link to a folder is not opened: a
    /// submission is read as itself only).
    private static func files(for argument: String) -> [String] {
        var info = stat()
        guard lstat(argument, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return [argument] }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        let folder = argument.hasSuffix("/") ? argument : argument + "/"
        return names.map { folder + $0 }.filter { path in
            var entry = stat()
            return lstat(path, &entry) == 0 && entry.st_mode & S_IFMT != S_IFDIR
        }
    }

    /// One spelling of a path for every way of writing it: `./a`, `a` and `dir/../a` agree.
    private static func key(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
