import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `why VIEW.onTapGesture` in Chinese (written in Simplified): the same facts as the English.
extension ChineseWords {
    public func swiftUIGesture(_ a: SwiftUIGestureWhy.Answer) -> String {
        script.chinese(simplifiedGesture(a))
    }

    private func simplifiedGesture(_ a: SwiftUIGestureWhy.Answer) -> String {
        switch a {
        case .ran(let name, let beat):
            return "\(name) 运行了：触摸路径上排在它前面的手势都没有先识别。"
                + (beat.isEmpty ? "" : "它胜过了 \(beat.joined(separator: "、"))，它们没有运行。")
        case .beaten(let name, let winner, "highPriorityGesture"):
            return "\(name) 没有运行：\(winner) 是用 highPriorityGesture 添加的，它排在所在视图里面的手势之前，所以它先识别，\(name) 根本没有运行（之后也不会运行）。要两个都运行，用 simultaneousGesture 添加 \(winner)；要让里面的手势胜出，用 gesture。"
        case .beaten(let name, let winner, "exclusively"):
            return "\(name) 没有运行：在 exclusively(before:) 里它排在 \(winner) 后面，两个之中只有一个会成功，只要第一个能成功就是第一个。调换它们的顺序，或者用 simultaneously(with:) 组合，让两个都运行。"
        case .beaten(let name, let winner, "tapCount"):
            return "\(name) 没有运行：点击次数少的点击手势会等与它竞争、次数多的那个失败，而 \(winner) 得到了它要的点击次数。Apple 没有写明这一点；HitLab 按 OpenSwiftUI 的重建来做。用 simultaneousGesture 让两个都运行。"
        case .beaten(let name, let winner, "scroll"):
            return "\(name) 没有运行：手指沿滚动方向移动了 10 pt，所以 \(winner)（滚动视图底下 UIScrollView 的拖动手势）识别了，并取消了内容里的手势（滚动不是点击）。手指不动的点击仍然是点击。要在滚动视图里拖动，用 highPriorityGesture 添加拖动手势（这样它会挡住滚动），或者横着滚动方向拖动。"
        case .beaten(let name, let winner, "contentFirst"):
            return "\(name) 没有滚动：内容里的 \(winner) 先识别了，拿走了这个触摸。minimumDistance 小于 10 的 DragGesture 会在拖动手势的 10 pt 之前开始；等于或大于 10 时，沿滚动方向的拖动会滚动（HitLab 的选择，和 iOS 17 一样：有人观察到 iOS 18 测试版让拖动挡住了滚动，FB14688465）。把拖动的 minimumDistance 设为 10 或更大，沿滚动方向的拖动就会滚动。"
        case .beaten(let name, let winner, "highPriorityDrag"):
            return "\(name) 没有滚动：\(winner) 是用 highPriorityGesture 添加的拖动，它排在滚动视图的拖动手势之前，所以拖动手势等它，而它拿走了这个触摸（在 iOS 17 和 18 上都有人观察到）。改用 gesture 添加，并把 minimumDistance 设为 10 或更大，滚动视图就能沿它的方向滚动。"
        case .beaten(let name, let winner, _):
            return "\(name) 没有运行：在触摸路径上 \(winner) 在它里面，并且先识别了。用 gesture 添加时，视图内容里的手势排在这个修饰符添加的手势之前。用 highPriorityGesture 添加 \(name) 让它胜出，或者用 simultaneousGesture 让两个都运行。"
        case .disabled(let name, let view):
            return "\(name) 没有运行：\(view) 是 disabled(true)，它关掉的是里面所有的手势，不只是控件。启用它，\(name) 才能运行。"
        case .masked(let name, let by):
            return "\(name) 没有运行：\(by) 的 including: 掩码把它关掉了。按 Apple 对 GestureMask 的说明，.gesture 和 .none 关掉里面视图的手势，.subviews 和 .none 关掉添加的这个手势。有人观察到 iOS 18.1 不理会 .gesture；HitLab 按文档来做。去掉 including:（或者用 .all）让两边都参与。"
        case .limits(let name, let kind):
            return "\(name) 没有运行：这个触摸不符合它的手势。" + limits(kind)
        case .sequenceFailed(let name):
            return "\(name) 根本没有开始：它排在一个失败了的手势之后，而 sequenced(before:) 只在第一个手势成功之后才把事件交给第二个。"
        case .cancelled(let name):
            return "\(name) 随触摸一起被取消了：它的 onEnded 没有运行，它更新过的 @GestureState 回到了最初的值。"
        case .noSuchGesture(let name, let view, let has):
            return "\(view) 上没有 \(name.dropFirst(view.count + 1))：" + (has.isEmpty ? "它根本没有手势。" : "它的手势是 \(has.map { view + "." + $0 }.joined(separator: "、"))，请问其中一个。")
        case .notOnPath(let name):
            return "\(name) 不在上一次触摸的路径上：只有从命中的视图到根视图这条路上的手势才会竞争。在带有它的视图里面点击。"
        case .releasedOutside(let name, let row?):
            return "\(name) 没有运行：手指在 List 里的一行 \(row) 的单元格外面抬起，而这一行替它充当一个按钮。在这一行里面抬起才会运行它。"
        case .releasedOutside(let name, nil):
            return "\(name) 没有运行：手指在 Button 外面抬起。手指在 Button 里面抬起时它才运行动作，中间移到哪里都不要紧（HitLab 的选择：Apple 没有写明按下的范围；真机在它周围还留有余量）。"
        case .rowButton(let name, let row, let together):
            return "\(name) 运行了，因为点击的是 List 里的一行 \(row)：在 List 里，自动样式的按钮让整行成为一个按钮，点击这一行单元格里的任何地方（视图之间的空白也算）都会运行其中每一个按钮"
                + (together.isEmpty ? "。" : "（\(together.joined(separator: "、")) 也运行了）。")
                + "Apple 没有写明这一点，但很多人都观察到了。给每个 Button 加上 .buttonStyle(.borderless) 或 .plain，让它只管自己。"
        case .scrolled(let name, let beat):
            return "\(name) 滚动了：手指沿滚动方向移动了 10 pt，内容里没有手势先识别。SwiftUI 的 ScrollView 和 List 底下是 UIScrollView，它的拖动手势像 UIKit 的识别器那样和内容的手势竞争。"
                + (beat.isEmpty ? "" : "它取消了 \(beat.joined(separator: "、"))。")
        }
    }

