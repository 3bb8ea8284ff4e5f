import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// One command as data: its name and aliases, the syntax line, a one-line summary, longer
/// help, and what each argument position holds (for completion). Each `CommandUnit` carries
/// its specs; `help`, parsing and tab completion read them through the `CommandRegistry`.
public struct CommandSpec: Sendable {
    /// What an argument position holds, so completion can offer the right words. Completion
    /// reads only these: a command's completion is its spec, never a switch on its name.
    public indirect enum Argument: Sendable, Equatable {
        case newName, number, view, responder, keyword(String), file, command, text
        /// A UIKit view or a SwiftUI view, by name.
        case anyView
        /// This word, or the name of a SwiftUI hosting view (`show source …` or `show HOST`).
        case keywordOrHost(String)
        /// A Swift expression, whose names and members complete (`p`).
        case expression
        /// A gesture recognizer's name.
        case recognizer
        /// `Class.method` of a class that takes overrides (the learner's, and UIWindow,
        /// UIApplication …), as `override` writes it.
        case classMethod
        /// `Class.method` of any class, UIKit's own included, as `show source` reads it.
        case anyClassMethod
        /// A method name, a `Class.method` or a breakpoint verb, as `break` takes it.
        case method
        /// `KEY=VALUE` of the view or recognizer named by the command's first argument.
        case setting
        /// `KEY=VALUE` of a new gesture recognizer of this kind; nil: of the kind the command's
        /// list of kinds (its `.words` argument) names on the line.
        case recognizerSetting(GestureKind?)
        /// `KEY=VALUE` of `option`.
        case option
        /// One of these words.
        case words([String])
        /// A finger on the glass (`touch up 1`); `all` when `orAll`.
        case finger(orAll: Bool)
        /// A name a session extension knows, of this kind (an exercise's name).
        case named(String)
        /// This argument, again and again to the end of the line (`KEY=VALUE …`).
        case repeating(Argument)
        /// These arguments in turn, again and again to the end of the line (`F X Y …`).
        case cycle([Argument])
        /// One of the keys here, and after it the arguments that key takes
        /// (`touch down F X Y …`, `touch up F …`).
        case branches([String: [Argument]])
    }

    public let name: String
    public let aliases: [String]
    public let usage: String
    public let summary: String
    public let details: String
    public let arguments: [Argument]
    /// Lines that use it, each one a whole command that parses (the parser test runs them all).
    public let examples: [String]
    /// The group `help` lists it under.
    public let topic: String

    public init(_ name: String, aliases: [String] = [], usage: String, summary: String, details: String = "",
                arguments: [Argument] = [], examples: [String] = [], topic: String) {
        self.name = name
        self.aliases = aliases
        self.usage = usage
        self.summary = summary
        self.details = details
        self.arguments = arguments
        self.examples = examples
        self.topic = topic
    }
}

extension CommandSpec: CustomDebugStringConvertible {
    /// The command's name alone: a parsed command prints its spec in tests and tools, and the
    /// whole help text each time said nothing.
    public var debugDescription: String { "CommandSpec(\(name))" }
}
