import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `recognizer NAME on VIEW [action=METHOD] [KEY=VALUE …]`: a UIGestureRecognizer subclass the
/// learner writes. Its touches methods and reset() are overrides that set `state`; UIKit's
/// rules for subclasses (reference §5) decide what that does to the view's touches, to other
/// recognizers, and when reset() runs. Made like `gesture`, as kind `custom`.
struct RecognizerCommand: CommandUnit {
    static let specs = [CommandSpec("recognizer", usage: "recognizer NAME on VIEW [action=METHOD] [KEY=VALUE …]",
                                    summary: "Attach a gesture recognizer you write (a UIGestureRecognizer subclass) to VIEW; its methods are overrides that set state.",
                                    details: """
                                    Write its methods with `override NAME.METHOD { … }`: touchesBegan, touchesMoved, touchesEnded,
                                    touchesCancelled and reset; canPrevent, canBePrevented (class-wide exclusion); its delegate's
                                    shouldBegin, shouldReceive, shouldRecognizeSimultaneously, shouldRequireFailureOf and
                                    shouldBeRequiredToFailBy. UIGestureRecognizer's own versions are UIKit source
                                    (`show source UIGestureRecognizer.touchesBegan`); `super.touchesBegan(touches, with: event)`
                                    and `super.reset()` call them.
                                    In its methods: state (set it: .began, .changed, .ended or .recognized, .failed, .cancelled;
                                    it starts .possible), touches, event.allTouches, view, location(in: V), numberOfTouches.
                                    A name it assigns (`stroke = 1`) is kept with it between calls, nil until set, like a
                                    stored property; reset() should clear it.
                                    Its action goes out once the method that set the state returns, with the state it has then.
                                    A recognizer that goes .began, .changed, .ended is continuous (its action runs at each);
                                    one that goes straight to .ended is discrete. A change UIKit does not allow (.changed
                                    before .began) becomes the one UIKit makes, with a line saying so. reset() runs once the
                                    gesture is over (ended, failed or cancelled) and its touches have lifted.
                                    Keys as for `gesture`: cancels=, delaysBegan=, delaysEnded=, enabled= (UIKit's names too).
                                    Without action= its action prints `NAME: STATE`; with action=METHOD it calls
                                    `override VIEW.METHOD { … }` with `sender` the recognizer.
                                    Example: recognizer Check on Pad
                                    """,
                                    arguments: [.newName, .keyword("on"), .view, .repeating(.recognizerSetting(.custom))],
                                    examples: ["recognizer Check on A", "recognizer Hold on A action=held cancels=no"], topic: "Gestures")]
    let gesture: GestureCommand

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let name = try args.word("NAME")
        try args.keyword("on")
        return Self(gesture: try GestureCommand.rest(&args, name: name, kind: .custom))
    }

    var effect: CommandEffect { .changesScene }

    func run(in session: Session) throws -> Reply { try gesture.run(in: session) }
}

extension RecognizerCommand {
    /// `recognizer NAME on VIEW [action=…] [KEY=VALUE …]`, which `save` writes among the
    /// gestures, in the order they were added.
    static func savedLine(_ r: GestureRecognizer, in scene: Scene) -> String {
        (["recognizer \(r.name) on \(scene[r.view].name)"] + GestureCommand.savedRest(r)).joined(separator: " ")
    }
}
