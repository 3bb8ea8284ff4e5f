import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `explain on` in Chinese, written in Simplified, for learners who read the source articles in
/// Chinese: the same facts as the English, in the articles' terms (命中测试, 响应者链, 第一响应者,
/// 手势识别器). UIKit's names and HitLab's values stay as written.
extension ChineseWords {
    public func explanation(_ e: Explanation, in scene: Scene) -> String {
        script.chinese(simplifiedExplanation(e, in: scene), keeping: scene.viewNames)
    }

    private func simplifiedExplanation(_ e: Explanation, in scene: Scene) -> String {
        let f = ValueFormatter(scene: scene)
        func describe(_ point: Value?) -> String { point.map(f.describe) ?? "这个点" }
        switch e {
        case .phase(let phase, let touchPhase): return phaseSentence(phase, touchPhase)
        case .failed(let message): return "触摸在这里停止：\(message)"
        case .line(let className, let selector, let line, let text, let isDefault):
            let whose = isDefault ? "UIKit 的 \(className)" : "\(className) 自己的"
            return "接下来执行 \(whose) \(selector) 的第 \(line) 行：`\(text)`。"
        case .refused(let me, .interactionOff):
            return "\(me) 关闭了用户交互，所以它的 hitTest 立即返回 nil：它和它的子视图都不会被命中。"
        case .refused(let me, .hidden):
            return "\(me) 是隐藏的，所以它的 hitTest 立即返回 nil：它和它的子视图都不会被命中。"
        case .refused(let me, .alpha(let alpha)):
            return "\(me) 的 alpha 读回来是 \(alpha)（小于 0.01），所以它的 hitTest 立即返回 nil，连同所有子视图。"
        case .refused(let me, .disabledControl):
            return "\(me) 是一个禁用的控件，所以它的 hitTest 返回 nil，触摸交给它下面的视图。"
        case .takesTouches(let me, let alpha, let point):
            return "\(me) 可以接收触摸（交互开启、未隐藏、alpha \(formatNumber(alpha))），所以 hitTest 接着问 \(describe(point)) 是否在它里面。"
        case .asksInside(let me, let point):
            return "\(me) 用自己的 point(inside:with:) 判断 \(describe(point))（在它自己的坐标系中）是否在它里面。"
        case .outside(let me, let point):
            return "\(describe(point)) 不在 \(me) 里面，所以它的 hitTest 返回 nil，它的子视图一个也不会被询问。"
        case .subviewsFrontToBack(let me, let names):
            return names.isEmpty ? "\(me) 没有可询问的子视图。" : "\(me) 倒序询问它的子视图（从最后加入的开始）：\(names.joined(separator: "、"))。"
        case .converts(let me, let p, let sub, let converted):
            return "\(me) 把 \(p) 转换到 \(sub) 的坐标系：\(converted)。"
        case .asksSubview(let me, let sub, let point):
            return "\(me) 用 \(describe(point)) 调用 \(sub).hitTest；第一个返回视图的子视图胜出。"
        case .subviewAnswered(let sub, let hit, let me):
            return "\(f.describe(sub)) 返回了 \(f.describe(hit))，所以 \(me) 的 hitTest 立即返回它；其余的子视图不再被询问。"
        case .returnsItself(let me, let point):
            return "\(me) 的子视图都没有接下 \(describe(point))，所以答案就是 \(me) 自己。"
        case .pointInside(let me, let p, let bounds, let inside):
            return "\(p) \(inside ? "在" : "不在") \(me).bounds \(bounds) 内，所以 point(inside:) 返回 \(inside)"
                + (inside ? "。" : "，\(me) 的子视图永远不会被询问。")
        case .controlHitTest(let me, let enabled):
            return enabled ? "\(me) 是一个启用的控件，所以由 UIView 的 hitTest 决定。" : "\(me) 是一个禁用的控件，所以它的 hitTest 返回 nil，触摸交给它下面的视图。"
        case .controlTracks(let me):
            return "\(me) 是一个控件：启用时它自己跟踪自己的触摸并发送控件事件，而不是沿响应者链向上传递。"
        case .forwards(let me, let method, let next):
            let what = method.isTouches ? "触摸" : "事件"
            guard let next else {
                return "\(me) 是响应者链的末端：UIResponder 的 \(method.selector) 没有下一个响应者，所以\(what)不再继续传递。"
            }
            return "\(me) 自己不处理 \(method.rawValue)，所以 UIResponder 的版本把\(what)传给它的下一个响应者 \(next)。"
        case .firstResponderStep(let method, let me):
            return firstResponderSentence(method, me)
        case .ignoresEstimateUpdate(let me):
            return "\(me) 没有重写 touchesEstimatedPropertiesUpdated(_:)，UIKit 的版本什么也不做：它不像 touches 方法那样传给下一个响应者，所以真实值只到达重写了它的响应者。"
        case .applicationSendEvent:
            return "UIApplication.sendEvent(_:) 把事件交给每个有触摸的窗口的 sendEvent(_:)；在这里重写可以看到每一个事件。"
        case .windowSendEvent(let me):
            return "\(me).sendEvent(_:) 把每个触摸发给它开始时绑定的视图，每个视图每个阶段调用一次；在这里重写可以看到这个窗口的每一个事件。"
        case .buttonVeto(let me, let recognizer):
            return "按钮 \(me) 被询问 \(recognizer.map(f.describe) ?? "这个手势识别器") 能否识别。UIButton 对另一个视图上的单指单击识别器说不，所以按钮保住了它的点击；按钮自己身上的识别器或其他种类的识别器可以继续。"
        case .viewAllowsRecognizer(let me):
            return "\(me) 被询问：看到它的触摸的手势识别器能否识别；UIView 的回答是可以。"
        case .transition(let name, let from, let to, let cancels):
            return transitionSentence(name, from, to, cancels)
        case .viewMoved(let name, let property, let value, let mover):
            return "\(name).\(property) 现在是 \(f.describe(value))：是 \(words(mover)) 设置的，所以从这里起命中测试、convert 和 location(in:) 都在那里找到 \(name)。"
        case .movedView(let name, let moved, let mover, let frame, let when):
            return "\(name) 位于窗口中的 \(frame)，不在场景原来放它的地方：\(words(mover)) "
                + (when == .earlierCommand ? "在之前的命令里" : "在这次触摸早些时候") + "设置了\(whose(mover, moved, name))。"
        case .swiftUIStep(let layer, let point, let step):
            return swiftUIStepSentence(layer, point, step)
        case .swiftUICallback(let gesture, let callback, let beat):
            return swiftUICallbackSentence(gesture, callback, beat)
        case .swiftUIRowAction(let gesture, let row, let together):
            return "SwiftUI 运行 \(gesture) 的动作，因为点击的是 List 里的一行 \(row)：List 行里自动样式的按钮让整行成为一个按钮"
                + (together.isEmpty ? "。" : "，所以 \(together.joined(separator: " 和 ")) 也会运行。")
                + "Apple 没有写明这一点（HitLab 按开发者观察到的来做）；.buttonStyle(.borderless) 让 Button 只管自己。"
        case .swiftUIArbitration(let first, let second, let combined, let rule):
            return swiftUIArbitrationSentence(first, second, combined, rule)
        case .swiftUIMask(let part, let mask, let rule):
            return swiftUIMaskSentence(part, mask, rule)
        case .heldReleased, .scrollRecognizerTransition, .scrollRecognizerStep, .touchesShouldBegin, .touchesShouldCancel, .tableRow:
            return scrollingExplanation(e) ?? ""
        }
    }

