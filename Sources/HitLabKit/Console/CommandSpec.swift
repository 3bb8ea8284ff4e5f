/// One command as data: its name and aliases, the syntax line, a one-line summary, longer
/// help, and what each argument position holds (for completion). Each `CommandUnit` carries
/// its specs; `help`, parsing and tab completion read them through the `CommandRegistry`.
public struct CommandSpec: Sendable {
    /// What an argument position holds, so completion can offer the right words.
    public enum Argument: Sendable, Equatable {
        case newName, number, view, responder, keyword(String), method, classMethod, setting, option, file, command, text
        /// A name a session extension knows, of this kind (an exercise's name).
        case named(String)
    }

    public let name: String
    public let aliases: [String]
    public let usage: String
    public let summary: String
    public let details: String
    public let arguments: [Argument]
    /// The group `help` lists it under.
    public let topic: String

    public init(_ name: String, aliases: [String] = [], usage: String, summary: String, details: String = "",
                arguments: [Argument] = [], topic: String) {
        self.name = name
        self.aliases = aliases
        self.usage = usage
        self.summary = summary
        self.details = details
        self.arguments = arguments
        self.topic = topic
    }
}
