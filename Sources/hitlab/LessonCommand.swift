import ArgumentParser
import HitLabKit

/// `hitlab lesson N`: plays a lesson a paragraph or an example at a time.
struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson",
        abstract: "Play lesson N a page at a time: each example is typed out and run when you press Enter."
    )

    @Argument(help: "The lesson's number (see `hitlab lessons`).")
    var number: Int

    @Option(help: "The part to start at, for a lesson cut into parts (lesson 2 has three, lesson 3 two); the earlier parts' examples run first, unseen.")
    var part: Int = 1

    @OptionGroup var language: LanguageOption

    mutating func run() throws {
        Terminal.setUpLocale()
        let language = try language.resolved()
        let catalog = try Bundled.requireCatalog()
        guard let lesson = catalog.lessons.first(where: { $0.number == number }), let text = catalog.lessonText(lesson, in: language) else {
            Terminal.writeError("error: there is no lesson \(number): lessons are numbered \(catalog.lessons.map { String($0.number) }.joined(separator: ", "))")
            throw ExitCode(2)
        }
        let document = LessonDocument(markdown: text)
        guard part >= 1, part <= document.partCount else {
            Terminal.writeError("error: lesson \(number) has " + (document.partCount == 1 ? "one part: leave out --part" : "parts 1 to \(document.partCount): use --part 1 to \(document.partCount)"))
            throw ExitCode(2)
        }
        let session = Bundled.session(startScript: SampleScenes.colouredViewsScript, style: Terminal.style, keepsProgress: true, language: language)
        if let progress = session.practice?.progress { Bundled.showNotices(of: progress) }
        // A lesson cut into parts plays one part a sitting; Enter at a part's end goes on to
        // the next on the same session, as if the lesson were read straight through.
        // A title or a part's end wider than the terminal is wrapped between words, as every sentence is.
        let style = Terminal.style
        let parts = (1...document.partCount).map { document.part($0)! }
        // Started at a later part: the earlier parts' examples run first, unseen.
        for k in 1..<part { Player.runSilently(parts[k - 1], on: session) }
        for k in part...document.partCount {
            var player = Player(lesson: parts[k - 1], session: session, questionsBefore: document.questionsBefore(part: k))
            player.lessonNumber = number
            let heading = document.partCount == 1 ? catalog.heading(of: lesson, in: language)
                : language.practice.partHeading(number, part: k, of: document.partCount, title: k == 1 ? catalog.title(of: lesson, in: language) : parts[k - 1].title)
            var loop = PlayLoop(player: player, title: style.prose(heading), wording: language.practice)
            if k < document.partCount {
                loop.partEnd = style.prose(language.practice.playerPartEnd(number, part: k, of: document.partCount, next: parts[k].title))
            }
            guard loop.run() else { return }
        }
    }
}
