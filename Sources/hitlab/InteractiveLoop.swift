import HitLabKit

/// The REPL on a terminal: a welcome, then read a line, collect an override until its braces
/// balance, run it through the session and print the reply.
struct InteractiveLoop {
    let session: Session
    /// Printed before the first prompt; nil prints nothing.
    var welcome: String? = EnglishWords().welcome(empty: false)
    /// Called after each command with what it printed (`transcript record` uses it).
    var onCommand: ((String, Reply) -> Void)? = nil
    /// Called instead of running a teacher's note (`# …` or `note …`) while recording; nil
    /// runs such lines as the REPL always does (a `#` line is a comment).
    var onNote: ((String) -> Void)? = nil

    func run() {
        // Wrapped between words as every reply is (an exercise's probes are the welcome of `hitlab exercise`).
        if let welcome { print((session.style.wrapsProse ? TokenWrapper.wrapping(welcome, width: session.style.width) : welcome) + "\n") }
        var assembler = CommandAssembler()
        // Inside a command that goes on over lines (a body), completion knows what came before.
        guard let editor = LineEditor(historyPath: Paths.history, complete: { Completer(session: session).complete($0, after: assembler.pendingText) }) else {
            print("(line editing is unavailable; reading plain lines)")
            _ = ScriptRunner(session: session).runStandardInput()
            return
        }
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
                if let onNote, !assembler.isPending, let prose = Transcript.note(in: typed) {
                    onNote(prose)
                    print("(noted in the transcript as prose)")
                    continue
                }
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
                    followTerminalSize()
                    let reply = session.execute(command.text)
                    lastMotion = session.lastCommandRepeats ? command.text : nil
                    show(reply)
                    onCommand?(command.text, reply)
                    if reply.status == .quit { break loop }
                }
            }
        }
    }

    /// A window resized since the last command: `draw`, paging and prose follow its new size
    /// (the language and colour stay as the session has them).
    private func followTerminalSize() {
        let now = Terminal.style
        session.style.width = now.width
        session.style.height = now.height
        session.style.wrapsProse = now.wrapsProse
    }

    private func show(_ reply: Reply) {
        let colour = session.style.colour
        // At a terminal of known height a long trace is paged, the command's line kept on screen.
        let pager = Terminal.height.map { Pager(height: $0, width: Terminal.width, words: session.style.language.words) }
        ReplyWriter.writeOutput(of: reply, pager: pager, width: session.style.wrapsProse ? session.style.width : nil)
        if let error = reply.error.map({ ControlCharacters.escaped($0) }) {
            // The message wraps between words at a terminal; a caret excerpt under it stays as it is.
            var lines = error.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let message = String(session.style.prose("error: " + lines.removeFirst()).dropFirst("error: ".count))
            let text = ([message] + lines).joined(separator: "\n")
            print(colour ? "\u{1B}[31merror:\u{1B}[0m " + text : "error: " + text)
        }
    }
}
