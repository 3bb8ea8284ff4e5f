import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// 滚动视图和表格 in Chinese, written in Simplified (reference §11): the same facts as
/// `EnglishWords+Scrolling`, in the source articles' terms. The 0.15 s delay and the 10-point
/// distance are UIKit's undocumented values (`UIKitDefaults`).
extension ChineseWords {
    var delay: String { formatNumber(UIKitDefaults.contentTouchDelay) }
    var hysteresis: String { formatNumber(UIKitDefaults.scrollHysteresis) }

    func contentTouchSentence(_ view: String, _ scroll: String, _ fact: WhyAnswer.ContentTouch) -> String {
        switch fact {
        case .held(let seconds, true):
            return "\(scroll) 把 \(view) 的 touchesBegan 一直扣到手指抬起，即按下后 \(formatNumber(seconds)) 秒（delaysContentTouches：手指可能正要开始滚动）；"
                + "手指在 \(delay) 秒的延迟结束前就抬起了，所以 \(view) 同时收到 touchesBegan 和 touchesEnded。"
        case .held(let seconds, false):
            return "\(scroll) 把 \(view) 的 touchesBegan 扣了 \(formatNumber(seconds)) 秒（delaysContentTouches）：延迟结束前没有开始滚动，于是询问 touchesShouldBegin，它说可以，\(view) 才收到它。"
        case .stillHeld:
            return "\(scroll) 还扣着 \(view) 的 touchesBegan（delaysContentTouches）：手指不动满 \(delay) 秒或者抬起时它才会到达，除非先有一次拖动开始了滚动。"
        case .notDelayed:
            return "\(scroll) 不延迟内容的触摸（delaysContentTouches 关闭）：按下时就询问了 touchesShouldBegin，\(view) 立刻收到了 touchesBegan。"
        case .refusedByTouchesShouldBegin:
            return "\(scroll) 的 touchesShouldBegin(_:with:in:) 对 \(view) 说不，所以 \(view) 对这个触摸一无所知：没有 touchesBegan、moved、ended，也没有 cancelled（\(scroll) 仍然可以用它滚动）。"
        case .scrollBeganFirst:
            return "\(scroll) 的平移手势在 \(delay) 秒的延迟结束前就开始了（手指移动了它需要的 \(hysteresis) 点或更多），所以它扣住的 touchesBegan 被丢弃：\(view) 根本不知道有这个触摸。"
        case .takenByScroll(let isControl, let overridden):
            let why = overridden ? "\(scroll) 重写的方法这样说" + (isControl ? "，尽管 \(view) 是 UIControl" : "") : "\(view) 不是 UIControl"
            return "\(scroll) 的平移手势拿走了这个触摸：touchesShouldCancel(in: \(view)) 说可以（\(why)），所以 \(view) 收到 touchesCancelled，\(scroll) 开始滚动。"
        case .keptFromScroll(.touchesShouldCancelSaidNo(let isControl, let overridden)):
            let why = overridden ? "（\(scroll) 重写的方法）" : isControl ? "，因为 \(view) 是 UIControl" : ""
            return "\(scroll) 的平移手势没有拿走这个触摸：touchesShouldCancel(in: \(view)) 说不\(why)，所以滚动没有开始，\(view) 继续跟踪这个触摸。"
        case .keptFromScroll(.canCancelContentTouchesOff):
            return "\(scroll) 的平移手势没有拿走这个触摸：canCancelContentTouches 关闭了，所以 \(view) 一旦开始跟踪触摸，任何拖动都拿不走它（也不会询问 touchesShouldCancel），滚动没有开始。"
        }
    }

