#if canImport(Glibc)
import Glibc
#endif

/// Where HitLab keeps its own files: the XDG state directory (history, progress).
enum Paths {
    /// `$XDG_STATE_HOME/hitlab`, or `~/.local/state/hitlab`; created when missing.
    static var stateDirectory: String? {
        let base: String
        if let xdg = getenv("XDG_STATE_HOME"), xdg.pointee != 0 {
            base = String(cString: xdg)
        } else if let home = getenv("HOME"), home.pointee != 0 {
            base = String(cString: home) + "/.local/state"
        } else {
            return nil
        }
        let directory = base + "/hitlab"
        var path = ""
        for part in directory.split(separator: "/") {
            path += "/" + part
            mkdir(path, 0o755)
        }
        // Even when it cannot be written, the progress store is given it, so it can say so.
        return directory
    }

    static var history: String? { stateDirectory.map { $0 + "/history" } }
}
