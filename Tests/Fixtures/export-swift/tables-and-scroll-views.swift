// A HitLab scene exported with `export swift`: add this file to an iOS app and show
// SceneViewController (for example as the window's root view controller). Each view is a
// subclass named after it, with the overrides written in HitLab, so the same lines print
// on a device or in the simulator. A method that names another view reaches it through
// that class's `shared` instance.

import UIKit

class Feed: UITableView {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: Feed?
}

class Feed_cell0: UITableViewCell {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: Feed_cell0?
}

class Feed_cell0_content: UIView {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: Feed_cell0_content?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("content began")
        super.touchesBegan(touches, with: event)
    }
}

class Feed_cell1: UITableViewCell {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: Feed_cell1?

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        print(Feed_cell2.shared!.contentView.frame)
        super.touchesEnded(touches, with: event)
    }
}

class Like: UIButton {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: Like?
}

class Feed_cell2: UITableViewCell {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: Feed_cell2?
}

class Badge: UIView {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: Badge?
}

class List: UIScrollView {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: List?
}

class Item: UIView {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: Item?
}

/// A table's rows as HitLab made them, one cell each (SceneViewController builds them), and
/// a selection (and the deselection before it) printed as HitLab prints it.
final class TableRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    let cells: [UITableViewCell]

    init(cells: [UITableViewCell]) {
        self.cells = cells
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cells.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cells[indexPath.row]
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        print("\(type(of: tableView)): didDeselectRowAt \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("\(type(of: tableView)): didSelectRowAt \(indexPath.row)")
    }
}

/// Builds the scene as HitLab had it: the key window's views, in the same order.
final class SceneViewController: UIViewController {
    /// Each table's data source and delegate, which the table holds weakly.
    private var tableRows: [TableRows] = []

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        view = root

        let feed = Feed(frame: CGRect(x: 0, y: 100, width: 375, height: 264))
        Feed.shared = feed
        feed.rowHeight = 88
        root.addSubview(feed)

        let feed_cell0 = Feed_cell0(style: .default, reuseIdentifier: nil)
        Feed_cell0.shared = feed_cell0

        // UIKit's contentView is its own class: the overrides go on a view that fills it.
        let feed_cell0_content = Feed_cell0_content(frame: feed_cell0.contentView.bounds)
        Feed_cell0_content.shared = feed_cell0_content
        feed_cell0_content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        feed_cell0.contentView.addSubview(feed_cell0_content)

        let feed_cell1 = Feed_cell1(style: .default, reuseIdentifier: nil)
        Feed_cell1.shared = feed_cell1

        let feed_cell1_content = feed_cell1.contentView

        let like = Like(frame: CGRect(x: 250, y: 20, width: 100, height: 44))
        Like.shared = like
        like.setTitle("Like", for: .normal)
        like.setTitleColor(.systemBlue, for: .normal)
        feed_cell1_content.addSubview(like)
        like.addTarget(self, action: #selector(Like_touchUpInside), for: .touchUpInside)

        let feed_cell2 = Feed_cell2(style: .default, reuseIdentifier: nil)
        Feed_cell2.shared = feed_cell2

        // Added to the cell itself before it has a contentView: since iOS 14 the contentView,
        // made later, covers it.
        let badge = Badge(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        Badge.shared = badge
        feed_cell2.addSubview(badge)

        let feed_cell2_content = feed_cell2.contentView
        feed_cell2_content.backgroundColor = UIColor(red: 1, green: 204 / 255.0, blue: 0, alpha: 1)

        let list = List(frame: CGRect(x: 0, y: 400, width: 375, height: 200))
        List.shared = list
        list.contentSize = CGSize(width: 375, height: 1200)
        list.contentOffset = CGPoint(x: 0, y: 100)
        list.delaysContentTouches = false
        list.canCancelContentTouches = false
        root.addSubview(list)

        let item = Item(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
        Item.shared = item
        list.addSubview(item)

        let feedRows = TableRows(cells: [feed_cell0, feed_cell1, feed_cell2])
        tableRows.append(feedRows)
        feed.dataSource = feedRows
        feed.delegate = feedRows
        feed.layoutIfNeeded()
        feed.contentOffset = CGPoint(x: 0, y: 40)
    }

    @objc func Like_touchUpInside() {
        print("Like: touchUpInside")
    }
}
