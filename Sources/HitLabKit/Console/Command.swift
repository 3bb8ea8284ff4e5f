/// A parsed command line, ready for `Session` to carry out.
public enum Command: Sendable, Equatable {
    case window(width: Double, height: Double)
    case addView(name: String, kind: ViewKind, frame: Rect, parent: String?)
    case controller(name: String, view: String)
    case set(name: String, [Setting])
    case remove(name: String)
    case move(name: String, parent: String, index: Int?)
    case front(name: String)
    case back(name: String)
    case override(className: String, method: MethodKind, body: String)
    case unoverride(className: String, method: MethodKind)
    case option([DeliverySetting])
    case reset
    case tap(Point)
    case drag(from: Point, to: Point, steps: Int)
    case hitTest(Point)
    case chain(name: String)
    case trace(lines: Bool)
    case tree
    case showSource(className: String, method: MethodKind?)
    case draw(svgPath: String?)
    case save(path: String)
    case load(path: String)
    case help(topic: String?)
    case quit
    case debug(DebugCommand)
    case exercise(name: String?)
    case checkExercise
    case hint
    case solution(confirmed: Bool)
    case progress(reset: Bool, name: String?)

    /// One `KEY=VALUE` of `set`.
    public enum Setting: Sendable, Equatable {
        case hidden(Bool), alpha(Double), interaction(Bool), multitouch(Bool), exclusive(Bool), enabled(Bool)
        case frame(Rect), boundsOrigin(Point), color(String?)
    }

    /// One `KEY=VALUE` of `option`.
    public enum DeliverySetting: Sendable, Equatable {
        case passes(Int), windowScene(Bool), phases(Bool), steps(Int), depth(Int)
    }

    /// Whether an empty line at the terminal repeats this command (as in gdb and pdb).
    public var repeatsOnEmptyLine: Bool {
        switch self {
        case .debug(.motion), .debug(.up), .debug(.down), .debug(.list): return true
        default: return false
        }
    }

    /// Whether the command changes the scene (and so ends a recorded touch).
    public var changesScene: Bool {
        switch self {
        case .window, .addView, .controller, .set, .remove, .move, .front, .back, .override, .unoverride, .option, .reset, .load, .exercise(name: _?):
            return true
        default:
            return false
        }
    }
}
