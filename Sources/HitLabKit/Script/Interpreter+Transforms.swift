import HitLabModel

/// CGAffineTransform in the subset: its initializers and the methods that build one from
/// another, as a body uses them to turn or scale a view during a gesture
/// (`view.transform = CGAffineTransform(rotationAngle: sender.rotation).scaledBy(x: s, y: s)`).
/// A transform is kept as `TransformSpec` steps, first applied first, so `tree` shows it.
extension Interpreter {
    /// `CGAffineTransform(rotationAngle:)`, `(scaleX:y:)`, `(translationX:y:)` when `base` is
    /// nil; else `base.scaledBy(x:y:)`, `.rotated(by:)`, `.translatedBy(x:y:)`,
    /// `.concatenating(_:)`. Nil when `selector` is none of them.
    func affineTransform(_ selector: String, _ args: [Value], after base: TransformSpec? = nil,
                                 at position: SourcePosition) throws(ScriptError) -> TransformSpec? {
        func numbers() throws(ScriptError) -> [Double] {
            var out: [Double] = []
            for a in args {
                guard let n = a.number, n.isFinite else { throw runtime("\(selector) takes finite numbers, not \(describe(a)) (\(a.typeName))", at: position) }
                out.append(n)
            }
            return out
        }
        let step: TransformSpec.Step
        switch (base == nil, selector) {
        case (true, "CGAffineTransform(rotationAngle:)"), (false, "rotated(by:)"):
            // Radians in, as UIKit takes them; kept in degrees, as `set … transform=` writes them.
            step = .rotate(try numbers()[0] * 180 / .pi)
        case (true, "CGAffineTransform(scaleX:y:)"), (false, "scaledBy(x:y:)"):
            let n = try numbers(); step = .scale(n[0], n[1])
        case (true, "CGAffineTransform(translationX:y:)"), (false, "translatedBy(x:y:)"):
            let n = try numbers(); step = .translate(n[0], n[1])
        case (false, "concatenating(_:)"):
            guard case .transform(let next) = args[0] else { throw runtime("concatenating(_:) takes a CGAffineTransform, not \(args[0].typeName)", at: position) }
            // base, then next: base's steps apply to the points first.
            return TransformSpec(steps: base!.steps + next.steps)
        default:
            return nil
        }
        // t.scaledBy(…) scales first, then applies t (CGAffineTransformScale), as UIKit does.
        return TransformSpec(steps: [step] + (base?.steps ?? []))
    }
}
