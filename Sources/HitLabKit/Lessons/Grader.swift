/// Grades a scene against an exercise's probes. Each probe taps a fresh copy of the scene, so
/// one probe cannot change what the next one sees.
public struct Grader {
    public let exercise: Exercise

    public init(exercise: Exercise) { self.exercise = exercise }

    /// One probe's outcome: what happened when it did not hold.
    public struct Outcome: Sendable, Equatable {
        public let probe: Exercise.Probe
        public let passed: Bool
        /// What actually happened, for a failed probe.
        public let got: String
    }

    /// Runs every probe on `state`, with at most the standard budgets whatever the learner set.
    public func grade(_ state: SessionState) -> [Outcome] {
        let state = state.cappedForProbes
        return exercise.probes.map { probe in
            var clock = SimulatedClock()
            let result = TouchPipeline(scene: state.scene, classes: state.classes, options: state.options).tap(at: probe.point, clock: &clock)
            let scene = result.trace.scene
            let printed = result.printedLines
            let hit = result.hitView.map { scene[$0].name } ?? "nil"
            if let error = result.error {
                return Outcome(probe: probe, passed: false, got: "the tap stopped with an error: \(error.description)")
            }
            switch probe.expectation {
            case .hit(let name):
                return Outcome(probe: probe, passed: hit == name, got: "the hit view was \(hit)")
            case .prints(let text):
                return Outcome(probe: probe, passed: printed.contains(text), got: printed.isEmpty ? "nothing was printed" : "it printed " + printed.map { "“\($0)”" }.joined(separator: ", "))
            case .doesNotPrint(let text):
                return Outcome(probe: probe, passed: !printed.contains(text), got: "it printed “\(text)”")
            case .chain(let names):
                let chain = result.responderChain.map { scene.name(of: $0) }
                return Outcome(probe: probe, passed: chain == names, got: "the chain was " + chain.joined(separator: " → "))
            }
        }
    }

    /// The scene an exercise starts from, with `commands` (a learner's submission) applied.
    /// Returns the error of the first failing command instead when there is one.
    /// The submission runs with `.sceneOnly` file access: it may build the scene and override
    /// methods, never read or write a file.
    public func state(applying commands: String) -> Result<SessionState, LessonError> {
        let session: Session
        do {
            session = try Session.starting(from: exercise.start, files: .sceneOnly)
        } catch {
            return .failure(.exercise(exercise.name, "cannot start: \(error.message)"))
        }
        if let failed = session.runScript(commands).first(where: \.isError) {
            // The first line says it all; a syntax error's caret excerpt follows on the next.
            let message = (failed.error ?? "failed").split(separator: "\n").first.map(String.init) ?? "failed"
            return .failure(.exercise(exercise.name, "submission: \(message)"))
        }
        return .success(session.state)
    }
}
