import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// What one command produced: its output and, when it failed, the error. Every user-visible
/// action ends in one of these; nothing throws past `Session.execute`.
public struct Reply: Sendable, Equatable {
    public enum Status: Sendable, Equatable { case ok, error, quit }

    /// What the command printed (a tap's printed lines, a tree, …), without the error. For a
    /// streamed reply it is made from the stream when read.
    public var output: String {
        get { stream?.text ?? storedOutput }
        set { storedOutput = newValue; stream = nil }
    }
    private var storedOutput: String
    /// The output as lines made while they are written, for long output (`trace`, `tree`,
    /// `draw`): a terminal writes each as it comes. Nil for a reply whose output is a string.
    public private(set) var stream: LineStream?
    /// Why it failed, without the `error: ` prefix; it may span lines (a caret excerpt).
    public var error: String?
    public var status: Status
    /// What to say when the output is paged at a terminal because it is taller than the
    /// screen: how to ask for less (`trace hittest`, …). Nil for a reply that is never paged.
    public var pagingHint: String?

    public init(_ output: String = "", status: Status = .ok) {
        self.storedOutput = output
        self.status = status
    }

    /// A successful reply whose output is `stream`'s lines, joined by newlines.
    public init(streaming stream: LineStream) {
        self.init()
        self.stream = stream
    }

    /// Replies are equal when they say the same: the same output, error and status.
    public static func == (a: Reply, b: Reply) -> Bool {
        a.status == b.status && a.error == b.error && a.output == b.output
    }

    /// Which shared condition failed the command, when it was one (`CommandError.Reason`),
    /// so a test matches the case rather than the words.
    public var failure: CommandError.Reason?

    /// A failure; a word of the message too long to read is shortened (`LongWords`).
    public static func error(_ message: String, output: String = "") -> Reply {
        var r = Reply(output, status: .error)
        r.error = LongWords.clipped(message)
        return r
    }

    /// A reply that failed for `error`'s reason, in its words.
    public static func error(_ error: CommandError) -> Reply {
        var r = Reply.error(error.message)
        if case .other = error.reason {} else { r.failure = error.reason }
        return r
    }

    /// A reply that failed for one of the shared reasons.
    public static func error(_ reason: CommandError.Reason) -> Reply { .error(CommandError(reason)) }

    public var isError: Bool { status == .error }

    /// The output followed by `error: …`, as a user sees it.
    public var text: String {
        guard let error else { return output }
        return output.isEmpty ? "error: " + error : output + "\nerror: " + error
    }
}
