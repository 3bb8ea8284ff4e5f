import HitLabKit

/// A small seeded random generator (SplitMix64): the same seed and index give the same input
/// on every machine and every run, which Swift's system generator cannot promise.
struct SplitMix {
    private var generator: SplitMix64

    init(seed: UInt64, index: UInt64) { generator = SplitMix64(state: seed &+ index &* 0x9E37_79B9_7F4A_7C15 ^ 0xD1B5_4A32_D192_ED03) }

    mutating func next() -> UInt64 { generator.next() }

    /// 0..<n (n > 0).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// One generated input: the lines a session runs, in order, and what kind of case it is.
struct FuzzInput {
    enum Kind: String { case commands, body, dump, swiftui }
    let kind: Kind
    let lines: [String]
    /// Files the runner writes into the session's folder first (a mutated dump to import).
    var files: [(name: String, bytes: [UInt8])] = []
}

/// Makes inputs for `Session.execute`: command lines mixed with real scene building and
/// debugger sessions, and override bodies in the Swift subset (random expressions, deep
/// nesting, huge literals, Int.min edge arithmetic). File names are always plain relative
/// names, so `save`, `load` and `draw --svg` stay inside the session's temporary folder.
struct Generator {
    var rng: SplitMix
    /// Issue 15's crashes that live in code this target does not fix (item 2, `move … at`
    /// with a huge index) are left out when true, so a long run measures the rest.
    let avoidKnown: Bool
    /// Small inputs only (budgets, chains, words and loops a few thousand at most), for the
    /// quick run `swift test` makes.
    let small: Bool

