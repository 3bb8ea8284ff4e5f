import HitLabModel
import HitLabScript
import Foundation

/// A background colour as `recursiveDescription` prints it, read as HitLab keeps colours
/// (`#RRGGBB`, a system colour's name, or none for a clear one) and written as iOS 10 and
/// later print it: `UIExtendedSRGBColorSpace 1 0.231373 0.188235 1`.
enum DumpColour {
    /// `UIExtendedSRGBColorSpace R G B A`, `UIDeviceRGBColorSpace …`, `UIExtendedGrayColorSpace W A`,
    /// `UIDeviceWhiteColorSpace W A`, or `<UIDynamicSystemColor: 0x…; name = systemBlueColor>`.
    /// A colour with alpha 0 is clear: `.color(nil)`. Nil when the text is none of these.
    static func read(_ text: String) -> PropertyValue? {
        if let name = systemName(in: text) { return systemColours[name].map { .color($0 == "clear" ? nil : $0) } }
        let words = text.split(separator: " ")
        guard let space = words.first else { return nil }
        let numbers = words.dropFirst().compactMap { Double($0) }
        guard numbers.count == words.count - 1, numbers.allSatisfy({ $0.isFinite }) else { return nil }
        let rgba: [Double]
        switch (space.hasSuffix("RGBColorSpace"), space.hasSuffix("GrayColorSpace") || space.hasSuffix("WhiteColorSpace"), numbers.count) {
        case (true, _, 4): rgba = numbers
        case (_, true, 2): rgba = [numbers[0], numbers[0], numbers[0], numbers[1]]
        default: return nil
        }
        if rgba[3] <= 0 { return .color(nil) }
        // Extended sRGB may go past 0…1; HitLab's colours do not.
        let bytes = rgba.prefix(3).map { Int((min(max($0, 0), 1) * 255).rounded()) }
        return .color(String(format: "#%02X%02X%02X", bytes[0], bytes[1], bytes[2]))
    }

    /// The colour's red, green and blue as the description prints them, each out of 1.
    static func write(_ rgb: (UInt8, UInt8, UInt8)) -> String {
        func c(_ x: UInt8) -> String { formatNumber((Double(x) / 255 * 1e6).rounded() / 1e6) }
        return "UIExtendedSRGBColorSpace \(c(rgb.0)) \(c(rgb.1)) \(c(rgb.2)) 1"
    }

    /// `name = systemBlueColor` inside a dynamic colour's description.
    private static func systemName(in text: String) -> String? {
        guard text.hasPrefix("<"), let mark = text.range(of: "name = ") else { return nil }
        return String(text[mark.upperBound...].prefix { $0.isLetter || $0.isNumber })
    }

    /// UIKit's dynamic colours as they look in light mode, where HitLab has the colour
    /// (`clear` is none).
    private static let systemColours: [String: String] = {
        var out = ["systemBackgroundColor": "white", "labelColor": "black", "clearColor": "clear",
                   "whiteColor": "white", "blackColor": "black", "systemGrayColor": "gray"]
        for hue in ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown"] {
            out["system" + hue.prefix(1).uppercased() + hue.dropFirst() + "Color"] = hue
        }
        return out
    }()
}
