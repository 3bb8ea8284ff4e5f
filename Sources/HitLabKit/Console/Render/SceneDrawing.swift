import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import Foundation

/// `draw`: a picture of the screen. Windows and views are painted back to front in their
/// colours, turned and scaled by their transforms (a view with `clips=yes` clips its
/// subviews; without it nothing is clipped, as in UIKit; scroll views clip by default, so
/// content scrolled out of sight is not drawn, though clipping never changes what is hit),
/// alpha blends with what is behind,
/// hidden and alpha-0 views show only as a dotted outline, the last touch and every finger
/// on the glass are marked and the last hit view outlined. Without colour each view is filled
/// with its own letter and a legend follows.
struct SceneDrawing {
    let scene: Scene
    let touch: Point?
    let hit: ViewID?
    /// The fingers on the glass, with where they are on the screen.
    let fingers: [(finger: Int, location: Point)]
    /// Whether each view's shape and name carry `data-id` (its index in the scene) in the SVG,
    /// so the trace page can move a view a body moved.
    var marksViews = false
    /// Each hosting view's SwiftUI content to paint over it, by the host.
    var swiftUI: [ViewID: [SwiftUIDrawing.Mark]] = [:]
    /// The words of the picture's legend, in the session's language (an SVG file keeps English).
    var words: any TeachingWords = EnglishWords()

    /// Every view to paint, back to front: the windows from the back (the key window's own
    /// white is the background), each with its subtree in tree order.
    var paintOrder: [ViewID] {
        var out: [ViewID] = []
        for window in scene.windowsFrontToBack.reversed() {
            var stack = [window]
            while let id = stack.popLast() {
                if id != scene.window { out.append(id) }
                stack.append(contentsOf: scene[id].subviews.reversed())
            }
        }
        return out
    }

    /// Whether a view or one of its superviews is transformed, or an ancestor clips: such a view
    /// is painted cell by cell where it really covers, not as its bounding box.
    func needsExactCells(_ id: ViewID) -> Bool {
        if let l = deep(id) { return l.transformed || l.clippedAbove }
        var current: ViewID? = id
        var first = true
        while let c = current {
            if !scene[c].transform.isIdentity || (!first && scene[c].clipsToBounds) { return true }
            first = false
            current = scene[c].superview
        }
        return false
    }

