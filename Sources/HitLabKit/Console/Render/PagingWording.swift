import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// The words around output paged at a terminal (a `trace` taller than the screen), in the
/// session's language: the hint on asking for less, the line that waits for a key, and what
/// is said when the learner stops.
public struct PagingWording: Sendable {
    public let language: Language

    public init(language: Language) { self.language = language }

    /// Said above the first page of a long trace: how to see less. A filtered trace needs no
    /// hint (an empty one pages all the same).
    public func traceHint(filtered: Bool) -> String {
        guard !filtered else { return "" }
        return language.isChinese ? language.chinese("（只看一部分：`trace hittest`、`trace touches` 或 `trace 名字`）")
            : "(to see less: `trace hittest`, `trace touches` or `trace NAME`)"
    }

    /// The line that waits at the foot of each full screen, with how many lines were shown.
    public func more(shown: Int) -> String {
        language.isChinese ? language.chinese("── 已显示 \(shown) 行（回车：下一屏 · q：不看了）")
            : "── \(shown) lines shown (Enter: next screen · q: stop)"
    }

    /// Said when the learner stops part-way.
    public var stopped: String {
        language.isChinese ? language.chinese("（其余部分没有显示）") : "(the rest is not shown)"
    }
}
