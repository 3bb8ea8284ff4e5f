import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `swiftui NAME X Y W H [in PARENT] { BODY }`: a UIHostingController's view, a UIView called
/// NAME in the UIKit scene, showing BODY, SwiftUI as typed in Xcode. The body is evaluated and
/// laid out at once, so a body HitLab cannot run is refused with the scene unchanged.
struct SwiftUICommand: CommandUnit {
    static let specs = [CommandSpec("swiftui", usage: "swiftui NAME X Y W H [in PARENT] { BODY }",
                                    summary: "Add a hosting view called NAME showing SwiftUI content: @State lines, then one view expression.",
                                    details: """
                                    BODY is what a View's body holds, typed as in Xcode, over several lines until the braces balance:
                                    `@State var n = 0` lines, then one view, e.g. VStack { Text("Hi"); Spacer() }.padding().
                                    UIKit hit-tests the hosting view over its whole bounds; SwiftUI then hit-tests its content.
                                    Views are named by accessibilityIdentifier, else TYPE_N (Text_1, HStack_2), numbered over all hosts.
                                    Views: \(SwiftUIKind.allCases.map(\.rawValue).joined(separator: ", ")).
                                    Modifiers: \(SwiftUIModifierName.all.joined(separator: ", ")).
                                    Layout: a parent proposes a size, the child answers; stacks give the least flexible child its share
                                    first, 8 between children unless told; padding() is 16; Spacer takes at least 8 along its stack;
                                    frame centres its child unless aligned; offset moves drawing and hits, not layout; position puts the
                                    centre at the point; background and overlay take the modified view's size; a shape or colour asked
                                    for its ideal size is 10 × 10.
                                    Text is measured by a fixed table for the system font at 17 pt (font(.system(size: N)) scales it):
                                    line height \(formatNumber(TextMetrics.lineHeight)); \(TextMetrics.table.map { "\($0.characters == " " ? "space" : $0.characters) \(formatNumber($0.width))" }.joined(separator: ", ")),
                                    other lowercase \(formatNumber(TextMetrics.lowercase)), uppercase \(formatNumber(TextMetrics.uppercase)), anything else \(formatNumber(TextMetrics.other)); an Image is a
                                    square one line high. Close to a device's sizes, not equal: give views that matter a frame.
                                    Gestures: \(SwiftUIGestureKind.made.map(\.rawValue).joined(separator: ", ")) with onChanged, onEnded, updating($state),
                                    exclusively(before:), sequenced(before:), simultaneously(with:); attached by gesture (the content's gestures win),
                                    highPriorityGesture (it wins), simultaneousGesture (both run), with including: .all | .gesture | .subviews | .none.
                                    A tap fails past 45 pt or 0.75 s, a count: 2's next tap within 0.35 s, a single tap waits for a competing double;
                                    long press 0.5 s within 10 pt; drag after 10 pt. A @State a closure assigns redraws the body before the next event;
                                    a @GestureState resets when its gesture ends. A tap's hit: line ends with what fired; `why VIEW.onTapGesture` says
                                    who won and why, `break VIEW.onEnded` stops inside the closure.
                                    A Button's action runs when the finger lifts inside it. A ScrollView or List longer than its frame is a
                                    UIScrollView underneath: its pan (NAME.panGestureRecognizer) starts after 10 pt along its axis and cancels
                                    the content's gestures; whichever recognizes first wins, the pan on a tie (a DragGesture of 10 or more lets it
                                    scroll, as on iOS 17), a highPriorityGesture drag stops it, scrollDisabled(true) turns it off. In a List row,
                                    automatic-style Buttons act as one (a tap anywhere in the row's cell runs all); .borderless or .plain keeps each apart.
                                    A UIKit recognizer around the host sees its touches; with cancelsTouchesInView it cancels SwiftUI's gestures.
                                    `p NAME.frame` and `p HOST.VAR` read a view's frame and a host's @State; save, export swift (a UIHostingController) and draw take the body.
                                    """,
                                    arguments: [.newName, .number, .number, .number, .number, .keyword("in"), .view, .text],
                                    examples: ["swiftui A 0 0 10 10 { Text(\"Hi\") }"], topic: "Build a scene")]
    let name: String
    let frame: Rect
    let parent: String?
    let body: String

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let spec = args.spec
        let (header, body) = try CommandSyntax.bracedBody(args.rest(), spec)
        var words = Arguments(spec: spec, text: header.trimmingWhitespace)
        let name = try words.word("NAME")
        let frame = Rect(x: try words.number("X"), y: try words.number("Y"), width: try words.size("W"), height: try words.size("H"))
        let parent = try words.optionalKeyword("in") ? try words.word("PARENT") : nil
        if let extra = try words.next() { throw .usage(spec, "'\(extra)' is not part of the command: the body follows H (or in PARENT) in { }") }
        return Self(name: name, frame: frame, parent: parent, body: body)
    }

    var effect: CommandEffect { .changesScene }

    func run(in session: Session) throws -> Reply {
        try session.refuseSwiftUIName(name)
        let parentID = try parent.map { p throws(SceneError) in try session.state.scene.viewID(named: p) }
        let id = try session.state.scene.addView(name: name, kind: .hostingView, frame: frame, in: parentID)
        try session.state.scene.update(id) { $0.hostedBody = body }
        do {
            let state = session.state
            let content = try state.swiftUICache.content(scene: state.scene, classes: state.classes, states: state.runtime.swiftUIStates,
                                                          scrolled: state.runtime.swiftUIScrollOffsets)
            session.state[extra: SwiftUINameIndex.self] = SwiftUINameIndex(content)
        } catch {
            return .error(error.report)
        }
        return session.sceneChanged()
    }
}

extension SwiftUICommand: SavedPerView {
    /// `swiftui NAME X Y W H [in PARENT] {`, the body as typed, one level in, then `}`.
    static func savedLines(for id: ViewID, in scene: Scene) -> [String]? {
        let v = scene[id]
        guard v.kind == .hostingView else { return nil }
        let body = (v.hostedBody ?? SceneImporter.unseenBody).split(separator: "\n", omittingEmptySubsequences: false)
        return ["swiftui \(SceneScript.place(of: v))" + SceneScript.parentClause(of: v, in: scene) + " {"]
            + body.map { $0.isEmpty ? "" : "    " + $0 } + ["}"]
    }
}
