#if canImport(Glibc)
import Glibc  // rounding functions (libm)
#endif

/// A point in some view's coordinate space (UIKit's CGPoint).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
}

/// A width and height (UIKit's CGSize).
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

/// A rectangle with CGRect semantics: `contains` counts the minimum edges in and the maximum
/// edges out, and an empty or negative-size rectangle contains nothing.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var minX: Double { min(origin.x, origin.x + size.width) }
    public var minY: Double { min(origin.y, origin.y + size.height) }
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { abs(size.width) }
    public var height: Double { abs(size.height) }
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// CGRectContainsPoint: `minX <= x < maxX` and `minY <= y < maxY`.
    public func contains(_ p: Point) -> Bool {
        guard !isEmpty else { return false }
        return p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// CGRectInsetBy: positive insets shrink, negative insets grow the rectangle about its centre.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    public func intersects(_ other: Rect) -> Bool {
        guard !isEmpty, !other.isEmpty else { return false }
        return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// CGRectIntersection: the part both cover, or nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        guard intersects(other) else { return nil }
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        return Rect(x: x0, y: y0, width: min(maxX, other.maxX) - x0, height: min(maxY, other.maxY) - y0)
    }
}

/// Formats coordinates the way HitLab prints them: whole numbers without a fraction
/// (`120`), others with the digits they need (`12.5`).
public func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
        let whole = Int(value)
        return whole == 0 ? "0" : String(whole)
    }
    return String(value)
}

/// An alpha as the learner typed it, read back through the 32-bit Float UIKit's layer keeps it
/// in: the shortest form of that Float (`0.001`, not 0.0010000000474974513), and, when the
/// Float falls below 0.01 though the typed value does not, what it reads back as
/// (`0.01` reads back as `0.0099999998`).
public func formatAlpha(_ value: Double) -> (typed: String, readBack: String?) {
    let float = Float(value)
    let typed = "\(float)"
    guard Double(float) < 0.01, let shown = Double(typed), shown >= 0.01 else { return (typed, nil) }
    // Ten decimals, as the lessons print it: 0.0099999998.
    return (typed, String((Double(float) * 1e10).rounded() / 1e10))
}

extension Point: CustomStringConvertible {
    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

extension Size: CustomStringConvertible {
    public var description: String { "(\(formatNumber(width)), \(formatNumber(height)))" }
}

extension Rect: CustomStringConvertible {
    public var description: String {
        "(\(formatNumber(origin.x)), \(formatNumber(origin.y)), \(formatNumber(size.width)), \(formatNumber(size.height)))"
    }
}