    func didNotScrollSentence(_ scroll: String, _ stops: [WhyAnswer.ScrollStop]) -> String {
        let reasons = stops.map { stop -> String in
            switch stop {
            case .scrollingOff: return "滚动被关闭了（isScrollEnabled 为 false）"
            case .contentNotLarger(let content, let bounds):
                return "它的 contentSize \(content) 不比它的 bounds \(bounds) 大，所以无处可滚（把 contentSize 设大一些；导入的转储不提供它）"
            case .tooShort(let travel):
                return "手指沿它能滚动的方向只移动了 \(formatNumber(travel)) 点，而它的平移手势需要 \(hysteresis) 点"
            case .keptByContent(let view, .touchesShouldCancelSaidNo(let isControl, let overridden)):
                let why = overridden ? "（\(scroll) 重写的方法）" : isControl ? "，因为 \(view) 是 UIControl（重写 touchesShouldCancel(in:) 返回 true，或打开 delaysContentTouches，让快速拖动在 \(view) 跟踪之前就开始滚动）" : ""
                return "\(view) 已经在跟踪这个触摸，而 touchesShouldCancel(in: \(view)) 说不\(why)"
            case .keptByContent(let view, .canCancelContentTouchesOff):
                return "\(view) 已经在跟踪这个触摸，而 canCancelContentTouches 关闭了"
            case .otherRecognizer(let other):
                return "\(other) 在这个触摸上识别成功，它的平移手势失败了（require(toFail:) 或 shouldRecognizeSimultaneously 可以改变谁胜出）"
            }
        }
        return "\(scroll) 没有滚动：" + reasons.joined(separator: "；并且") + "。"
    }

    func rowSentence(_ table: String, _ row: Int, _ outcome: WhyAnswer.RowOutcome) -> String {
        switch outcome {
        case .selected:
            return "\(table) 在手指抬起时选中了行 \(row)（indexPath.row，从 0 数起）：这个触摸的 touchesEnded 从单元格沿响应者链到达 \(table)，它选中这一行（一次一行），并告诉它的代理 didSelectRowAt。"
        case .waitsForLift:
            return "\(table) 的行 \(row) 还没有被选中：行在手指抬起时才被选中，而手指还按着。"
        case .becameScroll(let scroll):
            return "\(table) 的行 \(row) 没有被选中，因为这个触摸变成了滚动：\(scroll) 的平移手势拿走了它，这一行失去高亮，什么也没有选中。"
        case .cancelledBy(let recognizer):
            return "\(table) 的行 \(row) 没有被选中：\(recognizer) 识别成功并取消了单元格的触摸（cancelsTouchesInView），所以 \(table) 收到的是 touchesCancelled 而不是 touchesEnded；设为 cancels=no 时这一行也会被选中。"
        case .keptByControl(let control):
            return "\(table) 的行 \(row) 没有被选中：控件 \(control) 自己处理了这个触摸，没有沿响应者链传上去，所以 \(table) 从没看到它。"
        case .notReached:
            return "\(table) 的行 \(row) 没有被选中：这个触摸的 touchesEnded 没有到达 \(table)（路上的某个响应者没有用 super 或 next 把它传下去）。"
        }
    }

