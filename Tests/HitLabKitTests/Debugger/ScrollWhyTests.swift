import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// `why` for views in scroll views and tables (reference §11): the facts the Debugger finds,
/// each expected value worked out from the rule it names, not read from the output.
@Suite struct ScrollWhyTests {
    /// S at window y 100…400 with content 1000 high; Buy (a button) at window y 250…294 and
    /// Card (a plain view) at window x 200…300, y 250…294.
    static let scene = """
    window 375 667
    scroll S 0 100 375 300 contentSize=375,1000
    button Buy 20 150 100 44 in S
    view Card 200 150 100 44 in S
    """

    func answers(_ s: Session, _ name: String) throws -> [WhyAnswer] {
        let delivery = try #require(s.state.lastDelivery)
        return try WhyExplainer(trace: delivery.trace, hit: delivery.hitView).explain(name)
    }

    func run(_ s: Session, _ lines: String) {
        for line in lines.split(separator: "\n") {
            if let e = s.execute(String(line)).error { Issue.record("\(line): \(e)") }
        }
    }

    /// The held touchesBegan's fact for `view`.
    func held(_ a: [WhyAnswer], _ view: String) -> WhyAnswer.ContentTouch? {
        for case .contentTouch(view, "S", let fact) in a { if case .held = fact { return fact } }
        return nil
    }

    /// §11.2b: a quick tap; the lift comes before 0.15 s, so touchesBegan comes at the lift.
    @Test func aQuickTapIsHeldUntilTheLift() throws {
        let s = scriptedSession(Self.scene)
        run(s, "touch down 1 50 270\nwait 0.02\ntouch up 1")
        guard case .held(let seconds, let atLift)? = held(try answers(s, "Buy"), "Buy") else { Issue.record("no held fact"); return }
        #expect(atLift)
        #expect(seconds > 0 && seconds < UIKitDefaults.contentTouchDelay)
    }

    /// §11.2a: a hold; touchesBegan comes exactly 0.15 s after touch-down (the commands are
    /// separate, so the fact comes from the runtime state the later trace starts from).
    @Test func aHoldIsHeldForTheDelay() throws {
        let s = scriptedSession(Self.scene)
        run(s, "touch down 1 50 270\nwait 0.3")
        let a = try answers(s, "Buy")
        #expect(held(a, "Buy") == .held(seconds: 0.15, atLift: false))
        #expect(a.first == .holdsItsTouch(view: "Buy", fingers: [1]))
        run(s, "touch up 1")
        #expect(held(try answers(s, "Buy"), "Buy") == .held(seconds: 0.15, atLift: false))
    }

    /// §11.2: while the finger is down and the delay not over, touchesBegan is still held.
    @Test func beforeTheDelayTheBeganIsStillHeld() throws {
        let s = scriptedSession(Self.scene)
        run(s, "touch down 1 50 270")
        #expect(try answers(s, "Buy").contains(.contentTouch(view: "Buy", scrollView: "S", .stillHeld)))
    }

    /// §11.4, §11.9: after the hold the button tracks; the drag's touchesShouldCancel says no
    /// for a UIControl, so nothing scrolls and the button keeps its touch.
    @Test func aDragAfterTheHoldDoesNotTakeAButtonsTouch() throws {
        let s = scriptedSession(Self.scene)
        run(s, "touch down 1 50 270\nwait 0.2\ntouch move 1 50 200\ntouch up 1")
        #expect(try answers(s, "Buy").contains(.contentTouch(view: "Buy", scrollView: "S", .keptFromScroll(.touchesShouldCancelSaidNo(isControl: true, overridden: false)))))
        #expect(s.state.scene[try s.state.scene.viewID(named: "S")].bounds.origin == .zero)
    }

    /// §11.4: the same drag on a plain view: touchesShouldCancel says yes, the view gets
    /// touchesCancelled and S scrolls (70 points up: 270 → 200).
    @Test func aDragAfterTheHoldTakesAPlainViewsTouch() throws {
        let s = scriptedSession(Self.scene)
        run(s, "touch down 1 250 270\nwait 0.2\ntouch move 1 250 200")
        #expect(try answers(s, "Card").contains(.contentTouch(view: "Card", scrollView: "S", .takenByScroll(isControl: false, overridden: false))))
        #expect(try answers(s, "S").contains(.scrolled(scrollView: "S", from: .zero, to: Point(x: 0, y: 70))))
    }

    /// §11.2c: a drag within the delay: the pan begins first and the held began is dropped.
    @Test func aQuickDragBeginsTheScrollFirst() throws {
        let s = scriptedSession(Self.scene)
        run(s, "drag 250 270 250 200 2")
        let a = try answers(s, "Card")
        #expect(a.contains(.contentTouch(view: "Card", scrollView: "S", .scrollBeganFirst)))
        #expect(held(a, "Card") == nil)
    }

    /// §11.3: touchesShouldBegin returning false: the view hears nothing of the touch.
    @Test func touchesShouldBeginSayingNoKeepsEverythingFromTheView() throws {
        let s = scriptedSession(Self.scene + "\noverride S.touchesShouldBegin { return false }")
        run(s, "tap 50 270")
        #expect(try answers(s, "Buy").contains(.contentTouch(view: "Buy", scrollView: "S", .refusedByTouchesShouldBegin)))
    }

