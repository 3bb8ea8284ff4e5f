import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// One command of the REPL as a single unit: its spec (names, usage, help, completion), how it
/// reads its words, what it does to the session, and how it runs. `CommandRegistry` lists the
/// units; `Session.execute` parses a line through it and runs the unit it gets back.
///
/// A family of commands that share a parser (view/button/label/image, the debugger's motions)
/// is one unit with several specs; `Arguments.spec` says which name was typed.
public protocol CommandUnit: Sendable, Equatable {
    /// The commands this unit answers to, in the order `help` lists them.
    static var specs: [CommandSpec] { get }
    /// Reads the words after the command's name. Words left unread are an error.
    static func parse(_ args: inout Arguments) throws(CommandError) -> Self
    /// What running it does to the session, which decides whether it may run while a touch is
    /// paused, whether a failure is rolled back, and whether an empty line repeats it.
    var effect: CommandEffect { get }
    /// Carries the command out. A thrown error becomes the reply's one-line error, and the
    /// session puts the state back when `effect.changesScene`.
    func run(in session: Session) throws -> Reply
}

extension CommandUnit {
    /// The unit's first (or only) spec.
    static var spec: CommandSpec { specs[0] }

    /// Whether `other` is the same command with the same arguments (for tests and tools).
    public func isSame(as other: any CommandUnit) -> Bool { (other as? Self) == self }
}

/// What a command does to a session.
public enum CommandEffect: Sendable, Equatable {
    /// Leaves the scene alone: looks at it or at the recorded touch, or changes only the
    /// debugger's settings (breakpoints, displays); runs at any time, even while paused.
    case reads
    /// Moves through the recorded touch or its frames (step, up, list…): reads only, and an
    /// empty line at the terminal repeats it, as in gdb and pdb.
    case repeats
    /// Changes the scene: refused while a touch is paused, undone when it fails, and the end
    /// of the recorded touch.
    case changesScene
    /// Replaces the whole scene (window, reset, load): like `changesScene`.
    case replacesScene
    /// Delivers a touch and records it (tap, drag, hittest). A failed touch keeps its trace so
    /// it can be stepped through.
    case deliversTouch

    public var changesScene: Bool { self == .changesScene || self == .replacesScene }

    /// Why the command may not run while a touch is paused; nil when it may.
    var refusalWhilePaused: CommandError.Reason? {
        switch self {
        case .reads, .repeats: return nil
        case .replacesScene, .deliversTouch: return .touchPaused(changesScene: false)
        case .changesScene: return .touchPaused(changesScene: true)
        }
    }
}

/// A command that takes no words after its name (`tree`, `kill`, `hint`): its parser only
/// checks that nothing follows.
package protocol WordlessCommand: CommandUnit {
    init()
}

extension WordlessCommand {
    package static func parse(_ args: inout Arguments) throws(CommandError) -> Self { Self() }
}

/// A command whose words are one window point, `X Y` (`tap`, `hittest`).
protocol PointCommand: CommandUnit {
    init(point: Point)
}

extension PointCommand {
    static func parse(_ args: inout Arguments) throws(CommandError) -> Self { Self(point: try args.point("X", "Y")) }
}
