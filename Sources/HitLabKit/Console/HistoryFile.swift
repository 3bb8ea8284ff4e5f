import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
import Foundation

/// The REPL's history file in the state folder, read and written under `AtomicFile`'s rule:
/// each save is a temporary and a rename, so `kill -9` mid-save leaves the old history or the
/// new one, never a truncated file. A file that is not libedit's format (its first line is
/// not `_HiStOrY_V2_`), or not a regular file, is kept aside as `history.corrupt-DATE` with a
/// notice instead of being overwritten.
public struct HistoryFile {
    public let path: String
    /// The first line of every history file libedit writes.
    public static let header = "_HiStOrY_V2_"

    public init(path: String) { self.path = path }

    /// Before loading: whether the file can be loaded, and what to tell the learner (a file
    /// kept aside, or one that can be neither read nor moved). A missing file loads as empty.
    public func prepare() -> (loadable: Bool, notice: String?) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return (false, nil) }
        let problem: String?
        if (info.st_mode & S_IFMT) != S_IFREG {
            problem = "it is not a regular file"
        } else if info.st_size == 0 || AtomicFile.carries(.firstLine(Self.header), path) {
            problem = nil
        } else if access(path, R_OK) != 0 {
            problem = "HitLab cannot read it"
        } else {
            problem = "it is not a history file HitLab wrote"
        }
        guard let problem else { return (true, nil) }
        if let aside = AtomicFile.setAside(path) {
            return (false, "the history file \(path) was kept as \(aside) (\(problem)); a new history starts")
        }
        return (false, "the history file \(path) cannot be used (\(problem)) nor moved aside, so history is not saved this session")
    }

    /// Writes the history (libedit's bytes); the reason it could not, for one notice.
    public func save(_ bytes: Data) -> String? {
        do {
            try AtomicFile.write(bytes, to: path, mark: .own)
            return nil
        } catch {
            return "history not saved: \(error.message)"
        }
    }
}
