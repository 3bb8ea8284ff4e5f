import HitLabModel
import HitLabScript
/// A `recursiveDescription` dump of a made-up app of any size, as a modern iOS prints it (a
/// window, containers eight wide, labels, buttons, image views, an app's own classes, scroll
/// views with a content offset, now and then a transform, hidden or alpha): the same text for
/// the same size, for `hitlab-bench`'s import case and `hitlab-fuzz`'s mutated dumps.
public enum SampleDump {
    /// The classes it cycles through, with the fields each line adds.
    static let kinds: [(className: String, fields: String)] = [
        ("UIView", "autoresize = W+H"),
        ("UILabel", "text = 'Item'; userInteractionEnabled = NO"),
        ("UIButton", "opaque = NO"),
        ("UIImageView", "clipsToBounds = YES; userInteractionEnabled = NO"),
        ("MyApp.CardView", "baseClass = UIView; gestureRecognizers = <NSArray: 0x600000c4e1c0>"),
        ("UIStackView", "autoresize = W"),
        ("UIScrollView", "clipsToBounds = YES; contentOffset: {0, 40}; contentSize: {320, 2000}"),
        ("UIView", "alpha = 0.5"),
        ("UIView", "hidden = YES"),
        ("UIView", "transform = [0, 1, -1, 0, 0, 0]"),
    ]

    /// `views` view lines, the window first; each view's subviews are the next eight numbers
    /// of a breadth-first count, printed depth first.
    public static func generated(views: Int) -> String {
        var lines: [String] = []
        lines.reserveCapacity(views)
        var stack: [(index: Int, depth: Int)] = [(0, 0)]
        while let (index, depth) = stack.popLast() {
            lines.append(line(index, depth: depth))
            let first = index * 8 + 1
            for child in stride(from: min(first + 7, views - 1), through: first, by: -1) where child < views {
                stack.append((child, depth + 1))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func line(_ index: Int, depth: Int) -> String {
        let address = "0x7f" + String(0x10000 + index * 0x40, radix: 16)
        let layer = "layer = <CALayer: 0x60" + String(0x20000 + index * 0x20, radix: 16) + ">"
        let indent = depth == 0 ? "" : "   |" + String(repeating: "    |", count: depth - 1) + " "
        guard index > 0 else {
            return "<UIWindow: \(address); frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000c4e000>; layer = <UIWindowLayer: 0x600002000000>>"
        }
        let kind = kinds[index % kinds.count]
        let slot = (index - 1) % 8
        let frame = "frame = (\(slot % 2 * 150) \(slot / 2 * 100); 140 90)"
        return "\(indent)<\(kind.className): \(address); \(frame); \(kind.fields); \(layer)>"
    }
}
