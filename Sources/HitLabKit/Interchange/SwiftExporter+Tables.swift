import HitLabModel
/// Tables in `export swift`, as UIKit builds them (reference §11.10, §11.11): a UITableView
/// whose data source gives its rows (one cell each, a UITableViewCell subclass named after
/// HitLab's cell) and whose delegate prints a selection, and the deselection of the row
/// selected before, as HitLab does: `Feed: didSelectRowAt 1`. A cell's content views go in its `contentView`; a view HitLab added to the cell itself
/// is added to the cell before its contentView exists, so the contentView, made after, covers
/// it as it does since iOS 14. The content view is UIKit's private class: it has a class of
/// its own only when the learner overrode its methods, as a view filling `contentView`.
extension SwiftExporter {
    /// A table's row: a cell whose superview is a table.
    func isRow(_ id: ViewID) -> Bool {
        scene[id].kind == .tableViewCell && scene[id].superview.map { scene[$0].kind == .tableView } == true
    }

    /// A row's content view without overrides: it is the cell's own `contentView`.
    func isPlainContentView(_ id: ViewID) -> Bool {
        let v = scene[id]
        return v.kind == .cellContentView && v.superview.map(isRow) == true && classes.overriddenMethods(of: v.name).isEmpty
    }

    /// How code reaches the view: through its class's `shared` instance, or, for a content
    /// view that has no class, through its cell's.
    func reference(to id: ViewID) -> String {
        guard isPlainContentView(id), let cell = scene[id].superview else { return scene[id].name + ".shared!" }
        return scene[cell].name + ".shared!.contentView"
    }

    /// The lines that make a view in `loadView`: a row's cell by the initializer a table's
    /// data source uses (the table gives it its frame), a content view as the cell's own or a
    /// view filling it, any other view at its frame.
    func creation(of id: ViewID, _ variable: String) -> [String]? {
        let v = scene[id]
        if isRow(id) {
            return ["let \(variable) = \(v.name)(style: .default, reuseIdentifier: nil)", "\(v.name).shared = \(variable)"]
        }
        guard v.kind == .cellContentView, let cell = v.superview, isRow(cell) else { return nil }
        let cellVariable = Self.variableName(scene[cell].name)
        if isPlainContentView(id) { return ["let \(variable) = \(cellVariable).contentView"] }
        return ["// UIKit's contentView is its own class: the overrides go on a view that fills it.",
                "let \(variable) = \(v.name)(frame: \(cellVariable).contentView.bounds)", "\(v.name).shared = \(variable)",
                "\(variable).autoresizingMask = [.flexibleWidth, .flexibleHeight]",
                "\(cellVariable).contentView.addSubview(\(variable))"]
    }

    /// Whether the view goes into its superview by `addSubview` (a row goes to its table
    /// through the data source; a content view is in its cell already).
    func isAddedAsSubview(_ id: ViewID) -> Bool {
        !isRow(id) && !(scene[id].kind == .cellContentView && scene[id].superview.map(isRow) == true)
    }

    /// Said above a view added to a row's cell itself rather than to its content view.
    func placementNote(_ id: ViewID) -> [String] {
        guard let parent = scene[id].superview, isRow(parent), scene[id].kind != .cellContentView else { return [] }
        return ["// Added to the cell itself before it has a contentView: since iOS 14 the contentView,",
                "// made later, covers it."]
    }

    /// After the views: each table's rows become its data source and delegate, kept by the
    /// controller (a table holds them weakly); a scrolled table is laid out, then scrolled, and
    /// its selected row selected.
    func tableWiring(_ views: [ViewID]) -> [String] {
        var lines: [String] = []
        for table in views where scene[table].kind == .tableView {
            let t = scene[table]
            let variable = Self.variableName(t.name)
            let rows = t.subviews.filter(isRow).sorted { (scene.row(of: $0)?.row ?? 0) < (scene.row(of: $1)?.row ?? 0) }
            let cells = rows.map { Self.variableName(scene[$0].name) }.joined(separator: ", ")
            lines += ["", "let \(variable)Rows = TableRows(cells: [\(cells)])", "tableRows.append(\(variable)Rows)",
                      "\(variable).dataSource = \(variable)Rows", "\(variable).delegate = \(variable)Rows"]
            if t.bounds.origin != .zero {
                lines += ["\(variable).layoutIfNeeded()", "\(variable).contentOffset = CGPoint(x: \(formatNumber(t.bounds.origin.x)), y: \(formatNumber(t.bounds.origin.y)))"]
            }
            // The selected row, selected as the app would restore it: selectRow tells no delegate.
            if let row = scene.selectedRow(of: table) {
                lines.append("\(variable).selectRow(at: IndexPath(row: \(row), section: 0), animated: false, scrollPosition: .none)")
            }
        }
        return lines.map { $0.isEmpty ? "" : "        " + $0 }
    }

    /// The data source and delegate of every table, written once.
    static let tableRowsClass = [
        "/// A table's rows as HitLab made them, one cell each (SceneViewController builds them), and",
        "/// a selection (and the deselection before it) printed as HitLab prints it.",
        "final class TableRows: NSObject, UITableViewDataSource, UITableViewDelegate {",
        "    let cells: [UITableViewCell]",
        "",
        "    init(cells: [UITableViewCell]) {",
        "        self.cells = cells",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        cells.count",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        cells[indexPath.row]",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {",
        "        print(\"\\(type(of: tableView)): didDeselectRowAt \\(indexPath.row)\")",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
        "        print(\"\\(type(of: tableView)): didSelectRowAt \\(indexPath.row)\")",
        "    }",
        "}",
    ]
}
