import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// Indentation that stops growing with depth: up to `limit` levels it is every level's own
/// piece, as always; deeper, the first and last `limit / 2` pieces stay and a marker in
/// between says how many levels it leaves out and the depth, so a 10,000-deep `tree` or
/// `trace` prints lines of bounded width and its output grows linearly with its lines.
enum Indentation {
    /// The deepest indentation written out in full.
    static let limit = 40

    /// The indentation for `depth` levels, where `piece(k)` is level `k`'s piece.
    static func of(depth: Int, _ piece: (Int) -> String) -> String {
        var out = ""
        guard depth > limit else {
            for k in 0..<depth { out += piece(k) }
            return out
        }
        let kept = limit / 2
        for k in 0..<kept { out += piece(k) }
        let left = depth - 2 * kept
        out += "⋮ \(Interpreter.grouped(left)) level\(left == 1 ? "" : "s") (depth \(Interpreter.grouped(depth))) ⋮ "
        for k in (depth - kept)..<depth { out += piece(k) }
        return out
    }

    /// Two spaces a level, as `trace` indents calls (made once for each depth up to `limit`:
    /// `trace` indents every line it prints).
    static func spaces(_ depth: Int) -> String {
        depth <= limit ? shallowSpaces[max(0, depth)] : of(depth: depth) { _ in "  " }
    }

    private static let shallowSpaces = (0...limit).map { String(repeating: "  ", count: $0) }
}
