import HitLabModel
import HitLabScript
/// The lines that set a built view's properties in `export swift`: one for each row of
/// `ViewPropertyDescriptor.all` whose Swift setting applies to the view's class and whose
/// value differs from the class's default, spelt by the row's format; and a label's text or
/// a button's title, so the exported scene shows on a device what HitLab shows here.
extension SwiftExporter {
    /// `isHidden = true`, `contentSize = CGSize(…)`, … for one view, in the table's order.
    func settings(of v: ViewState) -> [String] {
        let defaults = ViewState.defaults(for: v.kind)
        var out: [String] = []
        for row in ViewPropertyDescriptor.all where row.applies(to: v.kind) {
            let path: String
            switch row.swift {
            case .none: continue
            case .assign(let p, let except):
                if let except, v.kind.uikitClasses.contains(except) { continue }
                path = p
            case .always(let p):
                path = p
            }
            guard let value = code(row.get(v), row.format) else { continue }
            if case .assign = row.swift, value == code(row.get(defaults), row.format) { continue }
            out.append("\(path) = \(value)")
        }
        return out
    }

    /// A value as Swift code; nil when it cannot be written (a colour with no RGB).
    func code(_ value: PropertyValue, _ format: ViewPropertyDescriptor.Format) -> String? {
        switch value {
        case .bool(let b): return String(b)
        case .number(let x): return format == .fraction ? String(Float(x)) : formatNumber(x)
        case .point(let p): return "CGPoint(x: \(formatNumber(p.x)), y: \(formatNumber(p.y)))"
        case .rect(let r):
            guard format == .boundsOrigin else {
                return "CGRect(x: \(formatNumber(r.minX)), y: \(formatNumber(r.minY)), width: \(formatNumber(r.width)), height: \(formatNumber(r.height)))"
            }
            return "CGPoint(x: \(formatNumber(r.origin.x)), y: \(formatNumber(r.origin.y)))"
        case .size(let s): return "CGSize(width: \(formatNumber(s.width)), height: \(formatNumber(s.height)))"
        case .color(let name):
            guard let name else { return "nil" }
            // `set V color=clear` keeps the word: a clear view is still hit.
            return name == "clear" ? "UIColor.clear" : colour(name).map(uiColor)
        case .transform(let spec): return transformCode(spec)
        case .word(let w): return "." + w
        }
    }

    /// A label's text or a button's title: the dump's text for an imported view, else the
    /// view's name, which is what HitLab draws on it. A button's title is in the system tint,
    /// since a button made by `init(frame:)` draws white text, unseen on a white window.
    func textSettings(of id: ViewID) -> [String] {
        let v = scene[id]
        guard v.kind == .label || v.kind == .button else { return [] }
        let imported = record?.views[id]
        guard let text = imported?.text ?? (imported == nil ? v.name : nil) else { return [] }
        if v.kind == .label { return ["text = \(Self.literal(text))"] }
        return ["setTitle(\(Self.literal(text)), for: .normal)", "setTitleColor(.systemBlue, for: .normal)"]
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var out = "\""
        for c in text.unicodeScalars {
            switch c {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if c.value < 0x20 || c.value == 0x7F { out += "\\u{\(String(c.value, radix: 16))}" } else { out.unicodeScalars.append(c) }
            }
        }
        return out + "\""
    }
}
