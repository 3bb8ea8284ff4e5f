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
        case .beaten(let name, let winner, _):
            return "\(name) 没有运行：在触摸路径上 \(winner) 在它里面，并且先识别了。用 gesture 添加时，视图内容里的手势排在这个修饰符添加的手势之前。用 highPriorityGesture 添加 \(name) 让它胜出，或者用 simultaneousGesture 让两个都运行；拖动手势也可以调大 minimumDistance。"
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
        case .notOnPath(let name):
            return "\(name) 不在上一次触摸的路径上：只有从命中的视图到根视图这条路上的手势才会竞争。在带有它的视图里面点击。"
        }
    }

    /// `explain` inside a gesture's closure.
    func swiftUICallbackSentence(_ gesture: String, _ callback: String, _ beat: [String]) -> String {
        "SwiftUI 运行 \(gesture) 的 \(callback) 闭包"
            + (beat.isEmpty ? "。" : "：\(gesture) 先识别了，所以 \(beat.joined(separator: " 和 ")) 根本没有运行（只有 simultaneousGesture 能让两个都运行）。")
    }

    private func limits(_ kind: SwiftUIGestureKind) -> String {
        switch kind {
        case .tap, .spatialTap, .button:
            return "手指移动超过 45 pt 或按住超过 0.75 秒，点击就失败；count: 2 的下一次点击要在 0.35 秒内开始（HitLab 的阈值，来自 OpenSwiftUI）。"
        case .drag:
            return "拖动要等手指移动了 minimumDistance（默认 10 pt）才开始，手指抬起时结束；调小 minimumDistance 可以更早开始。"
        case .longPress:
            return "手指按住 minimumDuration（默认 0.5 秒）而且移动不超过 maximumDistance（10 pt），长按才成功。"
        default:
            return "它需要两根手指，而 HitLab 一次只给 SwiftUI 一根手指。"
        }
    }
}