    private func phaseSentence(_ phase: Phase, _ touchPhase: TouchPhase) -> String {
        switch phase {
        case .hardware: return "手指\(touchPhase == .began ? "触到" : touchPhase == .ended ? "离开" : "移过")了屏幕：触摸屏报告了它，IOKit 把它封装成一个 IOHIDEvent。"
        case .routing: return "backboardd（iOS 6 之前是 SpringBoard）找到手指下窗口所属的 App，通过 mach port 把事件发给它。"
        case .eventFetch: return "在 UIKit 的事件获取线程（com.apple.uikit.eventfetch-thread）上，一个 Source1 回调通过 mach port 收到 HID 事件，并唤醒主 RunLoop。较早的文章说这个 Source1 在主 RunLoop 上，那是 iOS 6 到 8 的做法。"
        case .eventQueue: return "在主 RunLoop 上，一个 Source0 回调处理事件队列：HID 事件变成带 UITouch 的 UIEvent，新手指的触摸被创建，接着做命中测试。"
        case .hitTest: return "新手指需要一个视图：窗口的 hitTest(_:with:) 找到能接收这个点的最深的视图，这个触摸在手指抬起之前一直属于它。"
        case .sendEvent: return "UIApplication.sendEvent(_:) 把事件交给窗口的 sendEvent(_:)，窗口把每个触摸发给它开始时绑定的视图。"
        case .gestures: return "在任何视图之前，UIWindow.sendEvent(_:) 先把触摸交给被触摸视图及其父视图上的手势识别器（每个触摸开始时就确定了）。它们可能识别、取消视图的触摸，或者把触摸扣住；手势识别器不在响应者链里。"
        case .firstResponder: return "没有位置的事件（摇一摇、按键、远程控制命令）没有手指下的视图：UIApplication 把它发给第一响应者，没有第一响应者时发给 key window，每个响应者不处理就传给下一个。"
        case .delayedDelivery: return "一个手势识别器在这个触摸可能是它的手势时扣住了 \(MethodKind.touches(for: touchPhase).selector)（delaysTouchesBegan 或 delaysTouchesEnded）；它失败了，于是 UIKit 的延迟触摸分发器现在把它发给视图，晚了一步。"
        case .delivery: return "窗口对触摸的视图调用 \(MethodKind.touches(for: touchPhase).selector)；除非某个响应者重写了它，每个响应者都把触摸传给下一个响应者。"
        case .estimates: return "Apple Pencil 通过无线发送压力值，所以 UIKit 先用估计值交付了这个触摸。现在真实值到了（或者 UIKit 知道不会再来）：它更新 UITouch，保留 estimationUpdateIndex，先对看到这个触摸的手势识别器、再对触摸的视图调用 touchesEstimatedPropertiesUpdated(_:)，即使触摸已经结束。不做命中测试，也不发送 UIEvent。"
        }
    }

