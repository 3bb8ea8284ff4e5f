import HitLabModel
/// HitLab's teaching sentences in English. Its `why`, `explain` and, in Lessons, practice
/// sentences are extensions in files of their own (`EnglishWords+Why.swift`, …).
public struct EnglishWords: TeachingWords {
    public init() {}

    public var language: Language { .english }
    public var sentenceGap: String { " " }

    public func traceHint(filtered: Bool) -> String {
        filtered ? "" : "(to see less: `trace hittest`, `trace touches` or `trace NAME`)"
    }

    public func pagerMore(shown: Int) -> String { "── \(shown) lines shown (Enter: next screen · q: stop)" }
    public var pagerStopped: String { "(the rest is not shown)" }
    public func explainSwitched(on: Bool) -> String { on ? "each stop will be explained" : "stops will not be explained" }
    public var everyViewRefused: String { "every view refused the touch" }
    public func clockReads(_ seconds: String) -> String { "the clock reads \(seconds) s (the time touches and events are stamped with)" }

    public func welcome(empty: Bool) -> String {
        let greeting = "HitLab \(HitLabVersion.current): watch iOS deliver a touch, one call at a time."
        guard !empty else {
            return """
                \(greeting)

                Started empty: one 375×667 window and no views (`reset` comes back here).

                  view Card 20 100 200 150        a view (`… in Card` nests one in it)
                  override Card.touchesBegan { print("Card got it") }
                  tap 50 150                      tap it: who is hit, and the responder chain
                  tree                            the views, their frames and overrides
                  lesson 0                        play lesson 0 here, a page per Enter
                  exercise                        graded exercises, listed by lesson
                  help                            every command (Tab completes, Ctrl-D leaves)
                """
        }
        return """
            \(greeting)

            Loaded: the first article's coloured views. BlackView holds RedView,
            GreenView and YellowView; WhiteView sits in YellowView and sticks out
            above it. Each view prints its hitTest and touchesBegan calls.

              tree                            the views, their frames and overrides
              draw                            a picture of the window
              tap 180 320                     tap White where it lies over Yellow
              tap 180 240                     tap White where it sticks out: who gets it?
              trace                           the last tap as a call tree
              show source UIView.hitTest      UIKit's own hitTest, in Swift
              override GreenView.pointInside { return true }
              break pointInside YellowView    then tap: stop inside, step, go back in time
              lesson 0                        play lesson 0 here, a page per Enter
              exercise                        graded exercises, listed by lesson
              help                            every command (Tab completes, Ctrl-D leaves)
            """
    }
}
