import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// Something a layer above Console adds to a session (Lessons adds practice): its commands go
/// into the session's registry, and these hooks let it follow the session's own commands
/// without Console knowing what it is.
public protocol SessionExtension: AnyObject {
    /// After a command changed the scene without error (Lessons saves exercise work here).
    func sceneDidChange(in session: Session)
    /// Takes over `reset` when the extension has its own starting point (an exercise's start);
    /// nil lets the session go back to its start script.
    func reset(_ session: Session) throws -> Reply?
    /// The names it knows of a kind a command's argument declares (`.named("exercise")`), for
    /// Tab completion.
    func names(of kind: String) -> [String]
    /// What it has to tell the user once, after any command (a file it set aside, a folder it
    /// cannot write to); each becomes a line `(…)` after the command's output.
    func takeNotices() -> [String]
    /// What an empty line at the terminal runs when it does not repeat a debugger motion, if
    /// the extension has something to go on with (a lesson playing turns its page).
    func emptyLineCommand() -> String?
}

extension SessionExtension {
    public func names(of kind: String) -> [String] { [] }
    public func emptyLineCommand() -> String? { nil }
    public func takeNotices() -> [String] { [] }
}

/// Which files a session's commands may touch. A grader or a probe runs a stranger's commands
/// with `.sceneOnly`: they may build the scene and override methods, nothing else.
public enum FileAccess: Sendable, Equatable {
    case full
    /// `save`, `draw --svg` and `load` are refused.
    case sceneOnly
}
