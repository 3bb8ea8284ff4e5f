import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// A HitLab session: the scene, overrides and delivery settings a user is working on, and the
/// one entry point every front end uses. The REPL, `hitlab run`, lessons, transcripts and
/// tests all call `execute`; it never throws and never exits the process. What each command
/// does lives in its unit (`Commands/`); the session parses, guards and rolls back.
public final class Session {
    public package(set) var state: SessionState
    public var style: OutputStyle
    /// The script `reset` replays; nil resets to an empty 375×667 window.
    public let startScript: String?
    /// Where relative file names in `save` and `load` are resolved.
    public var directory: String?
    /// The commands this session understands.
    public var commands: CommandRegistry
    /// Which files its commands may write or read.
    public var files: FileAccess
    /// What layers above Console added (see `SessionExtension`).
    public private(set) var extensions: [any SessionExtension] = []
    /// The command being carried out, as typed: what a recording it keeps is titled with.
    private(set) var commandText = ""
    /// Whether an empty line at the terminal repeats the last command (a debugger motion).
    public private(set) var lastCommandRepeats = false
    /// The files being loaded around this session, outermost first, so a file that loads
    /// itself stops.
    var loading: [String] = []

    /// A session whose scene is built by `startScript`, which must run cleanly (it is HitLab's
    /// own or was checked with `starting(from:)`).
    public convenience init(startScript: String? = nil, style: OutputStyle = .plain) {
        self.init(start: startScript, style: style, commands: .standard, files: .full)
        if let startScript, let failed = runScript(startScript).first(where: \.isError) {
            preconditionFailure("start script fails: \(failed.text)")
        }
    }

    package init(start: String?, style: OutputStyle, commands: CommandRegistry, files: FileAccess) {
        self.startScript = start
        self.style = style
        self.commands = commands
        self.files = files
        self.state = SessionState()
    }

    /// A session built by `script`, or the error of its first failing command (with its line)
    /// when the script does not build: for scripts that come from files, such as an exercise's
    /// start.
    public static func starting(from script: String?, style: OutputStyle = .plain, files: FileAccess = .full) throws(CommandError) -> Session {
        let session = Session(start: script, style: style, commands: .standard, files: files)
        if let script, let failed = session.runScript(script).first(where: \.isError) {
            throw CommandError("the starting scene does not build: \(failed.error ?? "it failed")")
        }
        return session
    }

    /// A new session like this one (its commands, extensions, style and file access), built
    /// by `script`: for `load` and `reset`.
    func sibling(startScript script: String?) throws(CommandError) -> Session {
        let fresh = Session(start: script, style: style, commands: commands, files: files)
        fresh.extensions = extensions
        fresh.directory = directory
        fresh.loading = loading
        if let script, let failed = fresh.runScript(script).first(where: \.isError) {
            throw CommandError(failed.error ?? "it failed")
        }
        return fresh
    }

    /// What an empty line at the terminal runs when the last command was not a debugger motion
    /// (a motion is repeated, as in gdb): the first extension's that has one, else nothing.
    public var emptyLineCommand: String? { extensions.lazy.compactMap { $0.emptyLineCommand() }.first }

    /// Adds an extension; its commands are the caller's to add to `commands`.
    public func add(_ e: some SessionExtension) { extensions.append(e) }

    /// The extension of this type, if one was added.
    public func `extension`<E: SessionExtension>(_ type: E.Type) -> E? {
        extensions.lazy.compactMap { $0 as? E }.first
    }

    /// Carries out one complete command (an override may span lines) and says what happened.
    /// On any error the session's state is exactly what it was before.
    public func execute(_ text: String) -> Reply {
        lastCommandRepeats = false
        commandText = text
        let command: any CommandUnit
        do {
            guard let parsed = try commands.parse(text) else { return Reply() }
            command = parsed
        } catch {
            // Swift pasted from Xcode: say what to write instead, with the view's name.
            if let pasted = SwiftDeclaration(text) { return .error(pasted.advice(in: state.scene)) }
            return .error(error)
        }
        let effect = command.effect
        lastCommandRepeats = effect == .repeats
        if state.isPaused, let refusal = effect.refusalWhilePaused { return .error(refusal) }
        // Rollback: a failed change is undone; a failed touch keeps its trace (it can still be
        // stepped). A change is undone through the scene's and classes' journals, so it costs
        // what the command changed; a command that replaces the whole scene keeps the old one.
        var reply: Reply
        if effect == .replacesScene {
            do {
                let saved = state
                reply = run(command)
                if reply.isError { state = saved }
            }
            // The replaced scene and its last trace are freed now: give their pages back.
            FreedMemory.returnToSystem()
        } else if effect.changesScene {
            let checkpoint = state.checkpoint()
            reply = run(command)
            if reply.isError { state.rollBack(to: checkpoint) } else { state.commit() }
        } else {
            reply = run(command)
        }
        if !reply.isError && effect.changesScene {
            for e in extensions { e.sceneDidChange(in: self) }
        }
        // What an extension has to say about its files, once, after the command's output.
        let notices = extensions.flatMap { $0.takeNotices() }.map { "(\($0))" }
        if !notices.isEmpty { reply.output = ([reply.output].filter { !$0.isEmpty } + notices).joined(separator: "\n") }
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

    /// Runs a unit; whatever it throws becomes the reply's error.
    private func run(_ command: any CommandUnit) -> Reply {
        do {
            return try command.run(in: self)
        } catch let error as CommandError {
            return .error(error)
        } catch {
            return .error(String(describing: error))
        }
    }

    /// A scene change makes the last touch's trace stale.
    func sceneChanged() -> Reply {
        state.lastDelivery = nil
        state.earlierDeliveries = []
        state.debugger = nil
        return Reply()
    }

    /// Whether a recorded touch is stopped part-way (the REPL shows it in the prompt).
    public var isPaused: Bool { state.isPaused }
}