    static let views = ["BlackView", "RedView", "GreenView", "YellowView", "WhiteView"]
    static let methods = ["hitTest", "pointInside", "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "touchesEstimatedPropertiesUpdated"]
    var names: [String] = Generator.views

    init(seed: UInt64, index: Int, avoidKnown: Bool, small: Bool = false) {
        rng = SplitMix(seed: seed, index: UInt64(index))
        self.avoidKnown = avoidKnown
        self.small = small
    }

    /// `n`, or at most `cap` for a small run.
    func size(_ n: Int, cap: Int) -> Int { small ? min(n, cap) : n }

    mutating func input(index: Int = 0) -> FuzzInput {
        if rng.chance(20) { return swiftUIInput() }
        if rng.chance(15) { return dumpInput(index: index) }
        if rng.chance(10) { return recognizerInput() }
        var lines = ["option steps=\(size(rng.pick([2_000, 20_000, 100_000]), cap: 2_000))"]
        if rng.chance(50) {
            for _ in 0..<(3 + rng.below(25)) { lines.append(command()) }
            return FuzzInput(kind: .commands, lines: lines)
        }
        for _ in 0..<(1 + rng.below(3)) {
            lines.append("override \(rng.pick(names)).\(rng.pick(Self.methods)) {\n\(body())\n}")
        }
        lines += debugging()
        return FuzzInput(kind: .body, lines: lines)
    }

    // MARK: Numbers and words

    mutating func number() -> String {
        switch rng.below(12) {
        case 0: return rng.pick(["1e300", "-1e300", "1e-310", "0", "-0", "nan", "inf", "1e308", "-1e-300", "9223372036854775807", "99999999999999999999999"])
        case 1: return String(Double(rng.below(2_000_000)) / 1000 - 500)
        case 2: return String(-rng.below(400))
        default: return String(rng.below(400))
        }
    }

    mutating func name() -> String {
        if rng.chance(10) { return rng.pick(["UIWindow", "UIView", "Ghost", "", "A", "x\u{0}y", "é", String(repeating: "N", count: 300)]) }
        return rng.pick(names)
    }

    mutating func newName() -> String {
        let n = rng.pick(["V", "W", "Btn", "Ctl", "Lbl", "Sub"]) + String(rng.below(20))
        if !names.contains(n) { names.append(n) }
        return n
    }

    mutating func fileName() -> String { rng.pick(["a.hitlab", "b.hitlab", "scene.hitlab", "x.svg", "missing.hitlab"]) }

    mutating func garbage() -> String {
        switch rng.below(6) {
        case 0: return String(repeating: rng.pick(["x", "é", "tap", "("]), count: 1 + rng.below(size(rng.chance(5) ? 200_000 : 40, cap: 2_000)))
        case 1: return String((0..<(1 + rng.below(30))).map { _ in Character(Unicode.Scalar(UInt8(rng.below(128)))) })
        case 2: return rng.pick(["{", "}", "override", "override GreenView.hitTest", "break", "p", "set", "tap", "tap 1", "view", "#", ";;;", "\u{0}", "\u{1B}[31m"])
        case 3: return rng.pick(Array(Self.commandWords)) + " " + number() + " " + name()
        default: return rng.pick(["help", "help tap", "help nosuch", "tree", "trace", "trace lines", "draw", "progress", "exercise", "check", "hint", "solution yes", "quit"])
        }
    }

    static let commandWords: Set<String> = ["window", "view", "button", "label", "image", "textfield", "textview", "controller", "set", "remove", "move", "front", "back", "unoverride", "option", "reset", "tap", "drag", "hittest", "chain", "trace", "tree", "show", "draw", "break", "tbreak", "step", "next", "finish", "continue", "until", "reverse-step", "reverse-next", "reverse-finish", "reverse-continue", "bt", "frame", "up", "down", "p", "locals", "list", "display", "undisplay", "watch", "explain", "why", "kill", "exercise", "check", "hint", "solution", "progress", "save", "load", "help", "import", "export"]

    // MARK: Command lines

    mutating func command() -> String {
        switch rng.below(43) {
        case 0: return "window \(number()) \(number())"
        case 1, 2, 3: return "\(rng.pick(["view", "view", "button", "label", "image"])) \(newName()) \(number()) \(number()) \(number()) \(number())" + (rng.chance(50) ? " in \(name())" : "")
        case 4: return "controller C\(rng.below(5)) view \(name())"
        case 5, 6: return "set \(name()) " + (0..<(1 + rng.below(3))).map { _ in setting() }.joined(separator: " ")
        case 7: return "remove \(name())"
        case 8:
            let index = avoidKnown ? String(rng.below(6)) : number()
            return "move \(name()) to \(name())" + (rng.chance(50) ? " at \(index)" : "")
        case 9: return "\(rng.pick(["front", "back"])) \(name())"
        case 10: return "option " + rng.pick(["passes=\(rng.below(4))", "scene=\(rng.pick(["yes", "no"]))", "phases=yes", "steps=\(rng.pick(["1", "100", "0", "-5", "1000000"]))", "depth=\(rng.pick(["1", "10", "0", "100000"]))"])
        case 11, 12, 13, 14: return "tap \(number()) \(number())"
        case 15: return "drag \(number()) \(number()) \(number()) \(number())" + (rng.chance(50) ? " \(rng.below(12))" : "")
        case 16, 17: return "hittest \(number()) \(number())"
        case 18: return "chain \(name())"
        case 19: return rng.pick(["tree", "trace", "trace lines", "draw", "draw --svg \(fileName())"])
        case 20: return "show source \(rng.pick(["UIView", "UIResponder", name()])).\(rng.pick(Self.methods))"
        case 21: return "save \(fileName())"
        case 22: return "load \(fileName())"
        case 23: return rng.chance(70) ? "why \(name())" : rng.pick(["import \(fileName())", "export swift \(fileName())", "tree --uikit", "export swift --force x.svg"])
        case 24: return "unoverride \(name()).\(rng.pick(Self.methods))"
        case 25: return rng.pick(["reset", "kill", "explain on", "explain off"])
        case 26: return "exercise " + rng.pick(["grey-to-green", "avatar-over-the-banner", "skip-a-level", "nosuch", "../../evil"])
        case 27: return rng.pick(["check", "hint", "solution", "solution yes", "progress", "progress reset grey-to-green", "progress reset ../../../x/precious"])
        case 28...33: return debugCommand()
        case 34: return "override \(name()).\(rng.pick(Self.methods)) {\n\(body())\n}"
        case 35, 36: return touchCommand()
        case 37: return gestureCommand()
        case 38: return responderCommand()
        case 39: return scrollCommand()
        default: return garbage()
        }
    }

    /// Fingers that stay down, Apple Pencil touches and their late updates, waits, and
    /// multi-finger taps.
    mutating func touchCommand() -> String {
        let finger = rng.pick(["1", "2", "10", "0", "11", "-1"])
        switch rng.below(11) {
        case 0, 1: return "touch down \(finger) \(number()) \(number())" + (rng.chance(30) ? " \(finger) \(number()) \(number())" : "")
        case 9: return "touch down \(finger) \(number()) \(number()) " + rng.pick(["type=pencil", "type=pencil force=\(force())", "force=\(force())", "type=pen", "type=direct"])
        case 10: return "touch update " + rng.pick([finger, "1 2", "all", ""]) + (rng.chance(70) ? " force=\(force())" : "")
        case 2, 3: return "touch move \(finger) \(number()) \(number())"
        case 4: return "touch up " + rng.pick([finger, "all", "1 2"])
        case 5: return "touch " + rng.pick(["cancel", "cancel 1", "list"])
        case 6: return "wait \(rng.pick(["0.1", "0.5", "1", "0", "-1", "1e300", "nan"]))"
        case 7: return "tap \(number()) \(number()) taps=\(rng.pick(["1", "2", "3", "0", "99"])) fingers=\(rng.pick(["1", "2", "5", "0", "11"]))"
        default: return "drag \(rng.pick(["80 180 280 180", "180 240 180 400", "10 10 300 500"])) \(rng.below(12))"
        }
    }

    /// A pencil force as a stranger might type it.
    mutating func force() -> String { rng.pick(["0", "0.5", "1", "4.17", "-1", "nan", "1e308", "x"]) }

    static let gestureKinds = ["tap", "longpress", "pan", "swipe", "pinch", "rotation", "edgepan", "nosuch"]
    static let recognizerNames = ["G", "Pan", "Tap2", "Long"]

    /// Gesture recognizers, their settings and failure requirements, and breakpoints on
    /// their states.
    mutating func gestureCommand() -> String {
        let g = rng.pick(Self.recognizerNames)
        switch rng.below(11) {
        case 7: return "recognizer \(rng.pick(Self.learnerRecognizers)) on \(name())" + (rng.chance(30) ? " action=\(rng.pick(Self.actionMethods))" : "")
            + (rng.chance(30) ? " " + rng.pick(["cancels=no", "delaysBegan=yes", "delaysEnded=no", "enabled=no", "taps=2"]) : "")
        case 8, 9:
            let method = rng.pick(["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "reset", "canPrevent", "canBePrevented",
                                   "shouldRequireFailureOf", "shouldBeRequiredToFailBy", "shouldRecognizeSimultaneously", "motionBegan"])
            return "override \(rng.pick(Self.learnerRecognizers + [g])).\(method) {\n\(recognizerBody())\n}"
        case 10: return rng.pick(["p \(rng.pick(Self.learnerRecognizers)).state", "break \(rng.pick(Self.learnerRecognizers)).touchesMoved",
                                  "why \(rng.pick(Self.learnerRecognizers))", "show source UIGestureRecognizer.\(rng.pick(["touchesBegan", "reset"]))",
                                  "remove \(rng.pick(Self.learnerRecognizers))"])
        case 0, 1, 2:
            let options = ["cancels=\(rng.pick(["yes", "no"]))", "delaysBegan=yes", "delaysEnded=\(rng.pick(["yes", "no"]))", "enabled=no",
                           "edges=\(rng.pick(["left", "right", "top", "bottom", "left|right", "all", "up"]))", "delaysTouchesBegan=\(rng.pick(["yes", "no"]))",
                           "numberOfTapsRequired=\(rng.pick(["1", "2"]))", "direction=\(rng.pick(["left", "right", "up", "down", "sideways"]))",
                           "taps=\(rng.pick(["1", "2", "0", "-3"]))", "touches=\(rng.pick(["1", "2", "11"]))", "duration=\(rng.pick(["0.5", "0", "-1", "1e300"]))", "movement=\(rng.pick(["10", "0", "nan"]))"]
            return "gesture \(g) \(rng.pick(Self.gestureKinds)) on \(name())" + (rng.chance(30) ? " action=\(rng.pick(Self.actionMethods))" : "")
                + (0..<rng.below(3)).map { _ in " " + rng.pick(options) }.joined()
        case 3: return "\(rng.pick(["require", "unrequire"])) \(g) toFail \(rng.pick(Self.recognizerNames))"
        case 4: return "break state \(g)" + (rng.chance(50) ? " \(rng.pick(["began", "changed", "ended", "failed", "recognized", "nosuch"]))" : "")
        case 5: return "override \(g).\(rng.pick(["shouldBegin", "gestureRecognizerShouldBegin", "touchesBegan", "reset"])) {\n\(body())\n}"
        default: return "set \(g) enabled=\(rng.pick(["yes", "no"]))"
        }
    }

    /// A recognizer the learner writes, its methods, other recognizers beside it, and the
    /// touches that drive it, then what the tools say of it.
    mutating func recognizerInput() -> FuzzInput {
        let r = rng.pick(Self.learnerRecognizers)
        var lines = ["option steps=\(size(rng.pick([2_000, 20_000]), cap: 2_000))",
                     "recognizer \(r) on \(rng.pick(Self.views))" + (rng.chance(40) ? " action=\(rng.pick(Self.actionMethods))" : "")
                        + (rng.chance(40) ? " " + rng.pick(["cancels=no", "delaysBegan=yes", "delaysEnded=no"]) : "")]
        for method in ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "reset", "canPrevent", "shouldRequireFailureOf"] where rng.chance(45) {
            lines.append("override \(r).\(method) {\n\(recognizerBody())\n}")
        }
        if rng.chance(40) { lines.append(gestureCommand()) }
        if rng.chance(30) { lines.append("require \(rng.pick(Self.recognizerNames)) toFail \(r)") }
        for _ in 0..<(2 + rng.below(8)) { lines.append(rng.chance(70) ? touchCommand() : command()) }
        lines.append(rng.pick(["why \(r)", "p \(r).state", "tree", "trace", "save a.hitlab", "export swift a.swift", "remove \(r)"]))
        return FuzzInput(kind: .commands, lines: lines)
    }

