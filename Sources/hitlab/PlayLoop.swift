import HitLabKit

/// Shows a `Player`'s pages one at a time with a page counter: Enter (or space) for the next
/// page, `b` to go back a screen, `r` to try things in the REPL at this point of the lesson
/// (Ctrl-D comes back), `q` to stop. On a terminal each is one key, without Enter; from a
/// pipe, a line. At a question's prompt a line is the answer, and `b`, `r` or `q` alone on it
/// the key.
struct PlayLoop {
    var player: Player
    let title: String
    /// The player's own sentences, in the lesson's language.
    var wording: any PracticeWords = EnglishWords()
    /// What to say at the end instead of `playerEnd` when a later part of the lesson follows:
    /// Enter there ends `run()` with true, so the caller plays the next part.
    var partEnd: String?
    /// Whether the last screen has been passed (the end was said).
    private var atEnd = false
    /// Whether a transcript plays (the player's sentences say "the transcript", not "the lesson").
    var isTranscript: Bool { player.isTranscript }

    /// At a terminal every screen is drawn afresh below the title and the keys, so neither
    /// the title nor the start of a page ever scrolls away.
    private let clears = Terminal.isInteractive
    /// The terminal reading keys while the lesson plays (`run`), released around the REPL.
    private var hold: KeyHold?
    /// The screen last shown, drawn again at a terminal on coming back from the REPL.
    private var lastScreen: String?
    /// What stands under the title and the keys at a terminal now: the screen last shown, and
    /// for a continued one, the end of what was there before it.
    private var shownUnderTitle = ""

    init(player: Player, title: String, wording: any PracticeWords = EnglishWords()) {
        self.player = player
        self.title = title
        self.wording = wording
        // Prose is wrapped to the terminal, and each screen gets the rows between the title
        // and the keys above it and the counter and a line for the next key or answer below.
        let kept = Terminal.height.map { _ in
            [title, wording.playerKeys].map { Self.rows($0, width: Terminal.width) }.reduce(0, +) + 3
        }
        self.player.fit(width: Terminal.proseWidth, height: Terminal.height.map { $0 - (kept ?? 0) })
    }

    /// The rows `text` takes at `width` columns.
    static func rows(_ text: String, width: Int) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { max(1, (DisplayWidth.of($0) + width - 1) / width) }.reduce(0, +)
    }

    /// Plays until `q` or the end of input; true when Enter was pressed at the end of a part
    /// that has a next one (`partEnd`).
    @discardableResult
    mutating func run() -> Bool {
        let keys = KeyReader()
        hold = KeyHold(interactive: keys.singleKeys)
        defer { hold?.end() }
        if !clears {
            print(title)
            print(wording.playerLineKeys + "\n")
        }
        showNext()
        while true {
            let key: KeyReader.Key
            if player.awaitsAnswer {
                print("> ", terminator: "")
                guard let line = keys.answer() else { return false }
                guard let typed = Player.key(forLine: line) else {
                    answer(line)
                    continue
                }
                key = typed
            } else {
                guard let next = keys.next() else { return false }
                key = next
            }
            switch key {
            case .quit: return false
            case .back: atEnd = false; goBack()
            case .repl: visitREPL()
            case .next:
                if atEnd, partEnd != nil { return true }
                showNext()
            }
        }
    }

    /// Shows the next screen, or says the lesson has ended.
    private mutating func showNext() {
        guard let screen = player.showNext() else {
            if clears { print("\u{1B}[H\u{1B}[2J" + title + "\n" + wording.playerKeys + "\n") }
            print(partEnd ?? wording.playerEnd)
            atEnd = true
            return
        }
        show(screen, continuing: player.continuesLastScreen)
    }

    /// Judges `line` as the answer to the question asked; a line that is no answer (numbers
    /// out of range) says so and the question waits on.
    private mutating func answer(_ line: String) {
        if let shown = player.answer(line) {
            if !clears { print() }
            show(shown)
        } else {
            if let question = player.pendingQuestion { print(wording.questionUnreadable(question.kind, choices: question.choices.count)) }
        }
    }

    /// The screen before the one shown, with the scene as it was then.
    private mutating func goBack() {
        guard let screen = player.back() else {
            print(wording.playerFirstPage)
            return
        }
        show(screen)
    }

    /// The REPL on the lesson's scene; what is changed there is set aside on coming back.
    private mutating func visitREPL() {
        let checkpoint = player.checkpoint
        print(wording.playerToREPL(transcript: isTranscript))
        if Terminal.isInteractive {
            let session = player.session
            let repl = { InteractiveLoop(session: session, welcome: nil).run() }
            if let hold { hold.released(repl) } else { repl() }
        } else {
            _ = ScriptRunner(session: player.session).runStandardInput()
        }
        let changed = SceneScript(state: player.session.state).render() != SceneScript(state: checkpoint).render()
        player.restore(checkpoint)
        // At a terminal the page the learner left is drawn again, so the REPL's lines do not stand in for it.
        if clears, let lastScreen { show(lastScreen) }
        print(changed ? wording.playerBackChanged(transcript: isTranscript) : wording.playerBack(transcript: isTranscript))
    }

    /// One screen: at a terminal on a cleared screen under the title and the keys, a
    /// transcript's command `continuing` the block of the one before under as much of what
    /// was shown before as still fits (so a debugger step keeps the steps before it in view);
    /// then the counter, `── 3/41`, and under a question come back to, the answer given to it and
    /// the keys (it is not asked again, so nothing typed there reads as a new answer).
    /// In colour, the commands stand out from what they print (`PlayedColours`).
    private mutating func show(_ screen: String, continuing: Bool = false) {
        lastScreen = screen
        var body = screen
        if clears {
            if continuing, let height = player.screenHeight {
                let room = height - Self.rows(screen, width: Terminal.width) - 1
                let before = shownUnderTitle.split(separator: "\n", omittingEmptySubsequences: false).suffix(max(0, room))
                if room > 0, !before.isEmpty { body = before.joined(separator: "\n") + "\n\n" + screen }
            }
            print("\u{1B}[H\u{1B}[2J" + title + "\n" + wording.playerKeys + "\n")
        }
        shownUnderTitle = body
        print(player.session.style.colour ? PlayedColours.painted(body) : body)
        print("── \(player.counter)" + (clears || player.awaitsAnswer ? "" : "\n"))
        if let answered = player.reviewedAnswer { print(wording.playerAnswered(answered) + (clears ? "" : "\n")) }
    }
}
