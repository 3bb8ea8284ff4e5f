/// The rules of SwiftUI's arbitration source (`_UIHostingView._arbitrate` and `_isEnabled`,
/// `UIKitDefaults`), each found by the statement that opens it, as `SwiftUIHitRule` finds the
/// hit-test's, so `explain` tells from a trace's line which rule a step applied.
public enum SwiftUIArbitrationRule: String, Sendable, CaseIterable {
    case scrollHighPriorityDrag, scrollView, together, sequenced, exclusively, tapCount, highPriority, lowerPrecedence
    case maskAll, maskNone, maskOne

    /// The method the rule is in.
    var method: MethodKind {
        switch self {
        case .maskAll, .maskNone, .maskOne: .swiftUIMaskEnables
        default: .swiftUIArbitrate
        }
    }

    /// The statement that opens the rule: its lines run to the next rule's.
    var statement: String {
        switch self {
        case .scrollHighPriorityDrag: "if rule == \"scrollView\" && first.kind == \"DragGesture\" && first.isHighPriority {"
        case .scrollView: "if rule == \"scrollView\" {"
        case .together: "if rule == \"simultaneousGesture\" || rule == \"simultaneously\" {"
        case .sequenced: "if rule == \"sequenced\" {"
        case .exclusively: "if rule == \"exclusively\" {"
        case .tapCount: "if first.isTap && second.isTap && first.count != second.count {"
        case .highPriority: "if rule == \"highPriorityGesture\" {"
        case .lowerPrecedence: "// gesture, onTapGesture, onLongPressGesture: [DOC] \"with a lower precedence than"
        case .maskAll: "if mask == \"all\" {"
        case .maskNone: "if mask == \"none\" {"
        case .maskOne: "// [DOC] .gesture enables only the added gesture, .subviews only the subviews'."
        }
    }

    /// The first line of each rule in its method's source; a rule whose statement is missing
    /// has no line (a test checks that none is missing).
    static let lines: [SwiftUIArbitrationRule: Int] = {
        var out: [SwiftUIArbitrationRule: Int] = [:]
        for rule in allCases {
            guard let source = UIKitDefaults.sources.first(where: { $0.method == rule.method })?.source else { continue }
            let text = source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            if let n = text.firstIndex(of: rule.statement) { out[rule] = n + 1 }
        }
        return out
    }()

    /// The rule line `line` of a body belongs to, if the body is SwiftUI's arbitration source.
    public static func at(_ line: Int, in body: MethodBody) -> SwiftUIArbitrationRule? {
        guard body.isDefault, body.method == .swiftUIArbitrate || body.method == .swiftUIMaskEnables else { return nil }
        return allCases.filter { $0.method == body.method && (lines[$0] ?? .max) <= line }.max { lines[$0]! < lines[$1]! }
    }

    /// The line the rule opens on.
    public var line: Int? { Self.lines[self] }
}

import Foundation
