import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `why NAME` in Chinese (written in Simplified) for what stands between a view and the finger
/// besides the first reason: the same facts as `EnglishWords.blockerSentence`.
extension ChineseWords {
    func blockerSentence(_ a: WhyAnswer, in scene: Scene) -> String {
        switch a {
        case .notUnderFinger(let name, let point, let frame):
            return "触摸点 \(point) 根本不在 \(name) 上：\(name) 位于窗口中的 \(frame)，所以命中测试没有理由选中它。"
        case .alsoRefused(let name, let blocker, let refusals):
            let who = blocker == name ? "\(name) 自己" : "它的祖先视图 \(blocker)"
            return "即便如此，\(who)也会被拒绝：\(words(refusals))，所以不论其他条件怎么变，UIKit 的 hitTest 在那里都会返回 nil。"
        case .setByBody(let name, let property, let value, let mover?):
            return "\(words(mover)) 在这些触摸中、命中测试读取之前，把 \(name).\(property) 设成了 \(ValueFormatter(scene: scene).describe(value))。"
        case .setByBody(let name, let property, let value, nil):
            return "一个方法体在之前的命令里把 \(name).\(property) 设成了 \(ValueFormatter(scene: scene).describe(value))（`tree` 显示它是由方法体设置的）。"
        case .exclusiveNotHolding(let name, let exclusive):
            return "\(exclusive.joined(separator: "、")) 是独占触摸的（isExclusiveTouch），但这只在它正持有一个触摸时才会把触摸挡在其他视图之外，而这次触摸开始时没有这样的触摸，所以 \(name) 收到了它。"
        case .clearStillHit(let name):
            return "\(name) 是透明的（backgroundColor clear），但它照样接收触摸：颜色与命中测试无关；只有隐藏、alpha 小于 0.01 或关闭用户交互才会让视图被跳过。"
        default:
            return ""
        }
    }
}
