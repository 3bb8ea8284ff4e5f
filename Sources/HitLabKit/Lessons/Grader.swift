import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// Grades a scene against an exercise's probes. Each probe taps a fresh copy of the scene, so
/// one probe cannot change what the next one sees.
public struct Grader: Sendable {
    public let exercise: Exercise
    /// The starting scene, built once: each submission starts from a copy of it, and `keeps`
    /// probes compare with it, so grading a class builds it once, not twice a learner.
    let start: Result<SessionState, LessonError>

    public init(exercise: Exercise) {
        self.exercise = exercise
        do {
            start = .success(try Session.starting(from: exercise.start, files: .sceneOnly).state)
        } catch {
            start = .failure(.exercise(exercise.name, "cannot start: \(error.message)"))
        }
    }

    /// What a probe saw, as facts: `PracticeWords` words them in the
    /// learner's language.
    public enum Observation: Sendable, Equatable {
        case noView(String)
        case frame(Rect)
        /// What changed of a view, recognizer or controller the task says to keep.
        case changed(String, [Change])
        case nothingDelivered
        /// A `do` probe's command failed before any touch (it names a view the scene lacks).
        case commandFailed(command: String, error: String)
        case error(String)
        case hit(String)
        /// Every line printed (none: nothing was printed).
        case printed([String])
        /// The one line that must not be printed, which was.
        case printedLine(String)
        case chain([String])
        case nothing

        /// One fact a task says to keep that differs from the start: `key` was `start` and is `now`.
        public struct Change: Sendable, Equatable {
            public let key: String
            public let now: String
            public let start: String
        }
    }

    /// One probe's outcome: what happened when it did not hold.
    public struct Outcome: Sendable, Equatable {
        public let probe: Exercise.Probe
        public let passed: Bool
        /// What actually happened, for a failed probe.
        public let observed: Observation

        init(probe: Exercise.Probe, passed: Bool, _ observed: Observation) {
            self.probe = probe
            self.passed = passed
            self.observed = observed
        }
    }

    /// Runs every probe on `state`, with at most the probes' budgets whatever the learner set.
    public func grade(_ state: SessionState) -> [Outcome] {
        let state = state.cappedForProbes
        // `keeps` compares with the starting scene, built once when a probe asks for it.
        let start = try? self.start.get()
        return exercise.probes.map { probe in
            switch probe.expectation {
            case .frame(let view, let expected):
                guard let frame = SceneFacts.frame(of: view, in: state.scene, classes: state.classes, cache: state.swiftUICache) else { return Outcome(probe: probe, passed: false, .noView(view)) }
                return Outcome(probe: probe, passed: frame == expected, .frame(frame))
            case .keeps(let name, let keys):
                guard let now = SceneFacts.facts(of: name, in: state.scene, classes: state.classes, cache: state.swiftUICache) else { return Outcome(probe: probe, passed: false, .noView(name)) }
                let before = start.flatMap { SceneFacts.facts(of: name, in: $0.scene, classes: $0.classes, cache: $0.swiftUICache) } ?? [:]
                let changes = SceneFacts.changes(from: before, to: now, keys: keys)
                return Outcome(probe: probe, passed: changes.isEmpty, .changed(name, changes))
            default:
                return touchOutcome(probe, on: state)
            }
        }
    }

    /// A probe that taps (or runs commands) and checks what the touches did.
    private func touchOutcome(_ probe: Exercise.Probe, on state: SessionState) -> Outcome {
        var failed: (command: String, error: String)?
        let run = probe.commands.map { commands in
            let done = performNamed(commands, on: state)
            failed = done.failed
            return done.touches.map(\.delivery)
        } ?? tap(probe.point, on: state)
        if let failed { return Outcome(probe: probe, passed: false, .commandFailed(command: failed.command, error: failed.error)) }
        guard let result = run.first else { return Outcome(probe: probe, passed: false, .nothingDelivered) }
        let scene = result.trace.scene
        let printed = run.flatMap(\.printedLines)
        let hit = result.hitView.map { scene[$0].name } ?? "nil"
        if let error = run.compactMap(\.error).first {
            return Outcome(probe: probe, passed: false, .error(Self.graded(error)))
        }
        switch probe.expectation {
        case .hit(let name):
            return Outcome(probe: probe, passed: hit == name, .hit(hit))
        case .prints(let text):
            return Outcome(probe: probe, passed: printed.contains(text), .printed(printed))
        case .doesNotPrint(let text):
            return Outcome(probe: probe, passed: !printed.contains(text), .printedLine(text))
        case .chain(let names):
            let chain = result.responderChain.map { scene.name(of: $0) }
            return Outcome(probe: probe, passed: chain == names, .chain(chain))
        case .frame, .keeps:
            return Outcome(probe: probe, passed: false, .nothing)
        case .printsInOrder(let lines):
            var rest = printed[...]
            let inOrder = lines.allSatisfy { line in
                guard let i = rest.firstIndex(of: line) else { return false }
                rest = rest[(i + 1)...]
                return true
            }
            return Outcome(probe: probe, passed: inOrder, .printed(printed))
        }
    }

