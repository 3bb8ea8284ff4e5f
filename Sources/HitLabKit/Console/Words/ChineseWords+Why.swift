import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
/// `why NAME` in Chinese, written in Simplified: the same facts as the English sentences, in
/// the source articles' terms. View names, points and UIKit's names stay as written.
extension ChineseWords {
    public func touchTyped(inCommands count: Int, hitTestedIn command: String) -> String {
        t("这个触摸分 \(count) 条命令输入，选出它的视图的命中测试在 `\(command)` 中运行：一个触摸在抬起之前一直属于这个视图。那次命中测试的结果：")
    }

    public func why(_ a: WhyAnswer, in scene: Scene) -> String {
        script.chinese(simplifiedWhy(a, in: scene), keeping: scene.viewNames)
    }

    private func simplifiedWhy(_ a: WhyAnswer, in scene: Scene) -> String {
        switch a {
        case .isTheHitView(let name, let path):
            return "\(name) 是命中的视图：命中测试经过 \(path.joined(separator: " → "))，\(name) 的子视图都没有接下这个点。"
        case .hitButWithheld(let name, let path, .exclusiveTouch(let holder)):
            return "命中测试经过 \(path.joined(separator: " → ")) 选中了 \(name)，但 UIKit 没有把这个触摸交给它："
                + (holder == name ? "\(name) 是独占触摸的（isExclusiveTouch），而另一个视图已经有一个触摸" : "\(holder) 是独占触摸的（isExclusiveTouch），并且正有一个触摸")
                + "，所以没有视图收到这个触摸。"
        case .hitButWithheld(let name, let path, .multipleTouchDisabled(let finger)):
            return "命中测试经过 \(path.joined(separator: " → ")) 选中了 \(name)，但 UIKit 没有把这个触摸交给它：\(name) 一次只接受一个触摸"
                + "（isMultipleTouchEnabled 为 false），而手指 \(finger) 已经在它上面，所以没有视图收到这个触摸。"
        case .subviewTookIt(let name, let child, let hit):
            return "点虽然在 \(name) 里面，但它不是命中的视图：它的子视图 \(child) 接下了这个点，而 hitTest 返回接下它的最深的视图（\(hit)）。"
        case .refusedWhenAsked(let name, let point, let refusals):
            return "\(name) 被询问时收到的是它自己坐标系中的 \(describe(point))，但\(words(refusals))，所以它返回了 nil。"
        case .handedOn(let name, let returned):
            return "\(name) 的 hitTest 返回了 \(returned)，\(returned) 就成了命中的视图：hitTest 可以返回任何视图，\(returned) 自己的 hitTest 根本没有运行。"
        case .handedTheTouch(let name, let by, let path):
            return "\(name) 是命中的视图，但它自己的 hitTest 从没运行：命中测试经过 \(path.joined(separator: " → "))，是 \(by) 的 hitTest 返回了 \(name)。"
        case .returnedAnother(let name, let returned, let hit):
            return "\(name) 的 hitTest 返回了 \(returned)，但它上层的视图选择了 \(hit ?? "nil")。"
        case .overrideSaidNil(let name, let point, let method, let inside):
            let place = inside ? "这个点在它的 bounds 内" : "这个点在它的 bounds 之外"
            return method == .pointInside
                ? "\(name) 被询问时收到的是 \(describe(point))，\(place)，但它自己重写的 point(inside:with:) 说不，所以它的 hitTest 返回了 nil。"
                : "\(name) 被询问时收到的是 \(describe(point))，\(place)，但它自己重写的 hitTest(_:with:) 返回了 nil：它没有经过 UIKit 的检查（交互、隐藏、alpha、bounds）就做了决定。"
        case .outsideItsBounds(let name, let point, let bounds, let transform):
            return "\(name) 被询问时收到的是 \(describe(point))\(words(transform))，它在 bounds \(bounds) 之外，所以它的 point(inside:) 说不，它的 hitTest 返回了 nil。"
        case .answeredButOverruled(let name, let answered, let hit):
            return "\(name) 的 hitTest 回答了 \(answered.map { ValueFormatter(scene: scene).describe($0) } ?? "什么也没有")，但它上层的视图选择了 \(hit ?? "nil")。"
        case .ancestorRefused(let name, let ancestor, let refusals):
            return "\(name) 从未被询问：它的祖先视图 \(ancestor) 先被询问，但\(words(refusals))，所以它的子视图都没有被询问。"
        case .outsideAncestor(let name, let ancestor, let point, let bounds, let transform, let clips):
            let clipping = clips ? "\(ancestor) 会裁剪，所以那部分也不会画出来；裁剪与命中测试无关。"
                : "\(ancestor) 不裁剪，所以那部分会画出来，但裁剪与命中测试无关：无论 clips=yes 还是 no，那部分都不能被命中。"
            return "\(name) 从未被询问：\(describe(point)) 在 \(ancestor) 的坐标系中\(words(transform))位于 \(ancestor).bounds \(bounds) 之外，所以 \(ancestor) 的 point(inside:) 说不，它的子视图从未被询问（子视图超出父视图的部分不能被命中）。" + clipping
        case .outsideWindow(let name, let window, let point, let frame, let elsewhere):
            let after = elsewhere.map { "这个触摸交给了另一个窗口里的 \($0)。" } ?? "没有窗口包含这个点，所以这个触摸什么也没有命中。"
            return "\(name) 从未被询问：\(describe(point)) 在它的窗口 \(window) \(frame) 之外，所以窗口的 point(inside:) 在询问任何视图之前就说不。" + after
        case .siblingInFront(let name, let ancestor, let front, let child):
            return "\(name) 从未被询问：\(ancestor) 倒序询问它的子视图（从最后加入的开始），盖在 \(child) 上面的 \(front) 先回答了。"
        case .behindContentView(let name, let cell, let content):
            return "\(name) 从未被询问：它被直接加到了单元格 \(cell) 上，而不是它的 contentView 里；盖在它上面的 \(content) 占满整个单元格，先回答了"
                + "（从 iOS 14 起，contentView 在表格显示单元格时才创建，盖在单元格代码之前加入的视图上面）。请把它放进 \(content)（`in \(content)`）。"

        case .ancestorDidNotAsk(let name, let ancestor):
            return "\(name) 从未被询问：\(ancestor) 的 hitTest 没有询问它的子视图（重写的方法没问它们就给出了答案）。"
        case .swiftUIHit, .swiftUIChildHit, .swiftUIHostNotHit, .swiftUIHostEmpty, .swiftUIHostHit, .swiftUIRowCellHit, .swiftUIMissed, .swiftUIHitOutsideClip,
             .swiftUIActionRan, .swiftUINoAction:
            return swiftUISentence(a)
        case .swiftUIGestureFate(let fate):
            return swiftUIGesture(fate)
        case .notUnderFinger, .alsoRefused, .setByBody, .exclusiveNotHolding, .clearStillHit:
            return blockerSentence(a, in: scene)
        case .neverReached(let name):
            return "\(name) 从未被询问：窗口的命中测试没有到达它。"
        case .moved(let name, let moved, let mover, let frame, .earlierCommand):
            return "这次触摸开始时，\(name) 位于窗口中的 \(frame)，因为 \(words(mover)) 在之前的命令里设置了\(whose(mover, moved, name))（`tree` 显示它是由方法体设置的）。"
        case .moved(let name, let moved, let mover, let frame, .thisTouch):
            return "\(words(mover)) 在这次触摸中、命中测试之后设置了\(whose(mover, moved, name))：\(name) 最后位于窗口中的 \(frame)，下一个触摸的命中测试会在那里找到它。"
        case .holdsItsTouch(let name, let fingers):
            return "\(name) 是手指 \(fingers.map(String.init).joined(separator: "、")) 的触摸的视图（它的 `view`，不论它收到了什么）：触摸开始时命中测试选中了 \(name)，而一个触摸在抬起之前一直属于它开始时的视图，所以这个事件（移动或抬起）没有做命中测试。想知道它为什么被选中，请在触摸开始后立刻输入 `why \(name)`。"
        case .touchesHeldElsewhere(let name, let holders):
            return "\(name) 没有被询问：这个事件中的触摸一直属于它们开始时的视图（\(Array(Set(holders)).sorted().joined(separator: "、"))），所以这个事件（移动或抬起）没有做命中测试。"
        case .touchCancelledBy(let name, let recognizer, let sawIt):
            return "\(recognizer) 在 \(name) 的触摸上识别出了它的手势，并为 \(name) 取消了这个触摸（cancelsTouchesInView）："
                + (sawIt ? "\(name) 收到的是 touchesCancelled，而不是 touchesEnded。" : "delaysTouchesBegan 连它的 touchesBegan 都扣住了，所以 \(name) 对这个触摸一无所知。")
                + "设置 cancels=no 后它会保留自己的触摸。"
        case .noChain(let name):
            return "没有视图接下这个触摸，所以没有响应者链，也没有 touchesBegan、touchesMoved 或 touchesEnded 调用到达 \(name)。"
        case .isFirstInChain(let chain):
            return "它的响应者链是 \(chain.joined(separator: " → "))。"
        case .inChain(let name, let chain):
            return "\(name) 在响应者链中（\(chain.joined(separator: " → "))），所以只要它前面的响应者把触摸传下去，它就会收到。"
        case .notInChain(let name, let chain):
            return "\(name) 不在响应者链中（\(chain.joined(separator: " → "))），所以这次触摸没有 touchesBegan、touchesMoved 或 touchesEnded 调用到达它。"
        case .recognizerDisabled(let name):
            return "\(name) 被禁用了（enabled=no），所以它一个触摸也没看到。"
        case .recognizerRefusedToReceive(let name):
            return "触摸开始时 \(name) 被问 shouldReceive，它说不，所以它没看到这个触摸的任何阶段。"
        case .recognizerSawNone(let name, let view):
            return "\(name) 没看到这些触摸：手势识别器只收到命中测试落在它的视图（\(view)）或其内部视图上的触摸，而这些触摸去了别处。"
        case .recognized(let name, let path):
            return "\(name) 识别出了它的手势：\(statePath(path))。"
        case .undecided(let name, let path):
            return "\(name) 看到了触摸，仍处于 possible：它还没有决定（\(statePath(path))）。"
        case .failed(let name, let path, let failure):
            return "\(name) 经历了 \(statePath(path))。" + words(failure)
        case .recognizerEffects(let name, let effects):
            return effectsSentence(name, effects)
        case .recognizerLevers(let name, let levers):
            return leversSentence(name, levers)
        case .contentTouch(let view, let scroll, let fact):
            return contentTouchSentence(view, scroll, fact)
        case .row(let table, let row, let outcome):
            return rowSentence(table, row, outcome)
        case .didNotScroll(let scroll, let stops):
            return didNotScrollSentence(scroll, stops)
        case .scrolled(let scroll, let from, let to):
            return "\(scroll) 从 \(from) 滚动到了 \(to)：手指移动 \(hysteresis) 点后它的平移手势开始，contentOffset 跟着手指走，并限制在内容范围内。"
        }
    }

