import HitLabKit

/// The REPL on a terminal: a welcome, then read a line, collect an override until its braces
/// balance, run it through the session and print the reply.
struct InteractiveLoop {
    let session: Session
    /// Printed before the first prompt; nil prints nothing.
    var welcome: String? = Self.welcome
    /// Called after each command with what it printed (`transcript record` uses it).
    var onCommand: ((String, Reply) -> Void)? = nil

    static let greeting = "HitLab \(HitLabVersion.current): watch iOS deliver a touch, one call at a time."

    /// The welcome for a session started with `--empty`: nothing about the built-in scene.
    static let emptyWelcome = """
        \(greeting)

        Started empty: one 375×667 window and no views (`reset` comes back here).

          view Card 20 100 200 150        a view; `view Dot 10 10 20 20 in Card` nests one
          override Card.touchesBegan { print("Card got it") }
          tap 50 150                      tap it: who is hit, and the responder chain
          tree                            the views, their frames and overrides
          lesson 0                        play lesson 0 here, a page per Enter
          exercise                        graded exercises, listed by lesson
          help                            every command      (Tab completes, Ctrl-D leaves)
        """

    static let welcome = """
        \(greeting)

        Loaded: the first article's coloured views. BlackView holds RedView, GreenView and
        YellowView; WhiteView sits in YellowView and sticks out above it. Each view prints
        its hitTest and touchesBegan calls.

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
          help                            every command      (Tab completes, Ctrl-D leaves)
        """

    func run() {
        if let welcome { print(welcome + "\n") }
        guard let editor = LineEditor(historyPath: Paths.history, complete: { Completer(session: session).complete($0) }) else {
            print("(line editing is unavailable; reading plain lines)")
            _ = ScriptRunner(session: session).runStandardInput()
            return
        }
        var assembler = CommandAssembler()
        var pendingLines: [String] = []
        var lastMotion: String?
        var toldHowToContinue = false
        loop: while true {
            switch editor.read(continuing: assembler.isPending, paused: session.isPaused) {
            case .end:
                print("")
                // Ctrl-D in the middle of a command drops that command only; the next one leaves.
                if assembler.isPending {
                    _ = assembler.discard()
                    pendingLines = []
                    print("(the unfinished command was dropped; Ctrl-D again leaves HitLab)")
                    continue
                }
                break loop
            case .interrupted:
                print("")
                if assembler.isPending {
                    _ = assembler.discard()
                    pendingLines = []
                    print("(the unfinished command was dropped)")
                }
            case .line(let typed):
                // An empty line repeats the last motion (step, next, …), as in gdb and pdb.
                var line = typed
                if line.allSatisfy(\.isWhitespace), !assembler.isPending {
                    guard let again = lastMotion ?? session.emptyLineCommand else { continue }
                    line = again
                } else {
                    pendingLines.append(line)
                }
                let commands = assembler.add(line)
                if assembler.isPending, !toldHowToContinue {
                    // Once a session: a command left open goes on until its braces close.
                    print("(the command goes on until its { is closed with }; Ctrl-C drops it)")
                    toldHowToContinue = true
                }
                if !assembler.isPending {
                    // A command typed over several lines is recalled as one line.
                    if pendingLines.count > 1, let joined = CommandAssembler.oneLine(pendingLines) {
                        editor.remember(joined)
                    } else {
                        pendingLines.forEach(editor.remember)
                    }
                    pendingLines = []
                }
                for command in commands {
                    let reply = session.execute(command.text)
                    lastMotion = session.lastCommandRepeats ? command.text : nil
                    show(reply)
                    onCommand?(command.text, reply)
                    if reply.status == .quit { break loop }
                }
            }
        }
    }

    private func show(_ reply: Reply) {
        let colour = session.style.colour
        ReplyWriter.writeOutput(of: reply)
        if let error = reply.error.map({ ControlCharacters.escaped($0) }) {
            print(colour ? "\u{1B}[31merror:\u{1B}[0m " + error : "error: " + error)
        }
    }
}
