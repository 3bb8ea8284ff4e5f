import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// One `KEY=VALUE` of a gesture recognizer, parsed: a property of Model's recognizer table and
/// its new value.
struct RecognizerSetting: Sendable, Equatable {
    /// UIKit's name of the property.
    let property: String
    let value: PropertyValue

    var descriptor: RecognizerPropertyDescriptor { RecognizerPropertyDescriptor.named(property)! }

    func apply(to r: inout GestureRecognizer) { descriptor.set(&r, value) }

    /// Why this setting cannot go on a recognizer of `kind`, if it cannot.
    func refusal(for kind: GestureKind, named name: String) -> String? {
        let d = descriptor
        guard !d.applies(to: kind) else { return nil }
        return "\(name) is a \(kind.className), which has no \(d.name) (\(d.alias)=); \(d.owners.joined(separator: " and ")) \(d.owners.count == 1 ? "has" : "have") it"
    }
}

/// The keys of a recognizer: Model's recognizer properties under their short keys and UIKit's
/// names. `gesture`, `set`, completion and `save` all read `all`.
package struct RecognizerSettingKey: Sendable {
    let descriptor: RecognizerPropertyDescriptor

    /// The short key, which `save` writes.
    package var name: String { descriptor.alias }

    package static let all: [RecognizerSettingKey] = RecognizerPropertyDescriptor.all.map { RecognizerSettingKey(descriptor: $0) }

    /// Parses one `KEY=VALUE` of a recognizer; `alsoTaken` are keys the command reads itself
    /// (`action`), offered too when the key is misspelt.
    static func setting(_ pair: String, _ spec: CommandSpec, alsoTaken: [String] = []) throws(CommandError) -> RecognizerSetting {
        let (key, value) = try CommandSyntax.keyValue(pair, spec)
        guard let d = RecognizerPropertyDescriptor.named(key) else {
            let near = NameSuggestions.nearest(to: key, in: all.flatMap(\.descriptor.keys) + alsoTaken)
            throw .usage(spec, "unknown key '\(key)' for a gesture recognizer" + NameSuggestions.hint(near) + "; `help gesture` lists the keys")
        }
        return RecognizerSetting(property: d.name, value: try RecognizerSettingKey(descriptor: d).parse(value, key, spec))
    }

    /// Reads `value` as the key's format says.
    func parse(_ value: String, _ key: String, _ spec: CommandSpec) throws(CommandError) -> PropertyValue {
        switch descriptor.format {
        case .flag:
            return .bool(try CommandSyntax.bool(value, key, spec))
        case .count:
            guard let n = Int(value), (1...10).contains(n) else { throw .usage(spec, "\(key)=\(value): use a whole number from 1 to 10") }
            return .number(Double(n))
        case .amount:
            guard let x = CommandSyntax.number(value), x >= 0, x <= 10_000 else { throw .usage(spec, "\(key)=\(value): use a number from 0 to 10000") }
            return .number(x)
        case .word(let words):
            guard words.contains(value) else {
                throw .usage(spec, "\(key)=\(value): use " + words.dropLast().joined(separator: ", ") + " or " + words.last!)
            }
            return .word(value)
        }
    }

    /// The key's `KEY=VALUE` for `r`, or nil when it has UIKit's default.
    package func saved(_ r: GestureRecognizer) -> String? {
        let value = descriptor.get(r)
        guard value != descriptor.get(RecognizerPropertyDescriptor.defaults(for: r.kind)) else { return nil }
        switch value {
        case .bool(let b): return "\(name)=\(b ? "yes" : "no")"
        case .number(let n): return "\(name)=\(formatNumber(n))"
        case .word(let w): return "\(name)=\(w)"
        default: return nil
        }
    }

    /// `taps=2 cancels=no …` for a recognizer's settings that differ from UIKit's defaults.
    static func saved(_ r: GestureRecognizer) -> [String] { all.compactMap { $0.saved(r) } }

    /// The key's `KEY=VALUE` as UIKit makes a recognizer of `kind`.
    func byDefault(for kind: GestureKind) -> String {
        switch descriptor.get(RecognizerPropertyDescriptor.defaults(for: kind)) {
        case .bool(let b): "\(name)=\(b ? "yes" : "no")"
        case .number(let n): "\(name)=\(formatNumber(n))"
        case .word(let w): "\(name)=\(w)"
        case let other: "\(name)=\(other)"
        }
    }

    /// `help gesture`'s defaults, from the table: every recognizer's settings, then each
    /// kind's own: `UIKit's defaults: cancels=yes, …; taps=1 touches=1 (tap); …`.
    static var defaultsParagraph: String {
        let common = all.filter { key in GestureKind.learnerKinds.allSatisfy(key.descriptor.applies) }
        var parts = [common.map { $0.byDefault(for: .tap) }.joined(separator: ", ")]
        for kind in GestureKind.learnerKinds {
            let own = all.filter { key in key.descriptor.applies(to: kind) && !common.contains { $0.name == key.name } }
            if !own.isEmpty { parts.append(own.map { $0.byDefault(for: kind) }.joined(separator: " ") + " (\(kind.rawValue))") }
        }
        return "UIKit's defaults: " + parts.joined(separator: "; ") + "."
    }
}
