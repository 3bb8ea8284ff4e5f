import HitLabModel
import HitLabDelivery
/// The touch under way or last made, as the commands that typed it: a touch typed in several
/// commands (`touch down`, `wait`, `touch move`, `touch up`) is several recordings, and UIKit
/// binds its view in the first (the hit test, UITouch.view) and keeps it to the lift. `trace`,
/// `trace --html`, `why` and `bt` all read the touch through this one value, so each shows the
/// whole touch and not only its last command.
struct WholeTouch {
    /// The recordings of the touch, oldest first; the last is the session's `lastDelivery`.
    let parts: [DeliveredCommand]

    /// The session's touch, or nil before any.
    init?(_ state: SessionState) {
        guard let last = state.lastDelivery else { return nil }
        parts = state.earlierDeliveries + [DeliveredCommand(command: state.lastDeliveryCommand ?? "", delivery: last)]
    }

    var last: DeliveredCommand { parts[parts.count - 1] }

    /// Whether more than one command typed the touch.
    var isSeveral: Bool { parts.count > 1 }

    /// Where the hit test that bound the touch's views ran: the last part when it hit-tested
    /// (a finger came down), else the last part before it that did; the last part when none
    /// did (a finger that came down before the scene last changed).
    var hitTestIndex: Int {
        last.delivery.hits.isEmpty ? parts.lastIndex { !$0.delivery.hits.isEmpty } ?? parts.count - 1 : parts.count - 1
    }

    /// For `bt`: under the stack of the command the debugger is in (the last), the touch's
    /// commands before it, oldest first, so the command whose hit test bound the touch's view
    /// is named; nothing for a touch typed in one command.
    var earlierCommandLines: [String] {
        guard isSeveral else { return [] }
        return ["  this touch's earlier commands, oldest first (`trace` shows each):"] + parts.dropLast().map { "     " + Self.title(of: $0) }
    }

    /// A part's name in a menu or a heading: the command as typed, then what it did
    /// (`touch up 1: finger 1 lifted at (55, 42), bound to Btn`).
    static func title(of part: DeliveredCommand) -> String {
        [part.command, TracePageFile.outcome(of: part.delivery)].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
    }
}