    /// `explain` inside a gesture's closure.
    func swiftUICallbackSentence(_ gesture: String, _ callback: String, _ beat: [String]) -> String {
        "SwiftUI 运行 \(gesture) 的 \(callback) 闭包"
            + (beat.isEmpty ? "。" : "：\(gesture) 先识别了，所以 \(beat.joined(separator: " 和 ")) 根本没有运行（只有 simultaneousGesture 能让两个都运行）。")
    }

    /// `explain` in SwiftUI's arbitration source: the rule that decides between two gestures.
    func swiftUIArbitrationSentence(_ first: String, _ second: String, _ combined: String, _ rule: SwiftUIArbitrationRule) -> String {
        switch rule {
        case .scrollHighPriorityDrag:
            return "\(first) 是用 highPriorityGesture 添加的拖动，所以滚动视图的拖动手势 \(second) 要等它失败，而它会挡住滚动（在 iOS 17 和 18 上都有人观察到）。"
        case .scrollView:
            return "\(second) 是滚动视图底下 UIScrollView 的拖动手势：它和 \(first) 谁先识别，谁就取消另一个；在同一次移动里拖动手势先来，所以手指不动的点击仍然是点击，沿滚动方向拖动就会滚动。这是 HitLab 按 iOS 17 做的选择；iOS 18 改变了它。"
        case .together:
            return "\(first) 和 \(second) 是用 \(combined) 放在一起的，谁也不等谁：两个都可以运行。"
        case .sequenced:
            return "在 sequenced(before:) 里 \(second) 排在 \(first) 之后：要等 \(first) 成功之后，它才收到这个触摸。"
        case .exclusively:
            return "在 exclusively(before:) 里 \(first) 优先：只有 \(first) 失败了，\(second) 才可能成功，不管它们的点击次数。"
        case .tapCount:
            return "\(first) 和 \(second) 是点击次数不同的点击手势：次数少的那个要等另一个失败，不管是哪个修饰符添加的。Apple 没有写明这一点；HitLab 按 OpenSwiftUI 来做。"
        case .highPriority:
            return "\(second) 是用 highPriorityGesture 添加的，所以它排在它的视图里面的 \(first) 之前：\(first) 要等它失败，它一旦成功，\(first) 就根本不会运行。"
        default:
            return "\(second) 是用 \(combined) 添加的，它排在所在视图里面的手势之后：\(first) 先来，只有 \(first) 失败了，\(second) 才会起作用。"
        }
    }

    /// `explain` in SwiftUI's mask source: what an `including:` mask does to one part.
    func swiftUIMaskSentence(_ part: String, _ mask: String, _ rule: SwiftUIArbitrationRule) -> String {
        let what = part == "gesture" ? "修饰符添加的手势" : "里面视图的手势"
        switch rule {
        case .maskAll:
            return "掩码是默认的 .all：\(what)保持开启。"
        case .maskNone:
            return "掩码是 .none：添加的手势和子视图的手势都被关掉，所以\(what)是关闭的。"
        default:
            return "掩码是 .\(mask)，它只让\(mask == "gesture" ? "添加的手势" : "子视图的手势")开启，所以\(what)是\(part == mask ? "开启" : "关闭")的。有人观察到 iOS 18.1 不理会 .gesture；HitLab 按 Apple 的文档来做。"
        }
    }

    private func limits(_ kind: SwiftUIGestureKind) -> String {
        switch kind {
        case .button:
            return "手指在 Button 里面抬起时，它运行动作。"
        case .scroll:
            return "手指沿滚动方向移动了 10 pt，滚动视图的拖动手势才开始，而且只在内容沿这个方向比它长的时候。"
        case .tap, .spatialTap:
            return "手指移动超过 45 pt 或按住超过 0.75 秒，点击就失败；count: 2 的下一次点击要在 0.35 秒内开始（HitLab 的阈值，来自 OpenSwiftUI）。"
        case .drag:
            return "拖动要等手指移动了 minimumDistance（默认 10 pt）才开始，手指抬起时结束；调小 minimumDistance 可以更早开始。"
        case .longPress:
            return "手指按住 minimumDuration（默认 0.5 秒）而且移动不超过 maximumDistance（10 pt），长按才成功。"
        default:
            return "它需要第一根手指还在它的视图上时放下第二根手指，然后在抬起之前捏合超过 minimumScaleDelta（0.01）或旋转超过 minimumAngleDelta（1°）：touch down 1 X Y、touch down 2 X Y、touch move 2 X Y。"
        }
    }
}
