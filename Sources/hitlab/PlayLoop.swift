import HitLabKit

/// Shows a `Player`'s pages one at a time with a page counter: Enter (or space) for the next
/// page, `b` to go back, `r` to try things in the REPL at this point of the lesson (Ctrl-D
/// comes back), `q` to stop. On a terminal each is one key, without Enter; from a pipe, a line.
struct PlayLoop {
    var player: Player
    let title: String
    /// The player's own sentences, in the lesson's language.
    var wording = PracticeWording(language: .english)

    mutating func run() {
        print(title)
        let keys = KeyReader()
        print((keys.singleKeys ? wording.playerKeys : wording.playerLineKeys) + "\n")
        showNext()
        while let key = keys.next() {
            switch key {
            case .quit:
                return
            case .back:
                // The page just shown is one back; the one before it is two.
                _ = player.back()
                if player.back() { showNext() } else { print(wording.playerFirstPage); showNext() }
            case .repl:
                let checkpoint = player.checkpoint
                print(wording.playerToREPL)
                if Terminal.isInteractive {
                    InteractiveLoop(session: player.session, welcome: nil).run()
                } else {
                    _ = ScriptRunner(session: player.session).runStandardInput()
                }
                let changed = SceneScript(state: player.session.state).render() != SceneScript(state: checkpoint).render()
                player.restore(checkpoint)
                print(changed ? wording.playerBackChanged : wording.playerBack)
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
            print(wording.playerEnd)
        }
    }
}
