/// A HitLab session: the scene, overrides and delivery settings a user is working on, and the
/// one entry point every front end uses. The REPL, `hitlab run`, lessons, transcripts and
/// tests all call `execute`; it never throws and never exits the process.
public final class Session {
    public internal(set) var state: SessionState
    public var style: OutputStyle
    /// The script `reset` replays; nil resets to an empty 375×667 window.
    public let startScript: String?
    /// Where relative file names in `save` and `load` are resolved.
    public var directory: String?
    /// The bundled lessons and exercises, when HitLab found them.
    public var catalog: Catalog?
    /// The learner's progress (in memory unless the front end gives it a folder).
    public var progress = ProgressStore(folder: nil)

    /// A session whose scene is built by `startScript` (which must run cleanly).
    public init(startScript: String? = nil, style: OutputStyle = .plain) {
        self.startScript = startScript
        self.style = style
        self.state = SessionState()
        if let startScript {
            let replies = runScript(startScript)
            if let failed = replies.first(where: \.isError) {
                preconditionFailure("start script fails: \(failed.text)")
            }
        }
    }

    /// Carries out one complete command (an override may span lines) and says what happened.
    /// On any error the session's state is exactly what it was before.
    public func execute(_ text: String) -> Reply {
        let command: Command?
        do {
            command = try CommandParser.parse(text)
        } catch {
            return .error(error.message)
        }
        guard let command else { return Reply() }
        if state.isPaused {
            switch command {
            case .tap, .drag, .hitTest, .reset, .load, .window:
                return .error("a touch is paused: `continue` to let it finish or `kill` to abandon it first")
            default:
                if command.changesScene {
                    return .error("a touch is paused, and changing the scene would change what it recorded: `continue` to let it finish or `kill` to abandon it first")
                }
            }
        }
        let saved = state
        let reply = perform(command)
        // A failed tap keeps its trace (it can still be stepped); a failed change is undone.
        if reply.isError && command.changesScene { state = saved }
        // Work on an exercise is saved after every change, so nothing is lost.
        if !reply.isError, command.changesScene, let exercise = state.exercise {
            progress.saveWork(SceneScript(state: state).render(), for: exercise)
        }
        return reply
    }

    /// Runs a script of commands; stops at the first error. Replies come in order.
    @discardableResult
    public func runScript(_ script: String, stopOnError: Bool = true) -> [Reply] {
        let (commands, unfinished) = CommandAssembler.commands(in: script)
        var replies: [Reply] = []
        for (text, line) in commands {
            var reply = execute(text)
            if let error = reply.error { reply.error = "line \(line): " + error }
            replies.append(reply)
            if reply.isError && stopOnError { return replies }
            if reply.status == .quit { return replies }
        }
        if let unfinished {
            replies.append(.error("line \(unfinished.line): the command is not finished: a { has no matching }"))
        }
        return replies
    }

    private func perform(_ command: Command) -> Reply {
        do {
            switch command {
            case .window(let w, let h):
                state = SessionState(scene: Scene(width: w, height: h), options: state.options, clock: state.clock)
                return Reply()
            case .addView(let name, let kind, let frame, let parent):
                let parentID = try parent.map { p throws(SceneError) in try state.scene.viewID(named: p) }
                try state.scene.addView(name: name, kind: kind, frame: frame, in: parentID)
                return sceneChanged()
            case .controller(let name, let view):
                try state.scene.addController(name: name, view: try state.scene.viewID(named: view))
                return sceneChanged()
            case .set(let name, let settings): return try set(name, settings)
            case .remove(let name): return try remove(name)
            case .move(let name, let parent, let index):
                try state.scene.moveView(try state.scene.viewID(named: name), to: try state.scene.viewID(named: parent), at: index)
                return sceneChanged()
            case .front(let name), .back(let name):
                let id = try state.scene.viewID(named: name)
                guard let parent = state.scene[id].superview else { throw SceneError.windowIsFixed("moved") }
                if case .front = command { try state.scene.moveView(id, to: parent) } else { try state.scene.moveView(id, to: parent, at: 0) }
                return sceneChanged()
            case .override(let className, let method, let body): return try override(className, method, body)
            case .unoverride(let className, let method):
                guard state.classes.removeOverride(method, of: className) else {
                    return .error("\(className) has no override of \(method.selector); `tree` lists the overrides")
                }
                return sceneChanged()
            case .option(let settings):
                for s in settings {
                    switch s {
                    case .passes(let n): state.options.hitTestPasses = n
                    case .windowScene(let on): state.scene.usesWindowScene = on
                    case .phases(let on): state.options.showsSystemPhases = on
                    case .steps(let n): state.options.limits.steps = n
                    case .depth(let n): state.options.limits.depth = n
                    }
                }
                return sceneChanged()
            case .reset:
                if let name = state.exercise, let exercise = try? catalog?.exercise(named: name) {
                    state = Session(startScript: exercise.start).state
                    state.exercise = name
                    return Reply("\(name) is back at its starting scene")
                }
                let fresh = Session(startScript: startScript, style: style)
                state = fresh.state
                return Reply()
            case .tap(let p): return tap(p)
            case .drag(let from, let to, let steps): return drag(from, to, steps)
            case .hitTest(let p): return hitTest(p)
            case .chain(let name):
                let chain = state.scene.responderChain(from: try state.scene.responderID(named: name))
                return Reply(chain.map { state.scene.name(of: $0) }.joined(separator: " → "))
            case .trace(let lines):
                guard let delivery = state.lastDelivery else { return .error("nothing to show yet: `tap X Y` first") }
                return Reply(TraceRenderer(trace: delivery.trace, showLines: lines).render())
            case .tree:
                return Reply(TreeRenderer(scene: state.scene, classes: state.classes).render())
            case .showSource(let className, let method):
                return try SourceRenderer(scene: state.scene, classes: state.classes).render(className, method)
            case .draw(let svgPath): return draw(svgPath)
            case .save(let path): return save(path)
            case .load(let path): return load(path)
            case .help(let topic): return help(topic)
            case .quit: return Reply(status: .quit)
            case .debug(let d): return debug(d)
            case .exercise(let name): return try startExercise(name)
            case .checkExercise: return try checkExercise()
            case .hint: return try hint()
            case .solution(let confirmed): return try solution(confirmed)
            case .progress(let reset, let name): return progressReport(reset: reset, name: name)
            }
        } catch let error as SceneError {
            return .error(error.description)
        } catch let error as CommandError {
            return .error(error.message)
        } catch let error as LessonError {
            return .error(error.description)
        } catch {
            return .error("\(error)")
        }
    }

    /// A scene change makes the last touch's trace stale.
    func sceneChanged() -> Reply {
        state.lastDelivery = nil
        state.debugger = nil
        return Reply()
    }

    /// Whether a recorded touch is stopped part-way (the REPL shows it in the prompt).
    public var isPaused: Bool { state.isPaused }
}
