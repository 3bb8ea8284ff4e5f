import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// Lessons and exercises at the prompt: the bundled catalog, the learner's progress, and the
/// practice commands (`lesson`, `exercise`, `check`, `hint`, `solution`, `progress`). Lessons adds them to a
/// session with `install`; Console knows them only as a `SessionExtension` and as units in
/// the session's registry.
public final class Practice: SessionExtension {
    /// The bundled lessons and exercises, when HitLab found them; read on first use, so the
    /// REPL's first prompt does not wait for every lesson to be parsed.
    public var catalog: Catalog? {
        get {
            if let load = loadCatalog { loadedCatalog = load(); loadCatalog = nil }
            return loadedCatalog
        }
        set { loadedCatalog = newValue; loadCatalog = nil }
    }
    private var loadedCatalog: Catalog?
    private var loadCatalog: (() -> Catalog?)?
    /// The learner's progress (in memory unless the front end gives it a folder).
    public var progress: ProgressStore
    /// The lesson `lesson N` is playing in this session, at its page.
    var playing: Player?

    /// While a lesson plays and has pages left, an empty line shows the next one, whatever
    /// was typed since.
    public func emptyLineCommand() -> String? {
        guard let playing, !playing.isFinished else { return nil }
        return "lesson"
    }

    /// The practice commands, in the order `help` lists them (before the file commands).
    static let commands: [any CommandUnit.Type] = [
        LessonPlayCommand.self, ExerciseCommand.self, CheckCommand.self, HintCommand.self, SolutionCommand.self, ProgressCommand.self,
    ]

    init(catalog: @escaping () -> Catalog?, progress: ProgressStore) {
        self.loadCatalog = catalog
        self.progress = progress
    }

    /// Adds the practice commands to `session`, working from `catalog` (nil: the commands say
    /// the exercises were not found) and keeping `progress`.
    @discardableResult
    public static func install(in session: Session, catalog: Catalog?, progress: ProgressStore = ProgressStore(folder: nil)) -> Practice {
        install(in: session, loadingCatalog: { catalog }, progress: progress)
    }

    /// The same, with the catalog read by `loadingCatalog` when a command first needs it.
    @discardableResult
    public static func install(in session: Session, loadingCatalog: @escaping () -> Catalog?, progress: ProgressStore = ProgressStore(folder: nil)) -> Practice {
        let practice = Practice(catalog: loadingCatalog, progress: progress)
        session.commands.insert(commands, before: "save")
        session.add(practice)
        return practice
    }

    /// The kind of name an exercise argument completes to.
    static let exerciseNames = "exercise"

    /// The bundled exercises' names, for Tab after `exercise` and `progress reset`.
    public func names(of kind: String) -> [String] {
        kind == Self.exerciseNames ? (catalog?.exercises.map(\.name) ?? []) : []
    }

    /// Work on an exercise is saved after every change, so nothing is lost.
    /// The progress store's notes about its files (one set aside, a folder it cannot write).
    public func takeNotices() -> [String] { progress.takeNotices() }

    public func sceneDidChange(in session: Session) {
        guard let current = session.state[extra: ExerciseInProgress.self] else { return }
        progress.saveWork(WorkStamp.line(current.stamp) + "\n" + SceneScript(state: session.state).render(), for: current.name)
    }

    /// During an exercise, `reset` goes back to the exercise's start.
    public func reset(_ session: Session) throws -> Reply? {
        guard let current = session.state[extra: ExerciseInProgress.self], let exercise = try? catalog?.exercise(named: current.name) else { return nil }
        session.state = try Self.startingState(of: exercise)
        return Reply(session.wording.backAtStart(current.name))
    }

    /// The exercise's starting scene, marked as that exercise's work; an error, not a crash,
    /// when its start does not build.
    static func startingState(of exercise: Exercise) throws(LessonError) -> SessionState {
        do {
            var state = try Session.starting(from: exercise.start, files: .sceneOnly).state
            state[extra: ExerciseInProgress.self] = ExerciseInProgress(exercise)
            return state
        } catch {
            throw .exercise(exercise.name, "cannot start: \(error.message)")
        }
    }

    func requireCatalog() throws(LessonError) -> Catalog {
        guard let catalog else { throw .manifest("could not be read: `hitlab lessons` says why") }
        return catalog
    }

    /// The exercise being worked on, for `command`, in the session's language.
    func currentExercise(in session: Session, for command: String) throws(LessonError) -> Exercise {
        guard let current = session.state[extra: ExerciseInProgress.self] else { throw .noExercise(command: command) }
        return try requireCatalog().exercise(named: current.name, in: session.style.language)
    }
}

/// The exercise a session's scene is work on, kept in its state (so it is rolled back and
/// restored with the scene).
struct ExerciseInProgress: Sendable, Equatable {
    let name: String
    /// The stamp of the exercise's start (`WorkStamp`), written at the head of the saved work.
    let stamp: String

    init(_ exercise: Exercise) {
        name = exercise.name
        stamp = WorkStamp.of(start: exercise.start)
    }
}

extension Session {
    /// The practice commands' state, when Lessons installed them.
    public var practice: Practice? { self.extension(Practice.self) }

    /// What the practice commands say around the course's text, in the session's language.
    var wording: any PracticeWords { style.language.practice }

    /// The practice extension, for a practice command (always there: it added the command).
    var installedPractice: Practice {
        guard let practice else { preconditionFailure("a practice command ran in a session without Practice.install") }
        return practice
    }
}
