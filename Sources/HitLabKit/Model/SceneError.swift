/// A request the scene refused. Each message names the bad input and says how to fix it; the
/// scene is unchanged after any of them.
public enum SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name is not usable as a Swift class name.
    case invalidName(String)
    /// The name belongs to UIKit or to the Swift subset.
    case reservedName(String)
    /// Another view or controller already has this name.
    case duplicateName(String)
    /// No view has this name; `suggestions` are the nearest existing names.
    case unknownView(String, suggestions: [String])
    /// No responder (view or controller) has this name.
    case unknownResponder(String, suggestions: [String])
    /// Moving the view there would make it its own ancestor.
    case cycle(view: String, parent: String)
    /// The window cannot be removed, moved or re-parented.
    case windowIsFixed(String)
    /// Width or height below zero.
    case negativeSize(String)
    /// A view may be the root view of one controller only.
    case viewHasController(view: String, controller: String)
    /// A subview index outside the parent's subview list.
    case indexOutOfRange(Int, parent: String, count: Int)
    /// A cell (or its content view) of a row the table does not have.
    case noSuchRow(String, table: String, rows: Int)
    /// `rows=` beyond what a table may have.
    case tooManyRows(Int)
    /// A row height that is negative, not finite, or too large for the rows' total height.
    case badRowHeight(Double, table: String, rows: Int)
    /// A cell or content view the table made, which `remove`, `move`, `front` and `back` leave alone.
    case ownedByTable(String, table: String, doing: String)

    public var description: String {
        switch self {
        case .invalidName(let n):
            return "'\(n)' is not a class name: start with a capital letter (or a letter without case, such as 红) and use letters, digits and _ only (e.g. RedView or 红色)"
        case .reservedName(let n):
            return "'\(n)' is a UIKit or Swift name: choose another, e.g. My\(n)"
        case .duplicateName(let n):
            return "a view, controller or recognizer named '\(n)' exists already: choose another name, or `remove \(n)` first"
        case .unknownView(let n, let s):
            return "no view named '\(n)'" + NameSuggestions.hint(s) + "; `tree` lists the views"
        case .unknownResponder(let n, let s):
            return "no view or controller named '\(n)'" + NameSuggestions.hint(s) + "; `tree` lists them"
        case .cycle(let v, let p):
            return "cannot put \(v) inside \(p): \(p) is \(v) itself or one of its subviews, which would make a cycle"
        case .windowIsFixed(let what):
            return "the window cannot be \(what): it is the root of the scene; use `window W H` for a new scene"
        case .negativeSize(let n):
            return "\(n) needs a width and height of 0 or more"
        case .viewHasController(let v, let c):
            return "\(v) is already the root view of \(c): a view has at most one view controller"
        case .indexOutOfRange(let i, let p, let count):
            return "index \(i) is outside \(p)'s subviews: use 0 to \(count)"
        case .noSuchRow(let n, let t, let rows):
            return rows == 0 ? "no view named '\(n)': \(t) has no rows"
                : "no view named '\(n)': \(t) has \(rows) row\(rows == 1 ? "" : "s"), cells \(t)_cell0 to \(t)_cell\(rows - 1)"
        case .tooManyRows(let n):
            return "rows=\(n) is more than a table here may have: use 0 to \(Scene.maximumRows)"
        case .badRowHeight(let h, let t, let rows):
            let most = rows > 0 ? Double.greatestFiniteMagnitude / Double(rows) : Double.greatestFiniteMagnitude
            return h.isFinite && h >= 0
                ? "rowHeight=\(formatNumber(h)) makes \(t)'s \(rows) rows taller than a number can hold: use at most \(formatNumber(most.rounded(.down)))"
                : "rowHeight=\(formatNumber(h)): \(t)'s rows need a height that is a finite number, 0 or more (e.g. rowHeight=60)"
        case .ownedByTable(let n, let t, let doing):
            return "\(n) belongs to \(t): a table makes its cells from its rows (its data source), so a cell or its content view cannot be \(doing); "
                + "hide it with `set \(n) hidden=yes`, or make the table again with another rows="
        }
    }
}
