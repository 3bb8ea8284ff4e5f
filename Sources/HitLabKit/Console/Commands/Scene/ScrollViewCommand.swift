import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `scroll NAME X Y W H [in PARENT] [contentSize=W,H]` and
/// `table NAME X Y W H rows=N [rowHeight=H] [selected=I] [in PARENT]`: a UIScrollView, or a
/// UITableView with its cells `NAME_cellI` and their content views `NAME_cellI_content`
/// (reference §11), row I selected as `selectRow(at:animated:scrollPosition:)` selects it.
struct ScrollViewCommand: CommandUnit {
    static let specs = [
        CommandSpec("scroll", usage: "scroll NAME X Y W H [in PARENT] [contentSize=W,H]",
                    summary: "Add a UIScrollView; views go inside with `in NAME`, at their place in its content.",
                    details: """
                    contentOffset is the bounds origin: `set NAME contentOffset=0,90` shows the content from y = 90,
                    and hit-testing and convert follow it. A drag of 10 points scrolls it by the finger's travel,
                    clamped to contentSize (no bounce, no deceleration). Its content views get touchesBegan
                    0.15 s after touch-down (delaysContentTouches), or at the lift for a quicker tap.
                    """,
                    arguments: [.newName, .number, .number, .number, .number, .keyword("in"), .view, .keyword("contentSize=")],
                    examples: ["scroll S 0 0 100 100", "scroll S 0 0 100 100 contentSize=100,500"], topic: "Build a scene"),
        CommandSpec("table", usage: "table NAME X Y W H rows=N [rowHeight=H] [selected=I] [in PARENT]",
                    summary: "Add a UITableView (a scroll view) with N rows: cells NAME_cell0 … each with its content view NAME_cellI_content.",
                    details: """
                    rowHeight is 44 unless given; N is at most 100,000. Selecting row I prints `NAME: didSelectRowAt I`,
                    after `NAME: didDeselectRowAt J` for the row selected before (one row at a time, UIKit's default).
                    `selected=I` starts with row I selected and tells no delegate, as selectRow(at:animated:scrollPosition:)
                    does; `save` writes it for the row a tap selected.
                    `set NAME rowHeight=H` lays the rows out again, as reloadData does; the cells are the table's own,
                    so remove, move, front and back refuse them (`set NAME_cellI hidden=yes` hides one).
                    A view put `in NAME_cellI` goes behind the cell's content view, as since iOS 14 (the content view
                    takes its touches); put it `in NAME_cellI_content` instead.
                    """,
                    arguments: [.newName, .number, .number, .number, .number, .keyword("rows="), .keyword("rowHeight="), .keyword("selected="), .keyword("in"), .view],
                    examples: ["table T 0 0 100 100 rows=3", "table T 0 0 100 100 rows=20 rowHeight=60"], topic: "Build a scene"),
    ]

    enum Form: Equatable {
        case scroll(contentSize: Size)
        case table(rows: Int, rowHeight: Double, selected: Int?)
    }

    let name: String
    let frame: Rect
    let parent: String?
    let form: Form

    init(name: String, frame: Rect, parent: String?, form: Form) {
        self.name = name
        self.frame = frame
        self.parent = parent
        self.form = form
    }

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let spec = args.spec
        let name = try args.word("NAME")
        let frame = Rect(x: try args.number("X"), y: try args.number("Y"), width: try args.size("W"), height: try args.size("H"))
        var parent: String?
        var pairs: [String: String] = [:]
        let allowed = spec.name == "table" ? ["rows", "rowHeight", "selected"] : ["contentSize"]
        while let word = try args.next() {
            if word == "in" {
                parent = try args.word("PARENT")
                continue
            }
            let (key, value) = try CommandSyntax.keyValue(word, spec)
            guard let known = allowed.first(where: { $0.lowercased() == key.lowercased() }) else {
                throw .usage(spec, "unknown key '\(CommandSyntax.typedKey(word))'; \(spec.name) takes " + allowed.map { "\($0)=" }.joined(separator: " and ") + " and `in PARENT`")
            }
            pairs[known] = value
        }
        if spec.name == "scroll" {
            var content = Size(width: 0, height: 0)
            if let value = pairs["contentSize"] {
                let key = ViewSettingKey.all.first { $0.descriptor.name == "contentSize" }!
                if case .size(let s) = try key.parse(value, "contentSize", spec) { content = s }
            }
            return Self(name: name, frame: frame, parent: parent, form: .scroll(contentSize: content))
        }
        guard let rowsText = pairs["rows"] else { throw .usage(spec, "missing rows=N, the number of rows (e.g. rows=20)") }
        guard let rows = Int(rowsText), rows >= 0 else { throw .usage(spec, "rows=\(rowsText): write a whole number from 0 to \(Scene.maximumRows)") }
        guard rows <= Scene.maximumRows else { throw .usage(spec, SceneError.tooManyRows(rows).description) }
        var rowHeight = 44.0
        if let text = pairs["rowHeight"] {
            guard let h = CommandSyntax.number(text), h >= 0 else { throw .usage(spec, "rowHeight=\(text): write a finite number of points, 0 or more (e.g. rowHeight=60)") }
            rowHeight = h
        }
        var selected: Int?
        if let text = pairs["selected"] {
            guard let row = Int(text), row >= 0, row < rows else {
                throw .usage(spec, "selected=\(text): write the number of a row, from 0 to \(rows - 1)" + (rows == 0 ? " (the table has no rows)" : ""))
            }
            selected = row
        }
        return Self(name: name, frame: frame, parent: parent, form: .table(rows: rows, rowHeight: rowHeight, selected: selected))
    }

    var effect: CommandEffect { .changesScene }

    func run(in session: Session) throws -> Reply {
        try session.refuseSwiftUIName(name)
        let parentID = try parent.map { p throws(SceneError) in try session.state.scene.viewID(named: p) }
        switch form {
        case .scroll(let contentSize):
            let id = try session.state.scene.addView(name: name, kind: .scrollView, frame: frame, in: parentID)
            try session.state.scene.update(id) { $0.contentSize = contentSize }
        case .table(let rows, let rowHeight, let selected):
            try session.state.scene.addTable(name: name, frame: frame, rows: rows, rowHeight: rowHeight, in: parentID)
            if let selected {
                try session.state.scene.update(try session.state.scene.viewID(named: Scene.cellName(name, selected))) { $0.isSelected = true }
            }
        }
        return session.sceneChanged()
    }
}

extension ScrollViewCommand: SavedPerView {
    /// `scroll NAME X Y W H [in PARENT]`, `table NAME X Y W H rows=N [rowHeight=H] [selected=I]
    /// [in PARENT]` (the row selected in the scene as it stands, a tap's selection too);
    /// nothing for a table's cells and content views, which `table` makes.
    static func savedLines(for id: ViewID, in scene: Scene) -> [String]? {
        let v = scene[id]
        switch v.kind {
        case .scrollView: return ["scroll \(SceneScript.place(of: v))" + SceneScript.parentClause(of: v, in: scene)]
        case .tableView:
            let selected = scene.selectedRow(of: id).map { " selected=\($0)" } ?? ""
            return ["table \(SceneScript.place(of: v)) rows=\(scene.rowCount(of: id))" + (v.rowHeight == 44 ? "" : " rowHeight=\(formatNumber(v.rowHeight))")
                    + selected + SceneScript.parentClause(of: v, in: scene)]
        case .tableViewCell, .cellContentView: return scene.row(of: id) != nil ? [] : nil
        default: return nil
        }
    }
}
