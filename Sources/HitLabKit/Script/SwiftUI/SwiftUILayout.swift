import HitLabModel
/// A host's SwiftUI content laid out: its views as nodes in the order the body made them, with
/// their frames in the window's coordinates. Layout is SwiftUI's proposal and response as
/// DESIGN states it: a parent proposes a size, the child answers with its own, the parent places it.
public struct SwiftUILayout: Sendable {
    public internal(set) var nodes: [SwiftUINode] = []
    /// The host's bounds in the window's coordinates.
    public let hostFrame: Rect
    /// What each container answered to each proposal while laying out, by node (emptied
    /// after): a stack asks each child up to three times, so without them nested stacks cost
    /// 3 to the power of their depth (40 nested VStacks did not finish). A container sees a
    /// few proposals, so its list is searched in order.
    private var answers: [[SizeAnswer]] = []
    /// How far each `ScrollView` or `List` is scrolled, by name (its pan moved it).
    let scrolled: [String: Double]
    /// The view tree as the body made it (children in place), so the next evaluation can be
    /// compared with it view by view (`moving`).
    var made: SwiftUIView

    /// A size a parent offers; nil in a dimension asks for the child's ideal size.
    struct Proposal: Equatable {
        var width: Double?
        var height: Double?
        subscript(horizontal: Bool) -> Double? { horizontal ? width : height }
    }

    /// Stacks put 8 points between children unless told (DESIGN), and `Spacer` takes at least 8.
    static let defaultSpacing = 8.0
    /// What a shape or colour answers when asked for its ideal size (SwiftUI's 10 points).
    static let idealShapeSide = 10.0

    /// Lays out `root` in a host whose bounds are `hostFrame` in the window: the root is
    /// offered the host's size and centred in it, as a UIHostingController's view does.
    /// `name` gives each view its name as it is made, depth-first in source order.
    public init(root: SwiftUIView, hostFrame: Rect, scrolled: [String: Double] = [:], name: (SwiftUIView) -> String) {
        self.hostFrame = hostFrame
        self.scrolled = scrolled
        made = root
        let top = add(root, parent: nil, name: name)
        answers = Array(repeating: [], count: nodes.count)
        let size = self.size(top, nodes[top].view.modifiers.count, Proposal(width: hostFrame.width, height: hostFrame.height), font: 17)
        let origin = Point(x: hostFrame.origin.x + (hostFrame.width - size.width) / 2, y: hostFrame.origin.y + (hostFrame.height - size.height) / 2)
        place(top, nodes[top].view.modifiers.count, Rect(origin: origin, size: size), font: 17)
        answers = []
        measureReach()
    }

    /// Works out each node's `reach`, so the hit-test can answer for a container far from a
    /// touch without asking each view inside it. A node comes after its parent (and a
    /// background's or overlay's view after the view carrying it), so one pass from the last
    /// node to the first gathers every subtree.
    mutating func measureReach() {
        for n in nodes.indices.reversed() { nodes[n].reach = gatheredReach(n) }
    }

    /// Node `n`'s reach from its own frames and the reach of each view inside it.
    func gatheredReach(_ n: Int) -> Rect {
        var reach = nodes[n].layerFrames.reduce(nodes[n].frame) { Self.union($0, $1) }
        for c in nodes[n].children { reach = Self.union(reach, nodes[c].reach) }
        for s in nodes[n].secondaries.values { reach = Self.union(reach, nodes[s].reach) }
        return reach
    }

    /// The root node, which the body's one view expression made.
    public var root: Int { 0 }