    /// §11.3 and §11.4 with delaysContentTouches off: no delay; a drag from the button does not
    /// scroll, unless touchesShouldCancel is overridden to say yes for controls.
    @Test func withoutTheDelayTheOverrideDecides() throws {
        let s = scriptedSession(Self.scene + "\nset S delaysContentTouches=no")
        run(s, "drag 50 270 50 200 2")
        let a = try answers(s, "Buy")
        #expect(a.contains(.contentTouch(view: "Buy", scrollView: "S", .notDelayed)))
        #expect(a.contains(.contentTouch(view: "Buy", scrollView: "S", .keptFromScroll(.touchesShouldCancelSaidNo(isControl: true, overridden: false)))))
        run(s, "override S.touchesShouldCancel { return true }\ndrag 50 270 50 200 2")
        #expect(try answers(s, "Buy").contains(.contentTouch(view: "Buy", scrollView: "S", .takenByScroll(isControl: true, overridden: true))))
    }

    /// §11.4: canCancelContentTouches off: once the view tracks, no drag takes the touch.
    @Test func canCancelContentTouchesOffKeepsTheTouch() throws {
        let s = scriptedSession(Self.scene + "\nset S canCancelContentTouches=no")
        run(s, "touch down 1 250 270\nwait 0.2\ntouch move 1 250 200\ntouch up 1")
        #expect(try answers(s, "Card").contains(.contentTouch(view: "Card", scrollView: "S", .keptFromScroll(.canCancelContentTouchesOff))))
    }

    /// §11.10: the row's fate, asked of the table, the cell, its content view or the touch's view.
    @Test func whyTellsWhatBecameOfTheRow() throws {
        let s = scriptedSession("window 375 667\ntable T 0 100 375 300 rows=20\nbutton Buy 300 0 60 44 in T_cell3_content\ngesture Tap tap on T_cell2")
        run(s, "tap 50 160")
        for name in ["T", "T_cell1", "T_cell1_content"] {
            #expect(try answers(s, name).contains(.row(table: "T", row: 1, .selected)), "\(name)")
        }
        run(s, "drag 50 170 50 110 2")
        #expect(try answers(s, "T_cell1").contains(.row(table: "T", row: 1, .becameScroll(scrollView: "T"))))
        run(s, "set T contentOffset=0,0\ntap 50 200")
        #expect(try answers(s, "T_cell2").contains(.row(table: "T", row: 2, .cancelledBy(recognizer: "Tap"))))
        run(s, "tap 310 240")
        #expect(try answers(s, "T_cell3").contains(.row(table: "T", row: 3, .keptByControl("Buy"))))
        run(s, "touch down 1 50 290")
        #expect(try answers(s, "T_cell4").contains(.row(table: "T", row: 4, .waitsForLift)))
    }

    /// §11.11: a view added to the cell lies behind its content view, which answered first.
    @Test func aViewAddedToTheCellIsBehindItsContentView() throws {
        let s = scriptedSession("window 375 667\ntable T 0 100 375 300 rows=20\nbutton Lost 10 0 60 44 in T_cell4")
        run(s, "tap 20 290")
        #expect(try answers(s, "Lost").first == .behindContentView(view: "Lost", cell: "T_cell4", contentView: "T_cell4_content"))
        s.style = OutputStyle(language: .english)
        #expect(s.execute("why Lost").output.contains("Put it `in T_cell4_content` instead"))
    }

    /// Every new fact is said in English, Simplified and Traditional Chinese, naming its views.
    @Test func everyScrollFactIsWordedInEachLanguage() {
        let facts: [WhyAnswer.ContentTouch] = [.held(seconds: 0.15, atLift: false), .held(seconds: 0.1, atLift: true), .stillHeld, .notDelayed,
                                               .refusedByTouchesShouldBegin, .scrollBeganFirst, .takenByScroll(isControl: false, overridden: false),
                                               .takenByScroll(isControl: true, overridden: true), .keptFromScroll(.canCancelContentTouchesOff),
                                               .keptFromScroll(.touchesShouldCancelSaidNo(isControl: true, overridden: false))]
        let rows: [WhyAnswer.RowOutcome] = [.selected, .waitsForLift, .becameScroll(scrollView: "List"), .cancelledBy(recognizer: "Tap"), .keptByControl("Buy"), .notReached]
        let answers = facts.map { WhyAnswer.contentTouch(view: "Buy", scrollView: "List", $0) } + rows.map { .row(table: "List", row: 3, $0) }
            + [.scrolled(scrollView: "List", from: .zero, to: Point(x: 0, y: 90)), .behindContentView(view: "Buy", cell: "List_cell0", contentView: "List_cell0_content")]
        let scene = Scene(width: 375, height: 667)
        for language in [Language.english, .chinese, .traditionalChinese] {
            var said = Set<String>()
            for a in answers {
                let sentence = language.words.why(a, in: scene)
                #expect(sentence.contains("List") || sentence.contains("Buy"), "\(language): \(sentence)")
                if language.isChinese { #expect(!sentence.contains(" the "), "\(sentence)") }
                said.insert(sentence)
            }
            #expect(said.count == answers.count, "\(language) says two facts alike")
        }
    }
}
