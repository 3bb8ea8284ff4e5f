/// The scene's hosting views (`swiftui NAME …`): UIViews whose content is SwiftUI.
extension Scene {
    /// Every hosting view in the order it was made, which is the order its SwiftUI views are
    /// numbered in (`Text_1` is in the first host made).
    public var hostingViews: [ViewID] {
        views.indices.compactMap { i in
            guard let view = views[i], view.kind == .hostingView else { return nil }
            return ViewID(Int32(i))
        }
    }

    /// A view's bounds in its window's coordinates (the bounding box, under a transform).
    public func frameInWindow(_ id: ViewID) -> Rect {
        let b = self[id].bounds
        let window = self.window(of: id)
        let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY)]
            .map { convert($0, from: id, to: window) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