    /// Recognizers a learner writes (`recognizer NAME on VIEW`).
    static let learnerRecognizers = ["Mine", "Check"]

    /// A recognizer method's body: state changes UIKit allows and some it does not, the values
    /// a recognizer keeps, its touches, super calls, a loop that never settles, or any body.
    mutating func recognizerBody() -> String {
        (0..<(1 + rng.below(4))).map { _ in
            switch rng.below(12) {
            case 0, 1, 2: return "state = .\(rng.pick(["possible", "began", "changed", "ended", "recognized", "failed", "cancelled"]))"
            case 3: return "if numberOfTouches > \(rng.below(3)) { state = .failed }"
            case 4: return "n = (n ?? 0) + 1"
            case 5: return "print(state, location(in: view), touches.count, event.allTouches.count)"
            case 6: return rng.pick(["super.touchesBegan(touches, with: event)", "super.reset()", "return other === \(rng.pick(Self.recognizerNames))", "return \(rng.pick(["true", "false", "nil"]))"])
            case 7: return rng.chance(20) ? "while state == .possible { n = (n ?? 0) + 1 }" : "last = location(in: nil)"
            case 8: return "if let p = last { state = p.x > 100 ? .recognized : .failed }"
            default: return body()
            }
        }.joined(separator: "\n")
    }

