import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// `lesson N`: plays a lesson inside the REPL, a page at a time, on the lesson's own scene.
/// An empty line (or `lesson`) shows the next page and `lesson back` the one before; any
/// command typed between pages tries things on the scene as the lesson left it, and is kept.
struct LessonPlayCommand: CommandUnit {
    static let specs = [CommandSpec("lesson", usage: "lesson N | lesson | lesson back | lesson answer TEXT",
                                    summary: "Play lesson N here a page at a time: Enter (or `lesson`) shows the next page, `lesson back` the one before.",
                                    details: "When a page asks you to predict, `lesson answer TEXT` answers (a view's name, a number, a state, or the numbers of the lines in order) and Enter shows the answer without judging. Lesson N starts on the built-in scene, which it replaces. Commands typed between pages run on the lesson's scene and are kept, so a later example may print something else than the lesson shows. `exercise` lists the lessons and their exercises; in the shell, `hitlab lesson N` plays one too.",
                                    arguments: [.text], examples: ["lesson 1", "lesson answer GreenView"], topic: "Practice")]

    /// What the last page says after it, in English (`PracticeWords.lessonEnd` in the session's language).
    static var theEnd: String { EnglishWords().lessonEnd }

    enum PageRequest: Sendable, Equatable { case start(Int), next, back, answer(String) }
    let action: PageRequest

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        guard let word = try args.next() else { return Self(action: .next) }
        if word == "back" { return Self(action: .back) }
        if word == "answer" { return Self(action: .answer(args.rest())) }
        guard let n = Int(word), n >= 0 else { throw .usage(args.spec, "'\(word)' is not a lesson number (`exercise` lists the lessons)") }
        return Self(action: .start(n))
    }

    var effect: CommandEffect {
        if case .start = action { return .replacesScene }
        return .reads       // the page's own commands run through the session with their own effects
    }

    func run(in session: Session) throws -> Reply {
        let practice = session.installedPractice
        var reply: Reply
        switch action {
        case .start(let n):
            let catalog = try practice.requireCatalog()
            let language = session.style.language
            guard let lesson = catalog.lessons.first(where: { $0.number == n }), let text = catalog.lessonText(lesson, in: language) else {
                throw CommandError("there is no lesson \(n): lessons are numbered \(catalog.lessons.map { String($0.number) }.joined(separator: ", "))")
            }
            session.state = try Session.starting(from: SampleScenes.colouredViewsScript).state
            var player = Player(lesson: LessonDocument(markdown: text), session: session)
            player.wrapWidth = session.style.width
            player.lessonNumber = n
            let first = player.showNext() ?? ""
            practice.playing = player
            reply = Reply(session.wording.lessonStart(catalog.heading(of: lesson, in: language)) + "\n\n"
                          + first + "\n── \(player.counter)")
        case .next:
            guard var player = practice.playing else { throw CommandError("no lesson is playing: `lesson N` plays lesson N (`exercise` lists them)") }
            guard let page = player.showNext() else {
                return Reply(session.wording.lessonEnd)
            }
            practice.playing = player
            reply = Reply(page + "\n── \(player.counter)")
        case .answer(let text):
            guard var player = practice.playing, player.pendingQuestion != nil else {
                throw CommandError("no question is waiting for an answer: `lesson` shows the next page")
            }
            guard let shown = player.answer(text) else {
                throw CommandError("'\(text)' is not an answer to this question: \(session.wording.questionHow(player.pendingQuestion!.kind, choices: player.pendingQuestion!.choices.count))")
            }
            practice.playing = player
            reply = Reply(shown + "\n── \(player.counter)")
        case .back:
            guard var player = practice.playing else { throw CommandError("no lesson is playing: `lesson N` plays lesson N (`exercise` lists them)") }
            guard let page = player.back() else { throw CommandError("this is the first page") }
            practice.playing = player
            reply = Reply(page + "\n── \(player.counter)")
        }
        if practice.playing?.pendingQuestion != nil { reply = Reply(reply.output + "\n" + session.wording.questionInREPL) }
        if practice.playing?.isFinished == true { reply = Reply(reply.output + "\n" + session.wording.lessonEnd) }
        return reply
    }
}
