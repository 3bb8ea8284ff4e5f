/// Tab completion for the REPL: command names first, then what the command's argument
/// position holds (view names, Class.method, KEY= settings, keywords), all from the session's
/// command registry and the key tables. Pure, so it is tested without a terminal.
public struct Completer {
    public let session: Session

    public init(session: Session) { self.session = session }

    /// Candidates for the word that ends at the cursor, sorted, and where that word starts
    /// (in characters from the start of `line`).
    public func complete(_ line: String) -> (candidates: [String], wordStart: Int) {
        let chars = Array(line)
        var start = chars.count
        while start > 0, !chars[start - 1].isWhitespace { start -= 1 }
        let word = String(chars[start...])
        let before = String(chars[..<start]).split(whereSeparator: \.isWhitespace).map(String.init)
        let options: [String]
        if before.isEmpty {
            options = session.commands.allNames
        } else if let spec = session.commands.spec(named: before[0]) {
            options = candidates(for: spec, position: before.count - 1, word: word, previous: before)
        } else {
            options = []
        }
        let found = Array(Set(options.filter { $0.hasPrefix(word) })).sorted()
        return (found, start)
    }

    private func candidates(for spec: CommandSpec, position: Int, word: String, previous: [String]) -> [String] {
        let scene = session.state.scene
        // Words after a keyword such as `in`, `to` or `view` name a view.
        if let last = previous.last, ["in", "to"].contains(last) || (spec.name == "controller" && last == "view") {
            return scene.viewNames + [BuiltInResponders.names[0]]
        }
        switch (spec.name, position) {
        case ("touch", 0): return TouchCommand.Action.allCases.map(\.rawValue)
        case ("touch", _) where ["up", "cancel"].contains(previous[1]) && position >= 1:
            return session.state.runtime.fingers.map(String.init) + (previous.count == 2 ? ["all"] : [])
        case ("touch", _) where previous[1] == "move" && (position - 1) % 3 == 0:
            return session.state.runtime.fingers.map(String.init)
        case ("tap", 2...): return ["taps=", "fingers="]
        case ("trace", 0): return ["lines", "--html"]
        case ("gesture", 1): return GestureKind.allCases.map(\.rawValue)
        case ("gesture", 2): return ["on"]
        case ("gesture", 3...): return RecognizerSettingKey.all.map { $0.name + "=" }
        case ("require", 0), ("require", 2): return session.state.scene.recognizerNames
        case ("require", 1): return ["toFail"]
        case ("set", 1...) where session.state.scene.recognizerNames.contains(previous[1]):
            return RecognizerSettingKey.all.map { $0.name + "=" }
        default: break
        }
        let kind: CommandSpec.Argument? = spec.name == "set" && position > 0 ? .setting
            : position < spec.arguments.count ? spec.arguments[position] : nil
        switch kind {
        case .view?: return scene.viewNames + (spec.name == "move" ? [BuiltInResponders.names[0]] : [])
        case .responder?: return scene.viewNames + scene.controllerNames + scene.recognizerNames + BuiltInResponders.names
        case .command?: return session.commands.specs.map(\.name)
        case .keyword(let k)?: return [k]
        case .named(let kind)?: return session.extensions.flatMap { $0.names(of: kind) }
        case .setting?: return ViewSettingKey.all.map { $0.name + "=" }
        case .option?:
            // After `lang=`, the languages; otherwise the keys.
            if word.hasPrefix("lang=") { return Language.allCases.map { "lang=" + $0.code } }
            return DeliveryOptionKey.all.map { $0.name + "=" }
        case .method? where !word.contains("."):
            let verbs = ["list", "delete", "disable", "enable", "phase"]
            return MethodKind.allCases.map(\.rawValue) + verbs + (scene.viewNames + scene.controllerNames + ["UIView", "UIResponder"]).map { $0 + "." }
        case .classMethod?, .method?:
            if let dot = word.firstIndex(of: ".") {
                let className = String(word[..<dot])
                return MethodKind.allCases.map { "\(className).\($0.rawValue)" }
            }
            var classes = scene.viewNames + scene.controllerNames
            if spec.name == "show" { classes += ["UIView", "UIControl", "UIResponder"] }
            return classes.map { $0 + "." }
        default: return []
        }
    }
}