    /// Action methods: one a body moves a view in, one nobody writes.
    static let actionMethods = ["moveIt", "nosuch"]
    static let scrollNames = ["S", "T"]

    /// Scroll views and tables, their settings, their recognizers and hooks, cells, and the
    /// action methods a recognizer or control calls (which move views); then editing a table
    /// (rowHeight, its cells refusing remove/move/front/back, views brought in front of a
    /// content view), the scroll view's own recognizers (settings, remove, break, override),
    /// holds, and debugging it (why, bt, touch list, the late-delivery stage, draw).
    mutating func scrollCommand() -> String {
        let s = rng.pick(Self.scrollNames)
        let cell = "\(s)_cell\(rng.pick(["0", "1", "3", "99"]))" + (rng.chance(40) ? "_content" : "")
        let part = "\(s).\(rng.pick(["panGestureRecognizer", "delayedTouchesBeganGestureRecognizer"]))"
        switch rng.below(18) {
        case 9: return "set \(s) " + rng.pick(["rowHeight=\(rng.pick(["60", "0", "-1", "nan", "1e308", "44"]))", "frame=\(number()),\(number()),\(number()),\(number())",
                                               "rowHeight=30 contentSize=\(number()),\(number())"])
        case 10: return rng.pick(["remove \(cell)", "move \(cell) to \(name())", "move \(name()) to \(cell)", "front \(cell)", "back \(cell)",
                                  "front B\(rng.below(3))", "set \(cell) \(rng.pick(["hidden=yes", "frame=0,0,10,10", "alpha=0.5"]))"])
        case 11: return rng.pick(["remove \(part)", "set \(part) \(rng.pick(["enabled=no", "enabled=yes", "cancelsTouchesInView=no", "delaysTouchesBegan=no"]))",
                                  "require \(part) toFail \(rng.pick(Self.recognizerNames))", "p \(part).state"])
        case 12: return rng.pick(["break \(part).\(rng.pick(["touchesBegan", "touchesMoved", "touchesEnded", "timerFired", "nosuch"]))",
                                  "break UITableView.\(rng.pick(["touchesBegan", "touchesEnded", "touchesCancelled"]))", "break phase delayedDelivery",
                                  "break UIScrollView.\(rng.pick(["touchesShouldBegin", "touchesShouldCancel"]))"])
        case 13: return "override \(rng.pick([part, name(), "UIScrollView"])).\(rng.pick(["touchesMoved", "touchesShouldCancel", "touchesShouldBegin"])) {\n\(rng.pick(["return true", "state = .failed", body()]))\n}"
        case 14: return "touch down 1 \(number()) \(number())\nwait \(rng.pick(["0.1", "0.15", "0.2", "0.149999"]))\ntouch \(rng.pick(["move 1 \(number()) \(number())", "up 1", "cancel 1"]))"
        case 15: return "why \(rng.pick([cell, s, part, "B\(rng.below(3))", name()]))"
        case 16: return rng.pick(["bt", "touch list", "explain on", "draw", "draw --svg \(fileName())", "trace", "trace --html \(fileName())", "save \(fileName())"])
        case 17: return "tap \(rng.pick(["10", number()])) \(rng.pick(["20", "200", number()]))"
        case 0: return "scroll \(s) \(number()) \(number()) \(number()) \(number())" + (rng.chance(50) ? " in \(name())" : "")
            + (rng.chance(70) ? " contentSize=\(number()),\(rng.pick(["1000", "0", "-5", "nan", number()]))" : "")
        case 1: return "table \(s) \(number()) \(number()) \(number()) \(number()) rows=\(rng.pick(["3", "0", "20", "100001", "-1"]))"
            + (rng.chance(50) ? " rowHeight=\(rng.pick(["44", "0", "-1", "1e300"]))" : "")
        case 2: return "set \(s) " + rng.pick(["contentOffset=\(number()),\(number())", "offset=0,90", "delaysContentTouches=\(rng.pick(["yes", "no"]))",
                                               "canCancelContentTouches=\(rng.pick(["yes", "no"]))", "isScrollEnabled=no", "contentSize=\(number()),\(number())"])
        case 3: return "override \(s).\(rng.pick(["touchesShouldCancel", "touchesShouldBegin"])) {\n\(rng.pick(["return true", "return false", "return nil", body()]))\n}"
        case 4: return "p \(rng.pick(["\(s).contentOffset", "\(s)_cell\(rng.below(4)).isHighlighted", "\(s).panGestureRecognizer.state", "\(s)_cell99.isSelected"]))"
        case 5: return "button B\(rng.below(3)) \(number()) \(number()) \(number()) \(number()) in \(rng.pick(["\(s)", "\(s)_cell0", "\(s)_cell1_content"]))"
        case 6: return "override \(name()).moveIt {\n\(actionBody())\n}"
        case 7: return rng.pick(["require \(rng.pick(Self.recognizerNames)) toFail \(s).panGestureRecognizer", "break state \(s).panGestureRecognizer"])
        default:
            let drag = "drag \(number()) \(number()) \(number()) \(number()) \(rng.below(12))"
            guard rng.chance(50) else { return drag }
            // A scene edit after a drag starts from the scene as it stands; render it after.
            let edit = rng.pick(["set \(s) alpha=0.5", "set \(name()) hidden=no", "view Extra\(rng.below(3)) \(number()) \(number()) 10 10",
                                 "move \(name()) to \(s)", "remove \(name())", "textfield T\(rng.below(2)) 0 0 40 20 in \(s)", "set \(s) contentOffset=0,0"])
            let render = rng.pick(["tree", "tree --uikit", "draw", "p \(s).contentOffset", "save \(fileName())", "export swift a.swift", "why \(s)"])
            return [drag, edit, render, rng.pick(["tap \(number()) \(number())", drag])].joined(separator: "\n")
        }
    }

