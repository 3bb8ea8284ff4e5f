import HitLabModel
/// Where a SwiftUI shape's path is, for hit-testing a shape by its path (swiftui-semantics.md
/// §2.1) and a `contentShape`: each shape fills the rectangle it is laid out in as SwiftUI
/// draws it (a Circle inscribed and centred, a Capsule with fully rounded ends). Like
/// `CGRect.contains`, the left and top edges are inside and the right and bottom are not.
package enum SwiftUIShape {
    package static func contains(_ kind: SwiftUIKind, cornerRadius: Double?, in rect: Rect, _ p: Point) -> Bool {
        guard rect.contains(p) else { return false }
        let w = rect.width, h = rect.height
        let dx = p.x - rect.midX, dy = p.y - rect.midY
        switch kind {
        case .circle:
            let r = min(w, h) / 2
            return dx * dx + dy * dy <= r * r
        case .ellipse:
            guard w > 0, h > 0 else { return false }
            return (dx * dx) / (w * w / 4) + (dy * dy) / (h * h / 4) <= 1
        case .capsule:
            return roundedContains(radius: min(w, h) / 2, rect, p)
        case .roundedRectangle:
            return roundedContains(radius: min(cornerRadius ?? 0, min(w, h) / 2), rect, p)
        default:
            return true
        }
    }

    /// Inside a rectangle whose corners are rounded with `radius`.
    private static func roundedContains(radius r: Double, _ rect: Rect, _ p: Point) -> Bool {
        guard r > 0 else { return true }
        let cx = min(max(p.x, rect.minX + r), rect.maxX - r)
        let cy = min(max(p.y, rect.minY + r), rect.maxY - r)
        let dx = p.x - cx, dy = p.y - cy
        return dx * dx + dy * dy <= r * r
    }
}