    private mutating func add(_ view: SwiftUIView, parent: Int?, name: (SwiftUIView) -> String) -> Int {
        var stripped = view
        stripped.children = []
        let index = nodes.count
        nodes.append(SwiftUINode(name: name(view), view: stripped, parent: parent))
        nodes[index].layerFrames = Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: view.modifiers.count)
        for child in view.children { nodes[index].children.append(add(child, parent: index, name: name)) }
        for (i, modifier) in view.modifiers.enumerated() {
            switch modifier {
            case .background(let other), .overlay(let other): nodes[index].secondaries[i] = add(other, parent: index, name: name)
            default: break
            }
        }
        return index
    }

    /// The children a container lays out: a `Group` or `ForEach` without modifiers gives its
    /// own children to the container around it, as SwiftUI flattens them.
    package func layoutChildren(_ n: Int) -> [Int] {
        var out: [Int] = []
        for c in nodes[n].children {
            if nodes[c].view.kind.isTransparent, nodes[c].view.modifiers.isEmpty { out += layoutChildren(c) } else { out.append(c) }
        }
        return out
    }

    /// The cell a `List` shows row `row` in (window coordinates): the List's width, and the
    /// row's height grown to the cell's (at least 44), centred on the row as `place` lays it out.
    /// Nil when `row` is not a row of a List.
    package func cell(ofRow row: Int) -> Rect? {
        guard let list = nodes[row].parent.flatMap(listAround), layoutChildren(list).contains(row) else { return nil }
        let frame = nodes[row].outerFrame, width = nodes[list].frame
        let height = max(Self.rowHeight, frame.height + 2 * Self.rowPadding)
        return Rect(x: width.origin.x, y: frame.midY - height / 2, width: width.width, height: height)
    }

    /// `n` when it is a List, else the List a `Group` or `ForEach` without modifiers gives its children to.
    private func listAround(_ n: Int) -> Int? {
        if nodes[n].view.kind == .list { return n }
        guard nodes[n].view.kind.isTransparent, nodes[n].view.modifiers.isEmpty else { return nil }
        return nodes[n].parent.flatMap(listAround)
    }

    // MARK: Sizing

    /// The size node `n` with its first `k` modifiers answers when offered `p`: the same
    /// every time it is asked, so it is worked out once.
    mutating func size(_ n: Int, _ k: Int, _ p: Proposal, font: Double) -> Size {
        guard k > 0 else {
            // A leaf is measured at once; a container's answer is its children's, kept.
            guard nodes[n].view.kind.isContainer else { return baseSize(n, p, font: font) }
            if let known = answers[n].first(where: { $0.answers(p, font: font) }) { return known.size }
            let answer = baseSize(n, p, font: font)
            answers[n].append(SizeAnswer(p, font: font, size: answer))
            return answer
        }
        let inner = k - 1
        switch nodes[n].view.modifiers[inner] {
        case .frame(let w, let h, _):
            let child = size(n, inner, Proposal(width: w ?? p.width, height: h ?? p.height), font: font)
            return Size(width: w ?? child.width, height: h ?? child.height)
        case .flexibleFrame(let minW, let maxW, let minH, let maxH, _):
            let childP = Proposal(width: Self.clamp(p.width, minW, maxW), height: Self.clamp(p.height, minH, maxH))
            let child = size(n, inner, childP, font: font)
            return Size(width: Self.flexible(child.width, p.width, minW, maxW), height: Self.flexible(child.height, p.height, minH, maxH))
        case .padding(let t, let l, let b, let r):
            let child = size(n, inner, Proposal(width: p.width.map { max(0, $0 - l - r) }, height: p.height.map { max(0, $0 - t - b) }), font: font)
            return Size(width: child.width + l + r, height: child.height + t + b)
        case .position:
            let child = size(n, inner, p, font: font)
            return Size(width: p.width ?? child.width, height: p.height ?? child.height)
        case .font(let s):
            return size(n, inner, p, font: s)
        default:
            return size(n, inner, p, font: font)
        }
    }

    /// A proposal clamped into a flexible frame's bounds (nil stays nil).
    static func clamp(_ p: Double?, _ lo: Double?, _ hi: Double?) -> Double? {
        guard var v = p else { return nil }
        if let hi { v = min(v, hi) }
        if let lo { v = max(v, lo) }
        return v
    }

    /// A flexible frame's size in one dimension: the child's, grown toward the proposal up to
    /// the maximum, and at least the minimum.
    static func flexible(_ child: Double, _ p: Double?, _ lo: Double?, _ hi: Double?) -> Double {
        var v = child
        if let hi, let p { v = min(hi, max(v, p)) } else if let hi { v = min(v, hi) }
        if let lo { v = max(v, lo) }
        return v
    }

    private mutating func baseSize(_ n: Int, _ p: Proposal, font: Double) -> Size {
        // The view's fields are read where they are (a copy of the whole view retains each of
        // its strings and arrays, and layout asks a view several times).
        let kind = nodes[n].view.kind
        switch kind {
        case .text:
            return TextMetrics.size(nodes[n].view.text, size: font, width: p.width)
        case .image:
            let side = TextMetrics.imageSide(size: font)
            return Size(width: side, height: side)
        case .color, .rectangle, .roundedRectangle, .circle, .capsule, .ellipse:
            return Size(width: p.width ?? Self.idealShapeSide, height: p.height ?? Self.idealShapeSide)
        case .spacer:
            let least = nodes[n].view.number ?? Self.defaultSpacing
            return Size(width: max(least, p.width ?? least), height: max(least, p.height ?? least))
        case .emptyView:
            return Size(width: 0, height: 0)
        case .vStack, .group, .forEach, .button, .hStack:
            return stackSize(layoutChildren(n), horizontal: kind == .hStack, spacing: nodes[n].view.number ?? Self.defaultSpacing, p, font: font)
        case .zStack:
            var out = Size(width: 0, height: 0)
            for c in layoutChildren(n) {
                let s = size(c, nodes[c].view.modifiers.count, p, font: font)
                out = Size(width: max(out.width, s.width), height: max(out.height, s.height))
            }
            return out
        case .scrollView, .list:
            let content = kind == .list ? listSize(n, p, font: font) : scrollContentSize(n, p, font: font)
            return Size(width: p.width ?? content.width, height: p.height ?? content.height)
        }
    }

    /// A stack's size for `children` along an axis: each child is offered its share of what is
    /// left, the least flexible first (SwiftUI's stack algorithm), with `spacing` between them.
    mutating func stackSizes(_ children: [Int], horizontal: Bool, spacing: Double, _ p: Proposal, font: Double) -> [Size] {
        guard !children.isEmpty else { return [] }
        func offer(_ along: Double?) -> Proposal {
            horizontal ? Proposal(width: along, height: p.height) : Proposal(width: p.width, height: along)
        }
        var sizes = Array(repeating: Size(width: 0, height: 0), count: children.count)
        guard let total = p[horizontal] else {
            for (i, c) in children.enumerated() { sizes[i] = stackChildSize(c, horizontal: horizontal, offer(nil), font: font) }
            return sizes
        }
        func along(_ s: Size) -> Double { horizontal ? s.width : s.height }
        var flexibility: [Double] = []
        for c in children {
            flexibility.append(along(stackChildSize(c, horizontal: horizontal, offer(.infinity), font: font)) - along(stackChildSize(c, horizontal: horizontal, offer(0), font: font)))
        }
        let order = children.indices.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        var remaining = max(0, total - spacing * Double(children.count - 1))
        var left = Double(children.count)
        for i in order {
            let s = stackChildSize(children[i], horizontal: horizontal, offer(remaining / left), font: font)
            sizes[i] = s
            remaining = max(0, remaining - along(s))
            left -= 1
        }
        return sizes
    }

    /// A child's size in a stack: a `Spacer` there is flexible only along the stack's axis.
    private mutating func stackChildSize(_ c: Int, horizontal: Bool, _ p: Proposal, font: Double) -> Size {
        let modifiers = nodes[c].view.modifiers.count
        guard nodes[c].view.kind == .spacer, modifiers == 0 else { return size(c, modifiers, p, font: font) }
        let least = nodes[c].view.number ?? Self.defaultSpacing
        let along = max(least, min(p[horizontal] ?? least, .greatestFiniteMagnitude))
        return horizontal ? Size(width: along, height: 0) : Size(width: 0, height: along)
    }

    private mutating func stackSize(_ children: [Int], horizontal: Bool, spacing: Double, _ p: Proposal, font: Double) -> Size {
        let sizes = stackSizes(children, horizontal: horizontal, spacing: spacing, p, font: font)
        let gaps = spacing * Double(max(0, sizes.count - 1))
        if horizontal {
            return Size(width: sizes.reduce(0) { $0 + $1.width } + gaps, height: sizes.map(\.height).max() ?? 0)
        }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + gaps)
    }

    /// A ScrollView's content: a stack along its axis, offered no limit along it.
    private mutating func scrollContentSize(_ n: Int, _ p: Proposal, font: Double) -> Size {
        let horizontal = nodes[n].view.horizontal
        let offer = horizontal ? Proposal(width: nil, height: p.height) : Proposal(width: p.width, height: nil)
        return stackSize(layoutChildren(n), horizontal: horizontal, spacing: Self.defaultSpacing, offer, font: font)
    }

    /// A List's rows: each at least 44 high, its content inset 16 at the sides and 11 above and below.
    package static let rowHeight = 44.0, rowInset = 16.0, rowPadding = 11.0

    private mutating func rowSizes(_ n: Int, width: Double?, font: Double) -> [Size] {
        var sizes: [Size] = []
        for c in layoutChildren(n) {
            sizes.append(size(c, nodes[c].view.modifiers.count, Proposal(width: width.map { max(0, $0 - 2 * Self.rowInset) }, height: nil), font: font))
        }
        return sizes
    }

    private mutating func listSize(_ n: Int, _ p: Proposal, font: Double) -> Size {
        let rows = rowSizes(n, width: p.width, font: font)
        return Size(width: p.width ?? (rows.map(\.width).max() ?? 0) + 2 * Self.rowInset,
                    height: rows.reduce(0) { $0 + max(Self.rowHeight, $1.height + 2 * Self.rowPadding) })
    }

    // MARK: Placing

    /// Puts node `n` with its first `k` modifiers in `rect` (window coordinates) and records the
    /// frames of it and of everything inside.
    mutating func place(_ n: Int, _ k: Int, _ rect: Rect, font: Double) {
        guard k > 0 else { placeBase(n, rect, font: font); return }
        nodes[n].layerFrames[k - 1] = rect
        let inner = k - 1
        switch nodes[n].view.modifiers[inner] {
        case .frame(_, _, let a), .flexibleFrame(_, _, _, _, let a):
            let proposal = Proposal(width: rect.width, height: rect.height)
            var child = size(n, inner, proposal, font: font)
            if case .flexibleFrame(let minW, let maxW, let minH, let maxH, _) = nodes[n].view.modifiers[inner] {
                child = size(n, inner, Proposal(width: Self.clamp(rect.width, minW, maxW), height: Self.clamp(rect.height, minH, maxH)), font: font)
            }
            place(n, inner, aligned(child, in: rect, a), font: font)
        case .padding(let t, let l, let b, let r):
            place(n, inner, Rect(x: rect.origin.x + l, y: rect.origin.y + t, width: max(0, rect.width - l - r), height: max(0, rect.height - t - b)), font: font)
        case .offset(let x, let y):
            place(n, inner, rect.offsetBy(dx: x, dy: y), font: font)
        case .position(let x, let y):
            let child = size(n, inner, Proposal(width: rect.width, height: rect.height), font: font)
            place(n, inner, Rect(x: rect.origin.x + x - child.width / 2, y: rect.origin.y + y - child.height / 2, width: child.width, height: child.height), font: font)
        case .background, .overlay:
            place(n, inner, rect, font: font)
            if let other = nodes[n].secondaries[inner] {
                let m = nodes[other].view.modifiers.count
                let s = size(other, m, Proposal(width: rect.width, height: rect.height), font: font)
                place(other, m, aligned(s, in: rect, .center), font: font)
            }
        case .font(let s):
            place(n, inner, rect, font: s)
        default:
            place(n, inner, rect, font: font)
        }
    }

    private func aligned(_ size: Size, in rect: Rect, _ a: SwiftUIAlignment) -> Rect {
        Rect(x: rect.origin.x + (rect.width - size.width) * a.x, y: rect.origin.y + (rect.height - size.height) * a.y, width: size.width, height: size.height)
    }

    private mutating func placeBase(_ n: Int, _ rect: Rect, font: Double) {
        nodes[n].frame = rect
        nodes[n].fontSize = font
        let kind = nodes[n].view.kind, alignment = nodes[n].view.alignment
        let proposal = Proposal(width: rect.width, height: rect.height)
        switch kind {
        case .vStack, .hStack, .group, .forEach, .button:
            placeStack(layoutChildren(n), horizontal: kind == .hStack, spacing: nodes[n].view.number ?? Self.defaultSpacing,
                       alignment: alignment, in: rect, proposal, font: font)
        case .zStack:
            for c in layoutChildren(n) {
                let m = nodes[c].view.modifiers.count
                place(c, m, aligned(size(c, m, proposal, font: font), in: rect, alignment), font: font)
            }
        case .scrollView:
            let horizontal = nodes[n].view.horizontal
            let offer = horizontal ? Proposal(width: nil, height: rect.height) : Proposal(width: rect.width, height: nil)
            let content = stackSize(layoutChildren(n), horizontal: horizontal, spacing: Self.defaultSpacing, offer, font: font)
            let shift = scroll(n, content: horizontal ? content.width : content.height, visible: horizontal ? rect.width : rect.height)
            // The content starts at the scroll view's top (or leading) edge, less the offset it
            // is scrolled by, centred across.
            let origin = horizontal ? Point(x: rect.origin.x - shift, y: rect.origin.y + (rect.height - content.height) / 2)
                : Point(x: rect.origin.x + (rect.width - content.width) / 2, y: rect.origin.y - shift)
            placeStack(layoutChildren(n), horizontal: horizontal, spacing: Self.defaultSpacing, alignment: .center,
                       in: Rect(origin: origin, size: content), offer, font: font)
        case .list:
            let rows = rowSizes(n, width: rect.width, font: font)
            let length = rows.reduce(0) { $0 + max(Self.rowHeight, $1.height + 2 * Self.rowPadding) }
            var y = rect.origin.y - scroll(n, content: length, visible: rect.height)
            for (c, s) in zip(layoutChildren(n), rows) {
                let height = max(Self.rowHeight, s.height + 2 * Self.rowPadding)
                place(c, nodes[c].view.modifiers.count, Rect(x: rect.origin.x + Self.rowInset, y: y + (height - s.height) / 2, width: s.width, height: s.height), font: font)
                y += height
            }
        default:
            break
        }
        // A Group or ForEach laid out by the container around it covers its children.
        for c in nodes[n].children where nodes[c].view.kind.isTransparent && nodes[c].view.modifiers.isEmpty {
            let frames = layoutChildren(c).map { nodes[$0].outerFrame }
            if let first = frames.first {
                nodes[c].frame = frames.dropFirst().reduce(first) { Self.union($0, $1) }
                nodes[c].fontSize = font
            }
        }
    }

    /// Records a scroll view's content length and returns the offset it is scrolled by, kept
    /// inside the content as UIKit keeps contentOffset when it lays out.
    private mutating func scroll(_ n: Int, content: Double, visible: Double) -> Double {
        let offset = min(max(scrolled[nodes[n].name] ?? 0, 0), max(0, content - visible))
        nodes[n].contentLength = content
        nodes[n].scrollOffset = offset
        return offset
    }

    private mutating func placeStack(_ children: [Int], horizontal: Bool, spacing: Double, alignment: SwiftUIAlignment, in rect: Rect, _ p: Proposal, font: Double) {
        let sizes = stackSizes(children, horizontal: horizontal, spacing: spacing, p, font: font)
        var along = horizontal ? rect.origin.x : rect.origin.y
        for (c, s) in zip(children, sizes) {
            let frame = horizontal
                ? Rect(x: along, y: rect.origin.y + (rect.height - s.height) * alignment.y, width: s.width, height: s.height)
                : Rect(x: rect.origin.x + (rect.width - s.width) * alignment.x, y: along, width: s.width, height: s.height)
            place(c, nodes[c].view.modifiers.count, frame, font: font)
            along += (horizontal ? s.width : s.height) + spacing
        }
    }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}