    /// An action method's body: what DESIGN.md lets it read of its sender and the places it
    /// may set, on itself or another view, and any body.
    mutating func actionBody() -> String {
        (0..<(1 + rng.below(3))).map { _ in
            switch rng.below(10) {
            case 0: return rng.pick(["center = CGPoint(x: \(number()), y: \(number()))", "frame = CGRect(x: 0, y: 0, width: \(number()), height: 50)",
                                     "bounds = CGRect(x: \(number()), y: 0, width: 100, height: 100)", "\(name()).center = CGPoint(x: 1, y: 2)"])
            case 1: return rng.pick(["transform = CGAffineTransform(rotationAngle: \(number())).scaledBy(x: 2, y: 2)",
                                     "transform = CGAffineTransform(scaleX: sender.scale, y: sender.scale)", "transform = CGAffineTransform(rotationAngle: sender.rotation)",
                                     "\(name()).transform = .identity"])
            case 2: return "let t = sender.translation(in: \(rng.pick(["superview", "self", "nil", name()])))\ncenter = CGPoint(x: center.x + t.x, y: center.y + t.y)\nsender.setTranslation(.zero, in: superview)"
            case 3: return "print(sender.state, sender.velocity(in: superview), sender.location(in: \(rng.pick(["self", "nil", name()]))), sender.numberOfTouches)"
            case 4: return rng.pick(["sender.scale = 1", "sender.rotation = 0", "sender.velocity = 3", "sender.state = .ended", "print(sender.scale, sender.rotation)"])
            case 5: return "if sender.state == .\(rng.pick(["began", "changed", "ended", "recognized"])) { print(sender.location(in: self)) }"
            default: return body()
            }
        }.joined(separator: "\n")
    }

    /// Controls and their actions, the first responder, events without a position, and
    /// breakpoints and overrides on responder methods.
    mutating func responderCommand() -> String {
        switch rng.below(10) {
        case 0: return "control \(newName()) \(number()) \(number()) \(number()) \(number())" + (rng.chance(50) ? " in \(name())" : "")
        case 1: return "action \(name()) \(rng.pick(["touchUpInside", "touchDown", "valueChanged", "nosuch"]))" + (rng.chance(50) ? " \(rng.pick(Self.actionMethods))" : "")
        case 2, 3: return "\(rng.pick(["become", "resign"])) \(name())"
        case 4: return rng.pick(["shake", "press a", "press return", "remote play", "remote nosuch", "send copy", "send paste from \(name())", "send nosuch"])
        case 5: return "override \(name()).\(rng.pick(["canBecomeFirstResponder", "canResignFirstResponder", "motionEnded", "copy"])) {\n\(rng.pick(["return true", "return false", "return nil", "print(1)", body()]))\n}"
        case 6: return "break \(rng.pick(["canBecomeFirstResponder", "canResignFirstResponder", "becomeFirstResponder", "resignFirstResponder"]))"
        case 7: return "break phase \(rng.pick(["eventQueue", "hitTest", "sendEvent", "delivery", "gestures", "firstResponder"]))"
        case 8: return "break UIView.\(rng.pick(Self.methods)):\(rng.pick(["1", "3", "12", "2147483647", "2147483648", "9223372036854775807", "0"]))"
        default: return "p \(name()).isFirstResponder"
        }
    }

