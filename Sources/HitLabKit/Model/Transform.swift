import Foundation

/// An affine transform applied about a view's centre, as UIView.transform is (CGAffineTransform's
/// layout: x' = a·x + c·y + tx, y' = b·x + d·y + ty). Hit-testing, conversion, `location(in:)`
/// and drawing all go through it.
public struct Transform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public var isIdentity: Bool { self == .identity }

    /// CGAffineTransform(rotationAngle:) for an angle in degrees; positive turns clockwise on
    /// the screen, whose y axis points down.
    public static func rotation(degrees: Double) -> Transform {
        let r = degrees * .pi / 180
        // Snap the quarter turns, so rotate(90) maps whole points to whole points.
        let cosine = abs(cos(r)) < 1e-12 ? 0 : cos(r), sine = abs(sin(r)) < 1e-12 ? 0 : sin(r)
        return Transform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public static func scale(_ sx: Double, _ sy: Double) -> Transform {
        Transform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    public static func translation(_ x: Double, _ y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// This transform, then `next` (CGAffineTransform.concatenating).
    public func concatenating(_ next: Transform) -> Transform {
        Transform(a: a * next.a + b * next.c, b: a * next.b + b * next.d,
                  c: c * next.a + d * next.c, d: c * next.b + d * next.d,
                  tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// The inverse, or nil when the transform is singular (a zero scale).
    public var inverted: Transform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return Transform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                         tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

/// A transform as the learner writes it: `rotate(DEG)`, `scale(S)`, `scale(SX,SY)`,
/// `translate(X,Y)` and `identity`, composed left to right (the first is applied first to the
/// view's points). The text is kept, so `tree` and `save` show what was typed.
public struct TransformSpec: Hashable, Sendable, CustomStringConvertible {
    public let steps: [Step]

    public enum Step: Hashable, Sendable {
        case rotate(Double), scale(Double, Double), translate(Double, Double)
    }

    public static let identity = TransformSpec(steps: [])

    public init(steps: [Step]) { self.steps = steps }

    public var transform: Transform {
        steps.reduce(.identity) { t, step in
            switch step {
            case .rotate(let deg): return t.concatenating(.rotation(degrees: deg))
            case .scale(let x, let y): return t.concatenating(.scale(x, y))
            case .translate(let x, let y): return t.concatenating(.translation(x, y))
            }
        }
    }

    public var description: String {
        guard !steps.isEmpty else { return "identity" }
        return steps.map { step in
            switch step {
            case .rotate(let d): return "rotate(\(formatNumber(d)))"
            case .scale(let x, let y): return x == y ? "scale(\(formatNumber(x)))" : "scale(\(formatNumber(x)),\(formatNumber(y)))"
            case .translate(let x, let y): return "translate(\(formatNumber(x)),\(formatNumber(y)))"
            }
        }.joined(separator: " ")
    }

    /// Parses `rotate(30) scale(2)` (spaces between steps optional); the error names the part
    /// that is wrong.
    public static func parse(_ text: String) -> Result<TransformSpec, TransformSpecError> {
        var steps: [Step] = []
        var rest = Substring(text)
        func skipSeparators() { rest = rest.drop { $0 == " " || $0 == "," || $0 == "\t" } }
        skipSeparators()
        if rest == "identity" { return .success(.identity) }
        while !rest.isEmpty {
            // `identity` between steps composes as CGAffineTransform.identity does: no change.
            if rest.hasPrefix("identity") {
                rest = rest.dropFirst("identity".count)
                skipSeparators()
                continue
            }
            guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else {
                return .failure(TransformSpecError(part: String(rest)))
            }
            let name = rest[..<open].trimmingCharacters(in: .whitespaces)
            let part = String(rest[...close])
            let numbers = rest[rest.index(after: open)..<close].split(separator: ",").map {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard numbers.allSatisfy({ $0 != nil && $0!.isFinite && abs($0!) <= 1e9 }) else {
                return .failure(TransformSpecError(part: part))
            }
            let n = numbers.map { $0! }
            switch (name, n.count) {
            case ("rotate", 1): steps.append(.rotate(n[0]))
            case ("scale", 1): steps.append(.scale(n[0], n[0]))
            case ("scale", 2): steps.append(.scale(n[0], n[1]))
            case ("translate", 2): steps.append(.translate(n[0], n[1]))
            default: return .failure(TransformSpecError(part: part))
            }
            rest = rest[rest.index(after: close)...]
            skipSeparators()
        }
        return .success(TransformSpec(steps: steps))
    }
}

/// The part of a transform's text that could not be read.
public struct TransformSpecError: Error, Sendable {
    public let part: String
    public var message: String {
        "'\(part)' is not a transform step: use rotate(DEG), scale(S), scale(SX,SY), translate(X,Y) or identity, e.g. transform=\"rotate(30) scale(2)\""
    }
}
