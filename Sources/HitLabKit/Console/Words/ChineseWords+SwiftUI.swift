import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `why NAME` in Chinese (written in Simplified) for SwiftUI content in a hosting view: the
/// same facts, fixes and statements of HitLab's choices as `EnglishWords.swiftUISentence`.
extension ChineseWords {
    func swiftUISentence(_ a: WhyAnswer) -> String {
        switch a {
        case .swiftUIHit(let view, let path):
            return "\(view) 是命中的 SwiftUI 视图：SwiftUI 的命中测试经过 \(path.joined(separator: " → "))，在这个点下找到了 \(view) 的内容。"
        case .swiftUIChildHit(let view, let hit):
            return "这个点下的内容属于 \(hit)，它在 \(view) 里面：SwiftUI 的容器在它的子视图有内容的地方才被命中，所以 \(view) 是通过 \(hit) 得到这个触摸的。"
        case .swiftUIHostNotHit(let view, let host, true):
            return "\(view) 是托管视图 \(host) 里的 SwiftUI 内容，而 UIKit 的命中测试没有把触摸交给 \(host)，所以 SwiftUI 根本没有去找 \(view)。\(host) 没有被选中的原因："
        case .swiftUIHostNotHit(let view, let host, false):
            return "\(view) 是托管视图 \(host) 里的 SwiftUI 内容，而这个事件没有做命中测试，所以 SwiftUI 也没有去找 \(view)。关于 \(host)："
        case .swiftUIHostEmpty(let host, let point):
            return "托管视图 \(host) 从 UIKit 那里接下了触摸，而 \(point) 处没有 SwiftUI 内容：UIKit 按托管视图的整个 bounds 做命中测试，"
                + "所以触摸停在 \(host)，到不了它下面的 UIKit 视图。"
                + "这是 HitLab 的选择：托管视图怎样判断没有文档说明，并且在 iOS 18 和 26 中变过。"
                + "想让这样的触摸穿过去的 app 会重写托管视图的 hitTest，在 SwiftUI 没有内容的地方返回 nil。"
        case .swiftUIHostHit(let host, let hit):
            return "托管视图 \(host) 从 UIKit 那里接下了触摸，SwiftUI 的命中测试在那里找到了 \(hit) 的内容。"
        case .swiftUIRowCellHit(let host, let row):
            return "托管视图 \(host) 从 UIKit 那里接到了这次触摸，这个点下没有 SwiftUI 内容，但它在 List 里的一行 \(row) 的单元格里："
                + "List 把每一行放在一个和 List 一样宽、至少 44 pt 高的单元格里，点在单元格里的任何地方（行里视图之间的空白也算）都交给这一行的动作"
                + "（其中自动样式的按钮），而不是交给行里视图上的手势。这是 HitLab 的选择：Apple 没有文档说明 List 行的点击区域，开发者观察到的是整行都会响应。"
        case .swiftUIMissed(let view, let miss):
            return missSentence(view, miss)
        case .swiftUIHitOutsideClip(let view, let clipper, let modifier, let size, let clip):
            let whose = clipper == view ? "" : "（\(modifier)() 在 \(clipper) 上）"
            let clipSize = "\(formatNumber(clip.width))×\(formatNumber(clip.height))"
            return "\(formatNumber(size.width))×\(formatNumber(size.height)) 的 \(view) 被裁剪成 \(clipSize)，但在裁剪范围之外仍然会被命中\(whose)："
                + "\(modifier)() 只改变绘制。在 \(clipSize) 的 frame 之后加上 `.contentShape(Rectangle())`，它就只在画出来的地方被命中。"
        case .swiftUIActionRan(let view, let gesture, let precedence, let beat, let alsoRan):
            let what = gesture.hasSuffix(".action") ? " \(gesture)，也就是这个 Button 的动作" : " \(gesture)"
            let lost = beat.map { "`" + $0 + "`" }.joined(separator: "、")
            let rule = switch (precedence, beat.isEmpty) {
            case (.high, false): "它是用 highPriorityGesture 加上的，优先于它所在视图里面的手势，所以 \(lost) 没有运行（`why \(beat[0])` 会说明怎样改）。"
            case (.high, true): "它是用 highPriorityGesture 加上的，路径上没有别的手势和它竞争。"
            case (_, false): "从命中的视图向外，第一个点击手势或 Button 会运行（最深的手势胜出），所以 \(lost) 没有运行。"
            default: "从命中的视图向外，第一个点击手势或 Button 会运行（最深的手势胜出）。"
            }
            let beside = alsoRan.isEmpty ? "" : "\(alsoRan.joined(separator: "、")) 也运行了：simultaneousGesture 会和别的手势共享这次触摸。"
            return "点击 \(view) 运行了\(what)：\(rule)\(beside)"
        case .swiftUINoAction(let view, let hit, let any):
            return "这次触摸没有让 \(hit) 上的任何点击手势或 Button 动作运行。"
                + (any ? "外面有这样的手势，所以这次触摸不是它接受的点击：手指移动超过 45 pt 或按住超过 0.75 s，点击就失败；Apple 没有文档说明这些阈值，HitLab 取自 OpenSwiftUI 的重新实现。" : "\(hit) 外面没有这样的手势：给 \(view) 加上 `.onTapGesture { … }`，或者把它做成一个 Button 的标签。")
        default:
            return ""
        }
    }

