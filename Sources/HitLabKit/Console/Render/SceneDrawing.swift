import Foundation

/// `draw`: a picture of the window. Views are painted back to front in their colours (not
/// clipped, as UIKit does not clip by default), alpha blends with what is behind, hidden and
/// alpha-0 views show only as a dotted outline, the last touch is marked and the last hit
/// view outlined. Without colour each view is filled with its own letter and a legend follows.
struct SceneDrawing {
    let scene: Scene
    let touch: Point?
    let hit: ViewID?
    /// Per view (by index), what depends on all its ancestors, worked out once top-down.
    private let lineage: [Lineage?]

    typealias RGB = (UInt8, UInt8, UInt8)

    /// A view's map to the screen, whether it or an ancestor is hidden or transparent, the
    /// product of the alphas down to it, and its depth. Views deeper than
    /// `Indentation.limit` use these, so a 10,000-deep scene draws in linear time; shallower
    /// ones are computed along their ancestors as they always were, to the last bit.
    private struct Lineage {
        var toScreen: Transform
        var invisible: Bool
        var alpha: Double
        var depth: Int
    }

    init(scene: Scene, touch: Point?, hit: ViewID?) {
        self.scene = scene
        self.touch = touch
        self.hit = hit
        var lineage = [Lineage?](repeating: nil, count: scene.views.count)
        for id in scene.treeOrder {
            let v = scene[id]
            // Into the superview's bounds space: as Scene.pointToSuperview does it.
            let toSuperview = Transform.translation(-v.bounds.origin.x - v.bounds.size.width / 2, -v.bounds.origin.y - v.bounds.size.height / 2)
                .concatenating(v.transform).concatenating(.translation(v.center.x, v.center.y))
            let own = v.isHidden || v.alpha < 0.01
            if let parent = v.superview, let up = lineage[Int(parent.index)] {
                lineage[Int(id.index)] = Lineage(toScreen: toSuperview.concatenating(up.toScreen), invisible: own || up.invisible,
                                                 alpha: v.alpha * up.alpha, depth: up.depth + 1)
            } else {
                lineage[Int(id.index)] = Lineage(toScreen: toSuperview, invisible: own, alpha: v.alpha, depth: 0)
            }
        }
        self.lineage = lineage
    }

    /// The lineage of a view deeper than `Indentation.limit`, nil for a shallower one.
    private func deep(_ id: ViewID) -> Lineage? {
        guard let l = lineage[Int(id.index)], l.depth > Indentation.limit else { return nil }
        return l
    }

