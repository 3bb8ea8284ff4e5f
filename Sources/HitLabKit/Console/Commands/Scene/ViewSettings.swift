import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// One `KEY=VALUE` of `set`, parsed: a property of Model's table and its new value.
struct ViewSetting: Sendable, Equatable {
    /// The position of the property in `ViewPropertyDescriptor.all`.
    let property: Int
    let value: PropertyValue

    var descriptor: ViewPropertyDescriptor { ViewPropertyDescriptor.all[property] }

    init(property: Int, value: PropertyValue) {
        self.property = property
        self.value = value
    }

    /// The setting of the property UIKit calls `name` (for tests and tools).
    init(_ name: String, _ value: PropertyValue) {
        self.init(property: ViewPropertyDescriptor.index(ofUIKitName: name)!, value: value)
    }

    func apply(to view: inout ViewState) { descriptor.set(&view, value) }

    /// Why this setting cannot go on `view`, if it cannot.
    func refusal(for view: ViewState, named name: String) -> String? {
        let d = descriptor
        if !d.applies(to: view.kind) {
            switch d.owner {
            case "UIControl":
                return "\(name) is a \(view.kind.className), and only controls (buttons) have \(d.key); use interaction=no to make a view ignore touches"
            case "UIWindow":
                return "\(name) is not a window, so it has no \(d.key); `window NAME X Y W H level=…` adds a window"
            default:
                return "\(name) is a \(view.kind.className), which has no \(d.name) (only a \(d.owner) has)"
            }
        }
        if name == "UIWindow", d.format == .rect || d.format == .transform {
            return "the key window keeps its frame and transform; `window W H` starts a scene of another size"
        }
        return nil
    }
}

