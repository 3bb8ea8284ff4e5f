import HitLabKit

/// Shows a `Player`'s pages one at a time with a page counter: Enter (or space) for the next
/// page, `b` to go back, `r` to try things in the REPL at this point of the lesson (Ctrl-D
/// comes back), `q` to stop. On a terminal each is one key, without Enter; from a pipe, a line.
struct PlayLoop {
    var player: Player
    let title: String
    /// The player's own sentences, in the lesson's language.
    var wording: any PracticeWords = EnglishWords()

    /// At a terminal every screen is drawn afresh below the title and the keys, so neither
    /// the title nor the start of a page ever scrolls away.
    private let clears = Terminal.isInteractive

    /// The rows `text` takes at `width` columns.
    static func rows(_ text: String, width: Int) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { max(1, (DisplayWidth.of($0) + width - 1) / width) }.reduce(0, +)
    }

    mutating func run() {
        let keys = KeyReader()
        if !clears {
            print(title)
            print(wording.playerLineKeys + "\n")
        }
        guard showNext() else { return }
        while let key = keys.next() {
            switch key {
            case .quit:
                return
            case .back:
                guard goBack() else { return }
            case .repl:
                visitREPL()
            case .next:
                guard showNext() else { return }
            }
        }
    }

    /// Shows the next page; a page that asks a question waits for the answer (a line, typed
    /// with Enter) before it shows the rest. Returns false when the learner quit at a question.
    @discardableResult
    private mutating func showNext() -> Bool {
        guard let page = player.showNext() else {
            if clears { print("\u{1B}[H\u{1B}[2J" + title + "\n" + wording.playerKeys + "\n") }
            print(wording.playerEnd)
            return true
        }
        show(page)
        while player.pendingQuestion != nil, !player.hasQueuedScreens {
            print("> ", terminator: "")
            guard let line = readLine() else { return false }
            // The player's own keys work here too, as words: q, b, r.
            switch KeyReader.key(forLine: line) {
            case .quit: return false
            case .back: return goBack()
            case .repl: visitREPL(); continue
            case .next: break
            }
            if let shown = player.answer(line) {
                if !clears { print() }
                show(shown)
            } else {
                print(wording.questionUnreadable(player.pendingQuestion?.choices.count ?? 0))
            }
        }
        return true
    }

    /// The page before the one just shown, with the scene as it was then.
    private mutating func goBack() -> Bool {
        // The page just shown is one back; the one before it is two.
        _ = player.back()
        if !player.back() { print(wording.playerFirstPage) }
        return showNext()
    }

    /// The REPL on the lesson's scene; what is changed there is set aside on coming back.
    private mutating func visitREPL() {
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
    }

    /// One screen: at a terminal on a cleared screen under the title and the keys; then the
    /// counter, `── 3/41`.
    private func show(_ screen: String) {
        if clears {
            print("\u{1B}[H\u{1B}[2J" + title + "\n" + wording.playerKeys + "\n")
        }
        print(screen)
        print("── \(player.counter)" + (clears || player.pendingQuestion != nil && !player.hasQueuedScreens ? "" : "\n"))
    }
}
