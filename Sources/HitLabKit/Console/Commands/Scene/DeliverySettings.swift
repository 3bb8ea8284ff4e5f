import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// One `KEY=VALUE` of `option`, parsed.
enum DeliverySetting: Sendable, Equatable {
    case passes(Int), windowScene(Bool), phases(Bool), steps(Int), depth(Int)
    /// The session's teaching language: how it reads, not part of the scene (never saved).
    case language(Language)

    /// Whether the setting changes the scene (and so is refused while a touch is paused).
    var changesScene: Bool {
        if case .language = self { return false }
        return true
    }

    func apply(to session: Session) {
        if case .language(let language) = self { session.style.language = language } else { apply(to: &session.state) }
    }

    func apply(to state: inout SessionState) {
        switch self {
        case .language: break
        case .passes(let n): state.options.hitTestPasses = n
        case .windowScene(let on): state.scene.usesWindowScene = on
        case .phases(let on): state.options.showsSystemPhases = on
        case .steps(let n): state.options.limits.steps = n
        case .depth(let n): state.options.limits.depth = n
        }
    }
}

/// A key of `option`: its name, what it means, how its value is read, and what `save` writes.
/// Parsing, completion, `help option` and `save` all read `DeliveryOptionKey.all`.
struct DeliveryOptionKey: Sendable {
    let name: String
    /// The key as help shows it, with what it means: `passes=N (hit tests per touch)`.
    let shown: String
    let parse: @Sendable (_ value: String, _ spec: CommandSpec) throws(CommandError) -> DeliverySetting
    /// The `KEY=VALUE` that rebuilds this setting, or nil when it has the default.
    let save: @Sendable (SessionState) -> String?

    static func whole(_ name: String, _ shown: String, _ range: ClosedRange<Int>, _ make: @escaping @Sendable (Int) -> DeliverySetting,
                      save: @escaping @Sendable (SessionState) -> String?) -> DeliveryOptionKey {
        DeliveryOptionKey(name: name, shown: shown, parse: { value, spec throws(CommandError) in
            guard let n = Int(value), range.contains(n) else {
                throw .usage(spec, "\(name)=\(value): use a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return make(n)
        }, save: save)
    }

    static func flag(_ name: String, _ shown: String, _ make: @escaping @Sendable (Bool) -> DeliverySetting,
                     save: @escaping @Sendable (SessionState) -> String?) -> DeliveryOptionKey {
        DeliveryOptionKey(name: name, shown: shown, parse: { value, spec throws(CommandError) in make(try CommandSyntax.bool(value, name, spec)) }, save: save)
    }

    static let all: [DeliveryOptionKey] = [
        whole("passes", "passes=N (hit tests per touch)", 1...5, DeliverySetting.passes) {
            $0.options.hitTestPasses != 1 ? "passes=\($0.options.hitTestPasses)" : nil
        },
        flag("scene", "scene=yes/no (UIWindowScene in the chain, iOS 13+)", DeliverySetting.windowScene) {
            $0.scene.usesWindowScene ? nil : "scene=no"
        },
        flag("phases", "phases=yes/no (the system's stages in a trace)", DeliverySetting.phases) {
            $0.options.showsSystemPhases ? nil : "phases=no"
        },
        whole("steps", "steps=N (statements one touch may run; each records about 60 bytes, and a trace stops at \(RunLimits.standardTraceBytes >> 20) MB)", 1_000...100_000_000, DeliverySetting.steps) {
            $0.options.limits.steps != RunLimits.standard.steps ? "steps=\($0.options.limits.steps)" : nil
        },
        whole("depth", "depth=N (calls open at once)", 10...25_000, DeliverySetting.depth) {
            $0.options.limits.depth != RunLimits.standard.depth ? "depth=\($0.options.limits.depth)" : nil
        },
        // The reader's language, not the scene's: `save` never writes it.
        DeliveryOptionKey(name: "lang", shown: "lang=en/zh/zh-Hant (the language of lessons, exercises, explain and why)", parse: { value, spec throws(CommandError) in
            guard let language = Language.allCases.first(where: { $0.code.lowercased() == value.lowercased() }) else {
                throw .usage(spec, "lang=\(value): use lang=en (English), lang=zh (简体中文) or lang=zh-Hant (繁體中文)")
            }
            return .language(language)
        }, save: { _ in nil }),
    ]

    /// Parses one `KEY=VALUE` of `option`.
    static func setting(_ pair: String, _ spec: CommandSpec) throws(CommandError) -> DeliverySetting {
        let (key, value) = try CommandSyntax.keyValue(pair, spec)
        guard let k = all.first(where: { $0.name == key }) else {
            throw .usage(spec, "unknown option '\(key)'; options are " + listed(all.map(\.name)))
        }
        return try k.parse(value, spec)
    }

    static func saved(_ state: SessionState) -> [String] { all.compactMap { $0.save(state) } }
}

/// `a, b and c`.
func listed(_ words: [String]) -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " and " + words.last!
}
