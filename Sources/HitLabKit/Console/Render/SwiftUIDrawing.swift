import HitLabModel
import HitLabScript
/// What `draw` paints of a host's SwiftUI content, back to front: each colour and shape
/// filled where it is laid out (a shape by its path), each Text and Image's words in their
/// frame. A view's backgrounds go behind it and its overlays in front; a ZStack's children
/// by `zIndex`, then order. `opacity` fades a view and what it holds, `hidden()` and opacity 0
/// leave it out; `clipped()`, `clipShape`, `cornerRadius`, a ScrollView and a List clip what
/// is inside them (drawing only: none of them changes what is hit).
struct SwiftUIDrawing {
    /// One thing to paint, in window coordinates.
    struct Mark {
        enum Paint {
            /// A colour or a shape; `rgb` nil for a colour HitLab has no value for.
            case fill(rgb: (UInt8, UInt8, UInt8)?, shape: SwiftUIKind, cornerRadius: Double?)
            /// A Text's or Image's words, in its foreground colour (`foregroundColor` or
            /// `foregroundStyle` on it or around it, which SwiftUI passes down; else primary).
            case words(String, rgb: (UInt8, UInt8, UInt8))
        }
        let name: String
        let paint: Paint
        let frame: Rect
        /// The clips around it, innermost last: each a rectangle and the shape in it.
        let clips: [(rect: Rect, shape: SwiftUIKind, cornerRadius: Double?)]
        let alpha: Double

        /// Whether a window point is painted: inside the mark's own shape and every clip.
        func covers(_ p: Point) -> Bool {
            let inside: Bool
            switch paint {
            case .fill(_, let shape, let radius): inside = SwiftUIShape.contains(shape, cornerRadius: radius, in: frame, p)
            case .words: inside = frame.contains(p)
            }
            return inside && clips.allSatisfy { SwiftUIShape.contains($0.shape, cornerRadius: $0.cornerRadius, in: $0.rect, p) }
        }
    }

    let layout: SwiftUILayout

    /// SwiftUI's default foreground: a shape with no `fill` or `foregroundStyle`, and a Text with
    /// no `foregroundColor`, is drawn in it.
    static let primary: (UInt8, UInt8, UInt8) = (0, 0, 0)

    /// What is drawn; a mark its clips leave nothing of (a row scrolled out of its
    /// ScrollView) is left out, as `draw` leaves out a UIKit view clipped out.
    var marks: [Mark] {
        var out: [Mark] = []
        paint(layout.root, clips: [], alpha: 1, style: nil, into: &out)
        return out.filter { mark in mark.clips.allSatisfy { $0.rect.intersects(mark.frame) } }
    }

    private func paint(_ n: Int, clips: [(rect: Rect, shape: SwiftUIKind, cornerRadius: Double?)], alpha: Double, style: String?, into out: inout [Mark]) {
        let node = layout.nodes[n], view = node.view
        var alpha = alpha, clips = clips, style = style
        // From the outside in: what an outer modifier does holds for the ones inside it.
        for (i, modifier) in view.modifiers.enumerated().reversed() {
            switch modifier {
            case .hidden: return
            case .opacity(let a): alpha *= a
            case .clipped: clips.append((node.layerFrames[i], .rectangle, nil))
            case .clipShape(let shape): clips.append((node.layerFrames[i], shape.kind, shape.number))
            case .cornerRadius(let r): clips.append((node.layerFrames[i], .roundedRectangle, r))
            case .style(let s): style = style ?? s
            default: break
            }
        }
        guard alpha >= 0.01 else { return }
        for (i, modifier) in view.modifiers.enumerated().reversed() {
            if case .background = modifier, let behind = node.secondaries[i] { paint(behind, clips: clips, alpha: alpha, style: nil, into: &out) }
        }
        // The innermost style wins: `Circle().fill(.red).foregroundStyle(.blue)` is red.
        let ownStyle = view.modifiers.lazy.compactMap { if case .style(let s) = $0 { s } else { nil } }.first ?? style
        switch view.kind {
        case .color:
            if !view.isClear { out.append(Mark(name: node.name, paint: .fill(rgb: Palette.rgb(view.text), shape: .rectangle, cornerRadius: nil), frame: node.frame, clips: clips, alpha: alpha)) }
        case let kind where kind.isShape:
            let rgb = ownStyle.map { Palette.rgb(Self.colourName($0)) } ?? Self.primary
            out.append(Mark(name: node.name, paint: .fill(rgb: rgb, shape: kind, cornerRadius: view.number), frame: node.frame, clips: clips, alpha: alpha))
        case .text, .image:
            let rgb = ownStyle.flatMap { Palette.rgb(Self.colourName($0)) } ?? Self.primary
            out.append(Mark(name: node.name, paint: .words(view.text, rgb: rgb), frame: node.frame, clips: clips, alpha: alpha))
        default: break
        }
        var inner = clips
        if view.kind == .scrollView || view.kind == .list { inner.append((node.frame, .rectangle, nil)) }
        let children = view.kind == .zStack ? backToFront(node.children) : node.children
        for child in children { paint(child, clips: inner, alpha: alpha, style: ownStyle, into: &out) }
        for (i, modifier) in view.modifiers.enumerated() {
            if case .overlay = modifier, let front = node.secondaries[i] { paint(front, clips: clips, alpha: alpha, style: nil, into: &out) }
        }
    }

