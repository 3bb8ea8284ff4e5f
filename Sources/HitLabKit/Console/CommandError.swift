import HitLabModel
/// Why a command could not run, as a value. A condition that several commands meet is a
/// `Reason` case, worded once (`CommandError+Words.swift`), so "no touch yet" reads the same
/// from `why`, `bt` and `step` and a test matches the case; a condition one command alone meets
/// is `.other`, in that command's words. Every message names the bad input and the fix.
public struct CommandError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The conditions commands share; `.other` holds a one-off message.
    public enum Reason: Sendable, Equatable {
        /// No touch has been recorded, so there is nothing to look at or explain.
        case noTouchYet
        /// A motion or a watch needs a method's frame and the cursor is between methods.
        case notInAMethod
        /// A forward motion at the end of the recorded touch.
        case touchFinished
        /// `kill` with nothing paused.
        case noTouchPaused
        /// A command that may not run while a touch is paused; `changesScene` says why.
        case touchPaused(changesScene: Bool)
        /// A numbered breakpoint, watch or display that does not exist.
        case noSuch(Numbered, Int)
        /// A breakpoint command that changes every breakpoint when there are none.
        case noBreakpoints
        /// `up` at the outermost frame or `down` at the innermost.
        case frameEdge(outermost: Bool)
        /// A touch command that lifts or cancels fingers when none are down.
        case noFingersDown(cancelling: Bool)
        /// A first word that is no command; `near` are the closest names.
        case unknownCommand(String, near: [String])
        /// A command whose words do not fit its syntax.
        case usage(problem: String, usage: String)
        /// A condition only one command meets, in its own words.
        case other(String)
    }

    /// The things the debugger numbers, each with the command that lists them.
    public enum Numbered: String, Sendable, Equatable, CaseIterable {
        case breakpoint, watch, display
    }

    public let reason: Reason
    public init(_ reason: Reason) { self.reason = reason }
    /// A one-off condition in the command's own words.
    public init(_ message: String) { self.reason = .other(message) }

    public var message: String { reason.words }
    public var description: String { message }

    package static func usage(_ spec: CommandSpec, _ problem: String) -> CommandError {
        CommandError(.usage(problem: problem, usage: spec.usage))
    }
}
