/// Point conversion between the coordinate spaces of a scene's views, through centres,
/// bounds origins and transforms, as UIView.convert(_:to:) does.
extension Scene {
    /// A point in `id`'s superview's bounds space, converted into `id`'s bounds space.
    public func pointFromSuperview(_ p: Point, into id: ViewID) -> Point {
        let v = self[id]
        var local = Point(x: p.x - v.center.x, y: p.y - v.center.y)
        if !v.transform.isIdentity { local = (v.transform.inverted ?? .identity).apply(local) }
        return Point(x: local.x + v.bounds.size.width / 2 + v.bounds.origin.x,
                     y: local.y + v.bounds.size.height / 2 + v.bounds.origin.y)
    }

    /// A point in `id`'s bounds space, converted into its superview's bounds space.
    public func pointToSuperview(_ p: Point, from id: ViewID) -> Point {
        let v = self[id]
        var local = Point(x: p.x - v.bounds.origin.x - v.bounds.size.width / 2,
                          y: p.y - v.bounds.origin.y - v.bounds.size.height / 2)
        if !v.transform.isIdentity { local = v.transform.apply(local) }
        return Point(x: local.x + v.center.x, y: local.y + v.center.y)
    }

    /// Converts `p` from the bounds space of `from` to that of `to`; nil means window coordinates.
    /// A parent-to-child or child-to-parent step costs O(1); other pairs go through their
    /// nearest common ancestor.
    public func convert(_ p: Point, from: ViewID?, to: ViewID?) -> Point {
        let source = from ?? window, target = to ?? window
        if source == target { return p }
        if self[target].superview == source { return pointFromSuperview(p, into: target) }
        if self[source].superview == target { return pointToSuperview(p, from: source) }
        let targetPath = ancestors(of: target)      // target, its superview, …, window
        let onTargetPath = Dictionary(uniqueKeysWithValues: targetPath.enumerated().map { ($1, $0) })
        var point = p, current = source
        while onTargetPath[current] == nil {
            point = pointToSuperview(point, from: current)
            current = self[current].superview!
        }
        for id in targetPath[..<onTargetPath[current]!].reversed() {
            point = pointFromSuperview(point, into: id)
        }
        return point
    }

    /// The view itself, then each superview up to the window.
    public func ancestors(of id: ViewID) -> [ViewID] {
        var out: [ViewID] = []
        var current: ViewID? = id
        while let c = current { out.append(c); current = self[c].superview }
        return out
    }
}
