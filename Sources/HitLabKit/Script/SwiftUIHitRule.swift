import HitLabModel
/// The rules of SwiftUI's hit-test source (`_UIHostingView._hitTest`, `UIKitDefaults`), each
/// found by the statement that opens it rather than by line number, so `why` and `explain` can
/// tell from a trace's line which rule a step applied and editing a comment moves nothing.
public enum SwiftUIHitRule: String, Sendable, CaseIterable {
    case asks, hidden, opacity, allowsHitTesting, disabled, contentShape, overlay, background, passesThrough, outOfReach, container, listCell, leaf

    /// The statement that opens the rule in the source: its lines run to the next rule's.
    var statement: String {
        switch self {
        case .asks: "let modifier = view.modifier"
        case .hidden: "if modifier == \"hidden\" {"
        case .opacity: "if modifier == \"opacity\" && view.amount <= 0 {"
        case .allowsHitTesting: "if modifier == \"allowsHitTesting\" && !view.isOn {"
        case .disabled: "if modifier == \"disabled\" && view.isOn {"
        case .contentShape: "if modifier == \"contentShape\" && view.isInteraction {"
        case .overlay: "if modifier == \"overlay\" {"
        case .background: "if modifier == \"background\" {"
        case .passesThrough: "if modifier != nil {"
        case .outOfReach: "if view.isContainer && !view.reaches(point) {"
        case .container: "if view.isContainer {"
        case .listCell: "if view.isList {"
        case .leaf: "if view.hasContent && view.contains(point) {"
        }
    }

    /// Whether the rule, when a call ends in it with nil, turned the view away by a modifier
    /// (rather than finding no content).
    public var isRefusal: Bool { [.hidden, .opacity, .allowsHitTesting, .disabled, .contentShape].contains(self) }

    /// The first line of each rule in the hosting view's hit-test source; a rule whose statement
    /// is missing has no line (a test checks that none is missing).
    static let lines: [SwiftUIHitRule: Int] = {
        guard let source = UIKitDefaults.sources.first(where: { $0.method == .swiftUIHitTest })?.source else { return [:] }
        let text = source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var out: [SwiftUIHitRule: Int] = [:]
        for rule in allCases { if let n = text.firstIndex(of: rule.statement) { out[rule] = n + 1 } }
        return out
    }()

    /// The rule line `line` of a body belongs to, if the body is SwiftUI's default hit-test.
    public static func at(_ line: Int, in body: MethodBody) -> SwiftUIHitRule? {
        guard body.isDefault, body.method == .swiftUIHitTest else { return nil }
        return allCases.filter { (lines[$0] ?? .max) <= line }.max { lines[$0]! < lines[$1]! }
    }

    /// The line the rule opens on.
    public var line: Int? { Self.lines[self] }
}

import Foundation
