/// Point conversion between the coordinate spaces of a scene's views, through centres,
/// bounds origins and transforms, as UIView.convert(_:to:) does. The steps every hit test takes
/// (a superview to its subview, a view to its window) are inlinable: a layer that keeps the
/// scene in an object and calls a method of another module on it copies the whole scene first
/// (its arrays retained and released), three times a hit-tested view before; so they are
/// always inlined, not only inlinable.
extension Scene {
    /// A point in `id`'s superview's bounds space, converted into `id`'s bounds space.
    @inlinable @inline(__always)
    public func pointFromSuperview(_ p: Point, into id: ViewID) -> Point {
        // Field by field: a copy of the whole view would retain its name and arrays.
        let center = self[id].center, transform = self[id].transform, bounds = self[id].bounds
        var local = Point(x: p.x - center.x, y: p.y - center.y)
        if !transform.isIdentity {
            // A view scaled to nothing covers no point: its space has no inverse.
            guard let inverse = transform.inverted else { return Point(x: .nan, y: .nan) }
            local = inverse.apply(local)
        }
        return Point(x: local.x + bounds.size.width / 2 + bounds.origin.x,
                     y: local.y + bounds.size.height / 2 + bounds.origin.y)
    }

    /// A point in `id`'s bounds space, converted into its superview's bounds space.
    @inlinable @inline(__always)
    public func pointToSuperview(_ p: Point, from id: ViewID) -> Point {
        let center = self[id].center, transform = self[id].transform, bounds = self[id].bounds
        var local = Point(x: p.x - bounds.origin.x - bounds.size.width / 2,
                          y: p.y - bounds.origin.y - bounds.size.height / 2)
        if !transform.isIdentity { local = transform.apply(local) }
        return Point(x: local.x + center.x, y: local.y + center.y)
    }

    /// Converts `p` from the bounds space of `from` to that of `to`; nil means screen
    /// coordinates, which are the key window's (it sits at the screen's origin). A
    /// parent-to-child or child-to-parent step costs O(1); other pairs go through their nearest
    /// common ancestor, or through the screen when they are in different windows.
    public func convert(_ p: Point, from: ViewID?, to: ViewID?) -> Point {
        convertDirectly(p, from: from, to: to) ?? convertThroughAncestors(p, from: from, to: to)
    }

    /// `convert` when it is one step (the same view, a parent to its child or back), else nil;
    /// inlinable, so a hit test's conversion reads the two views in place.
    @inlinable @inline(__always)
    public func convertDirectly(_ p: Point, from: ViewID?, to: ViewID?) -> Point? {
        if from == to { return p }
        guard let from, let to else { return nil }
        if self[to].superview == from { return pointFromSuperview(p, into: to) }
        if self[from].superview == to { return pointToSuperview(p, from: from) }
        return nil
    }

    /// `convert` between views that are not parent and child: through their nearest common
    /// ancestor, or the screen.
    public func convertThroughAncestors(_ p: Point, from: ViewID?, to: ViewID?) -> Point {
        let targetPath = to.map(ancestors(of:)) ?? []      // target, its superview, …, its window
        let onTargetPath = Dictionary(uniqueKeysWithValues: targetPath.enumerated().map { ($1, $0) })
        var point = p, current = from
        while let c = current, onTargetPath[c] == nil {
            point = pointToSuperview(point, from: c)    // a window's "superview" is the screen
            current = self[c].superview
        }
        let stop = current.map { onTargetPath[$0]! } ?? targetPath.count
        for id in targetPath[..<stop].reversed() {
            point = pointFromSuperview(point, into: id)
        }
        return point
    }

    /// The window a view is in (itself for a window); nil for a view that is in none.
    @inlinable @inline(__always)
    public func window(of id: ViewID) -> ViewID? {
        var current = id
        while let s = self[current].superview { current = s }
        return self[current].kind == .window ? current : nil
    }

    /// A view's place in the window: the box around its bounds there (turned and scaled when
    /// it or a superview is transformed).
    public func windowBox(of id: ViewID) -> Rect {
        let b = self[id].bounds
        let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY)]
            .map { convert($0, from: id, to: nil) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The view itself, then each superview up to the window.
    public func ancestors(of id: ViewID) -> [ViewID] {
        var out: [ViewID] = []
        var current: ViewID? = id
        while let c = current { out.append(c); current = self[c].superview }
        return out
    }
}
