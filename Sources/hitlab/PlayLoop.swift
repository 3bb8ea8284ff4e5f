import HitLabKit

/// Shows a `Player`'s pages one at a time: Enter for the next page, `b` to go back, `r` to
/// try things in the REPL at this point of the lesson (Ctrl-D comes back), `q` to stop.
/// Reads plain lines, so it also runs from a pipe.
struct PlayLoop {
    var player: Player
    let title: String

    mutating func run() {
        print(title)
        print("(Enter: next · b: back · r: try it in the REPL · q: quit)\n")
        showNext()
        while let line = readLine() {
            switch line.trimmingCharacters(in: .whitespaces) {
            case "q", "quit":
                return
            case "b", "back":
                // The page just shown is one back; the one before it is two.
                _ = player.back()
                if player.back() { showNext() } else { print("(this is the first page)"); showNext() }
            case "r", "repl":
                let checkpoint = player.checkpoint
                print("(the REPL, with the lesson's scene as it is now; Ctrl-D or `quit` comes back)")
                if Terminal.isInteractive {
                    InteractiveLoop(session: player.session, welcome: nil).run()
                } else {
                    _ = ScriptRunner(session: player.session).runStandardInput()
                }
                player.restore(checkpoint)
                print("(back in the lesson)")
            default:
                showNext()
            }
        }
    }

    private mutating func showNext() {
        if let page = player.showNext() {
            print(page)
            print("")
        } else {
            print("(the end; b: back, q: quit)")
        }
    }
}

private extension String {
    func trimmingCharacters(in set: Set<Character>) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}

private extension Set where Element == Character {
    static var whitespaces: Set<Character> { [" ", "\t"] }
}
