import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `why NAME` in English for what stands between a view and the finger besides the first
/// reason: a view nowhere near the point, every other blocker, who set a flag, and what does not
/// block (a clear colour, an exclusive view holding no touch).
extension EnglishWords {
    func blockerSentence(_ a: WhyAnswer, in scene: Scene) -> String {
        switch a {
        case .notUnderFinger(let name, let point, let frame):
            return "The touch at \(point) was not over \(name) at all: \(name) is at \(frame) in the window, so the hit test had no reason to choose it."
        case .alsoRefused(let name, let blocker, let refusals):
            let who = blocker == name ? "\(name) itself" : "its ancestor \(blocker)"
            return "Even so, \(who) would be turned away too: \(words(refusals)), so UIKit's hitTest returns nil there whatever else changes."
        case .setByBody(let name, let property, let value, let mover?):
            return "\(words(mover)) set \(name).\(property) to \(ValueFormatter(scene: scene).describe(value)) during these touches, before the hit test read it."
        case .setByBody(let name, let property, let value, nil):
            return "A body set \(name).\(property) to \(ValueFormatter(scene: scene).describe(value)) in an earlier command (`tree` shows it as set by a body)."
        case .exclusiveNotHolding(let name, let exclusive):
            let list = exclusive.joined(separator: ", ")
            return "\(list) \(exclusive.count == 1 ? "is" : "are") exclusive (isExclusiveTouch), but that only keeps touches from other views while \(exclusive.count == 1 ? "it holds" : "one of them holds") a touch, and none did when this touch began, so \(name) got it."
        case .clearStillHit(let name):
            return "\(name) is clear (backgroundColor clear), yet it takes touches: colour plays no part in hit-testing; only hidden, alpha below 0.01 or user interaction off turn a view away."
        default:
            return ""
        }
    }
}