    private func missSentence(_ view: String, _ miss: WhyAnswer.SwiftUIMiss) -> String {
        let noContentChoice = "Spacer、间距、padding 和 Color.clear 没有内容，这是 HitLab 的选择：SwiftUI 没有文档说明，开发者的报告都是这样。"
        switch miss {
        case .refused(let owner, let refusal):
            let who = owner == view ? "\(view) 带有" : "\(view) 在 \(owner) 里面，而 \(owner) 带有"
            switch refusal {
            case .hidden:
                return "\(who) hidden()：隐藏的视图不能接收交互，所以 SwiftUI 的命中测试跳过它和它里面的一切，触摸交给它下面的视图。"
            case .opacity(let amount):
                return "\(who) opacity(\(formatNumber(amount)))：不透明度不大于 0 的视图不包含任何点，所以 SwiftUI 的命中测试跳过它和它里面的一切。"
                    + "这是 HitLab 在报告说法不一时的选择：不透明度只要大于 0 仍会被命中。"
            case .allowsHitTesting:
                return "\(who) allowsHitTesting(false)：它和它里面的一切都不参与命中测试，触摸交给它下面的视图。"
                    + "里面再写 allowsHitTesting(true) 也不能让视图重新参与：这是 HitLab 的选择，因为 SwiftUI 没有说明。"
            case .disabled:
                return "\(who) disabled(true)：它的手势和控件都被关掉了，HitLab 还把它的内容移出命中测试。"
                    + "这是 HitLab 的选择：SwiftUI 没有说明被禁用的视图是否仍然挡住触摸。"
            case .contentShape(let shape, let outer):
                let said = "\(who) contentShape(\(shape)())，而这个点在这个形状之外：内容形状在命中测试中取代了内容，所以在那里它里面的东西都不会被命中。"
                guard let outer else { return said }
                return said + "形状只覆盖它得到的那个 frame，也就是视图自己的；写在它后面的 .\(outer)() 更大，包含这个点。"
                    + "把 `.contentShape(\(shape)())` 移到 `.\(outer)(…)` 之后，整个区域才会被命中。"
            }
        case .noContent(let kind, let container):
            return "\(view) 是一个 \(kind)，它没有内容：SwiftUI 只命中内容（文字、图片、形状、颜色），从不命中空白。"
                + (container.map { "在 \($0) 上加 `.contentShape(Rectangle())` 会让它的整个 frame 都能被命中。" } ?? "") + noContentChoice
        case .gap(let gap, let tap):
            let covers = tap.map { "\(view) 的 \($0) 只覆盖它的内容" } ?? "\(view) 只在有内容的地方被命中"
            let place = switch gap {
            case .emptyChild(let child, let kind): "这个点在 \(child) 上，它是一个 \(kind)，没有内容"
            case .spacing: "这个点在子视图之间的间距里，那里没有内容"
            case .noChildContent: "这个点不在它任何子视图的内容上"
            case .around(let modifier): "这个点在内容周围的 \(modifier) 里，\(modifier) 不添加内容"
            }
            let fix = tap.map { "在 `.\($0)` 之前加上 `.contentShape(Rectangle())`，整个 frame 就都能被命中。" } ?? "在 \(view) 上加 `.contentShape(Rectangle())`，它的整个 frame 就都能被命中。"
            return "\(covers)：\(place)。\(fix)" + noContentChoice
        case .outsidePath(let shape, let frame):
            return "\(view) 是一个 \(shape)，它在自己的路径之内才被命中：这个点在它的 frame \(frame) 之内，却在形状之外。`.contentShape(Rectangle())` 会让整个 frame 都能被命中。"
                + "形状按路径命中是 HitLab 的选择：有一篇教程说形状的点击区域是它的矩形。"
        case .outside(let point, let frame, let distance):
            guard distance < 10 else { return "触摸点 \(point) 根本不在 \(view) 上：\(view) 位于窗口中的 \(frame)。" }
            return "触摸点 \(point) 在 \(view) 的 frame \(frame) 之外 \(formatNumber((distance * 10).rounded() / 10)) pt。"
                + "HitLab 只在触摸点本身做命中测试，不留边距，这是它的选择；真机在目标周围大约 10 pt 之内也会命中，所以在真机上这次点击多半会到达 \(view)。"
        case .outsideContent(let point, let content, let frame, let distance):
            let gap = "只有内容会被命中，所以偏差按离它最近的内容计算，而不是按 \(view) 的 frame"
            guard distance < 10 else { return "触摸点 \(point) 根本不在 \(view) 的内容上：离它最近的内容 \(content) 位于窗口中的 \(frame)，相距 \(formatNumber(distance.rounded())) pt（\(gap)）。" }
            return "触摸点 \(point) 离 \(view) 最近的内容 \(content)（位于 \(frame)）\(formatNumber((distance * 10).rounded() / 10)) pt（\(gap)）。"
                + "HitLab 只在触摸点本身做命中测试，不留边距，这是它的选择；真机在目标周围大约 10 pt 之内也会命中，所以在真机上这次点击多半会到达 \(content)。"
        case .inFront(let front, let hit, let order):
            let why = switch order {
            case .later(let container): "在 \(container) 里它写在 \(view) 之后，后写的视图画在上面"
            case .zIndex(let f, let b): "它的 zIndex 更高（\(formatNumber(f))，对 \(formatNumber(b))）"
            case .overlay(let of): "它是 \(of) 的 overlay，overlay 盖在它修饰的视图上面"
            case .background(let of): "\(view) 在 \(of) 的 background 里，在 \(of) 的内容下面"
            }
            return "\(front) 盖在 \(view) 上面（\(why)），而 SwiftUI 的命中测试先问最上面的内容：这个点下是 \(hit) 的内容，所以 \(view) 从未被询问。"
                + "在 \(front) 上加 `.allowsHitTesting(false)` 会让触摸穿过它，到达它下面的视图。"
        case .notAsked(let ancestor):
            return "\(view) 从未被询问：\(ancestor) 没有问它就做了回答。"
        }
    }

