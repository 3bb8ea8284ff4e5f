import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

@Suite struct CommandParserTests {
    /// Parses as the standard registry does (practice commands included).
    static func parse(_ line: String) throws(CommandError) -> (any CommandUnit)? {
        try CommandParserTests.registry.parse(line)
    }

    static let registry: CommandRegistry = {
        let s = Session()
        Practice.install(in: s, catalog: nil)
        return s.commands
    }()

    @Test(arguments: [
        ("window 375 667", WindowCommand(width: 375, height: 667) as any CommandUnit),
        ("view RedView 10 20.5 100 50", AddViewCommand(name: "RedView", kind: .view, frame: Rect(x: 10, y: 20.5, width: 100, height: 50), parent: nil)),
        ("button OK 0 0 44 44 in Card", AddViewCommand(name: "OK", kind: .button, frame: Rect(x: 0, y: 0, width: 44, height: 44), parent: "Card")),
        ("label Title -5 0 10 10", AddViewCommand(name: "Title", kind: .label, frame: Rect(x: -5, y: 0, width: 10, height: 10), parent: nil)),
        ("image Photo 0 0 1 1", AddViewCommand(name: "Photo", kind: .imageView, frame: Rect(x: 0, y: 0, width: 1, height: 1), parent: nil)),
        ("controller MainVC view Root", ControllerCommand(name: "MainVC", view: "Root")),
        ("set A hidden=yes alpha=0.5 interaction=false multitouch=on exclusive=no enabled=true",
         SetCommand(name: "A", settings: [ViewSetting("isHidden", .bool(true)), ViewSetting("alpha", .number(0.5)),
                                          ViewSetting("isUserInteractionEnabled", .bool(false)), ViewSetting("isMultipleTouchEnabled", .bool(true)),
                                          ViewSetting("isExclusiveTouch", .bool(false)), ViewSetting("isEnabled", .bool(true))])),
        ("set A isHidden=yes isExclusiveTouch=yes clipsToBounds=no",
         SetCommand(name: "A", settings: [ViewSetting("isHidden", .bool(true)), ViewSetting("isExclusiveTouch", .bool(true)),
                                          ViewSetting("clipsToBounds", .bool(false))])),
        ("set A frame=1,2,3,4 bounds=0,-10 color=#FF0000 colour=none",
         SetCommand(name: "A", settings: [ViewSetting("frame", .rect(Rect(x: 1, y: 2, width: 3, height: 4))), ViewSetting("bounds", .point(Point(x: 0, y: -10))),
                                          ViewSetting("backgroundColor", .color("#FF0000")), ViewSetting("backgroundColor", .color(nil))])),
        ("remove A", RemoveCommand(name: "A")),
        ("move A to B", MoveCommand(name: "A", parent: "B", index: nil)),
        ("move A to UIWindow at 0", MoveCommand(name: "A", parent: "UIWindow", index: 0)),
        ("front A", ReorderCommand(name: "A", toFront: true)),
        ("back A", ReorderCommand(name: "A", toFront: false)),
        ("unoverride A.pointInside", UnoverrideCommand(className: "A", method: .pointInside)),
        ("option passes=3 scene=no phases=off", OptionCommand(settings: [.passes(3), .windowScene(false), .phases(false)])),
        ("reset", ResetCommand()),
        ("tap 180 320", TapCommand(point: Point(x: 180, y: 320))),
        ("drag 1 2 30 40", DragCommand(from: Point(x: 1, y: 2), to: Point(x: 30, y: 40), steps: 2)),
        ("drag 1 2 30 40 5", DragCommand(from: Point(x: 1, y: 2), to: Point(x: 30, y: 40), steps: 5)),
        ("hittest 0.5 1e2", HitTestCommand(point: Point(x: 0.5, y: 100))),
        ("chain WhiteView", ChainCommand(name: "WhiteView")),
        ("trace", TraceCommand(lines: false)),
        ("trace lines", TraceCommand(lines: true)),
        ("tree", TreeCommand()),
        ("show source UIView.hitTest", ShowCommand(target: .source("UIView", .hitTest))),
        ("show source BlackView", ShowCommand(target: .source("BlackView", nil))),
        ("show source A.point(inside:with:)", ShowCommand(target: .source("A", .pointInside))),
        ("show Board", ShowCommand(target: .body("Board"))),
        ("draw", DrawCommand(svgPath: nil)),
        ("draw --svg \"my scene.svg\"", DrawCommand(svgPath: "my scene.svg")),
        ("save scene.hitlab", SaveCommand(path: "scene.hitlab")),
        ("load scene.hitlab", LoadCommand(path: "scene.hitlab")),
        ("help", HelpCommand(topic: nil)),
        ("help tap", HelpCommand(topic: "tap")),
        ("quit", QuitCommand()),
        ("exit", QuitCommand()),
        ("tap 1 2   # a comment", TapCommand(point: Point(x: 1, y: 2))),
        ("tap 1 2 taps=2 fingers=3", TapCommand(point: Point(x: 1, y: 2), taps: 2, fingers: 3)),
        ("window Overlay 0 20 375 647 level=alert", WindowCommand(form: .add(name: "Overlay", frame: Rect(x: 0, y: 20, width: 375, height: 647), level: 2000))),
        ("window HUD 0 0 10 10", WindowCommand(form: .add(name: "HUD", frame: Rect(x: 0, y: 0, width: 10, height: 10), level: 0))),
        ("touch down 1 10 20 2 30 40", TouchCommand(action: .down, fingers: [(1, Point(x: 10, y: 20)), (2, Point(x: 30, y: 40))])),
        ("touch move 2 5 5", TouchCommand(action: .move, fingers: [(2, Point(x: 5, y: 5))])),
        ("touch up all", TouchCommand(action: .up, fingers: [])),
        ("touch up 1 3", TouchCommand(action: .up, fingers: [(1, nil), (3, nil)])),
        ("touch cancel", TouchCommand(action: .cancel, fingers: [])),
        ("touch list", TouchCommand(action: .list, fingers: [])),
        ("wait 0.5", WaitCommand(seconds: 0.5)),
        ("set A transform=\"rotate(30) scale(2)\" clips=yes", SetCommand(name: "A", settings: [ViewSetting("transform", .transform(TransformSpec(steps: [.rotate(30), .scale(2, 2)]))), ViewSetting("clipsToBounds", .bool(true))])),
    ])
    func everyCommandFormParses(line: String, expected: any CommandUnit) throws {
        #expect(try Self.parse(line)?.isSame(as: expected) == true)
    }

