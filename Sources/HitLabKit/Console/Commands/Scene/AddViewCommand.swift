import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `view`, `button`, `control`, `label`, `image`, `textfield` and `textview`: add a view of that kind, with its frame in its
/// parent's coordinates, as the parent's last subview.
package struct AddViewCommand: CommandUnit {
    private static let arguments: [CommandSpec.Argument] = [.newName, .number, .number, .number, .number, .keyword("in"), .view]
    package static let specs = [
        CommandSpec("view", usage: "view NAME X Y W H [in PARENT]",
                    summary: "Add a UIView subclass called NAME with that frame in PARENT's coordinates (the window by default), as PARENT's last subview.",
                    details: "NAME is a class name: a capital letter, then letters, digits or _. `type(of: self)` prints it.",
                    arguments: arguments, examples: ["view A 0 0 1 1"], topic: "Build a scene"),
        CommandSpec("button", usage: "button NAME X Y W H [in PARENT]",
                    summary: "Add a UIButton (a UIControl) whose touchUpInside action prints `NAME: touchUpInside`.",
                    details: "A disabled button (`set NAME enabled=no`) is never hit: the touch goes to what lies behind it.",
                    arguments: arguments, examples: ["button A 0 0 1 1"], topic: "Build a scene"),
        CommandSpec("control", usage: "control NAME X Y W H [in PARENT]",
                    summary: "Add a plain UIControl subclass: it tracks touches and sends control events, but has no action until `action NAME EVENT` adds one.",
                    details: "Unlike a button, a plain control is not protected from a superview's tap recognizer.",
                    arguments: arguments, examples: ["control A 0 0 1 1"], topic: "Build a scene"),
        CommandSpec("label", usage: "label NAME X Y W H [in PARENT]",
                    summary: "Add a UILabel; like UIKit's, it starts with user interaction off.", arguments: arguments, examples: ["label A 0 0 1 1"], topic: "Build a scene"),
        CommandSpec("image", usage: "image NAME X Y W H [in PARENT]",
                    summary: "Add a UIImageView; like UIKit's, it starts with user interaction off.", arguments: arguments, examples: ["image A 0 0 1 1"], topic: "Build a scene"),
        CommandSpec("textfield", usage: "textfield NAME X Y W H [in PARENT]",
                    summary: "Add a UITextField (a UIControl): a tap that ends inside makes it first responder and sends editingDidBegin; `resign NAME` ends editing.",
                    details: "The keyboard that would appear on a device is not shown. `action NAME editingDidBegin` prints when it becomes first responder.",
                    arguments: arguments, examples: ["textfield A 0 0 1 1"], topic: "Build a scene"),
        CommandSpec("textview", usage: "textview NAME X Y W H [in PARENT]",
                    summary: "Add a UITextView (a UIScrollView): a tap that ends inside makes it first responder; a drag scrolls it instead.",
                    arguments: arguments, examples: ["textview A 0 0 1 1"], topic: "Build a scene"),
    ]
    /// The command that adds each kind, for `save`.
    package static let commandNames: [ViewKind: String] = [.view: "view", .button: "button", .control: "control", .label: "label", .imageView: "image",
                                                           .textField: "textfield", .textView: "textview"]

    let name: String
    let kind: ViewKind
    let frame: Rect
    let parent: String?

    package static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let kind = commandNames.first { $0.value == args.spec.name }?.key ?? .view
        let name = try args.word("NAME")
        let frame = Rect(x: try args.number("X"), y: try args.number("Y"), width: try args.size("W"), height: try args.size("H"))
        let parent = try args.optionalKeyword("in") ? try args.word("PARENT") : nil
        return Self(name: name, kind: kind, frame: frame, parent: parent)
    }

    package var effect: CommandEffect { .changesScene }

    package func run(in session: Session) throws -> Reply {
        try session.refuseSwiftUIName(name)
        let parentID = try parent.map { p throws(SceneError) in try session.state.scene.viewID(named: p) }
        try session.state.scene.addView(name: name, kind: kind, frame: frame, in: parentID)
        return session.sceneChanged()
    }
}

extension AddViewCommand: SavedPerView {
    /// `view NAME X Y W H [in PARENT]` (or button, control, label, image).
    static func savedLines(for id: ViewID, in scene: Scene) -> [String]? {
        let v = scene[id]
        return ["\(commandNames[v.kind] ?? "view") \(SceneScript.place(of: v))" + SceneScript.parentClause(of: v, in: scene)]
    }
}