    /// `Drag 的 action moveCard(_:)`, or the method itself: `Card.touchesMoved(_:with:)`.
    func words(_ mover: ViewMover) -> String {
        guard let sender = mover.sender, let dot = mover.method.firstIndex(of: ".") else { return mover.method }
        return "\(sender) 的 action \(mover.method[mover.method.index(after: dot)...])"
    }

    /// ` 它的 center`, or ` 包含它的 Panel 的 center` when a superview was moved.
    func whose(_ mover: ViewMover, _ moved: String, _ view: String) -> String {
        moved == view ? "它的 \(mover.property)" : "包含它的 \(moved) 的 \(mover.property)"
    }

    func words(_ refusals: [HitTestRefusal]) -> String {
        refusals.map(words).joined(separator: "，并且")
    }

    private func words(_ refusal: HitTestRefusal) -> String {
        switch refusal {
        case .interactionOff: return "它关闭了用户交互"
        case .hidden: return "它是隐藏的"
        case .alpha(let a):
            let (typed, readBack) = formatAlpha(a)
            return "它的 alpha（\(typed)\(readBack.map { "，读回来是 \($0)" } ?? "")）小于 0.01"
        case .disabledControl: return "它是一个禁用的控件"
        }
    }

    /// `（经过 Bar 的 transform rotate(90) 转换，和命中测试一样）`, or nothing.
    private func words(_ note: WhyAnswer.TransformNote?) -> String {
        guard let note else { return "" }
        return "（经过 \(note.view) 的 transform\(note.spec.map { " " + $0 } ?? "") 转换，和命中测试一样）"
    }