    mutating func setting() -> String {
        switch rng.below(12) {
        case 9: return "transform=" + (0..<(1 + rng.below(3))).map { _ in
            rng.pick(["rotate(\(number()))", "scale(\(number()))", "scale(\(number()),\(number()))", "translate(\(number()),\(number()))", "identity", "rotate(45", "skew(1)", "scale()"])
        }.joined(separator: rng.pick([" ", ""]))
        case 10: return "clips=\(rng.pick(["yes", "no", "1"]))"
        case 11: return rng.pick(["isHidden", "isUserInteractionEnabled", "isMultipleTouchEnabled", "isExclusiveTouch", "isEnabled", "clipsToBounds", "ISHIDDEN"]) + "=" + rng.pick(["yes", "no", "true", "false"])
        case 0: return "hidden=\(rng.pick(["yes", "no", "maybe"]))"
        case 1: return "alpha=\(rng.pick(["0", "0.01", "0.5", "1", "2", "-1", number()]))"
        case 2: return "interaction=\(rng.pick(["yes", "no"]))"
        case 3: return "frame=\(number()),\(number()),\(number()),\(number())"
        case 4: return "bounds=\(number()),\(number())"
        case 5: return "color=\(rng.pick(["red", "blue", "nosuch", "#ff0000", ""]))"
        case 6: return "enabled=\(rng.pick(["yes", "no"]))"
        case 7: return "multitouch=yes"
        default: return "exclusive=\(rng.pick(["yes", "no"]))"
        }
    }

    mutating func debugCommand() -> String {
        switch rng.below(14) {
        case 0, 1: return "break \(rng.pick(Self.methods))" + (rng.chance(60) ? " \(name())" : "") + (rng.chance(30) ? " if \(expression(2))" : "")
        case 2: return "tbreak \(name()).\(rng.pick(Self.methods)):\(rng.below(6))"
        case 3: return rng.pick(["step", "next", "finish", "continue", "reverse-step", "reverse-next", "reverse-finish", "reverse-continue"])
        case 4: return rng.pick(["bt", "up", "down", "locals", "list", "frame \(rng.below(5))", "until \(rng.below(8))"])
        case 5, 6, 7: return "p \(expression(3))"
        case 8: return "display \(expression(2))"
        case 9: return "watch \(expression(2))"
        case 10: return "undisplay \(rng.below(3))"
        case 11: return "break " + rng.pick(["list", "delete 1", "disable 1", "enable 1", "phase hitTest"])
        default: return rng.pick(["step", "next", "continue", "reverse-continue"])
        }
    }

    /// A touch with breakpoints and a few motions and prints, as a learner debugs.
    mutating func debugging() -> [String] {
        var lines: [String] = []
        if rng.chance(60) { lines.append("break \(rng.pick(Self.methods))" + (rng.chance(50) ? " \(rng.pick(names))" : "")) }
        lines.append(rng.chance(80) ? "tap \(rng.pick(["180 240", "180 320", "80 180", "300 120", "220 430", "320 550", "10 10", "400 100"]))" : "tap \(number()) \(number())")
        for _ in 0..<rng.below(12) { lines.append(debugCommand()) }
        if rng.chance(30) { lines.append(command()) }
        return lines
    }

    // MARK: Mutated dumps

