import HitLabKit

/// Shows a `Player`'s pages one at a time with a page counter: Enter (or space) for the next
/// page, `b` to go back, `r` to try things in the REPL at this point of the lesson (Ctrl-D
/// comes back), `q` to stop. On a terminal each is one key, without Enter; from a pipe, a line.
struct PlayLoop {
    var player: Player
    let title: String

    mutating func run() {
        print(title)
        let keys = KeyReader()
        print(keys.singleKeys ? "(Enter: next · b: back · r: try it in the REPL · q: quit)\n"
                              : "(Enter: next · b: back · r: try it in the REPL · q: quit, each followed by Enter)\n")
        showNext()
        while let key = keys.next() {
            switch key {
            case .quit:
                return
            case .back:
                // The page just shown is one back; the one before it is two.
                _ = player.back()
                if player.back() { showNext() } else { print("(this is the first page)"); showNext() }
            case .repl:
                let checkpoint = player.checkpoint
                print("(the REPL, on the lesson's scene as it is now; Ctrl-D or `quit` comes back, and the lesson goes on from its own scene: what you change here is set aside)")
                if Terminal.isInteractive {
                    InteractiveLoop(session: player.session, welcome: nil).run()
                } else {
                    _ = ScriptRunner(session: player.session).runStandardInput()
                }
                let changed = SceneScript(state: player.session.state).render() != SceneScript(state: checkpoint).render()
                player.restore(checkpoint)
                print(changed ? "(back in the lesson, on its own scene: your changes in the REPL were set aside)" : "(back in the lesson)")
            case .next:
                showNext()
            }
        }
    }

    private mutating func showNext() {
        if let page = player.showNext() {
            print(page)
            print("── \(player.counter)\n")
        } else {
            print("(the end; b: back, q: quit)")
        }
    }
}
