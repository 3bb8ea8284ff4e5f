import HitLabModel
import HitLabScript
/// The SwiftUI forms of `p` (DESIGN, "SwiftUI: content in a hosting view"): `p NAME.frame`, a
/// SwiftUI view's laid-out frame in the window's coordinates (the frame `tree` shows), with
/// CGRect's members after it (`p NAME.frame.width`, `p NAME.frame.origin.x`),
/// `p NAME.contentOffset`, how far a `ScrollView` or `List` is scrolled (its UIScrollView's
/// contentOffset, `.y` after it too), and `p HOST.VAR`, a hosting view's `@State` value.
/// Anything else is the interpreter's.
struct SwiftUIPrint {
    let scene: Scene
    let content: SwiftUIContent

    /// The value the expression names, nil when it is not one of these forms (the interpreter
    /// evaluates it); a SwiftUI name with a member it does not have is a one-line error.
    func value(of expression: String) throws(CommandError) -> Value? {
        let parts = expression.trimmingWhitespace.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, parts.allSatisfy(Self.isName) else { return nil }
        let (name, member) = (parts[0], parts[1])
        if let found = content.node(named: name) {
            if member == "contentOffset", found.node.view.kind == .scrollView || found.node.view.kind == .list {
                let offset = found.node.scrollOffset
                return try Self.read(parts.dropFirst(2), of: .point(found.node.view.horizontal ? Point(x: offset, y: 0) : Point(x: 0, y: offset)), path: "\(name).contentOffset")
            }
            guard member == "frame" else {
                throw CommandError("\(name) is a SwiftUI view in \(scene[found.host.id].name), not a UIView: `p \(name).frame` prints its laid-out frame"
                    + (found.node.view.kind == .scrollView || found.node.view.kind == .list ? " and `p \(name).contentOffset` how far it is scrolled" : "")
                    + " ('\(member)' is not one HitLab keeps)")
            }
            return try Self.read(parts.dropFirst(2), of: .rect(found.node.frame), path: "\(name).frame")
        }
        guard parts.count == 2, case .view(let id)? = scene.responder(named: name), let host = content.host(id),
              !Interpreter.viewProperties.contains(member) else {
            return try unknownName(name, member)
        }
        if let value = host.state[member] { return value }
        let kept = host.state.keys.sorted()
        let near = NameSuggestions.nearest(to: member, in: kept + Interpreter.viewProperties.sorted())
        throw CommandError("\(name) (a _UIHostingView) has no property or @State '\(member)'" + NameSuggestions.hint(near)
            + (kept.isEmpty ? "; its body keeps no @State" : "; its @State: " + kept.joined(separator: ", ")))
    }

    /// The members after `NAME.frame` (`width`, `origin.x`, `minY`), read as CGRect, CGPoint
    /// and CGSize have them; a member the value lacks names what it has.
    private static func read(_ members: ArraySlice<String>, of frame: Value, path: String) throws(CommandError) -> Value {
        var value = frame, path = path
        for member in members {
            guard let next = value.geometryMember(named: member) else {
                let has = value.geometryMemberNames
                throw CommandError("\(path) has no member '\(member)'" + (has.isEmpty ? ": it is a number" : "; it has " + has.joined(separator: ", ")))
            }
            value = next
            path += "." + member
        }
        return value
    }

    /// Completion after `NAME.frame.` (and deeper) for a SwiftUI view: the members of what the
    /// path reads so far, each as a whole word; nil when `word` is not such a path.
    static func completions(of word: String, in content: SwiftUIContent) -> [String]? {
        var parts = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, parts[1] == "frame", let found = content.node(named: parts[0]) else { return nil }
        parts.removeLast()
        guard let value = try? read(parts.dropFirst(2), of: .rect(found.node.frame), path: "") else { return [] }
        let path = parts.joined(separator: ".")
        return value.geometryMemberNames.map { path + "." + $0 }
    }

    /// A first name nothing in the scene has, near a SwiftUI view's: say so with the SwiftUI
    /// names, which the interpreter's suggestions do not know.
    private func unknownName(_ name: String, _ member: String) throws(CommandError) -> Value? {
        guard scene.responder(named: name) == nil, !Scene.reservedNames.contains(name) else { return nil }
        let near = NameSuggestions.nearest(to: name, in: Array(content.names.keys).sorted())
        guard !near.isEmpty else { return nil }
        throw CommandError("unknown name '\(name)'" + NameSuggestions.hint(near) + ": a SwiftUI view is named by its accessibilityIdentifier, else TYPE_N (`tree` lists them)")
    }

    /// A letter or `_`, then letters, digits or `_`: a name or a member as Swift writes one.
    private static func isName(_ s: String) -> Bool {
        guard let first = s.first, first.isLetter || first == "_" else { return false }
        return s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
