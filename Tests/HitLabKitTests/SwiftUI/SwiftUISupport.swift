@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole
import Testing

/// The SwiftUI content of a session's scene, evaluated and laid out.
func swiftUIContent(_ s: Session) throws -> SwiftUIContent {
    try SwiftUIContent.build(scene: s.state.scene, classes: s.state.classes)
}

/// A SwiftUI view's own frame (where its content is), by name, in window coordinates.
func swiftUIFrame(_ s: Session, _ name: String) throws -> Rect {
    let found = try #require(try swiftUIContent(s).node(named: name), "no SwiftUI view \(name)")
    return found.node.frame
}

/// A SwiftUI view's frame with all its modifiers applied.
func swiftUIOuterFrame(_ s: Session, _ name: String) throws -> Rect {
    let found = try #require(try swiftUIContent(s).node(named: name), "no SwiftUI view \(name)")
    return found.node.outerFrame
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// "X Y" of the centre of a SwiftUI view's own frame, for `tap` and `touch down`.
func centre(_ s: Session, _ name: String) throws -> String {
    let f = try swiftUIFrame(s, name)
    return "\(formatNumber(f.midX)) \(formatNumber(f.midY))"
}