    func scrollingExplanation(_ e: Explanation) -> String? {
        switch e {
        case .heldReleased(let view, let phase, let holders, let seconds, let atLift):
            let who = holders.isEmpty ? "一个手势识别器" : holders.joined(separator: " 和 ")
            let when = seconds.map { "，在按下后 \(formatNumber($0)) 秒" } ?? ""
            return "\(view) 的 \(MethodKind.touches(for: phase).selector) 来晚了\(when)：\(who) 在这个触摸可能是它的手势时把它扣住了（\(phase == .began ? "delaysTouchesBegan" : "delaysTouchesEnded")）；"
                + (atLift ? "手指抬起，它失败了" : "现在它失败了") + "，于是 UIKit 的延迟触摸分发器把它发了出去。"
        case .scrollRecognizerTransition(let name, let scroll, let isPan, let from, let to):
            return scrollTransition(name, scroll, isPan, from, to)
        case .scrollRecognizerStep(let name, let scroll, false, let method):
            switch method {
            case .touchesBegan:
                return "\(name) 在任何视图之前看到新的触摸：delaysContentTouches 打开时，它启动一个 \(delay) 秒的计时器，扣住内容视图的 touchesBegan；关闭时，它立刻询问 \(scroll).touchesShouldBegin。"
            case .timerFired:
                return "手指按着、没有滚动，已经过了 \(delay) 秒：\(name) 询问 \(scroll).touchesShouldBegin，得到可以就失败，于是扣住的 touchesBegan 到达内容视图。"
            case .touchesEnded:
                return "手指抬起时 \(name) 还扣着 touchesBegan：它现在询问 \(scroll).touchesShouldBegin，所以内容视图同时收到 touchesBegan 和 touchesEnded。"
            case .touchesMoved:
                return "\(name) 对移动什么也不做：是不是滚动由 \(scroll) 的平移手势决定。"
            default:
                return "被取消的触摸让 \(name) 失败。"
            }
        case .scrollRecognizerStep(let name, let scroll, true, _):
            return "\(name) 测量手指沿 \(scroll) 能滚动的方向（内容比 bounds 宽或高）移动的距离；到 \(hysteresis) 点时开始，除非内容视图已经在跟踪这个触摸，而 canCancelContentTouches 或 touchesShouldCancel(in:) 说不。"
        case .touchesShouldBegin(let scroll, let content):
            return "\(scroll) 被询问 \(content) 能否得到这个触摸。UIScrollView 的回答是可以；重写后返回 false，就不会有这个触摸的任何消息到达 \(content)，而 \(scroll) 仍然可以滚动。"
        case .touchesShouldCancel(let scroll, let content, let isControl):
            return "\(content) 正在跟踪触摸时 \(scroll) 的平移手势要开始了：UIScrollView 的 touchesShouldCancel(in:) 对 UIControl 说不，对其他视图说可以，所以这里"
                + (isControl ? "说不：\(content) 保住它的触摸，什么也不滚动。" : "说可以：\(content) 收到 touchesCancelled，滚动开始。")
        case .tableRow(let table, let method, let row):
            // `行 2` (indexPath.row, from 0), with a space before the Chinese that follows it.
            let which = row.map { "行 \($0)" } ?? "这一行", spaced = row == nil ? which : which + " "
            switch method {
            case .touchesBegan:
                return "触摸从单元格沿响应者链到达 \(table)：它的 touchesBegan 到达时（在滚动视图的延迟之后），它让\(spaced)高亮。"
            case .touchesEnded:
                return "手指抬起的消息到达了 \(table)：它先取消之前选中的行（一次一行），再选中\(which)，并告诉它的代理 didSelectRowAt。"
            case .touchesCancelled:
                return "触摸被取消了（滚动或某个识别器拿走了它）：\(table) 去掉\(spaced)的高亮，什么也不选中。"
            default:
                return "\(table) 把 \(method.selector) 沿响应者链传下去：行只关心触摸。"
            }
        default:
            return nil
        }
    }

    private func scrollTransition(_ name: String, _ scroll: String, _ isPan: Bool, _ from: RecognizerState, _ to: RecognizerState) -> String {
        switch (isPan, to) {
        case (false, .failed):
            return "\(name) 失败了：\(scroll) 把触摸让给它的内容视图，所以它扣住的 touchesBegan 现在发给视图。"
        case (false, .ended):
            return "\(name) 识别成功：\(scroll) 的 touchesShouldBegin 说不，所以扣住的 touchesBegan 被丢弃，内容视图对这个触摸一无所知。"
        case (true, .began):
            return "\(name) 从 \(from.rawValue) 变为 began：手指沿 \(scroll) 能滚动的方向移动了至少 \(hysteresis) 点，所以 \(scroll) 跟着手指滚动，内容视图的触摸被取消（还扣着的就被丢弃）。"
        case (true, .changed):
            return "\(scroll) 在滚动：contentOffset 等于平移开始时的位置减去手指移动的距离，并限制在内容范围内。"
        case (true, .ended):
            return "\(name) 结束了：手指抬起，\(scroll) 停在原处（这里没有减速）。"
        case (true, .failed):
            return "\(name) 失败了：\(scroll) 把触摸留给内容（手指在移动 \(hysteresis) 点之前就抬起了，或者内容视图正在跟踪它，而 canCancelContentTouches 或 touchesShouldCancel(in:) 说不）。"
        case (_, .possible):
            return "\(name) 重置为 possible：它的触摸都已结束。"
        default:
            return "\(name) 从 \(from.rawValue) 变为 \(to.rawValue)。"
        }
    }
}
