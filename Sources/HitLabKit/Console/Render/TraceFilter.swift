import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// Which calls `trace hittest`, `trace touches` or `trace NAME` keeps: each call it matches is
/// shown with everything that happened inside it (the calls it made, what they printed); the
/// rest of the trace, stage headers included, is left out, so a long trace can be read a
/// question at a time.
public enum TraceFilter: Sendable, Equatable {
    /// `hitTest(_:with:)` and `point(inside:with:)`: the search for the view.
    case hitTest
    /// The `touches…` methods: delivery and the responder chain.
    case touches
    /// The calls made on the view, controller or recognizer called NAME.
    case receiver(String)

    /// The filter a word names: `hittest`, `touches`, or any other word as a responder's name.
    public init(word: String) {
        switch word.lowercased() {
        case "hittest": self = .hitTest
        case "touches": self = .touches
        default: self = .receiver(word)
        }
    }

    /// Whether a call with this selector, made on the responder called `receiver`, is kept.
    func keeps(selector: String, receiver: String) -> Bool {
        switch self {
        case .hitTest: selector.hasPrefix("hitTest(") || selector.hasPrefix("point(inside:")
        case .touches: selector.hasPrefix("touches")
        case .receiver(let name): receiver == name
        }
    }
}