    /// `explain on` at a line of SwiftUI's hit-test, in Chinese.
    func swiftUIStepSentence(_ layer: String, _ point: Point?, _ step: SwiftUIStep) -> String {
        let at = point.map { "\($0)" } ?? "这个点"
        switch step {
        case .asks:
            return "SwiftUI 询问 \(layer) 的内容是否在 \(at) 下面。"
        case .hidden:
            return "\(layer) 是 hidden()：隐藏的视图不能接收交互，所以它替自己和里面的一切回答 nil。"
        case .transparent(let amount):
            return "\(layer) 的不透明度是 \(formatNumber(amount))：不透明度不大于 0 的视图不包含任何点，所以它连同子树回答 nil（报告说法不一，这是 HitLab 的选择）。"
        case .hitTestingOff:
            return "\(layer) 是 allowsHitTesting(false)：它和它里面的一切都回答 nil，里面的 allowsHitTesting(true) 根本不会被问到（HitLab 的选择）。"
        case .disabled:
            return "\(layer) 是 disabled(true)：HitLab 把被禁用的内容移出命中测试，所以它回答 nil（HitLab 的选择：SwiftUI 没有说明）。"
        case .contentShape(let shape, let inside):
            return "\(layer) 用铺在它 frame 上的 \(shape)() 取代自己的内容：\(at) " + (inside ? "在形状之内，所以先问里面的视图；如果那里没有内容，带这个形状的视图被命中。" : "在形状之外，所以它里面的东西在那里都不会被命中。")
        case .overlayFirst(let overlay):
            return "\(layer)：overlay 盖在它修饰的视图上面，所以先问 \(overlay)，再问下面的视图。"
        case .backgroundLast(let background):
            return "\(layer)：background 在它修饰的视图下面，所以先问这个视图，只有它在那里没有内容时才问 \(background)。"
        case .passesThrough(let modifier):
            let note = modifier == "clipped" || modifier == "clipShape" ? "（\(modifier)() 只改变绘制，从不影响命中）" : ""
            return "\(layer) 自己不添加内容\(note)：接着问它里面的视图。"
        case .outOfReach(let reach, let inside):
            return inside ? "\(layer) 里面有内容落在 \(at) 附近（全部内容都在 \(reach) 之内），所以接着询问它的子视图。"
                : "\(layer) 里面没有任何内容靠近 \(at)：全部内容都在 \(reach) 之内。所以它不问子视图就回答 nil，结果和逐个询问一样（HitLab 的捷径；SwiftUI 如何跳过远处的内容没有文档说明）。"
        case .childrenFrontToBack(let children):
            return children.isEmpty ? "\(layer) 是一个没有子视图的容器：它没有内容，所以回答 nil。"
                : "\(layer) 是一个容器：只有子视图被命中的地方它才被命中（它的 frame、间距和 padding 都不是内容），所以它从画在最上面的子视图开始依次询问 \(children.joined(separator: "、"))。"
        case .listCell(let row?):
            return "\(layer) 没有哪一行的内容在 \(at) 下面，但 \(row) 的单元格包含这个点：List 把每一行放在一个和 List 一样宽、至少 44 pt 高的单元格里，"
                + "所以 \(row) 的单元格被命中，只有这一行的动作（其中自动样式的按钮）接收这次触摸（HitLab 的选择：Apple 没有文档说明 List 行的点击区域，开发者观察到的是整行都会响应）。"
        case .listCell(nil):
            return "\(layer) 是一个 List，没有哪一行的单元格包含 \(at)，所以它回答 nil。"
        case .leaf(let kind, let hasContent, let byPath, let inside):
            guard hasContent else { return "\(layer) 是一个 \(kind)，它没有内容，所以回答 nil（HitLab 的选择：SwiftUI 没有文档说明）。" }
            let rule = byPath ? "在它的路径之内" : "在它的整个 frame 上"
            return "\(layer) 是一个 \(kind)，\(rule)被命中：\(at) " + (inside ? "在它上面，所以它就是命中的视图。" : "不在它上面，所以它回答 nil。")
        }
    }
}