    /// Whether a screen point is on the view (inside its bounds, and inside every ancestor that
    /// clips).
    func covers(_ id: ViewID, _ p: Point) -> Bool {
        guard scene[id].bounds.contains(scene.convert(p, from: nil, to: id)) else { return false }
        var current = scene[id].superview
        while let c = current {
            if scene[c].clipsToBounds, !scene[c].bounds.contains(scene.convert(p, from: nil, to: c)) { return false }
            current = scene[c].superview
        }
        return true
    }
    /// Per view (by index), what depends on all its ancestors, worked out once top-down.
    private let lineage: [Lineage?]
    /// Per view (by index), its rectangle on the screen (the bounding box when transformed)
    /// and whether its clipping ancestors leave nothing of it to draw, worked out once.
    private var rects: [Rect?]
    private var clippedOut: [Bool]
    /// Per view (by index), the part of the screen its clipping ancestors leave it: nil when
    /// none clips, an empty rectangle when they leave nothing.
    private var clipRects: [Rect?]

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
        /// Whether it or an ancestor is transformed; whether an ancestor clips.
        var transformed: Bool
        var clippedAbove: Bool
    }

    init(scene: Scene, touch: Point?, hit: ViewID?, fingers: [(finger: Int, location: Point)] = []) {
        self.scene = scene
        self.touch = touch
        self.hit = hit
        self.fingers = fingers
        var lineage = [Lineage?](repeating: nil, count: scene.views.count)
        for id in scene.treeOrder {
            let v = scene[id]
            // Into the superview's bounds space: as Scene.pointToSuperview does it.
            let toSuperview = Transform.translation(-v.bounds.origin.x - v.bounds.size.width / 2, -v.bounds.origin.y - v.bounds.size.height / 2)
                .concatenating(v.transform).concatenating(.translation(v.center.x, v.center.y))
            let own = v.isHidden || v.alpha < 0.01
            if let parent = v.superview, let up = lineage[Int(parent.index)] {
                lineage[Int(id.index)] = Lineage(toScreen: toSuperview.concatenating(up.toScreen), invisible: own || up.invisible,
                                                 alpha: v.alpha * up.alpha, depth: up.depth + 1,
                                                 transformed: up.transformed || !v.transform.isIdentity,
                                                 clippedAbove: up.clippedAbove || scene[parent].clipsToBounds)
            } else {
                lineage[Int(id.index)] = Lineage(toScreen: toSuperview, invisible: own, alpha: v.alpha, depth: 0,
                                                 transformed: !v.transform.isIdentity, clippedAbove: false)
            }
        }
        self.lineage = lineage
        // Top-down again, now that windowRect can use the lineage: a clipping view narrows
        // what its subviews may cover to its own rectangle (the bounding box when turned).
        var clipRects = [Rect?](repeating: nil, count: scene.views.count)
        var clippedOut = [Bool](repeating: false, count: scene.views.count)
        self.clipRects = clipRects
        self.clippedOut = clippedOut
        self.rects = []
        var rects = [Rect?](repeating: nil, count: scene.views.count)
        for id in scene.treeOrder {
            let own = windowRect(id)
            rects[Int(id.index)] = own
            guard let parent = scene[id].superview else { continue }
            var clip = clipRects[Int(parent.index)]
            if scene[parent].clipsToBounds, let up = rects[Int(parent.index)] {
                clip = clip.map { $0.intersection(up) ?? Rect(x: up.minX, y: up.minY, width: 0, height: 0) } ?? up
            }
            clipRects[Int(id.index)] = clip
            if let clip { clippedOut[Int(id.index)] = !own.intersects(clip) }
        }
        self.rects = rects
        self.clipRects = clipRects
        self.clippedOut = clippedOut
    }

    /// Whether its clipping ancestors leave nothing of the view to draw (a row scrolled out of
    /// its table): it is left out of the picture and its legend, and still hit-tested as ever.
    func isClippedOut(_ id: ViewID) -> Bool {
        clippedOut[Int(id.index)]
    }

    /// The part of the view's rectangle on the screen that is drawn, within its clipping
    /// ancestors; nil when nothing is.
    func drawnRect(_ id: ViewID) -> Rect? {
        guard let clip = clipRects[Int(id.index)] else { return windowRect(id) }
        return windowRect(id).intersection(clip)
    }

    /// The nearest clipping ancestor that leaves nothing of the view, else the nearest that clips.
    func clipper(of id: ViewID) -> ViewID? {
        var nearest: ViewID?
        var current = scene[id].superview
        while let c = current {
            if scene[c].clipsToBounds {
                if !windowRect(id).intersects(windowRect(c)) { return c }
                nearest = nearest ?? c
            }
            current = scene[c].superview
        }
        return nearest
    }

    /// "(19996 views outside T's bounds are clipped: not drawn)", one per clipping view, in
    /// paint order; empty when nothing is clipped out.
    func clippedNotes(_ order: [ViewID]) -> [String] {
        var counts: [ViewID: Int] = [:], clippers: [ViewID] = []
        for id in order where isClippedOut(id) {
            guard let c = clipper(of: id) else { continue }
            if counts[c] == nil { clippers.append(c) }
            counts[c, default: 0] += 1
        }
        return clippers.map { c in
            let n = counts[c]!
            return words.drawnClipped(n, outside: scene[c].name)
        }
    }

    /// The lineage of a view deeper than `Indentation.limit`, nil for a shallower one.
    private func deep(_ id: ViewID) -> Lineage? {
        guard let l = lineage[Int(id.index)], l.depth > Indentation.limit else { return nil }
        return l
    }

    /// A view's rectangle in window coordinates (the bounding box when transformed).
    func windowRect(_ id: ViewID) -> Rect {
        if Int(id.index) < rects.count, let known = rects[Int(id.index)] { return known }
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
        // Fill letters are picked before painting, so the legend's rows are known and the
        // picture, its frame, the legend, the scale line and the next prompt fit the height.
        var used = Set<Character>()
        // What clipping leaves nothing of is not painted and not in the legend.
        let everything = paintOrder
        let order = everything.filter { !isClippedOut($0) }
        let letters: [(Character, String)] = order.map { id in
            (pickLetter(scene[id].name, &used), scene[id].name + (isInvisible(id) ? words.drawnHidden : ""))
        }
        // SwiftUI's colours and shapes take letters too; its words are written as they are.
        let markLetters = swiftUI.mapValues { marks in
            marks.map { mark -> Character? in if case .fill = mark.paint { pickLetter(mark.name, &used) } else { nil } }
        }
        var legend: [String] = []
        if !style.colour {
            legend += letters.map { "\($0.0) \($0.1)" }
            for id in order where !isInvisible(id) {
                for (mark, letter) in zip(swiftUI[id] ?? [], markLetters[id] ?? []) { if let letter { legend.append("\(letter) \(mark.name)") } }
            }
        }
        if let touch { legend.append(words.drawnLastTouch(style.colour ? "●" : "@", "\(touch)")) }
        if !fingers.isEmpty { legend.append(words.drawnFingers(fingers.map { ($0.finger, "\($0.location)") })) }
        if let hit { legend.append(words.drawnLastHit(scene[hit].name)) }
        legend += clippedNotes(everything)
        let legendLine = legend.joined(separator: "   ")
        let maxRows = Double(Self.rowsForPicture(height: style.height, legendColumns: DisplayWidth.of(legendLine), width: style.width))
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

        // The grids, row after row in one array each (cell (r, c) at r × columns + c).
        var colour = [RGB](repeating: (255, 255, 255), count: rows * columns)
        var glyph = [Character](repeating: " ", count: rows * columns)

        func cells(_ r: Rect) -> (c0: Int, c1: Int, r0: Int, r1: Int)? {
            // NaN (an infinite view scaled, or ∞ − ∞) covers no cell.
            guard !(r.minX * sx).isNaN, !(r.maxX * sx).isNaN, !(r.minY * sy).isNaN, !(r.maxY * sy).isNaN else { return nil }
            let c0 = max(0, Self.cell(r.minX * sx, limit: columns)), c1 = min(columns, Self.cell(r.maxX * sx, limit: columns))
            let r0 = max(0, Self.cell(r.minY * sy, limit: rows)), r1 = min(rows, Self.cell(r.maxY * sy, limit: rows))
            return c0 < c1 && r0 < r1 ? (c0, c1, r0, r1) : nil
        }

        /// The cells a SwiftUI mark paints: its own, and along a side thinner than a cell, the row
        /// or column its centre is in, so a 22-point Text still shows in a small picture.
        func markCells(_ r: Rect) -> (box: (c0: Int, c1: Int, r0: Int, r1: Int), thin: Bool)? {
            if let box = cells(r) { return (box, false) }
            guard r.width > 0, r.height > 0, !(r.midX * sx).isNaN, !(r.midY * sy).isNaN else { return nil }
            func span(_ lo: Double, _ hi: Double, _ mid: Double, _ limit: Int) -> (Int, Int) {
                let a = max(0, Self.cell(lo, limit: limit)), b = min(limit, Self.cell(hi, limit: limit))
                if a < b { return (a, b) }
                let m = Self.cell(mid.rounded(.down), limit: limit)
                return (m, m + 1)
            }
            let (c0, c1) = span(r.minX * sx, r.maxX * sx, r.midX * sx, columns), (r0, r1) = span(r.minY * sy, r.maxY * sy, r.midY * sy, rows)
            guard c0 >= 0, c1 <= columns, r0 >= 0, r1 <= rows else { return nil }
            return ((c0, c1, r0, r1), true)
        }

        // Paint back to front, remembering which view is on top in each cell.
        var owner = [Int](repeating: -1, count: rows * columns)
        var labelled: [(Int, ViewID, (c0: Int, c1: Int, r0: Int, r1: Int))] = []
        for (order, id) in order.enumerated() {
            let view = scene[id]
            let letter = letters[order].0
            guard let box = cells(windowRect(id)) else { continue }
            let exact = needsExactCells(id)
            if isInvisible(id) {
                for c in box.c0..<box.c1 { glyph[(box.r0) * columns + c] = "·"; glyph[(box.r1 - 1) * columns + c] = "·" }
                for r in box.r0..<box.r1 { glyph[r * columns + box.c0] = "·"; glyph[r * columns + box.c1 - 1] = "·" }
                continue
            }
            let rgb = view.backgroundColor.flatMap(Palette.rgb)
            let alpha = effectiveAlpha(id)
            for r in box.r0..<box.r1 {
                for c in box.c0..<box.c1 {
                    // A turned, scaled or clipped view covers the cells whose centre it covers.
                    if exact, !covers(id, Point(x: (Double(c) + 0.5) / sx, y: (Double(r) + 0.5) / sy)) { continue }
                    if let rgb { colour[r * columns + c] = blend(rgb, over: colour[r * columns + c], alpha) }
                    glyph[r * columns + c] = style.colour ? " " : letter
                    owner[r * columns + c] = order
                }
            }
            labelled.append((order, id, box))
            // A host's SwiftUI content, over the host and under its UIKit subviews.
            for (mark, letter) in zip(swiftUI[id] ?? [], markLetters[id] ?? []) {
                guard let (markBox, thin) = markCells(mark.frame) else { continue }
                // A thin mark is painted in the cells its centre is in, where its clips leave that centre.
                let middle = mark.covers(Point(x: mark.frame.midX, y: mark.frame.midY))
                let centre = { (r: Int, c: Int) in Point(x: (Double(c) + 0.5) / sx, y: (Double(r) + 0.5) / sy) }
                switch mark.paint {
                case .fill(let rgb, _, _):
                    for r in markBox.r0..<markBox.r1 {
                        for c in markBox.c0..<markBox.c1 where thin ? middle : mark.covers(centre(r, c)) {
                            if let rgb { colour[r * columns + c] = blend(rgb, over: colour[r * columns + c], alpha * mark.alpha) }
                            glyph[r * columns + c] = style.colour ? " " : letter ?? " "
                            owner[r * columns + c] = -2
                        }
                    }
                case .words(let text, _):
                    let r = (markBox.r0 + markBox.r1 - 1) / 2
                    var c = markBox.c0
                    for ch in text where DisplayWidth.of(ch) == 1 && c < markBox.c1 {
                        if thin ? middle : mark.covers(centre(r, c)) { glyph[r * columns + c] = ch; owner[r * columns + c] = -2 }
                        c += 1
                    }
                }
            }
        }
        // The outline is clipped as the view is drawn: a button half scrolled out shows its half.
        let hitBox = hit.flatMap { $0 != scene.window ? drawnRect($0).flatMap(cells) : nil }
        /// Whether a cell is on the hit view's outline, which a name is never written across.
        func onOutline(_ r: Int, _ c: Int) -> Bool {
            guard let b = hitBox else { return false }
            return ((r == b.r0 || r == b.r1 - 1) && c >= b.c0 && c < b.c1) || ((c == b.c0 || c == b.c1 - 1) && r >= b.r0 && r < b.r1)
        }
        if let box = hitBox {
            for c in box.c0..<box.c1 { glyph[(box.r0) * columns + c] = "━"; glyph[(box.r1 - 1) * columns + c] = "━" }
            for r in box.r0..<box.r1 { glyph[r * columns + box.c0] = "┃"; glyph[r * columns + box.c1 - 1] = "┃" }
            glyph[(box.r0) * columns + box.c0] = "┏"; glyph[(box.r0) * columns + box.c1 - 1] = "┓"
            glyph[(box.r1 - 1) * columns + box.c0] = "┗"; glyph[(box.r1 - 1) * columns + box.c1 - 1] = "┛"
        }
        // Each name goes on the first row where the view itself is on top for the whole name
        // and no outline crosses it. Cells are terminal columns: a wide character (红) takes
        // two, the second holding `wideTail`; a name too wide for its box is cut to whole
        // characters that fit, never half a wide one.
        for (order, id, box) in labelled {
            let room = box.c1 - box.c0 - 2
            // Without colour, a space sets the name apart from the view's fill letter.
            let padding = style.colour ? 0 : 2
            let name = scene[id].name
            let fitted = DisplayWidth.of(name) + padding <= room ? name : DisplayWidth.prefix(name, columns: room - padding)
            guard !fitted.isEmpty else { continue }
            let label = style.colour ? fitted : " " + fitted + " "
            let span = (box.c0 + 1)..<(box.c0 + 1 + DisplayWidth.of(label))
            if let row = (box.r0..<box.r1).first(where: { r in span.allSatisfy { owner[r * columns + $0] == order && !onOutline(r, $0) } }) {
                var c = box.c0 + 1
                for ch in label {
                    glyph[row * columns + c] = ch
                    if DisplayWidth.of(ch) == 2 { glyph[row * columns + c + 1] = Self.wideTail }
                    c += DisplayWidth.of(ch)
                }
            }
        }
        /// One narrow glyph over whatever is there; a wide character it lands on is blanked
        /// whole, so the row keeps its width.
        func put(_ ch: Character, _ r: Int, _ c: Int) {
            if glyph[r * columns + c] == Self.wideTail, c > 0 { glyph[r * columns + c - 1] = " " }
            if c + 1 < columns, glyph[r * columns + c + 1] == Self.wideTail { glyph[r * columns + c + 1] = " " }
            glyph[r * columns + c] = ch
        }
        if let touch {
            let c = Self.cell((touch.x * sx).rounded(.down), limit: columns), r = Self.cell((touch.y * sy).rounded(.down), limit: rows)
            if c >= 0, c < columns, r >= 0, r < rows { put(style.colour ? "●" : "@", r, c) }
        }
        // Fingers still on the glass, by number (10 shows as 0).
        for f in fingers {
            let c = Self.cell((f.location.x * sx).rounded(.down), limit: columns), r = Self.cell((f.location.y * sy).rounded(.down), limit: rows)
            if c >= 0, c < columns, r >= 0, r < rows { put(Character(String(f.finger % 10)), r, c) }
        }

        var out: [String] = ["┌" + String(repeating: "─", count: columns) + "┐"]
        for r in 0..<rows {
            // A row's bytes, made into one string at its end (a character at a time was most of
            // the cost of a drawing).
            var line = Array("│".utf8)
            line.reserveCapacity(columns * (style.colour ? 40 : 3) + 10)
            for c in 0..<columns where glyph[r * columns + c] != Self.wideTail {
                if style.colour {
                    let bg = colour[r * columns + c]
                    let fg: RGB = glyph[r * columns + c] == "●" ? (220, 0, 0) : (Palette.isLight(bg) ? (0, 0, 0) : (255, 255, 255))
                    line += "\u{1B}[48;2;\(bg.0);\(bg.1);\(bg.2)m\u{1B}[38;2;\(fg.0);\(fg.1);\(fg.2)m".utf8
                }
                let ch = glyph[r * columns + c]
                if let ascii = ch.asciiValue, ascii >= 0x20 { line.append(ascii) } else { line += ch.utf8 }
            }
            out.append(String(decoding: line, as: UTF8.self) + (style.colour ? "\u{1B}[0m" : "") + "│")
        }
        out.append("└" + String(repeating: "─", count: columns) + "┘")
        let scaleNote = words.drawnScale(formatNumber((1 / sx * 10).rounded() / 10))
        return (out + [legendLine, scaleNote]).filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// The most rows the picture itself may take: 34 when the height is unknown (a script, a
    /// file), else all that is left of `height` after the typed command, the frame's two edges,
    /// the legend (as many rows as it wraps to at `width`), the scale line and the prompt after
    /// it; at least 4.
    static func rowsForPicture(height: Int?, legendColumns: Int, width: Int) -> Int {
        guard let height else { return 34 }
        let legendRows = legendColumns == 0 ? 0 : (legendColumns + max(1, width) - 1) / max(1, width)
        return max(4, height - 1 - 2 - legendRows - 1 - 1)
    }

    /// The second cell of a wide character: it prints nothing, the character before it
    /// fills both columns.
    static let wideTail: Character = "\u{0}"

    /// `x` rounded to the nearest cell, kept within `-1…limit + 1` so that geometry of 1e300
    /// points (or infinite, or NaN) never reaches `Int(_:)`, which traps on them; the callers
    /// clip to the grid anyway. NaN gives -1, outside every grid.
    static func cell(_ x: Double, limit: Int) -> Int {
        guard !x.isNaN else { return -1 }
        return Int(min(Double(limit + 1), max(-1, x.rounded())))
    }

    private func pickLetter(_ name: String, _ used: inout Set<Character>) -> Character {
        // A fill letter takes one cell: a wide one (红) would push the row out of line.
        func free(_ c: Character) -> Bool { !used.contains(c) && c != "@" && DisplayWidth.of(c) == 1 }
        let letter = name.filter { $0.isLetter || $0.isNumber }.uppercased().first(where: free)
            ?? name.lowercased().first(where: free) ?? Self.alphabet.first(where: free) ?? "?"
        used.insert(letter)
        return letter
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")

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

    /// The line that marks an SVG as HitLab's, so `draw --svg` replaces its own drawings
    /// without `--force` and nothing else.
    static let svgMark = "<!-- drawn by HitLab -->"

    func svg() -> String {
        let size = scene[scene.window].bounds.size
        var out = ["<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(size.width)) \(n(size.height))\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">",
                   "  " + Self.svgMark,
                   "  <rect x=\"0\" y=\"0\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" fill=\"white\" stroke=\"#999\"/>"]
        // Views nest in groups so a clipping view clips its whole subtree.
        var clipNumber = 0, swiftUIClips = 0
        for window in scene.windowsFrontToBack.reversed() {
            var stack: [(ViewID, closes: Bool)] = [(window, false)]
            while let (id, closes) = stack.popLast() {
                if closes { out.append("  </g>"); continue }
                let view = scene[id]
                // What clipping hides is left out, except on the trace page, whose player may
                // scroll it into sight (it is clipped there all the same).
                if id != scene.window, marksViews || !isClippedOut(id) {
                    out += svgView(id)
                    if !isInvisible(id) { for mark in swiftUI[id] ?? [] { out += SwiftUIDrawing.svg(mark, alpha: effectiveAlpha(id), clips: &swiftUIClips) } }
                }
                if view.clipsToBounds, !view.subviews.isEmpty {
                    clipNumber += 1
                    out.append("  <clipPath id=\"clip\(clipNumber)\">\(svgShape(id, attributes: ""))</clipPath>")
                    out.append("  <g clip-path=\"url(#clip\(clipNumber))\">")
                    stack.append((id, true))
                }
                stack.append(contentsOf: view.subviews.reversed().map { ($0, false) })
            }
        }
        if !marksViews { out += clippedNotes(paintOrder).map { "  <!-- " + $0.dropFirst().dropLast() + " -->" } }
        if let hit, hit != scene.window, let r = drawnRect(hit) {
            out.append("  <rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" fill=\"none\" stroke=\"black\" stroke-width=\"3\"><title>last hit view: \(HTMLText.escaped(scene[hit].name))</title></rect>")
        }
        if let touch {
            out.append("  <circle cx=\"\(n(touch.x))\" cy=\"\(n(touch.y))\" r=\"6\" fill=\"rgb(220,0,0)\" stroke=\"white\" stroke-width=\"2\"><title>last touch \(touch)</title></circle>")
        }
        for f in fingers {
            out.append("  <circle cx=\"\(n(f.location.x))\" cy=\"\(n(f.location.y))\" r=\"9\" fill=\"rgb(0,90,200)\" stroke=\"white\" stroke-width=\"2\"><title>finger \(f.finger) at \(f.location)</title></circle>")
            out.append("  <text x=\"\(n(f.location.x - 3.5))\" y=\"\(n(f.location.y + 4))\" fill=\"white\">\(f.finger)</text>")
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// One view: its rectangle (turned and scaled exactly when transformed) and its name.
    private func svgView(_ id: ViewID) -> [String] {
        let view = scene[id]
        let fill = view.backgroundColor.flatMap(Palette.rgb).map { "rgb(\($0.0),\($0.1),\($0.2))" } ?? "none"
        let title = HTMLText.escaped(view.name) + (isInvisible(id) ? " (hidden or transparent)" : "")
        let paint = isInvisible(id) ? "fill=\"none\" stroke=\"#888\" stroke-dasharray=\"4 3\""
            : "fill=\"\(fill)\" fill-opacity=\"\(n(effectiveAlpha(id)))\" stroke=\"#333\" stroke-width=\"0.5\""
        let mark = marksViews ? " data-id=\"\(id.index)\"" : ""
        var lines = ["  " + svgShape(id, attributes: mark + " " + paint, title: title)]
        if let m = matrix(id) {
            lines.append("  <text\(mark) x=\"\(n(view.bounds.minX + 4))\" y=\"\(n(view.bounds.minY + 14))\" transform=\"\(m)\">\(HTMLText.escaped(view.name))</text>")
        } else {
            let r = windowRect(id)
            lines.append("  <text\(mark) x=\"\(n(r.minX + 4))\" y=\"\(n(r.minY + 14))\">\(HTMLText.escaped(view.name))</text>")
        }
        return lines
    }

    /// A view's rectangle: at its place on the screen, or in its own bounds with the matrix
    /// that maps them to the screen when a transform is involved.
    private func svgShape(_ id: ViewID, attributes: String, title: String? = nil) -> String {
        let titled = title.map { "><title>\($0)</title></rect>" } ?? "/>"
        if let m = matrix(id) {
            let b = scene[id].bounds
            return "<rect x=\"\(n(b.minX))\" y=\"\(n(b.minY))\" width=\"\(n(b.width))\" height=\"\(n(b.height))\" transform=\"\(m)\"\(attributes)" + titled
        }
        let r = windowRect(id)
        return "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"\(attributes)" + titled
    }

    /// `matrix(a b c d e f)` from a view's bounds space to the screen, when the view or a
    /// superview is transformed; nil otherwise.
    private func matrix(_ id: ViewID) -> String? {
        var transformed = lineage[Int(id.index)]?.transformed ?? false
        if lineage[Int(id.index)] == nil {
            var current: ViewID? = id
            while let c = current { if !scene[c].transform.isIdentity { transformed = true }; current = scene[c].superview }
        }
        guard transformed else { return nil }
        let o = scene.convert(.zero, from: id, to: nil)
        let x = scene.convert(Point(x: 1, y: 0), from: id, to: nil), y = scene.convert(Point(x: 0, y: 1), from: id, to: nil)
        return "matrix(\(m(x.x - o.x)) \(m(x.y - o.y)) \(m(y.x - o.x)) \(m(y.y - o.y)) \(m(o.x)) \(m(o.y)))"
    }

    private func m(_ x: Double) -> String { x.isFinite ? formatNumber((x * 10_000).rounded() / 10_000) : "0" }

    private func n(_ x: Double) -> String { formatNumber((x * 100).rounded() / 100) }
}
