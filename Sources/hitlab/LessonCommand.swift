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

    @OptionGroup var language: LanguageOption

    mutating func run() throws {
        Terminal.setUpLocale()
        let language = try language.resolved()
        let catalog = try Bundled.requireCatalog()
        guard let lesson = catalog.lessons.first(where: { $0.number == number }), let text = catalog.lessonText(lesson, in: language) else {
            Terminal.writeError("error: there is no lesson \(number): lessons are numbered \(catalog.lessons.map { String($0.number) }.joined(separator: ", "))")
            throw ExitCode(2)
        }
        let session = Bundled.session(startScript: SampleScenes.colouredViewsScript, style: Terminal.style, keepsProgress: true, language: language)
        if let progress = session.practice?.progress { Bundled.showNotices(of: progress) }
        var player = Player(lesson: LessonDocument(markdown: text), session: session)
        player.lessonNumber = number
        // A title wider than the terminal is wrapped between words, as every sentence is.
        let heading = catalog.heading(of: lesson, in: language)
        let title = Terminal.proseWidth.map { ProseWrapper.wrap(heading, width: $0) } ?? heading
        var loop = PlayLoop(player: player, title: title, wording: language.practice)
        loop.run()
    }
}
