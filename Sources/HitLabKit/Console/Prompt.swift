/// The REPL's prompts, written once for the terminal, the lesson player, transcripts and the
/// bench that waits for the first one: a transcript's command lines start with them, so they
/// must read the same everywhere.
public enum Prompt {
    /// HitLab waits for a command.
    public static let ready = "(hitlab) "
    /// HitLab waits for a command while a touch is paused in the debugger; a transcript may
    /// write it, and then checking it says whether the touch is paused there.
    public static let paused = "(hitlab ‖) "
    /// Before each further line of a command that goes on (an override's body): as wide as
    /// `ready`, so the lines stand under the command.
    public static let continuation = "     ... "

    /// The prompt for a session as it stands: `paused` while a touch is stopped.
    public static func of(_ session: Session) -> String { session.isPaused ? paused : ready }
}
