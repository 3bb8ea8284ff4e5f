import HitLabModel
import HitLabScript
import Foundation

/// A dumped view's geometry as UIKit stores it, recovered from what the dump prints: the
/// frame is the bounding box of the transformed bounds, so the centre is the box's middle less
/// the translation, and the bounds' size solves |a|·w + |c|·h = W, |b|·w + |d|·h = H.
struct DumpGeometry: Equatable {
    var center: Point
    var bounds: Rect
    /// The transform as `set NAME transform=…` writes it; nil when there is none.
    var transform: TransformSpec?

    init(frame: Rect, bounds printed: Rect?, transform matrix: Transform?, contentOffset: Point?) throws(DumpError) {
        guard let m = matrix else {
            center = Point(x: frame.midX, y: frame.midY)
            bounds = Rect(origin: contentOffset ?? printed?.origin ?? .zero, size: printed?.size ?? frame.size)
            transform = nil
            return
        }
        center = Point(x: frame.midX - m.tx, y: frame.midY - m.ty)
        let size: Size
        if let printed {
            size = printed.size
        } else {
            let (a, b, c, d) = (abs(m.a), abs(m.b), abs(m.c), abs(m.d))
            let det = a * d - b * c
            if abs(det) > 1e-9 {
                size = Size(width: max(0, (frame.width * d - c * frame.height) / det),
                            height: max(0, (a * frame.height - b * frame.width) / det))
            } else if a + c > 0 {
                // A 45° turn: any w + h fits the box, so the bounds are taken as square.
                let side = frame.width / (a + c)
                size = Size(width: side, height: side)
            } else {
                size = Size(width: 0, height: 0)   // scaled to nothing: no size can be told
            }
        }
        bounds = Rect(origin: contentOffset ?? printed?.origin ?? .zero, size: size)
        transform = try Self.spec(for: m)
    }

    /// The matrix as steps: scale(sx,sy), then rotate(θ), then translate(tx,ty), which is
    /// every transform without a shear. A shear has no such steps and is refused.
    static func spec(for m: Transform) throws(DumpError) -> TransformSpec {
        let sx = (m.a * m.a + m.b * m.b).squareRoot()
        guard sx > 1e-12 else { throw DumpError(line: nil, "a transform that scales x to nothing cannot be rebuilt") }
        let angle = atan2(m.b, m.a)
        let sy = (m.a * m.d - m.b * m.c) / sx
        // R·S has c = -sin θ·sy and d = cos θ·sy; anything else is a shear.
        guard abs(-sin(angle) * sy - m.c) < 1e-6, abs(cos(angle) * sy - m.d) < 1e-6 else {
            throw DumpError(line: nil, "transform = [\(m.a), \(m.b), \(m.c), \(m.d), \(m.tx), \(m.ty)] shears, which HitLab's transforms (rotate, scale, translate) cannot express")
        }
        var steps: [TransformSpec.Step] = []
        let (x, y) = (rounded(sx), rounded(sy))
        if x != 1 || y != 1 { steps.append(.scale(x, y)) }
        let degrees = rounded(angle * 180 / .pi)
        if degrees != 0 { steps.append(.rotate(degrees)) }
        if m.tx != 0 || m.ty != 0 { steps.append(.translate(m.tx, m.ty)) }
        return TransformSpec(steps: steps)
    }

    /// To five decimals: a dump prints six significant digits (0.707107), so a 45° turn
    /// reads back as scale 1.0000003, which is 1.
    private static func rounded(_ x: Double) -> Double { (x * 1e5).rounded() / 1e5 }
}
