import HitLabModel
import HitLabScript
/// A view property's value as `recursiveDescription` spells it, by the property's format:
/// `YES`/`NO`, `0.5`, `{375, 1500}`, `UIExtendedSRGBColorSpace 1 0 0 1`. The reader reads a
/// field through it and `tree --uikit` writes one, so a property row with a dump field needs
/// nothing else in Interchange. Geometry (frame, bounds, transform, offset) is solved together
/// by `DumpGeometry` instead.
enum DumpValue {
    /// The value printed as `text`; nil when it is not one of the format's spellings (the
    /// field is then skipped, and the property keeps UIView's default).
    static func read(_ text: ArraySlice<UInt8>, as format: ViewPropertyDescriptor.Format) -> PropertyValue? {
        let word = String(decoding: text, as: UTF8.self).trimmed
        switch format {
        case .flag:
            switch word {
            case "YES", "yes", "true", "1": return .bool(true)
            case "NO", "no", "false", "0": return .bool(false)
            default: return nil
            }
        case .fraction:
            // nan is not below 0.01, so UIKit's guard lets the view be hit: it reads as 1.
            guard let a = Double(word), !a.isNaN else { return nil }
            return .number(min(max(a, 0), 1))
        case .size:
            guard let s = DumpLineScanner.numbers(text), s.count == 2, s.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
            return .size(Size(width: s[0], height: s[1]))
        case .point:
            guard let p = DumpLineScanner.numbers(text), p.count == 2, p.allSatisfy(\.isFinite) else { return nil }
            return .point(Point(x: p[0], y: p[1]))
        case .length, .windowLevel:
            guard let n = Double(word), n.isFinite else { return nil }
            return .number(n)
        case .color:
            return DumpColour.read(word)
        case .rect, .boundsOrigin, .transform:
            return nil
        }
    }

    /// The value as the description prints it; nil when it cannot be printed (a colour
    /// `colour` does not know).
    static func write(_ value: PropertyValue, as format: ViewPropertyDescriptor.Format,
                      colour: (String) -> (UInt8, UInt8, UInt8)?) -> String? {
        switch value {
        case .bool(let b): return b ? "YES" : "NO"
        case .number(let n):
            // An alpha as its Float keeps it, as UIKit reads it back (0.3 prints as 0.3).
            return format == .fraction ? formatNumber(Double(String(Float(n))) ?? n) : formatNumber(n)
        case .size(let s): return "{\(formatNumber(s.width)), \(formatNumber(s.height))}"
        case .point(let p): return "{\(formatNumber(p.x)), \(formatNumber(p.y))}"
        case .color(let name): return name.flatMap(colour).map(DumpColour.write)
        case .rect, .transform, .word: return nil
        }
    }
}