    private func firstResponderSentence(_ method: MethodKind, _ me: String) -> String {
        switch method {
        case .canBecomeFirstResponder:
            return "\(me) 用的是 UIResponder 的 canBecomeFirstResponder，它说不行：普通响应者不能成为第一响应者，除非它的类说可以。"
        case .canResignFirstResponder:
            return "\(me) 用的是 UIResponder 的 canResignFirstResponder，它说可以：它允许别的响应者接替。"
        case .becomeFirstResponder:
            return "\(me) 请求成为第一响应者：它的 canBecomeFirstResponder 必须说可以、它必须在窗口里，而且当前的第一响应者必须同意辞去；任何一个不同意，一切保持原样。"
        case .resignFirstResponder:
            return "\(me) 被要求辞去第一响应者：由 canResignFirstResponder 决定。"
        case .canPerformAction:
            return "只有当 \(me) 的类实现了这个 action（或重写的 canPerformAction 说可以）时，它才能执行。"
        case .targetForAction:
            return "UIKit 问 \(me) 是否执行这个 action；如果不，就沿响应者链向上问它的下一个响应者。"
        default:
            return "target 为 nil：UIApplication 沿响应者链从第一响应者（没有第一响应者时从发送者）开始询问，谁来执行这个 action。"
        }
    }

    private func transitionSentence(_ name: String, _ from: RecognizerState, _ to: RecognizerState, _ cancels: Bool) -> String {
        switch (from, to) {
        case (_, .began):
            return "\(name) 从 \(from.rawValue) 变为 began：它识别出了手势，改变它状态的方法返回后就发送它的 action；在 cancelsTouchesInView 下，它的触摸所在的视图会收到 touchesCancelled。"
        case (_, .changed): return "\(name) 处于 changed：触摸移动了，它会再次发送 action。"
        case (.possible, .ended):
            return "\(name) 从 possible 变为 ended：离散手势一步完成识别；它的 action 会被发送" + (cancels ? "，视图的触摸被取消。" : "，由于 cancels=no，视图保留它们的触摸。")
        case (_, .ended): return "\(name) 结束了：它的手势完成，最后一次发送 action。"
        case (_, .cancelled): return "\(name) 被取消：另一个识别器胜出，或者它的触摸被取消了。"
        case (_, .failed): return "\(name) 失败了：这些触摸不是它的手势（或者某个视图、它的代理、某个依赖关系说不）；视图会收到它扣住的内容。"
        case (_, .possible): return "\(name) 重置为 possible：它的触摸都已结束。"
        }
    }
}