/// The keys of `set`: Model's view properties that `set` takes, each under UIKit's name and its
/// short keys, read and written by its format. Parsing, completion, `help set` and `save` all
/// read `ViewSettingKey.all`, which is the descriptor table's `set` keys in its order.
package struct ViewSettingKey: Sendable {
    let descriptor: ViewPropertyDescriptor
    /// The position in `ViewPropertyDescriptor.all`.
    let index: Int

    /// The key as `save` writes it and help shows it first.
    package var name: String { descriptor.key }
    /// Every word that names it: the short keys and UIKit's own name.
    var keys: [String] { descriptor.keys }

    /// The key as help shows it: `hidden`, `frame=X,Y,W,H`.
    var shown: String {
        switch descriptor.format {
        case .flag, .color, .fraction: return name
        case .rect: return name + "=X,Y,W,H"
        case .point, .boundsOrigin: return name + "=X,Y"
        case .size: return name + "=W,H"
        case .length: return name + "=N"
        case .transform, .windowLevel: return name + "=…"
        }
    }

    /// In the order `save` writes them.
    package static let all: [ViewSettingKey] = ViewPropertyDescriptor.all.enumerated()
        .filter { $0.element.isSetKey }
        .map { ViewSettingKey(descriptor: $0.element, index: $0.offset) }

    /// Parses one `KEY=VALUE` of `set`.
    static func setting(_ pair: String, _ spec: CommandSpec) throws(CommandError) -> ViewSetting {
        let (key, value) = try CommandSyntax.keyValue(pair, spec)
        // Keys are read without case (`isHidden=` as `ishidden=`), as they always were.
        guard let k = all.first(where: { $0.keys.contains { $0.lowercased() == key } }) else {
            let near = NameSuggestions.nearest(to: key, in: all.flatMap(\.keys))
            throw .usage(spec, "unknown key '\(CommandSyntax.typedKey(pair))'" + NameSuggestions.hint(near) + "; `help set` lists the keys")
        }
        // The key as the table spells it (`contentOffset`), for the message of a bad value.
        let spelled = k.keys.first { $0.lowercased() == key } ?? key
        return ViewSetting(property: k.index, value: try k.parse(value, spelled, spec))
    }

    /// Whether a view has the key (any case), whatever its value.
    static func knows(_ key: String) -> Bool {
        all.contains { $0.keys.contains { $0.lowercased() == key.lowercased() } }
    }

    /// Reads `value` as this key's format says.
    func parse(_ value: String, _ key: String, _ spec: CommandSpec) throws(CommandError) -> PropertyValue {
        switch descriptor.format {
        case .flag:
            return .bool(try CommandSyntax.bool(value, key, spec))
        case .fraction:
            guard let a = CommandSyntax.number(value), a >= 0, a <= 1 else { throw .usage(spec, "\(key)=\(value): \(key) is a number from 0 to 1") }
            return .number(a)
        case .color:
            if value == "none" { return .color(nil) }
            // Kept as written, so `tree` and `why` can say the view is clear (it is drawn as none).
            if value == "clear" { return .color(value) }
            guard Palette.rgb(value) != nil else {
                throw .usage(spec, "\(key)=\(value): use a colour name (\(Palette.names.joined(separator: ", "))), clear, none or #RRGGBB")
            }
            return .color(value)
        case .rect:
            let n = Self.numbers(value)
            guard n.count == 4 else { throw .usage(spec, "\(key)=\(value): write \(key)=X,Y,W,H, e.g. \(key)=0,0,100,50") }
            guard n[2] >= 0, n[3] >= 0 else { throw .usage(spec, "\(key)=\(value): width and height must be 0 or more") }
            return .rect(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
        case .point, .boundsOrigin:
            let n = Self.numbers(value)
            guard n.count == 2 else {
                let what = descriptor.format == .boundsOrigin ? " (the bounds origin)" : ""
                let finite = n.count < 2 && value.split(separator: ",").count == 2 ? " with finite numbers" : ""
                throw .usage(spec, "\(key)=\(value): write \(key)=X,Y\(what)\(finite), e.g. \(key)=0,100")
            }
            return .point(Point(x: n[0], y: n[1]))
        case .size:
            let n = Self.numbers(value)
            guard n.count == 2, n[0] >= 0, n[1] >= 0 else { throw .usage(spec, "\(key)=\(value): write \(key)=W,H with each a finite number, 0 or more, e.g. \(key)=375,2000") }
            return .size(Size(width: n[0], height: n[1]))
        case .transform:
            switch TransformSpec.parse(value) {
            case .success(let t): return .transform(t)
            case .failure(let e): throw .usage(spec, e.message)
            }
        case .length:
            guard let l = CommandSyntax.number(value), l >= 0 else { throw .usage(spec, "\(key)=\(value): \(key) is a number of points, 0 or more") }
            return .number(l)
        case .windowLevel:
            return .number(try WindowLevel.parse(value, spec))
        }
    }

    /// The `KEY=VALUE` that rebuilds `view`'s value, or nil when it has its class's default.
    package func saved(_ view: ViewState) -> String? {
        let d = descriptor
        guard d.isSaved, d.applies(to: view.kind) else { return nil }
        let value = d.get(view)
        guard value != d.get(ViewState.defaults(for: view.kind)) else { return nil }
        switch value {
        case .bool(let b): return "\(name)=\(b ? "yes" : "no")"
        // What the Float storage keeps, as UIKit reads it back.
        case .number(let n): return d.format == .fraction ? "\(name)=\(String(Float(n)))" : "\(name)=\(formatNumber(n))"
        case .color(let c): return "\(name)=\(c ?? "none")"
        case .rect(let r) where d.format == .boundsOrigin:
            return r.origin == .zero ? nil : "\(name)=\(formatNumber(r.origin.x)),\(formatNumber(r.origin.y))"
        case .rect(let r): return "\(name)=\(formatNumber(r.origin.x)),\(formatNumber(r.origin.y)),\(formatNumber(r.width)),\(formatNumber(r.height))"
        case .point(let p): return "\(name)=\(formatNumber(p.x)),\(formatNumber(p.y))"
        case .size(let s): return "\(name)=\(formatNumber(s.width)),\(formatNumber(s.height))"
        case .transform(let t): return t.steps.isEmpty ? nil : "\(name)=\"\(t)\""
        case .word(let w): return "\(name)=\(w)"
        }
    }

    /// The comma-separated numbers of a value; fewer than written when one is not a number.
    private static func numbers(_ value: String) -> [Double] {
        let parts = value.split(separator: ",", omittingEmptySubsequences: false)
        let n = parts.compactMap { CommandSyntax.number(String($0)) }
        return n.count == parts.count ? n : []
    }

    /// `hidden=yes alpha=0.5 …` for a view's settings that differ from a new view's.
    static func saved(_ view: ViewState) -> [String] { all.compactMap { $0.saved(view) } }
}

extension ViewSetting: CustomDebugStringConvertible {
    /// `isHidden=bool(true)`: the property by UIKit's name, not its position in the table.
    var debugDescription: String { "\(descriptor.name)=\(value)" }
}
