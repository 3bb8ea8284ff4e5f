import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// Tab completion for the REPL: command names first, then what the command's spec says its
/// argument position holds (view names, Class.method, KEY= settings, fixed words), from the
/// session's command registry and Model's tables. It never switches on a command's name: a
/// command completes what its spec declares. Pure, so it is tested without a terminal.
public struct Completer {
    public let session: Session

    public init(session: Session) { self.session = session }

    /// Candidates for the word that ends at the cursor, sorted, and where that word starts
    /// (in characters from the start of `line`).
    public func complete(_ line: String, after pending: String = "") -> (candidates: [String], wordStart: Int) {
        if let body = SwiftUIBodyCompletion(command: pending + line, line: line) { return body.complete() }
        let chars = Array(line)
        var start = chars.count
        while start > 0, !chars[start - 1].isWhitespace { start -= 1 }
        let word = String(chars[start...])
        let before = String(chars[..<start]).split(whereSeparator: \.isWhitespace).map(String.init)
        let options: [String]
        if before.isEmpty {
            options = session.commands.allNames
        } else if let spec = session.commands.spec(named: before[0]) {
            options = candidates(for: spec, words: Array(before.dropFirst()), word: word)
        } else {
            options = []
        }
        let found = Array(Set(options.filter { $0.hasPrefix(word) })).sorted()
        return (found, start)
    }

    /// What the argument after `words` (the arguments typed so far) is, by the spec's list.
    static func argument(after words: [String], in arguments: [CommandSpec.Argument]) -> CommandSpec.Argument? {
        var list = arguments[...]
        var position = words.count
        var typed = words[...]
        while let first = list.first {
            switch first {
            case .repeating(let a):
                return a
            case .cycle(let group):
                return group.isEmpty ? nil : group[position % group.count]
            case .branches(let cases) where position == 0:
                return .words(cases.keys.sorted())
            case .branches(let cases):
                guard let rest = cases[typed.first!] else { return nil }
                list = rest[...]
            default:
                if position == 0 { return first }
                list = list.dropFirst()
            }
            position -= 1
            typed = typed.dropFirst()
        }
        return nil
    }

    private func candidates(for spec: CommandSpec, words: [String], word: String) -> [String] {
        let scene = session.state.scene
        // A word after `in` or `to` names a view, wherever it stands.
        if let last = words.last, ["in", "to"].contains(last) { return scene.viewNames + [BuiltInResponders.names[0]] }
        switch Self.argument(after: words, in: spec.arguments) {
        case .view?: return scene.viewNames + [BuiltInResponders.names[0]]
        case .anyView?: return scene.viewNames + [BuiltInResponders.names[0]] + swiftUINames
        case .expression?: return expressionNames(word)
        case .responder?: return scene.viewNames + scene.controllerNames + scene.recognizerNames + BuiltInResponders.names
        case .recognizer?: return scene.recognizerNames
        case .command?: return session.commands.specs.map(\.name)
        case .keyword(let k)?: return [k]
        case .keywordOrHost(let k)?: return [k] + scene.hostingViews.map { scene[$0].name }
        case .words(let list)?: return list
        case .finger(let orAll)?: return session.state.runtime.fingers.map(String.init) + (orAll ? ["all"] : [])
        case .named(let kind)?: return session.extensions.flatMap { $0.names(of: kind) }
        case .setting?:
            // The keys of whatever the first argument names: a recognizer's, or a view's.
            if let name = words.first, case .recognizer(let id)? = scene.responder(named: name) {
                return Self.recognizerKeys(for: scene.recognizer(id).kind)
            }
            if let name = words.first, case .view(let id)? = scene.responder(named: name) {
                return ViewSettingKey.all.filter { $0.descriptor.applies(to: scene[id].kind) }.flatMap(\.keys).map { $0 + "=" }
            }
            return ViewSettingKey.all.flatMap(\.keys).map { $0 + "=" }
        case .recognizerSetting(let declared)?:
            let kind = declared ?? Self.namedKind(in: words, arguments: spec.arguments)
            return kind.map(Self.recognizerKeys(for:)) ?? RecognizerSettingKey.all.flatMap(\.descriptor.keys).map { $0 + "=" }
        case .option?:
            // After `lang=`, the languages; otherwise the keys.
            if word.hasPrefix("lang=") { return Language.allCases.map { "lang=" + $0.code } }
            return DeliveryOptionKey.all.map { $0.name + "=" }
        case .method?:
            if word.contains(".") { return methods(of: word) }
            let verbs = ["list", "delete", "disable", "enable", "phase"]
            return MethodKind.allCases.map(\.rawValue) + verbs + anyClass.map { $0 + "." }
        case .classMethod?:
            if word.contains(".") { return methods(of: word) }
            return (scene.viewNames + scene.controllerNames + scene.recognizerNames + BuiltInResponders.names).map { $0 + "." }
        case .anyClassMethod?:
            if word.contains(".") { return methods(of: word) }
            return anyClass.map { $0 + "." }
        default: return []
        }
    }