    private func words(_ failure: WhyAnswer.RecognizerFailure) -> String {
        switch failure {
        case .viewVetoed(let view, let isButton):
            let who = isButton ? "\(view) 是一个按钮，UIButton 的 gestureRecognizerShouldBegin 对另一个视图上的单指单击识别器说不：按钮保住了它的点击"
                : "\(view) 的 gestureRecognizerShouldBegin 说不"
            return "它在尝试识别时失败了：\(who)。（cancels=no 时不会询问视图。）"
        case .ownShouldBegin:
            return "它在尝试识别时失败了：它的 shouldBegin（代理的 gestureRecognizerShouldBegin）说不。"
        case .requirementRecognized(let other):
            return "它要求 \(other) 失败，而 \(other) 却识别成功了。"
        case .excludedBy(let other):
            return "\(other) 先在同一组触摸上识别成功，两个识别器不会同时识别，除非其中一个允许（shouldRecognizeSimultaneously）。"
        case .ownHandling(let className, let method):
            return "由它自己的 \(method.selector)（\(className)）决定：这些触摸不是它的手势（`show source \(className).\(method.name)` 可以看到规则）。"
        case .timedOut:
            return "它的时间用完了，于是放弃。"
        case .earlier(false):
            return "这发生在更早的命令里；在它的触摸抬起、它被重置之前，一直保持这样。"
        case .earlier(true):
            return "这发生在更早的命令里；它的触摸在这条命令里抬起了，所以它已被重置为 possible，等待下一个触摸。"
        case .scrollViewPan(let scroll):
            return "它是 \(scroll) 自己的平移手势：当 \(scroll) 不能或不被允许随这个触摸滚动时，它就失败。"
        }
    }

    public func assumption(_ a: ImportAssumption) -> String {
        let simplified: String
        switch a {
        case .enabled(let view): simplified = "假定 \(view) 是启用的：转储里没有写。"
        case .noHitTestOverride(let view, let className):
            simplified = "假定 \(view)（\(className)）没有重写 hitTest(_:with:) 或 point(inside:with:)：转储里没有写。"
        case .recognizersUnknown(let view):
            simplified = "假定 \(view) 的手势识别器不会拿走这个触摸：转储只显示它有手势识别器，没有说是哪些。"
        case .interactionOn(let view): simplified = "假定 \(view) 开启了用户交互：这种格式的转储不打印这一项。"
        case .barSlop(let view, let bar):
            simplified = "在真机上这次点击仍可能交给 \(view)：UIKit 会把落在 \(bar) 中按钮附近（而不是按钮上）的点击交给按钮（这是私有的、没有文档的余量，不同 iOS 版本还改过），而 HitLab 在触摸点本身做命中测试。"
        }
        return t(simplified)
    }

    private func describe(_ point: Point?) -> String { point.map { "\($0)" } ?? "这个点" }
}
