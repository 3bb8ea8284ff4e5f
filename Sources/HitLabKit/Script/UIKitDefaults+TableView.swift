/// UITableView's row highlight and selection (reference §11.10), as source a learner reads
/// and steps: a touch on a row reaches the table through the responder chain (content view,
/// cell, table); the row highlights when its touchesBegan arrives (after the scroll view's
/// delay, or at the lift of a quick tap), is selected at the lift, and a cancelled touch (a
/// scroll took it, a recognizer won) takes the highlight away with no selection. A new
/// selection deselects the row selected before (allowsMultipleSelection is off by default).
extension UIKitDefaults {
    static let tableViewSources: [(className: String, method: MethodKind, source: String)] = [
        ("UITableView", .touchesBegan, """
        // A touch that came up from a row: highlight the row, in anticipation of a selection.
        guard let row = _row(for: touches) else {
            next?.touchesBegan(touches, with: event)
            return
        }
        _cell(at: row)!.isHighlighted = true
        """),
        ("UITableView", .touchesEnded, """
        guard let row = _row(for: touches) else {
            next?.touchesEnded(touches, with: event)
            return
        }
        // The lift selects the row, after its highlight. One row at a time (single selection,
        // UIKit's default): the row selected before is deselected first, and the delegate
        // hears of both.
        _cell(at: row)!.isHighlighted = false
        if let old = _selectedRow(), old != row {
            _cell(at: old)!.isSelected = false
            print("\\(type(of: self)): didDeselectRowAt \\(old)")
        }
        _cell(at: row)!.isSelected = true
        print("\\(type(of: self)): didSelectRowAt \\(row)")
        """),
        ("UITableView", .touchesCancelled, """
        guard let row = _row(for: touches) else {
            next?.touchesCancelled(touches, with: event)
            return
        }
        // A scroll or a recognizer took the touch: no selection, and the highlight goes.
        _cell(at: row)!.isHighlighted = false
        """),
    ]
}
