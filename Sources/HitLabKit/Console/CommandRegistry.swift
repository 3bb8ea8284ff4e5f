import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// The commands a session understands, as unit types in the order `help` lists them. Parsing,
/// `help` and completion read the registry; nothing else lists the commands. Layers above
/// Console add their own units (Lessons adds the practice commands) with `insert`.
public struct CommandRegistry: Sendable {
    public private(set) var units: [any CommandUnit.Type]

    public init(units: [any CommandUnit.Type]) { self.units = units }

    /// The commands every session has.
    public static let standard = CommandRegistry(units: [
        // Build a scene
        WindowCommand.self, AddViewCommand.self, ScrollViewCommand.self, ActionCommand.self, ControllerCommand.self, SetCommand.self, RemoveCommand.self,
        MoveCommand.self, ReorderCommand.self, OverrideCommand.self, UnoverrideCommand.self, OptionCommand.self,
        ResetCommand.self,
        // Touch
        TapCommand.self, DragCommand.self, TouchCommand.self, WaitCommand.self, HitTestCommand.self, ChainCommand.self, TraceCommand.self,
        // Gestures
        GestureCommand.self, RecognizerCommand.self, RequireCommand.self, UnrequireCommand.self,
        // Responders
        BecomeCommand.self, PositionlessEventCommand.self, SendCommand.self,
        // Look
        TreeCommand.self, ShowCommand.self, DrawCommand.self,
        // Debug
        BreakCommand.self, MotionCommand.self, UntilCommand.self, BacktraceCommand.self, FrameCommand.self,
        PrintCommand.self, LocalsCommand.self, ListCommand.self, DisplayCommand.self, WatchCommand.self,
        ExplainCommand.self, WhyCommand.self, KillCommand.self,
        // Files and session
        SaveCommand.self, LoadCommand.self, ImportCommand.self, ExportCommand.self, HelpCommand.self, QuitCommand.self,
    ])

    /// Adds units before the unit that answers to `name` (at the end when none does), so a
    /// group of commands lands where `help` should list it.
    public mutating func insert(_ more: [any CommandUnit.Type], before name: String) {
        let i = units.firstIndex { $0.specs.contains { $0.name == name } } ?? units.count
        units.insert(contentsOf: more, at: i)
    }

    /// Every spec, in help order.
    public var specs: [CommandSpec] { units.flatMap { $0.specs } }

    /// The unit and spec for a name or alias.
    public func lookUp(_ name: String) -> (unit: any CommandUnit.Type, spec: CommandSpec)? {
        for unit in units {
            if let spec = unit.specs.first(where: { $0.name == name || $0.aliases.contains(name) }) { return (unit, spec) }
        }
        return nil
    }

    public func spec(named name: String) -> CommandSpec? { lookUp(name)?.spec }

    /// Every name and alias, for completion and suggestions.
    public var allNames: [String] { specs.flatMap { [$0.name] + $0.aliases } }

    /// One complete command (an `override` may span lines) as a unit ready to run; nil for a
    /// blank line or a comment. What a Chinese input method types in full width is read as
    /// ASCII here (`TypedText.command`), the one place every command passes.
    public func parse(_ text: String) throws(CommandError) -> (any CommandUnit)? {
        let trimmed = TypedText.command(text).trimmingWhitespace
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
        let name = String(trimmed.prefix { !$0.isWhitespaceQuick && $0 != "{" })
        guard let (unit, spec) = lookUp(name) else {
            let near = NameSuggestions.nearest(to: name, in: allNames)
            throw CommandError(.unknownCommand(name, near: near))
        }
        var args = Arguments(spec: spec, text: String(trimmed.dropFirst(name.count)).trimmingWhitespace)
        let command = try unit.parse(&args)
        try args.finish()
        return command
    }
}