    /// A view's rectangle in window coordinates (the bounding box when transformed).
    func windowRect(_ id: ViewID) -> Rect {
        let b = scene[id].bounds
        let convert: (Point) -> Point = if let l = deep(id) { { l.toScreen.apply($0) } } else { { scene.convert($0, from: id, to: nil) } }
        let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY)]
            .map(convert)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    func isInvisible(_ id: ViewID) -> Bool {
        if let l = lineage[Int(id.index)] { return l.invisible }
        var current: ViewID? = id
        while let c = current {
            if scene[c].isHidden || scene[c].alpha < 0.01 { return true }
            current = scene[c].superview
        }
        return false
    }

    // MARK: Terminal

    func terminal(style: OutputStyle) -> String {
        let window = scene[scene.window].bounds.size
        guard window.width > 0, window.height > 0 else { return "(the window is empty: 0 points wide or high)" }
        let maxColumns = Double(max(20, min(style.width - 2, 120)))
        let maxRows = 34.0
        // A terminal cell is about twice as tall as it is wide.
        let scale = min(maxColumns / window.width, 2 * maxRows / window.height)
        let sx0 = Double(max(1, Self.cell(window.width * scale, limit: Int(maxColumns)))) / window.width
        let sy0 = Double(max(1, Self.cell(window.height * scale / 2, limit: Int(maxRows)))) / window.height
        // A window of 1e-310 points (or 1e300) leaves no finite scale: nothing can be drawn.
        guard scale.isFinite, scale > 0, sx0.isFinite, sy0.isFinite, sx0 > 0, sy0 > 0 else {
            return "(the window is too small or too large to draw: \(window); use `window W H` with sizes like 375 667)"
        }
        let columns = max(1, Self.cell(window.width * scale, limit: Int(maxColumns)))
        let rows = max(1, Self.cell(window.height * scale / 2, limit: Int(maxRows)))
        let sx = sx0, sy = sy0

        var colour = [[RGB]](repeating: [RGB](repeating: (255, 255, 255), count: columns), count: rows)
        var glyph = [[Character]](repeating: [Character](repeating: " ", count: columns), count: rows)
        var letters: [(Character, String)] = []
        var used = Set<Character>()

        func cells(_ r: Rect) -> (c0: Int, c1: Int, r0: Int, r1: Int)? {
            // NaN (an infinite view scaled, or ∞ − ∞) covers no cell.
            guard !(r.minX * sx).isNaN, !(r.maxX * sx).isNaN, !(r.minY * sy).isNaN, !(r.maxY * sy).isNaN else { return nil }
            let c0 = max(0, Self.cell(r.minX * sx, limit: columns)), c1 = min(columns, Self.cell(r.maxX * sx, limit: columns))
            let r0 = max(0, Self.cell(r.minY * sy, limit: rows)), r1 = min(rows, Self.cell(r.maxY * sy, limit: rows))
            return c0 < c1 && r0 < r1 ? (c0, c1, r0, r1) : nil
        }

        // Paint back to front, remembering which view is on top in each cell.
        var owner = [[Int]](repeating: [Int](repeating: -1, count: columns), count: rows)
        var labelled: [(Int, ViewID, (c0: Int, c1: Int, r0: Int, r1: Int))] = []
        for (order, id) in scene.treeOrder.dropFirst().enumerated() {
            let view = scene[id]
            let letter = pickLetter(view.name, &used)
            letters.append((letter, view.name + (isInvisible(id) ? " (hidden or transparent)" : "")))
            guard let box = cells(windowRect(id)) else { continue }
            if isInvisible(id) {
                for c in box.c0..<box.c1 { glyph[box.r0][c] = "·"; glyph[box.r1 - 1][c] = "·" }
                for r in box.r0..<box.r1 { glyph[r][box.c0] = "·"; glyph[r][box.c1 - 1] = "·" }
                continue
            }
            let rgb = view.backgroundColor.flatMap(Palette.rgb)
            let alpha = effectiveAlpha(id)
            for r in box.r0..<box.r1 {
                for c in box.c0..<box.c1 {
                    if let rgb { colour[r][c] = blend(rgb, over: colour[r][c], alpha) }
                    glyph[r][c] = style.colour ? " " : letter
                    owner[r][c] = order
                }
            }
            labelled.append((order, id, box))
        }
        if let hit, hit != scene.window, let box = cells(windowRect(hit)) {
            for c in box.c0..<box.c1 { glyph[box.r0][c] = "━"; glyph[box.r1 - 1][c] = "━" }
            for r in box.r0..<box.r1 { glyph[r][box.c0] = "┃"; glyph[r][box.c1 - 1] = "┃" }
            glyph[box.r0][box.c0] = "┏"; glyph[box.r0][box.c1 - 1] = "┓"
            glyph[box.r1 - 1][box.c0] = "┗"; glyph[box.r1 - 1][box.c1 - 1] = "┛"
        }
        // Each name goes on the first row where the view itself is on top for the whole name
        // and no outline crosses it.
        for (order, id, box) in labelled {
            let label = Array(scene[id].name)
            guard box.c1 - box.c0 - 2 >= label.count else { continue }
            let span = (box.c0 + 1)..<(box.c0 + 1 + label.count)
            if let row = (box.r0..<box.r1).first(where: { r in span.allSatisfy { owner[r][$0] == order && !"┏┓┗┛━┃".contains(glyph[r][$0]) } }) {
                for (i, ch) in label.enumerated() { glyph[row][box.c0 + 1 + i] = ch }
            }
        }
        if let touch {
            let c = Self.cell((touch.x * sx).rounded(.down), limit: columns), r = Self.cell((touch.y * sy).rounded(.down), limit: rows)
            if c >= 0, c < columns, r >= 0, r < rows { glyph[r][c] = style.colour ? "●" : "@" }
        }

        var out: [String] = ["┌" + String(repeating: "─", count: columns) + "┐"]
        for r in 0..<rows {
            var line = "│"
            for c in 0..<columns {
                if style.colour {
                    let bg = colour[r][c]
                    let fg: RGB = glyph[r][c] == "●" ? (220, 0, 0) : (Palette.isLight(bg) ? (0, 0, 0) : (255, 255, 255))
                    line += "\u{1B}[48;2;\(bg.0);\(bg.1);\(bg.2)m\u{1B}[38;2;\(fg.0);\(fg.1);\(fg.2)m\(glyph[r][c])"
                } else {
                    line.append(glyph[r][c])
                }
            }
            out.append(line + (style.colour ? "\u{1B}[0m" : "") + "│")
        }
        out.append("└" + String(repeating: "─", count: columns) + "┘")
        var legend: [String] = []
        if !style.colour { legend += letters.map { "\($0.0) \($0.1)" } }
        if let touch { legend.append((style.colour ? "●" : "@") + " last touch \(touch)") }
        if let hit { legend.append("┏┓ last hit view: \(scene[hit].name)") }
        let scaleNote = "1 column = \(formatNumber((1 / sx * 10).rounded() / 10)) points"
        return (out + [legend.joined(separator: "   "), scaleNote]).filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// `x` rounded to the nearest cell, kept within `-1…limit + 1` so that geometry of 1e300
    /// points (or infinite, or NaN) never reaches `Int(_:)`, which traps on them; the callers
    /// clip to the grid anyway. NaN gives -1, outside every grid.
    static func cell(_ x: Double, limit: Int) -> Int {
        guard !x.isNaN else { return -1 }
        return Int(min(Double(limit + 1), max(-1, x.rounded())))
    }

    private func pickLetter(_ name: String, _ used: inout Set<Character>) -> Character {
        let candidates = Array(name.filter { $0.isLetter || $0.isNumber }.uppercased()) + Array(name.lowercased())
            + Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        let letter = candidates.first { !used.contains($0) && $0 != "@" } ?? "?"
        used.insert(letter)
        return letter
    }

    private func effectiveAlpha(_ id: ViewID) -> Double {
        if let l = deep(id) { return l.alpha }
        var a = 1.0, current: ViewID? = id
        while let c = current { a *= scene[c].alpha; current = scene[c].superview }
        return a
    }

    private func blend(_ top: RGB, over bottom: RGB, _ alpha: Double) -> RGB {
        let alpha = alpha.isNaN ? 1 : min(1, max(0, alpha))
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(t) * alpha + Double(b) * (1 - alpha)).rounded()) }
        return (mix(top.0, bottom.0), mix(top.1, bottom.1), mix(top.2, bottom.2))
    }

    // MARK: SVG

    func svg() -> String {
        let size = scene[scene.window].bounds.size
        var out = ["<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(size.width)) \(n(size.height))\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">",
                   "  <rect x=\"0\" y=\"0\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" fill=\"white\" stroke=\"#999\"/>"]
        for id in scene.treeOrder.dropFirst() {
            let view = scene[id], r = windowRect(id)
            let fill = view.backgroundColor.flatMap(Palette.rgb).map { "rgb(\($0.0),\($0.1),\($0.2))" } ?? "none"
            let geometry = "x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\""
            if isInvisible(id) {
                out.append("  <rect \(geometry) fill=\"none\" stroke=\"#888\" stroke-dasharray=\"4 3\"><title>\(escape(view.name)) (hidden or transparent)</title></rect>")
            } else {
                out.append("  <rect \(geometry) fill=\"\(fill)\" fill-opacity=\"\(n(effectiveAlpha(id)))\" stroke=\"#333\" stroke-width=\"0.5\"><title>\(escape(view.name))</title></rect>")
            }
            out.append("  <text x=\"\(n(r.minX + 4))\" y=\"\(n(r.minY + 14))\">\(escape(view.name))</text>")
        }
        if let hit, hit != scene.window {
            let r = windowRect(hit)
            out.append("  <rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" fill=\"none\" stroke=\"black\" stroke-width=\"3\"><title>last hit view: \(escape(scene[hit].name))</title></rect>")
        }
        if let touch {
            out.append("  <circle cx=\"\(n(touch.x))\" cy=\"\(n(touch.y))\" r=\"6\" fill=\"rgb(220,0,0)\" stroke=\"white\" stroke-width=\"2\"><title>last touch \(touch)</title></circle>")
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    private func n(_ x: Double) -> String { formatNumber((x * 100).rounded() / 100) }

    private func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