    /// `red` from `red`, `.red`, `Color.red` or `Color.red.opacity(…)`-like text: the first
    /// colour name in it.
    static func colourName(_ style: String) -> String {
        let words = style.split { !$0.isLetter }.map(String.init)
        return words.first { Palette.rgb($0) != nil } ?? style
    }

    /// A ZStack's children from the back: a lower `zIndex` first, then in order.
    private func backToFront(_ children: [Int]) -> [Int] {
        func z(_ n: Int) -> Double {
            var value = 0.0
            for case .zIndex(let v) in layout.nodes[n].view.modifiers { value = v }
            return value
        }
        return children.enumerated().sorted { (z($0.element), $0.offset) < (z($1.element), $1.offset) }.map(\.element)
    }

    // MARK: SVG

    /// A mark as SVG: the shape or the words, faded by `alpha` (its host's), inside a group per
    /// clip (`clips` numbers the clip paths of the whole drawing).
    static func svg(_ mark: Mark, alpha: Double, clips: inout Int) -> [String] {
        var out: [String] = [], closing: [String] = []
        for clip in mark.clips {
            clips += 1
            out.append("  <clipPath id=\"swiftui-clip\(clips)\">\(shape(clip.shape, clip.cornerRadius, clip.rect, attributes: ""))</clipPath>")
            out.append("  <g clip-path=\"url(#swiftui-clip\(clips))\">")
            closing.append("  </g>")
        }
        let title = "<title>\(HTMLText.escaped(mark.name))</title>"
        let r = mark.frame
        switch mark.paint {
        case .fill(let rgb, let kind, let radius):
            let fill = rgb.map { "rgb(\($0.0),\($0.1),\($0.2))" } ?? "none"
            out.append("  " + shape(kind, radius, r, attributes: " fill=\"\(fill)\" fill-opacity=\"\(n(alpha * mark.alpha))\"", title: title))
        case .words(let text, let rgb):
            out.append("  <text x=\"\(n(r.minX))\" y=\"\(n(r.midY + 4))\" fill=\"rgb(\(rgb.0),\(rgb.1),\(rgb.2))\" fill-opacity=\"\(n(alpha * mark.alpha))\">\(title)\(HTMLText.escaped(text))</text>")
        }
        return out + closing
    }

    /// A SwiftUI shape laid out in `r` as an SVG element.
    private static func shape(_ kind: SwiftUIKind, _ radius: Double?, _ r: Rect, attributes: String, title: String = "") -> String {
        let end = title.isEmpty ? "/>" : ">\(title)</\(kind == .circle ? "circle" : kind == .ellipse ? "ellipse" : "rect")>"
        switch kind {
        case .circle:
            return "<circle cx=\"\(n(r.midX))\" cy=\"\(n(r.midY))\" r=\"\(n(min(r.width, r.height) / 2))\"\(attributes)" + end
        case .ellipse:
            return "<ellipse cx=\"\(n(r.midX))\" cy=\"\(n(r.midY))\" rx=\"\(n(r.width / 2))\" ry=\"\(n(r.height / 2))\"\(attributes)" + end
        default:
            let corner = kind == .capsule ? min(r.width, r.height) / 2 : kind == .roundedRectangle ? min(radius ?? 0, min(r.width, r.height) / 2) : 0
            let rounded = corner > 0 ? " rx=\"\(n(corner))\"" : ""
            return "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"\(rounded)\(attributes)" + end
        }
    }

    private static func n(_ x: Double) -> String { formatNumber((x * 100).rounded() / 100) }
}
