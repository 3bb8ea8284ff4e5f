import HitLabModel
/// The views each `ForEach` row made at a body's last evaluation, with what the row read, so an
/// evaluation after a `@State` change runs again only the rows whose inputs changed.
///
/// SwiftUI itself runs a view's body again only when state it read changed, and keeps what did
/// not. A `ForEach` written inline in one body is the one place HitLab is coarser than that
/// (SwiftUI would call the row closure and find the same views): HitLab keeps the row's views
/// without running it when the closure only computes (`ClosureReads.onlyComputes`: no `print`,
/// nothing read from a UIKit view) and its item and every slot it reads hold the values they
/// held, so the views are the ones running it would make. What differs is the trace: a kept
/// row's lines are not recorded again (the first evaluation records them).
public struct SwiftUIRows: Sendable {
    /// Each row closure's `ForEach`s in the order the evaluation ran them (a `ForEach` inside
    /// another's rows runs one closure several times).
    var runs: [ObjectIdentifier: [Run]] = [:]

    /// One `ForEach` of a row closure: its items, what its rows read, each row's views, and
    /// all of them in one array, which a `ForEach` whose every row is kept hands back as it is.
    struct Run: Sendable {
        let items: [Value]
        let reads: [Value]
        let rows: [[SwiftUIView]]
        let views: [SwiftUIView]
    }

    public init() {}

    /// Whether a value can be compared as what a row read: a plain value, not a reference
    /// to a UIKit view, a touch or a closure whose contents equality cannot see.
    static func isPlain(_ value: Value) -> Bool {
        switch value {
        case .void, .nil, .bool, .int, .double, .string, .point, .size, .rect, .type, .symbol: return true
        case .array(let items): return items.allSatisfy(isPlain)
        default: return false
        }
    }
}
