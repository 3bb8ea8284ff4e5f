import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `why RECOGNIZER` in English beyond its outcome: what it did to the views' touches, and the
/// levers that change it (reference §5: cancelsTouchesInView, delaysTouchesBegan, the delegate,
/// failure requirements and simultaneous recognition).
extension EnglishWords {
    func effectsSentence(_ name: String, _ effects: [WhyAnswer.RecognizerEffect]) -> String {
        let parts = effects.map { effect -> String in
            switch effect {
            case .cancelled(let view, let isControl, let sawIt):
                return "it cancelled \(view)'s touch (cancelsTouchesInView)"
                    + (isControl && sawIt ? ", so \(view), a control, lost its tracking and sent no touchUpInside" : "")
                    + (sawIt ? "" : "; its touchesBegan had been held back, so \(view) heard nothing of it")
            case .delayed(let view, let phases):
                return "it held back \(phases.map { MethodKind.touches(for: $0).selector }.joined(separator: " and ")) from \(view) while it might still recognize"
            }
        }
        return "What \(name) did to the views: " + parts.joined(separator: "; ") + "."
    }

    func leversSentence(_ name: String, _ levers: [WhyAnswer.RecognizerLever]) -> String {
        let parts = levers.map { lever -> String in
            switch lever {
            case .cancelsTouchesInView: return "`set \(name) cancels=no` lets the views keep their touches when it recognizes"
            case .delaysTouchesBegan: return "`set \(name) delaysBegan=no` sends the views touchesBegan at once"
            case .shouldReceive: return "`override \(name).shouldReceive { return false }` (its delegate's gestureRecognizer(_:shouldReceive:)) keeps a touch from it altogether"
            case .requireToFail(let other):
                return "`require \(name) toFail \(other)` (or the other way round) makes one wait until the other fails"
            case .recognizeSimultaneously(let other):
                return "`override \(name).shouldRecognizeSimultaneously { return true }` lets \(name) and \(other) both recognize"
            }
        }
        return "What changes it: " + parts.joined(separator: "; ") + "."
    }
}
