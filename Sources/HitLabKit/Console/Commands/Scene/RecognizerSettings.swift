/// One `KEY=VALUE` of a gesture recognizer, parsed.
enum RecognizerSetting: Sendable, Equatable {
    case cancels(Bool), delaysBegan(Bool), delaysEnded(Bool), enabled(Bool)
    case taps(Int), touches(Int), duration(Double), movement(Double), min(Int), max(Int), direction(String)

    func apply(to r: inout GestureRecognizer) {
        switch self {
        case .cancels(let b): r.cancelsTouchesInView = b
        case .delaysBegan(let b): r.delaysTouchesBegan = b
        case .delaysEnded(let b): r.delaysTouchesEnded = b
        case .enabled(let b): r.isEnabled = b
        case .taps(let n): r.numberOfTapsRequired = n
        case .touches(let n): r.numberOfTouchesRequired = n
        case .duration(let d): r.minimumPressDuration = d
        case .movement(let d): r.allowableMovement = d
        case .min(let n): r.minimumNumberOfTouches = n
        case .max(let n): r.maximumNumberOfTouches = n
        case .direction(let d): r.direction = d
        }
    }
}

/// A key of a recognizer: its name, how its value is read, and what `save` writes when it is
/// not UIKit's default. `gesture`, `set`, completion and `save` all read `all`.
struct RecognizerSettingKey: Sendable {
    let name: String
    let parse: @Sendable (_ value: String, _ spec: CommandSpec) throws(CommandError) -> RecognizerSetting
    let save: @Sendable (GestureRecognizer) -> String?

    static func flag(_ name: String, _ make: @escaping @Sendable (Bool) -> RecognizerSetting, _ get: @escaping @Sendable (GestureRecognizer) -> Bool,
                     default d: Bool) -> RecognizerSettingKey {
        RecognizerSettingKey(name: name, parse: { value, spec throws(CommandError) in make(try CommandSyntax.bool(value, name, spec)) },
                             save: { get($0) != d ? "\(name)=\(get($0) ? "yes" : "no")" : nil })
    }

    static func count(_ name: String, _ make: @escaping @Sendable (Int) -> RecognizerSetting, _ get: @escaping @Sendable (GestureRecognizer) -> Int,
                      default d: Int) -> RecognizerSettingKey {
        RecognizerSettingKey(name: name, parse: { value, spec throws(CommandError) in
            guard let n = Int(value), (1...10).contains(n) else { throw .usage(spec, "\(name)=\(value): use a whole number from 1 to 10") }
            return make(n)
        }, save: { get($0) != d ? "\(name)=\(get($0))" : nil })
    }

    static func seconds(_ name: String, _ make: @escaping @Sendable (Double) -> RecognizerSetting, _ get: @escaping @Sendable (GestureRecognizer) -> Double,
                        default d: Double) -> RecognizerSettingKey {
        RecognizerSettingKey(name: name, parse: { value, spec throws(CommandError) in
            guard let x = CommandSyntax.number(value), x >= 0, x <= 10_000 else { throw .usage(spec, "\(name)=\(value): use a number from 0 to 10000") }
            return make(x)
        }, save: { get($0) != d ? "\(name)=\(formatNumber(get($0)))" : nil })
    }

    static let all: [RecognizerSettingKey] = [
        flag("cancels", RecognizerSetting.cancels, \.cancelsTouchesInView, default: true),
        flag("delaysBegan", RecognizerSetting.delaysBegan, \.delaysTouchesBegan, default: false),
        flag("delaysEnded", RecognizerSetting.delaysEnded, \.delaysTouchesEnded, default: true),
        flag("enabled", RecognizerSetting.enabled, \.isEnabled, default: true),
        count("taps", RecognizerSetting.taps, \.numberOfTapsRequired, default: 1),
        count("touches", RecognizerSetting.touches, \.numberOfTouchesRequired, default: 1),
        seconds("duration", RecognizerSetting.duration, \.minimumPressDuration, default: 0.5),
        seconds("movement", RecognizerSetting.movement, \.allowableMovement, default: 10),
        count("min", RecognizerSetting.min, \.minimumNumberOfTouches, default: 1),
        count("max", RecognizerSetting.max, \.maximumNumberOfTouches, default: 10),
        RecognizerSettingKey(name: "direction", parse: { value, spec throws(CommandError) in
            guard ["right", "left", "up", "down"].contains(value) else { throw .usage(spec, "direction=\(value): use right, left, up or down") }
            return .direction(value)
        }, save: { $0.direction != "right" ? "direction=\($0.direction)" : nil }),
    ]

    /// Parses one `KEY=VALUE` of a recognizer.
    static func setting(_ pair: String, _ spec: CommandSpec) throws(CommandError) -> RecognizerSetting {
        let (key, value) = try CommandSyntax.keyValue(pair, spec)
        guard let k = all.first(where: { $0.name.lowercased() == key }) else {
            let near = NameSuggestions.nearest(to: key, in: all.map(\.name))
            throw .usage(spec, "unknown key '\(key)' for a gesture recognizer" + NameSuggestions.hint(near))
        }
        return try k.parse(value, spec)
    }

    /// `taps=2 cancels=no …` for a recognizer's settings that differ from UIKit's defaults.
    static func saved(_ r: GestureRecognizer) -> [String] { all.compactMap { $0.save(r) } }
}
