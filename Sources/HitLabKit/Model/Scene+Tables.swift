/// Tables and their cells (reference §11.10, §11.11). A HitLab table is a scroll view whose
/// rows are real views made once, by `table`: cell I is `NAME_cellI`, a UITableViewCell at
/// (0, I × rowHeight) in the table's content, and fills with its content view
/// `NAME_cellI_content`. A fixed row height keeps a row's place a product, so a touch on a
/// table of 10,000 rows costs what a touch on 10,000 plain views costs.
extension Scene {
    /// The most rows `table` makes: 100,000 rows are 200,000 views.
    public static let maximumRows = 100_000

    /// Adds a UITableView called `name` with `rows` cells of `rowHeight` points, each with
    /// its content view, as `parent`'s last subview; its contentSize is the rows' height.
    @discardableResult
    public mutating func addTable(name: String, frame: Rect, rows: Int, rowHeight: Double, in parent: ViewID? = nil) throws(SceneError) -> ViewID {
        guard rows >= 0, rows <= Self.maximumRows else { throw .tooManyRows(rows) }
        try Self.checkRowHeight(rowHeight, rows: rows, table: name)
        for i in 0..<rows where responder(named: Self.cellName(name, i)) != nil || responder(named: Self.cellName(name, i) + "_content") != nil {
            throw .duplicateName(responder(named: Self.cellName(name, i)) != nil ? Self.cellName(name, i) : Self.cellName(name, i) + "_content")
        }
        let table = try addView(name: name, kind: .tableView, frame: frame, in: parent)
        try update(table) { v in
            v.rowHeight = rowHeight
            v.contentSize = Size(width: frame.width, height: Double(rows) * rowHeight)
        }
        for i in 0..<rows {
            let cell = try addView(name: Self.cellName(name, i), kind: .tableViewCell,
                                   frame: Rect(x: 0, y: Double(i) * rowHeight, width: frame.width, height: rowHeight), in: table)
            try addView(name: Self.cellName(name, i) + "_content", kind: .cellContentView,
                        frame: Rect(x: 0, y: 0, width: frame.width, height: rowHeight), in: cell)
        }
        return table
    }

    /// Lays a table's rows out again for its rowHeight and width, as `reloadData` does: cell I
    /// at (0, I × rowHeight), as wide as the table, its content view filling it, and the
    /// contentSize the rows' height.
    public mutating func layOutRows(of table: ViewID) throws(SceneError) {
        let t = self[table]
        let rowHeight = t.rowHeight, width = t.bounds.width
        let cells = t.subviews.filter { self[$0].kind == .tableViewCell && row(of: $0) != nil }
        try Self.checkRowHeight(rowHeight, rows: cells.count, table: t.name)
        for cell in cells {
            let i = row(of: cell)!.row
            try update(cell) { $0.frame = Rect(x: 0, y: Double(i) * rowHeight, width: width, height: rowHeight) }
            for content in self[cell].subviews where self[content].kind == .cellContentView {
                try update(content) { $0.frame = Rect(x: 0, y: 0, width: width, height: rowHeight) }
            }
        }
        try update(table) { $0.contentSize = Size(width: width, height: Double(cells.count) * rowHeight) }
    }

    /// A row height the rows can have: finite, 0 or more, and small enough that all the rows
    /// together still have a height a number can hold.
    static func checkRowHeight(_ rowHeight: Double, rows: Int, table: String) throws(SceneError) {
        guard rowHeight >= 0, rowHeight.isFinite, (Double(rows) * rowHeight).isFinite else {
            throw .badRowHeight(rowHeight, table: table, rows: rows)
        }
    }

    /// The table whose row `id` is (a cell `table` made, or its content view), if it is one.
    public func tableOwning(_ id: ViewID) -> ViewID? {
        guard self[id].kind == .tableViewCell || self[id].kind == .cellContentView else { return nil }
        return row(of: id)?.table
    }

    /// `NAME_cellI`.
    public static func cellName(_ table: String, _ row: Int) -> String { "\(table)_cell\(row)" }

    /// The table and row a cell or content view stands for, by its name and place.
    public func row(of id: ViewID) -> (table: ViewID, row: Int)? {
        var cell = id
        if self[cell].kind == .cellContentView, let up = self[cell].superview { cell = up }
        guard self[cell].kind == .tableViewCell, let table = self[cell].superview, self[table].kind == .tableView else { return nil }
        let prefix = self[table].name + "_cell"
        guard self[cell].name.hasPrefix(prefix), let i = Int(self[cell].name.dropFirst(prefix.count)) else { return nil }
        return (table, i)
    }

    /// The row whose cell is selected (UITableView's indexPathForSelectedRow), or nil.
    public func selectedRow(of table: ViewID) -> Int? {
        for id in self[table].subviews where self[id].isSelected {
            if let row = row(of: id), row.table == table { return row.row }
        }
        return nil
    }

    /// The number of rows of a table: its cells.
    public func rowCount(of table: ViewID) -> Int {
        self[table].subviews.reduce(0) { $0 + (self[$1].kind == .tableViewCell ? 1 : 0) }
    }

    /// A view the cell's own code adds to a cell goes behind the cell's content view, as
    /// since iOS 14, where the content view is made when the table shows the cell (§11.11).
    mutating func placeBehindContentView(_ id: ViewID, in cell: ViewID) throws(SceneError) {
        guard let content = self[cell].subviews.firstIndex(where: { self[$0].kind == .cellContentView }) else { return }
        try moveView(id, to: cell, at: content)
    }

    /// The error for an unknown name that reads as a row of an existing table (`List_cell99`),
    /// which says how many rows the table has; nil for any other name.
    public func missingRowError(_ name: String) -> SceneError? {
        guard let range = name.range(of: "_cell", options: .backwards) else { return nil }
        let tableName = String(name[..<range.lowerBound])
        var rest = name[range.upperBound...]
        if rest.hasSuffix("_content") { rest = rest.dropLast("_content".count) }
        guard !rest.isEmpty, rest.allSatisfy(\.isNumber),
              case .view(let table)? = responder(named: tableName), self[table].kind == .tableView else { return nil }
        return .noSuchRow(name, table: tableName, rows: rowCount(of: table))
    }
}
