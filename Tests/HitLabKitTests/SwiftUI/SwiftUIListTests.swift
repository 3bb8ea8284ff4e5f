import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// `List` rows (swiftui-semantics.md §3.6 [OBS: LST], DESIGN's choice): buttons with the
/// automatic style make the row one button, so a tap anywhere on the row's content runs
/// every such button's action; `.buttonStyle(.borderless)` or `.plain` keeps each to itself.
@Suite struct SwiftUIListTests {
    /// One row: a title, a spacer and two buttons; `style` is added to each Button.
    static func row(_ style: String = "", list: String = "") -> Session {
        scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 300 {
            List {
                HStack {
                    Text("Title")
                    Spacer()
                    Button("Edit") { print("edit") }\(style)
                    Button("Delete") { print("delete") }\(style)
                }
            }\(list)
        }
        """)
    }

    /// DanXi #86, flow-layout #3: one tap on a row with two default buttons runs both.
    @Test func twoAutomaticButtonsRunTogether() throws {
        let s = Self.row()
        #expect(Set(printed(s, "tap " + (try centre(s, "Button_1")))) == ["edit", "delete"])
        #expect(s.execute("why Button_2.action").text.contains("List row"))
    }

    /// The row acts as one button: a tap on its title runs the buttons too.
    @Test func aTapOnTheRowsTitleRunsThem() throws {
        let s = Self.row()
        #expect(Set(printed(s, "tap " + (try centre(s, "Text_1")))) == ["edit", "delete"])
    }

    /// `.borderless` on each Button keeps each to itself, and the title runs nothing.
    @Test func borderlessKeepsEachApart() throws {
        let s = Self.row(".buttonStyle(.borderless)")
        #expect(printed(s, "tap " + (try centre(s, "Button_1"))) == ["edit"])
        #expect(printed(s, "tap " + (try centre(s, "Button_2"))) == ["delete"])
        #expect(printed(s, "tap " + (try centre(s, "Text_1"))) == [])
    }

    /// `.plain` set once on the List reaches every Button inside (a style is environment).
    @Test func plainOnTheListReachesTheButtons() throws {
        let s = Self.row(list: ".buttonStyle(.plain)")
        #expect(printed(s, "tap " + (try centre(s, "Button_2"))) == ["delete"])
    }

    /// The row's buttons run on a lift inside the row's cell, not outside it.
    @Test func liftedOutsideTheRowRunsNothing() throws {
        let s = Self.row()
        _ = s.execute("touch down 1 " + (try centre(s, "Text_1")))
        _ = s.execute("touch move 1 150 300")
        #expect(printed(s, "touch up 1") == [])
    }
}
