import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger

/// Swift pasted from Xcode where a command belongs: `override func hitTest(_ point: CGPoint,
/// with event: UIEvent?) -> UIView? {`, or a whole `class Toast: UIWindow { … }`. HitLab
/// names the view in the command instead (`override Toast.hitTest { … }`), so such a paste
/// gets one line that says what to write, with the view's name when the paste or the scene
/// gives exactly one.
struct SwiftDeclaration {
    /// The class the paste declares (`class Toast: UIWindow`), if it declares one.
    let className: String?
    /// The first method or property it declares (`hitTest`), as Swift names it.
    let member: String?
    /// That member as a method HitLab runs, when it is one.
    let method: MethodKind?
    /// How the advice quotes the paste: `class Toast`, `func hitTest`, `var isHidden`.
    let declared: String

    /// Modifiers and attributes Xcode writes before a declaration.
    private static let modifiers: Set<String> = [
        "override", "public", "open", "private", "fileprivate", "internal", "final", "dynamic",
        "required", "convenience", "static", "@objc", "@IBAction", "@MainActor", "@available",
    ]

    /// Reads `text` (one command, as the assembler gives it) as a Swift declaration; nil when
    /// it does not start like one.
    init?(_ text: String) {
        var words = text.split(whereSeparator: { $0.isWhitespace || $0 == "{" || $0 == "(" || $0 == ":" }).map(String.init)[...]
        while let first = words.first, Self.modifiers.contains(first) { words = words.dropFirst() }
        guard let keyword = words.first else { return nil }
        switch keyword {
        case "class", "extension":
            guard words.count > 1 else { return nil }
            className = words[words.startIndex + 1]
            (member, method) = Self.firstMember(in: text.drop { $0 != "{" })
            declared = "`\(keyword) \(words[words.startIndex + 1])`"
        case "func", "var":
            className = nil
            (member, method) = Self.firstMember(in: Substring(text))
            guard let member else { return nil }
            declared = "`\(keyword) \(member)`"
        default:
            return nil
        }
    }

    /// The first `func NAME(LABELS)` or `var NAME` in `text`, and the method HitLab runs by it.
    private static func firstMember(in text: Substring) -> (String?, MethodKind?) {
        let tokens = text.split(whereSeparator: \.isWhitespace)
        guard let at = tokens.firstIndex(where: { $0 == "func" || $0 == "var" }), at + 1 < tokens.count else { return (nil, nil) }
        if tokens[at] == "var" {
            let name = String(tokens[at + 1].prefix { $0 != ":" })
            return (name, MethodKind(name: name))
        }
        let rest = tokens[(at + 1)...].joined(separator: " ")
        let name = String(rest.prefix { $0 != "(" && $0 != "<" })
        guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else { return (name, nil) }
        let parameters = rest[rest.index(after: open)..<close].split(separator: ",")
        let labels = parameters.map { $0.split(whereSeparator: { $0.isWhitespace || $0 == ":" }).first.map(String.init) ?? "_" }
        return (name, MethodKind(name: name + "(" + labels.map { $0 + ":" }.joined() + ")"))
    }

    /// The one line that says what to write instead, naming the view when `scene` or the
    /// paste gives one candidate: a named class the scene has, or the scene's only view
    /// (or responder, for a method that is not a view's alone).
    func advice(in scene: Scene) -> String {
        guard let method else {
            let what = member.map { "\($0) is not a method HitLab runs" } ?? "it declares no method"
            return "\(declared) is Swift's declaration, not a HitLab command, and \(what); "
                + "write `override NAME.METHOD { … }` with a method `help override` lists"
        }
        var candidates = scene.viewNames
        if !method.isViewOnly { candidates += scene.controllerNames }
        let name: String
        if let className, scene.responder(named: className) != nil {
            name = className
        } else if candidates.count == 1 {
            name = candidates[0]
        } else {
            let some = candidates.count <= 6 ? " (" + candidates.joined(separator: ", ") + ")" : " (`tree` lists them)"
            return "\(declared) is Swift's declaration, not a HitLab command: HitLab names the view, so write "
                + "`override NAME.\(method.name) {`, the body and `}`, with NAME the view whose method it is\(candidates.isEmpty ? "" : some)"
        }
        return "\(declared) is Swift's declaration, not a HitLab command: HitLab names the view, so write "
            + "`override \(name).\(method.name) {`, the body and `}`"
    }
}