    @Test func blankLinesAndCommentsAreNothing() throws {
        #expect(try Self.parse("") == nil)
        #expect(try Self.parse("   ") == nil)
        #expect(try Self.parse("# just a note") == nil)
    }

    @Test func overrideBodiesKeepTheirLinesAndLoseTheirIndent() throws {
        let text = "override YellowView.pointInside {\n    let p = point\n    if p.x > 1 {\n        return true\n    }\n    return false\n}"
        #expect(try Self.parse(text)?.isSame(as: OverrideCommand(className: "YellowView", method: .pointInside,
                                                                  body: "let p = point\nif p.x > 1 {\n    return true\n}\nreturn false")) == true)
        #expect(try Self.parse("override A.hitTest { return nil }")?.isSame(as: OverrideCommand(className: "A", method: .hitTest, body: "return nil")) == true)
        #expect(try Self.parse("override A.touchesBegan(_:with:) { }")?.isSame(as: OverrideCommand(className: "A", method: .touchesBegan, body: "")) == true)
    }

    @Test(arguments: [
        ("tapp 1 2", "unknown command 'tapp' (did you mean tap?); `help` lists the commands"),
        ("frobnicate", "unknown command 'frobnicate'; `help` lists the commands"),
        ("tap 1", "missing Y; usage: tap X Y"),
        ("tap one 2", "X must be a number, not 'one'; usage: tap X Y"),
        ("tap 1 2 3", "unexpected '3'; usage: tap X Y"),
        ("window 100", "missing H; usage: window W H"),
        ("window -1 10", "W must be 0 or more, not -1; usage: window W H"),
        ("view A 1 2 3", "missing H; usage: view NAME X Y W H [in PARENT]"),
        ("view A 1 2 3 4 on B", "expected 'in' or the end of the line, found 'on'; usage: view NAME X Y W H [in PARENT]"),
        ("view A 1 2 3 4 in", "missing PARENT; usage: view NAME X Y W H [in PARENT]"),
        ("controller VC Root", "expected 'view', found 'Root'; usage: controller NAME view VIEW"),
        ("set A", "set needs at least one KEY=VALUE; usage: set NAME KEY=VALUE …"),
        ("set A alpha", "'alpha' is not KEY=VALUE; usage: set NAME KEY=VALUE …"),
        ("set A alpha=2", "alpha=2: alpha is a number from 0 to 1; usage: set NAME KEY=VALUE …"),
        ("set A hidden=maybe", "hidden=maybe: use yes or no (true or false); usage: set NAME KEY=VALUE …"),
        ("set A frame=1,2,3", "frame=1,2,3: write frame=X,Y,W,H, e.g. frame=0,0,100,50; usage: set NAME KEY=VALUE …"),
        ("set A bounds=1", "bounds=1: write bounds=X,Y (the bounds origin), e.g. bounds=0,100; usage: set NAME KEY=VALUE …"),
        ("set A hiden=yes", "unknown key 'hiden' (did you mean hidden?); `help set` lists the keys; usage: set NAME KEY=VALUE …"),
        ("set A color=blurple", "color=blurple: use a colour name ("),
        ("move A B", "expected 'to', found 'B'; usage: move NAME to PARENT [at INDEX]"),
        ("move A to B at 1.5", "INDEX must be a whole number, 0 or more; usage: move NAME to PARENT [at INDEX]"),
        ("override A.hitTest", "the body goes in braces; usage: override NAME.METHOD { BODY }"),
        ("override A { return nil }", "'A' names no method: write A.hitTest, A.pointInside or A.touchesBegan; usage: override NAME.METHOD { BODY }"),
        ("override A.hitTest { return nil } tap 1 2", "nothing may follow the closing } (found 'tap 1 2')"),
        ("override { return nil }", "name the class and method, e.g. GreenView.pointInside"),
        ("option passes=9", "passes=9: use a whole number from 1 to 5; usage: option KEY=VALUE …"),
        ("option speed=2", "unknown option 'speed'; options are passes, scene, phases, steps, depth and lang"),
        ("option steps=5", "steps=5: use a whole number from 1000 to 100000000"),
        ("show A.hitTest", "expected 'source' before 'A.hitTest': `show source A.hitTest` shows its source; usage: show source CLASS[.METHOD] | show HOST"),
        ("save", "missing FILE; usage: save [--force] FILE"),
        ("save \"unclosed", "a \" is never closed: add the closing \""),
        ("unoverride A", "'A' names no method"),
    ])
    func badInputSaysWhatIsWrongAndHowToWriteIt(line: String, message: String) throws {
        do {
            _ = try Self.parse(line)
            Issue.record("expected an error for \(line)")
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test func everyCommandInTheTableParsesItsOwnUsageExample() throws {
        // Guards the table: each usage line, with sample words, must parse to a command.
        for spec in Self.registry.specs {
            #expect(!spec.examples.isEmpty, "\(spec.name) has no example on its spec")
            for example in spec.examples { #expect(try Self.parse(example) != nil, "\(example)") }
        }
    }
}

@Suite struct CommandAssemblerTests {
    @Test func bodiesRunOnUntilTheirBracesBalance() {
        var a = CommandAssembler()
        #expect(a.add("override A.hitTest {").isEmpty)
        #expect(a.isPending)
        #expect(a.add("  if true { print(\"}\") } // a } in a comment").isEmpty)
        let done = a.add("}")
        #expect(done.count == 1)
        #expect(done.first?.text.hasPrefix("override A.hitTest {\n  if true") == true)
        #expect(done.first?.line == 1)
        #expect(!a.isPending)
    }

    @Test func semicolonsSplitCommandsButNotBodies() {
        var a = CommandAssembler()
        let commands = a.add("tap 1 2; override A.hitTest { let x = 1; return nil }; tree # tap 3 4; tree")
        #expect(commands.map(\.text) == ["tap 1 2", "override A.hitTest { let x = 1; return nil }", "tree # tap 3 4; tree"])
    }

    @Test func colourHashesAreNotComments() {
        var a = CommandAssembler()
        #expect(a.add("set A color=#ff0000; tap 1 1").map(\.text) == ["set A color=#ff0000", "tap 1 1"])
    }

    @Test func aScriptReportsAnUnfinishedCommandWithItsLine() {
        let (commands, unfinished) = CommandAssembler.commands(in: "tap 1 1\n\noverride A.hitTest {\n  return nil\n")
        #expect(commands.map(\.line) == [1])
        #expect(unfinished?.line == 3)
    }

    @Test func multiLineCommandsJoinIntoOneLineForHistory() {
        #expect(CommandAssembler.oneLine(["override A.hitTest {", "  let p = point", "  return nil", "}"])
                == "override A.hitTest { let p = point; return nil }")
        #expect(CommandAssembler.oneLine(["override A.hitTest {", "  // why", "  return nil", "}"]) == nil)
    }
}