    /// A generated `recursiveDescription` dump with real dumps' damage done to it (lines cut,
    /// dropped, repeated, swapped or re-indented, numbers made nan, inf or words, transforms
    /// that shear or scale to nothing, stray `<` and quotes, a NUL or a byte that is not
    /// UTF-8), imported and then looked at, tapped, explained and exported.
    mutating func dumpInput(index: Int) -> FuzzInput {
        var lines = SampleDump.generated(views: 2 + rng.below(size(400, cap: 60))).lineSlices.map(String.init)
        for _ in 0..<rng.below(8) where !lines.isEmpty {
            let i = rng.below(lines.count)
            switch rng.below(12) {
            case 0: lines[i] = String(lines[i].prefix(rng.below(lines[i].count + 1)))
            case 1: lines.remove(at: i)
            case 2: lines.insert(lines[i], at: rng.below(lines.count))
            case 3: lines.swapAt(i, rng.below(lines.count))
            case 4: lines.insert(rng.pick(["<", "<UIView: 0x1; frame = (", "   |    |    |    |    |", "frame = (1 2; 3 4)", "'", "text = '", "<A: 0x; frame = (0 0; 1 1)>", "(layer)", ""]), at: i)
            case 5: lines[i] = lines[i].replacingOccurrences(of: "140 90", with: rng.pick(["nan 90", "inf -inf", "-1 -1", "1e308 1e308", "x y", "0 0", "140"]))
            case 6: lines[i] = String(repeating: "    |", count: 1 + rng.below(size(2_000, cap: 50))) + " " + lines[i]
            case 7: lines[i] = lines[i].replacingOccurrences(of: "|", with: "")
            case 8:
                let m = (0..<6).map { _ in rng.pick(["0", "1", "-1", "0.707107", "2", "1e300", "nan", "0.5"]) }
                lines[i] = lines[i].replacingOccurrences(of: "; layer", with: "; transform = [\(m.joined(separator: ", "))]; layer")
            case 9: lines.append("<\(rng.pick(["MyApp.VC", "UINavigationController", "X"])) 0x7e1>, state: appeared, view: <UIView 0x7f\(String(0x10000 + rng.below(40) * 0x40, radix: 16))>")
            case 10: lines[i] = lines[i].replacingOccurrences(of: "text = 'Item'", with: "text = 'Item\nmore")
            default: lines[i] = lines[i].replacingOccurrences(of: "UIButton", with: rng.pick(["_Private", "Sw.Module.Klass<Int>", "é", "1Bad", "UIWindow"]))
            }
        }
        var bytes = Array(lines.joined(separator: "\n").utf8)
        if rng.chance(5), !bytes.isEmpty { bytes[rng.below(bytes.count)] = rng.pick([0, 0xff]) }
        let file = "dump-\(index).txt"
        var commands = ["import \(file)"]
        for _ in 0..<(1 + rng.below(8)) {
            let view = rng.pick(["UIView", "UILabel", "UIButton", "CardView", "UIScrollView", "UIStackView"]) + "_\(1 + rng.below(40))"
            commands.append(rng.pick(["tree", "tree --uikit", "tap \(number()) \(number())", "tap \(rng.below(390)) \(rng.below(844))",
                                      "why \(view)", "hittest \(rng.below(390)) \(rng.below(844))", "set \(view) enabled=no hidden=no",
                                      "export swift out-\(index).swift", "export swift --force out-\(index).swift", "import \(file)"]))
        }
        return FuzzInput(kind: .dump, lines: commands, files: [(file, bytes)])
    }

    // MARK: Bodies in the Swift subset

    mutating func body() -> String {
        switch rng.below(21) {
        case 0: return deep(50 + rng.below(300))
        case 1: return "let x = " + Array(repeating: "1", count: 1 + rng.below(size(rng.chance(20) ? 120_000 : 3_000, cap: 1_000))).joined(separator: rng.pick([" + ", " - ", " * ", " ?? ", " == "])) + "\nprint(x)"
        case 2: return "var s = \"ab\"\nfor _ in 0..<\(rng.below(size(60, cap: 24))) {\n    s = s + s\n}\nprint(s.count)"
        case 4: return "var a = [1]\nvar k = 0\nwhile k < \(rng.below(size(300, cap: 120))) {\n    a = \(rng.pick(["[a]", "[a, a]", "[a, 1]", "a.reversed()"]))\n    k += 1\n}\nprint(\(rng.pick(["a", "a.count", "a == a", "a.contains(1)"])))"
        case 3: return (0..<rng.below(size(rng.chance(10) ? 3_000 : 300, cap: 100))).map { "let v\($0) = \($0)" }.joined(separator: "\n")
        default:
            var out: [String] = []
            for _ in 0..<(1 + rng.below(8)) { out.append(statement(3)) }
            return out.joined(separator: "\n")
        }
    }

    /// Nesting well past the parser's limit, or just under it.
    mutating func deep(_ n: Int) -> String {
        switch rng.below(4) {
        case 0: return "return " + String(repeating: "(", count: n) + "nil" + String(repeating: ")", count: n)
        case 1: return String(repeating: "if true {\n", count: n) + "print(1)" + String(repeating: "\n}", count: n)
        case 2: return "print(" + String(repeating: "-", count: n) + "1)"
        default: return "print(bounds" + String(repeating: ".size", count: n) + ")"
        }
    }

    mutating func statement(_ depth: Int) -> String {
        let d = max(0, depth - 1)
        switch rng.below(d == 0 ? 6 : 13) {
        case 0: return "let l\(rng.below(4))\(declaredType()) = \(expression(d + 1))"
        case 1: return "var m\(rng.below(3))\(declaredType()) = \(expression(d + 1))"
        case 2: return "m\(rng.below(3)) \(rng.pick(["=", "+=", "-=", "*=", "/="])) \(expression(d + 1))"
        case 3: return "print(\(expression(d + 1)))"
        case 4: return "return \(rng.chance(30) ? "" : expression(d + 1))"
        case 5: return rng.pick(["return super.hitTest(point, with: event)", "return super.point(inside: point, with: event)", "super.touchesBegan(touches, with: event)", "return nil", "return true", "return self", "break", "continue", "_ = \(expression(1))"])
        case 6, 7: return "if \(condition(d)) {\n\(statement(d))\n}" + (rng.chance(40) ? " else {\n\(statement(d))\n}" : "")
        case 8: return "guard \(condition(d)) else {\n\(rng.pick(["return", "return nil", "return false", "print(1)"]))\n}"
        case 9: return "for i in \(sequence()) {\n\(statement(d))\n\(statement(d))\n}"
        case 10: return "var n = 0\nwhile n < \(rng.below(50)) {\nn += 1\n\(statement(d))\n}"
        case 11: return "if let u = \(expression(d)) {\nprint(u)\n}"
        default: return "while true {\n\(statement(d))\n}"
        }
    }

