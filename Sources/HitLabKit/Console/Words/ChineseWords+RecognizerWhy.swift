import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `why RECOGNIZER` in Chinese (written in Simplified) beyond its outcome: the same facts as
/// `EnglishWords.effectsSentence` and `leversSentence`.
extension ChineseWords {
    func effectsSentence(_ name: String, _ effects: [WhyAnswer.RecognizerEffect]) -> String {
        let parts = effects.map { effect -> String in
            switch effect {
            case .cancelled(let view, let isControl, let sawIt):
                return "它取消了 \(view) 的触摸（cancelsTouchesInView）"
                    + (isControl && sawIt ? "，所以控件 \(view) 失去了跟踪，没有发送 touchUpInside" : "")
                    + (sawIt ? "" : "；它的 touchesBegan 早已被扣住，所以 \(view) 对这个触摸一无所知")
            case .delayed(let view, let phases):
                return "在它仍可能识别时，它把 \(phases.map { MethodKind.touches(for: $0).selector }.joined(separator: " 和 ")) 扣住不给 \(view)"
            }
        }
        return "\(name) 对视图做了什么：" + parts.joined(separator: "；") + "。"
    }

    func leversSentence(_ name: String, _ levers: [WhyAnswer.RecognizerLever]) -> String {
        let parts = levers.map { lever -> String in
            switch lever {
            case .cancelsTouchesInView: return "`set \(name) cancels=no` 让视图在它识别时保住自己的触摸"
            case .delaysTouchesBegan: return "`set \(name) delaysBegan=no` 让视图立刻收到 touchesBegan"
            case .shouldReceive: return "`override \(name).shouldReceive { return false }`（它的代理的 gestureRecognizer(_:shouldReceive:)）让它根本收不到某个触摸"
            case .requireToFail(let other): return "`require \(name) toFail \(other)`（或者反过来）让一个等另一个失败后再识别"
            case .recognizeSimultaneously(let other):
                return "`override \(name).shouldRecognizeSimultaneously { return true }` 让 \(name) 和 \(other) 都能识别"
            }
        }
        return "怎样改变它：" + parts.joined(separator: "；") + "。"
    }
}
