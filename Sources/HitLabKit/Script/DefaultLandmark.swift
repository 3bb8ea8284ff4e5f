import HitLabModel
/// The lines of UIKit's default methods that the debugger explains, found by the statement they
/// hold rather than by line number, so editing a comment in `UIKitDefaults` cannot shift an
/// explanation onto the wrong line.
public enum DefaultLandmark: String, Sendable, CaseIterable {
    case hitTestGuard, hitTestRefused, hitTestAsksInside, hitTestOutside, hitTestSubviewLoop
    case hitTestConvert, hitTestAsksSubview, hitTestSubviewAnswered, hitTestReturnsSelf
    /// UIControl's hitTest: its guard (`HitTestGuard`) and the `return nil` it runs when a check
    /// turns the control away.
    case controlHitTestGuard, controlHitTestRefused

    /// Where the landmark is: the class and method, the statement's text, and which occurrence
    /// of that text it is (1 for the first).
    var place: (className: String, method: MethodKind, statement: String, occurrence: Int) {
        switch self {
        case .hitTestGuard: return ("UIView", .hitTest, HitTestGuard.statement(for: "UIView"), 1)
        case .hitTestRefused: return ("UIView", .hitTest, "return nil", 1)
        case .hitTestAsksInside: return ("UIView", .hitTest, "if !self.point(inside: point, with: event) {", 1)
        case .hitTestOutside: return ("UIView", .hitTest, "return nil", 2)
        case .hitTestSubviewLoop: return ("UIView", .hitTest, "for subview in subviews.reversed() {", 1)
        case .hitTestConvert: return ("UIView", .hitTest, "let converted = convert(point, to: subview)", 1)
        case .hitTestAsksSubview: return ("UIView", .hitTest, "if let hit = subview.hitTest(converted, with: event) {", 1)
        case .hitTestSubviewAnswered: return ("UIView", .hitTest, "return hit", 1)
        case .hitTestReturnsSelf: return ("UIView", .hitTest, "return self", 1)
        case .controlHitTestGuard: return ("UIControl", .hitTest, HitTestGuard.statement(for: "UIControl"), 1)
        case .controlHitTestRefused: return ("UIControl", .hitTest, "return nil", 1)
        }
    }

    /// The line each landmark is on, found once in the default sources; a landmark whose
    /// statement is missing has no line (a test checks that none is missing).
    static let lines: [DefaultLandmark: Int] = {
        var out: [DefaultLandmark: Int] = [:]
        for landmark in allCases {
            let place = landmark.place
            guard let source = UIKitDefaults.sources.first(where: { $0.className == place.className && $0.method == place.method })?.source else { continue }
            let matches = source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter { $0.element.trimmingCharacters(in: .whitespaces) == place.statement }
            if matches.count >= place.occurrence { out[landmark] = matches[place.occurrence - 1].offset + 1 }
        }
        return out
    }()

    /// The landmark at `line` of a body, if the body is the default that holds it.
    public static func at(_ line: Int, in body: MethodBody) -> DefaultLandmark? {
        guard body.isDefault else { return nil }
        return allCases.first { $0.place.className == body.className && $0.place.method == body.method && lines[$0] == line }
    }

    /// Whether the landmark is the `return nil` a hitTest guard runs when it turns its view away:
    /// where the trace shows that UIKit's guard, not an override, refused.
    public var isGuardRefusal: Bool { self == .hitTestRefused || self == .controlHitTestRefused }

    /// Whether the landmark is a hitTest guard's `if` statement, before it decides.
    public var isGuard: Bool { self == .hitTestGuard || self == .controlHitTestGuard }

    /// The line of this landmark in UIKit's source.
    public var line: Int? { Self.lines[self] }
}

import Foundation
