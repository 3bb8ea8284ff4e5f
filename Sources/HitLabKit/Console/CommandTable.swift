/// Every command HitLab understands, in the order `help` lists them. Parsing, `help` and
/// completion read this table; nothing else lists the commands.
public enum CommandTable {
    public static let specs: [CommandSpec] = [
        // Scene
        CommandSpec("window", usage: "window W H", summary: "Start a new scene: an application whose key window is W×H points.",
                    details: "Removes every view, controller and override.", arguments: [.number, .number], topic: "Build a scene"),
        CommandSpec("view", usage: "view NAME X Y W H [in PARENT]",
                    summary: "Add a UIView subclass called NAME with that frame in PARENT's coordinates (the window by default), as PARENT's last subview.",
                    details: "NAME is a class name: a capital letter, then letters, digits or _. `type(of: self)` prints it.",
                    arguments: [.newName, .number, .number, .number, .number, .keyword("in"), .view], topic: "Build a scene"),
        CommandSpec("button", usage: "button NAME X Y W H [in PARENT]",
                    summary: "Add a UIButton (a UIControl) whose touchUpInside action prints `NAME: touchUpInside`.",
                    details: "A disabled button (`set NAME enabled=no`) is never hit: the touch goes to what lies behind it.",
                    arguments: [.newName, .number, .number, .number, .number, .keyword("in"), .view], topic: "Build a scene"),
        CommandSpec("label", usage: "label NAME X Y W H [in PARENT]",
                    summary: "Add a UILabel; like UIKit's, it starts with user interaction off.",
                    arguments: [.newName, .number, .number, .number, .number, .keyword("in"), .view], topic: "Build a scene"),
        CommandSpec("image", usage: "image NAME X Y W H [in PARENT]",
                    summary: "Add a UIImageView; like UIKit's, it starts with user interaction off.",
                    arguments: [.newName, .number, .number, .number, .number, .keyword("in"), .view], topic: "Build a scene"),
        CommandSpec("controller", usage: "controller NAME view VIEW",
                    summary: "Add a view controller called NAME whose root view is VIEW; it joins the responder chain after VIEW.",
                    arguments: [.newName, .keyword("view"), .view], topic: "Build a scene"),
        CommandSpec("set", usage: "set NAME KEY=VALUE …",
                    summary: "Change a view: hidden, alpha, interaction, multitouch, exclusive, enabled, frame=X,Y,W,H, bounds=X,Y, color.",
                    details: "Booleans are yes/no or true/false. `bounds=X,Y` moves the bounds origin, as scrolling does.\nExample: set RedView alpha=0.5 interaction=no",
                    arguments: [.view, .setting, .setting, .setting, .setting], topic: "Build a scene"),
        CommandSpec("remove", usage: "remove NAME", summary: "Remove a view with its subviews (and their controllers and overrides), or a controller.",
                    arguments: [.responder], topic: "Build a scene"),
        CommandSpec("move", usage: "move NAME to PARENT [at INDEX]",
                    summary: "Make NAME a subview of PARENT (UIWindow for the window), last or at INDEX (0 is the back).",
                    arguments: [.view, .keyword("to"), .view, .keyword("at"), .number], topic: "Build a scene"),
        CommandSpec("front", usage: "front NAME", summary: "Bring a view to the front of its siblings (it is hit-tested first).",
                    arguments: [.view], topic: "Build a scene"),
        CommandSpec("back", usage: "back NAME", summary: "Send a view to the back of its siblings (it is hit-tested last).",
                    arguments: [.view], topic: "Build a scene"),
        CommandSpec("override", usage: "override NAME.METHOD { BODY }",
                    summary: "Write NAME's hitTest, pointInside, touchesBegan, touchesMoved, touchesEnded or touchesCancelled in Swift.",
                    details: """
                    The body sees point and event (hitTest, pointInside) or touches and event (touches…),
                    self and its properties, and other views by name. It may span lines until the braces balance.
                    `super.hitTest(point, with: event)` runs UIKit's version. A whole `override func …` may be pasted as the body.
                    Example: override GreenView.pointInside { return true }
                    """,
                    arguments: [.classMethod], topic: "Build a scene"),
        CommandSpec("unoverride", usage: "unoverride NAME.METHOD", summary: "Remove an override, so UIKit's method runs again.",
                    arguments: [.classMethod], topic: "Build a scene"),
        CommandSpec("option", usage: "option KEY=VALUE …",
                    summary: "Delivery settings: passes=N (hit tests per touch), scene=yes/no (UIWindowScene in the chain, iOS 13+), phases=yes/no, steps=N and depth=N (budgets for runaway overrides).",
                    arguments: [.option, .option, .option], topic: "Build a scene"),
        CommandSpec("reset", usage: "reset", summary: "Go back to the scene this session started with.", topic: "Build a scene"),
        // Touch
        CommandSpec("tap", usage: "tap X Y", summary: "One finger down and up at window point (X, Y): prints what the program printed, then the hit view and its responder chain.",
                    arguments: [.number, .number], topic: "Touch"),
        CommandSpec("drag", usage: "drag X1 Y1 X2 Y2 [STEPS]", summary: "One finger down at (X1, Y1), moved to (X2, Y2) in STEPS moves (default 2), then up: touchesBegan, touchesMoved…, touchesEnded.",
                    details: "The touch keeps the view it began in, wherever the finger goes.",
                    arguments: [.number, .number, .number, .number, .number], topic: "Touch"),
        CommandSpec("hittest", usage: "hittest X Y", summary: "Hit-test only: prints `hit: NAME` (UIWindow when the window itself is hit, nil when no window contains the point).",
                    arguments: [.number, .number], topic: "Touch"),
        CommandSpec("chain", usage: "chain NAME", summary: "The responder chain from NAME, on one line.", arguments: [.responder], topic: "Touch"),
        CommandSpec("trace", usage: "trace [lines]", summary: "The last tap as a call tree with return values; `trace lines` adds every executed line.",
                    arguments: [.keyword("lines")], topic: "Touch"),
        // Look
        CommandSpec("tree", usage: "tree", summary: "The view hierarchy with frames, flags, controllers and overrides.", topic: "Look"),
        CommandSpec("show", usage: "show source CLASS[.METHOD]",
                    summary: "The source of a method, numbered: an override, or UIKit's own (UIView.hitTest, UIView.pointInside, UIControl.hitTest, UIResponder.touchesBegan, …).",
                    arguments: [.keyword("source"), .classMethod], topic: "Look"),
        CommandSpec("draw", usage: "draw [--svg FILE]", summary: "Draw the window: each view in its colour, the last touch marked, the last hit view outlined. --svg writes an SVG file instead.",
                    arguments: [.keyword("--svg"), .file], topic: "Look"),
        // Debug
        CommandSpec("break", aliases: ["b", "breakpoint", "br"], usage: "break METHOD [NAME] [if EXPR] | break CLASS.METHOD[:LINE] [if EXPR] | break phase PHASE | break list | break delete|disable|enable N",
                    summary: "Stop the next tap when it reaches a method (on every view, or NAME's), a source line, or a pipeline phase.",
                    details: """
                    METHOD is hitTest, pointInside, touchesBegan, touchesMoved, touchesEnded or touchesCancelled.
                    `break pointInside YellowView` stops each time YellowView's point(inside:with:) starts.
                    `break UIView.hitTest:12` stops at line 12 of UIKit's hitTest (see `show source UIView.hitTest`).
                    `break YellowView.hitTest:3` stops at line 3 of YellowView's override, or of UIView's when it has none.
                    `if EXPR` is checked in the stopped frame, e.g. `break hitTest if point.y > 100`.
                    PHASE is hardware, routing, eventQueue, hitTest, sendEvent or delivery.
                    A breakpoint on a name that does not exist yet waits until it does.
                    lldb spellings work too: breakpoint set -n YellowView.hitTest -c 'point.x > 0' -o, br s, br l, br del 1.
                    """,
                    arguments: [.method, .view, .keyword("if")], topic: "Debug"),
        CommandSpec("tbreak", usage: "tbreak METHOD [NAME] [if EXPR] | tbreak CLASS.METHOD[:LINE]", summary: "A breakpoint that deletes itself after its first stop.",
                    arguments: [.method, .view, .keyword("if")], topic: "Debug"),
        CommandSpec("step", aliases: ["s"], usage: "step", summary: "Run to the next statement, entering calls.", topic: "Debug"),
        CommandSpec("next", aliases: ["n"], usage: "next", summary: "Run to the next statement of this method (calls run without stopping).", topic: "Debug"),
        CommandSpec("finish", usage: "finish", summary: "Run until the selected method returns, and show what it returned.", topic: "Debug"),
        CommandSpec("continue", aliases: ["c"], usage: "continue", summary: "Run to the next breakpoint, or to the end of the touch.", topic: "Debug"),
        CommandSpec("until", usage: "until LINE", summary: "Run on to LINE of this method (or out of it).", arguments: [.number], topic: "Debug"),
        CommandSpec("reverse-step", aliases: ["rs"], usage: "reverse-step", summary: "Go back to the previous statement, entering calls.", topic: "Debug"),
        CommandSpec("reverse-next", aliases: ["rn"], usage: "reverse-next", summary: "Go back to the previous statement of this method.", topic: "Debug"),
        CommandSpec("reverse-finish", usage: "reverse-finish", summary: "Go back to where the selected method was called.", topic: "Debug"),
        CommandSpec("reverse-continue", aliases: ["rc"], usage: "reverse-continue", summary: "Go back to the previous breakpoint, or to the start of the touch.", topic: "Debug"),
        CommandSpec("bt", aliases: ["backtrace", "where"], usage: "bt", summary: "The calls open here, innermost first, each with its point in its own coordinates.", topic: "Debug"),
        CommandSpec("frame", aliases: ["f"], usage: "frame N", summary: "Look at frame N of `bt` (0 is the innermost).", arguments: [.number], topic: "Debug"),
        CommandSpec("up", usage: "up", summary: "Look at the caller of the selected frame.", topic: "Debug"),
        CommandSpec("down", usage: "down", summary: "Look at the frame the selected one called.", topic: "Debug"),
        CommandSpec("p", aliases: ["print"], usage: "p EXPR", summary: "Evaluate a Swift expression in the selected frame, e.g. p convert(point, to: GreenView).",
                    arguments: [.text], topic: "Debug"),
        CommandSpec("locals", usage: "locals", summary: "The selected frame's variables and their values.", topic: "Debug"),
        CommandSpec("list", aliases: ["l"], usage: "list", summary: "The source around the selected frame's line.", topic: "Debug"),
        CommandSpec("display", usage: "display [EXPR]", summary: "Print EXPR at every stop (no EXPR: list them; `undisplay N` removes one).", arguments: [.text], topic: "Debug"),
        CommandSpec("undisplay", usage: "undisplay N", summary: "Stop displaying expression N.", arguments: [.number], topic: "Debug"),
        CommandSpec("watch", usage: "watch EXPR", summary: "Stop when EXPR, evaluated in the selected frame, changes value.", arguments: [.text], topic: "Debug"),
        CommandSpec("explain", usage: "explain on|off", summary: "Say in a sentence what each stop means.", arguments: [.keyword("on")], topic: "Debug"),
        CommandSpec("why", usage: "why NAME", summary: "After a tap: why NAME was or was not the hit view, and whether it is in the responder chain.",
                    arguments: [.view], topic: "Debug"),
        CommandSpec("kill", usage: "kill", summary: "Abandon the paused touch (so the scene can change).", topic: "Debug"),
        // Practice
        CommandSpec("exercise", usage: "exercise [NAME]", summary: "Start an exercise (its scene replaces the current one), or list them with your progress.",
                    details: "Your work is saved after every change and comes back when you start the exercise again.",
                    arguments: [.text], topic: "Practice"),
        CommandSpec("check", usage: "check", summary: "Grade the current exercise: every probe taps the scene and says what it expected and got.", topic: "Practice"),
        CommandSpec("hint", usage: "hint", summary: "The next hint for the current exercise.", topic: "Practice"),
        CommandSpec("solution", usage: "solution [yes]", summary: "Show the reference solution (asks first; it does not mark the exercise solved).",
                    arguments: [.keyword("yes")], topic: "Practice"),
        CommandSpec("progress", usage: "progress [reset [NAME]]", summary: "Your progress, or forget it for one exercise or all of them.",
                    arguments: [.keyword("reset"), .text], topic: "Practice"),
        // Files and session
        CommandSpec("save", usage: "save FILE", summary: "Write the scene (views, settings, controllers, overrides) as a script that `hitlab run FILE` or `load FILE` rebuilds exactly.",
                    arguments: [.file], topic: "Files"),
        CommandSpec("load", usage: "load FILE", summary: "Replace the scene with the one a script builds.", arguments: [.file], topic: "Files"),
        CommandSpec("help", usage: "help [COMMAND]", summary: "List the commands, or explain one.", arguments: [.command], topic: "Session"),
        CommandSpec("quit", aliases: ["exit"], usage: "quit", summary: "Leave HitLab (Ctrl-D does too).", topic: "Session"),
    ]

    /// The spec for a name or alias.
    public static func spec(named name: String) -> CommandSpec? {
        specs.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// Every name and alias, for completion and suggestions.
    public static var allNames: [String] { specs.flatMap { [$0.name] + $0.aliases } }
}
