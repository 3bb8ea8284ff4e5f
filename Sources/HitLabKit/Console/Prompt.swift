/// The REPL's prompts, written once for the terminal, the lesson player, transcripts and the
/// bench that waits for the first one: a transcript's command lines start with them, so they
/// must read the same everywhere.
package enum Prompt {
    /// HitLab waits for a command.
    package static let ready = "(hitlab) "
    /// HitLab waits for a command while a touch is paused in the debugger; a transcript may
    /// write it, and then checking it says whether the touch is paused there.
    package static let paused = "(hitlab ‖) "
    /// Before each further line of a command that goes on (an override's body): as wide as
    /// `ready`, so the lines stand under the command.
    package static let continuation = "     ... "

    /// The prompt for a session as it stands: `paused` while a touch is stopped.
    package static func of(_ session: Session) -> String { session.isPaused ? paused : ready }
}