    /// The recognizer kind a line names at the position of its spec's list of kinds
    /// (`gesture G tap on A`), nil before it is typed or when it is not a kind.
    private static func namedKind(in words: [String], arguments: [CommandSpec.Argument]) -> GestureKind? {
        guard let i = arguments.firstIndex(where: { if case .words = $0 { true } else { false } }), i < words.count else { return nil }
        return GestureKind(rawValue: words[i].lowercased())
    }

    /// The keys a recognizer of `kind` has, short and UIKit's.
    private static func recognizerKeys(for kind: GestureKind) -> [String] {
        RecognizerSettingKey.all.filter { $0.descriptor.applies(to: kind) }.flatMap(\.descriptor.keys).map { $0 + "=" }
    }

    /// Every class a breakpoint or `show source` may name: the learner's and UIKit's.
    private var anyClass: [String] {
        let scene = session.state.scene
        return scene.viewNames + scene.controllerNames + scene.recognizerNames + UIKitCatalog.learnerClassNames
    }

    /// `Class.method` for every method the class has, after the `Class.` typed in `word`: a
    /// recognizer's own methods for a recognizer, the others for the rest (a scroll view's hooks
    /// only for scroll views and their subclasses).
    private func methods(of word: String) -> [String] {
        let className = String(word[..<word.firstIndex(of: ".")!])
        let scene = session.state.scene
        let isRecognizer: Bool
        if case .recognizer? = scene.responder(named: className) { isRecognizer = true } else {
            isRecognizer = UIKitCatalog.isKind(className, of: "UIGestureRecognizer")
        }
        let chain = scene.responder(named: className).map { scene.classChain(of: $0) }
            ?? ClassChain(own: nil, uikit: UIKitCatalog.chain(from: className))
        let methods = isRecognizer ? MethodKind.recognizerMethods.filter { $0 != .timerFired }
            : MethodKind.allCases.filter { !$0.isRecognizerOnly && $0.isDeclared(in: chain) }
        return methods.map { "\(className).\($0.rawValue)" }
    }

    /// Every SwiftUI view's name, when the scene has hosting views.
    private var swiftUINames: [String] { session.state.presentSwiftUI.map { Array($0.names.keys) } ?? [] }

    /// In an expression: a name (a view, SwiftUI's too, a controller or recognizer), or after
    /// `NAME.` what `p` reads of it: a SwiftUI view's `frame` (and CGRect's members after it), a view's properties and a
    /// host's `@State`.
    private func expressionNames(_ word: String) -> [String] {
        let scene = session.state.scene
        guard let dot = word.lastIndex(of: ".") else {
            return scene.viewNames + scene.controllerNames + scene.recognizerNames + swiftUINames
        }
        let name = String(word[..<dot])
        let content = session.state.presentSwiftUI
        if let content, let deeper = SwiftUIPrint.completions(of: word, in: content) { return deeper }
        if content?.node(named: name) != nil { return [name + ".frame"] }
        guard case .view(let id)? = scene.responder(named: name) else { return [] }
        let state = content?.host(id).map { Array($0.state.keys) } ?? []
        return (Interpreter.viewProperties.sorted() + state).map { name + "." + $0 }
    }
}
