import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
/// The sentences HitLab teaches with, in one language: `why`, `explain`, the pager's words and
/// the welcome. Each language is one type (`EnglishWords`, `ChineseWords`), and a new sentence is
/// a new requirement here, so the compiler makes every language say it; `Language.words`
/// chooses the type once. Lessons adds the practice commands' sentences (`PracticeWords`).
/// Commands, errors, `help` and HitLab's own output stay English and are not here.
public protocol TeachingWords: Sendable {
    /// The language these words are in.
    var language: Language { get }

    /// One `why` fact as a sentence.
    func why(_ answer: WhyAnswer, in scene: Scene) -> String
    /// What became of a SwiftUI gesture in the last touch (`why VIEW.onTapGesture`), and how
    /// to change it.
    func swiftUIGesture(_ answer: SwiftUIGestureWhy.Answer) -> String
    /// One `explain on` fact as a sentence.
    func explanation(_ explanation: Explanation, in scene: Scene) -> String
    /// Said before `why`'s answer for a touch typed in several commands when its last command
    /// (a move or a lift) did no hit test: the answer comes from the command whose hit test
    /// chose the touch's view, which the touch keeps to its lift.
    func touchTyped(inCommands count: Int, hitTestedIn command: String) -> String
    /// What `why` takes for granted about an imported scene because the dump does not say it,
    /// as a sentence: "assuming UIButton_2 is enabled: the dump does not say."
    func assumption(_ assumption: ImportAssumption) -> String
    /// What goes between the sentences of one stop's explanation.
    var sentenceGap: String { get }

    /// Said above the first page of a long `trace`: how to see less (nothing for a filtered one).
    func traceHint(filtered: Bool) -> String
    /// The line that waits at the foot of each full screen of paged output.
    func pagerMore(shown: Int) -> String
    /// Said when the learner stops paged output part-way.
    var pagerStopped: String { get }
    /// What `explain on` and `explain off` answer: whether each stop will be explained.
    func explainSwitched(on: Bool) -> String
    /// Why a touch inside a window has no view: `hit: nil (…)`, a finger's `no view (…)`.
    var noViewTookTheTouch: String { get }
    /// What `wait` answers: the simulated clock's time, `seconds` as HitLab writes numbers.
    func clockReads(_ seconds: String) -> String

    /// What the REPL says before its first prompt: on the built-in scene, or started empty.
    func welcome(empty: Bool) -> String

    // The legend under `draw`'s picture (`SceneDrawing`), which a class reads beside the scene.
    /// After a view's name: it is drawn as a dotted outline only.
    var drawnHidden: String { get }
    /// `@ last touch (187, 200)`: the mark and where the touch was.
    func drawnLastTouch(_ mark: String, _ point: String) -> String
    /// The fingers on the glass: each one's number and where it is.
    func drawnFingers(_ fingers: [(finger: Int, at: String)]) -> String
    /// `┏┓ last hit view: NAME`.
    func drawnLastHit(_ view: String) -> String
    /// `count` views outside `clipper`'s bounds are not drawn.
    func drawnClipped(_ count: Int, outside clipper: String) -> String
    /// The scale: `points` points to a column.
    func drawnScale(_ points: String) -> String
}

extension TeachingWords {
    /// Every `why` fact, a line each.
    func why(_ answers: [WhyAnswer], in scene: Scene) -> String {
        answers.map { why($0, in: scene) }.joined(separator: "\n")
    }

    /// Every explanation of a stop, in one paragraph; nil when there is none.
    func paragraph(_ explanations: [Explanation], in scene: Scene) -> String? {
        explanations.isEmpty ? nil : explanations.map { explanation($0, in: scene) }.joined(separator: sentenceGap)
    }

    /// A recognizer's states in order, as both languages write them: `possible → began → ended`.
    func statePath(_ path: [RecognizerState]) -> String { path.map(\.rawValue).joined(separator: " → ") }
}

extension Language {
    /// The words of this language: the one place a language chooses its type.
    public var words: any TeachingWords { isChinese ? ChineseWords(script: self) : EnglishWords() }
}