    /// Now and then a declared type, one a literal may or may not be (`let v: Int = "a"`).
    mutating func declaredType() -> String {
        guard rng.chance(30) else { return "" }
        return ": " + rng.pick(["Int", "Double", "CGFloat", "Float", "String", "Bool", "CGPoint", "UIView", "Int?", "String?", "[Int]", "[String: Int]", "GreenView", "Nosuch", "Int??", "Any"])
    }

    mutating func condition(_ depth: Int) -> String {
        rng.chance(20) ? "let c = \(expression(depth))" : expression(depth)
    }

    mutating func sequence() -> String {
        rng.pick(["subviews", "subviews.reversed()", "0..<\(rng.below(20))", "0...\(intLiteral())", "[1, 2, 3]", "stride(from: 0, to: \(rng.below(10)), by: \(rng.pick(["1", "0", "-1", "2"])))", "touches", "\(intLiteral())..<\(intLiteral())", "stride(from: 0.0, to: 1.0, by: \(rng.pick(["0.1", "0.0 / 0.0", "1e-300", "-0.5"])))"])
    }

    mutating func intLiteral() -> String {
        rng.pick(["0", "1", "-1", "2", "7", "9223372036854775807", "(-9223372036854775807 - 1)", "-9223372036854775807", "4611686018427387904", "100000", String(rng.below(1000))])
    }

    mutating func expression(_ depth: Int) -> String {
        if depth <= 0 || rng.chance(30) { return atom() }
        let d = depth - 1
        switch rng.below(16) {
        case 0, 1, 2: return "\(expression(d)) \(rng.pick(["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "&&", "||", "??", "...", "..<", "===", "!=="])) \(expression(d))"
        case 3: return "\(rng.pick(["-", "!", "+"]))\(expression(d))"
        case 4: return "(\(expression(d)))"
        case 5: return "\(expression(d)) ? \(expression(d)) : \(expression(d))"
        case 6: return "\(expression(d)).\(rng.pick(["x", "y", "width", "height", "count", "first", "last", "isEmpty", "origin", "size", "minX", "maxY", "superview", "subviews", "bounds", "frame", "next", "alpha", "isHidden", "nosuch"]))"
        case 7: return "\(rng.pick(["abs", "min", "max", "print", "type"]))(\(rng.chance(20) ? "of: " : "")\(expression(d))\(rng.chance(50) ? ", \(expression(d))" : ""))"
        case 8: return "CGPoint(x: \(expression(d)), y: \(expression(d)))"
        case 9: return "\(rng.pick(["convert(point, to: \(name()))", "\(name()).convert(point, from: self)", "\(name()).point(inside: point, with: event)", "\(name()).hitTest(point, with: event)", "bounds.contains(point)", "bounds.insetBy(dx: \(number()), dy: 1).contains(point)", "subviews.reversed()", "isDescendant(of: \(name()))"]))"
        case 10: return "[\(expression(d)), \(expression(d))]\(rng.chance(50) ? "[\(intLiteral())]" : "")"
        case 11: return "\(expression(d)) \(rng.pick(["is", "as?", "as!", "as"])) \(rng.pick(["UIView", "UIButton", "Int", "CGFloat", "String", "GreenView", "UIControl"]))"
        case 12: return "\"text \\(\(expression(d))) more\""
        case 13: return "stride(from: \(expression(d)), \(rng.pick(["to", "through"])): \(expression(d)), by: \(expression(d)))"
        case 14: return "\(expression(d))!"
        default: return "\(expression(d))?.\(rng.pick(["superview", "bounds", "x", "count"]))"
        }
    }

    mutating func atom() -> String {
        switch rng.below(12) {
        case 0, 1: return intLiteral()
        case 2: return rng.pick(["0.5", "1.0", "0.0", "1e3", "3.25", "100000000000000000000.0"])
        case 3: return rng.pick(["\"\"", "\"a\"", "\"hitTest----\\(type(of: self))\"", "\"\\0\""])
        case 4: return rng.pick(["true", "false", "nil"])
        case 5: return rng.pick(["point", "event", "touches", "self", "bounds", "frame", "subviews", "superview", "next", "alpha", "isHidden", "window"])
        case 6: return name()
        case 7: return rng.pick(["point.x", "point.y", "touches.first", "touches.count", "event.allTouches", "touches.first?.location(in: self)", "CGRect.zero", ".touchUpInside", "touches.first?.force", "touches.first?.estimationUpdateIndex", "touches.first?.estimatedPropertiesExpectingUpdates"])
        case 8: return rng.pick(["l0", "l1", "m0", "m1", "i", "n", "u", "c"])
        default: return String(rng.below(300))
        }
    }
}