    /// A touch's error as a grade says it: a budget error without the REPL's advice (there is
    /// no trace to step through and no `option` to raise in a grade), naming the probes' budget.
    static func graded(_ error: ScriptError) -> String {
        guard error.kind == .budget else { return error.description }
        var error = error
        if let advice = error.message.range(of: " The trace up to here") { error.message = String(error.message[..<advice.lowerBound]) }
        return error.description + " (the probes' budget)"
    }

    /// The touches a probe makes on `state`, each named by the command that made it, for a
    /// page of the probe's touch (`check --html`); none for a claim on the scene alone.
    public func touches(of probe: Exercise.Probe, on state: SessionState) -> [(title: String, delivery: DeliveryResult)] {
        let state = state.cappedForProbes
        if probe.expectation.isSceneClaim { return [] }
        guard let commands = probe.commands else { return tap(probe.point, on: state).map { ("tap \(formatNumber(probe.point.x)) \(formatNumber(probe.point.y))", $0) } }
        return performNamed(commands, on: state).touches
    }

    /// A plain probe: one tap on the learner's scene.
    private func tap(_ point: Point, on state: SessionState) -> [DeliveryResult] {
        var clock = SimulatedClock()
        return [TouchPipeline(scene: state.scene, classes: state.classes, options: state.options).tap(at: point, clock: &clock)]
    }

    /// A `do` probe: the commands on a session holding the learner's scene, which may touch no
    /// file; the delivery each command recorded, in order, and the command that failed before
    /// delivering anything (which ends the probe), with its error's first line.
    private func performNamed(_ commands: [String], on state: SessionState)
        -> (touches: [(title: String, delivery: DeliveryResult)], failed: (command: String, error: String)?) {
        let session = Session(start: nil, style: .plain, commands: .standard, files: .sceneOnly)
        session.state = state
        var results: [(title: String, delivery: DeliveryResult)] = []
        for command in commands {
            session.state.lastDelivery = nil
            let reply = session.execute(command)
            if let delivery = session.state.lastDelivery { results.append((command, delivery)) }
            if reply.isError && session.state.lastDelivery == nil {
                return (results, (command, String((reply.error ?? "failed").split(separator: "\n").first ?? "failed")))
            }
        }
        return (results, nil)
    }

    /// The scene an exercise starts from, with `commands` (a learner's submission) applied.
    /// Returns the error of the first failing command instead when there is one.
    /// The submission runs with `.sceneOnly` file access: it may build the scene and override
    /// methods, never read or write a file.
    public func state(applying commands: String) -> Result<SessionState, LessonError> {
        guard case .success(let start) = start else { return start }
        let session = Session(start: exercise.start, style: .plain, commands: .standard, files: .sceneOnly)
        session.state = start
        if let failed = session.runScript(commands).first(where: \.isError) {
            // The first line says it all; a syntax error's caret excerpt follows on the next.
            let message = (failed.error ?? "failed").split(separator: "\n").first.map(String.init) ?? "failed"
            return .failure(.exercise(exercise.name, "submission: \(message)"))
        }
        return .success(session.state)
    }

    /// The starting scene with every command of `commands` that builds applied, skipping those
    /// that fail (a Swift declaration pasted whole, a typo): what can be graded of a submission
    /// with an error. nil when nothing of it built, so there is nothing to grade.
    public func stateSkippingErrors(applying commands: String) -> SessionState? {
        guard case .success(let start) = start else { return nil }
        let session = Session(start: exercise.start, style: .plain, commands: .standard, files: .sceneOnly)
        session.state = start
        session.runScript(commands, stopOnError: false)
        return SceneScript(state: session.state).render() == SceneScript(state: start).render() ? nil : session.state
    }
}
