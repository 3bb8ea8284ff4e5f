import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// The colours a view can have (`set NAME color=…`): UIKit's named system colours plus
/// `#RRGGBB`, and the letters used where a terminal has no colour.
public enum Palette {
    public static let named: [(name: String, rgb: (UInt8, UInt8, UInt8))] = [
        ("black", (0, 0, 0)), ("white", (255, 255, 255)), ("gray", (142, 142, 147)), ("grey", (142, 142, 147)),
        ("lightgray", (209, 209, 214)), ("darkgray", (72, 72, 74)), ("red", (255, 59, 48)), ("orange", (255, 149, 0)),
        ("yellow", (255, 204, 0)), ("green", (52, 199, 89)), ("mint", (0, 199, 190)), ("teal", (48, 176, 199)),
        ("cyan", (50, 173, 230)), ("blue", (0, 122, 255)), ("indigo", (88, 86, 214)), ("purple", (175, 82, 222)),
        ("pink", (255, 45, 85)), ("brown", (162, 132, 94)), ("magenta", (255, 0, 255)),
    ]

    public static var names: [String] { named.map(\.name) }

    /// The RGB of a colour name or `#RRGGBB`; nil when it is neither.
    public static func rgb(_ colour: String) -> (UInt8, UInt8, UInt8)? {
        let lower = colour.lowercased()
        if let entry = named.first(where: { $0.name == lower }) { return entry.rgb }
        guard lower.hasPrefix("#"), lower.count == 7, let value = UInt32(lower.dropFirst(), radix: 16) else { return nil }
        return (UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }

    /// Whether black text reads better than white on this colour.
    public static func isLight(_ rgb: (UInt8, UInt8, UInt8)) -> Bool {
        0.299 * Double(rgb.0) + 0.587 * Double(rgb.1) + 0.114 * Double(rgb.2) > 150
    }
}
