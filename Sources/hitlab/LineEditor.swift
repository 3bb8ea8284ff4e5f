import Foundation
#if canImport(Glibc)
import Glibc
#endif
import CEditLine
import HitLabKit

/// Line editing over libedit: prompts, history kept in a file and saved after every line,
/// Tab completion, Ctrl-C to drop a line and Ctrl-D to leave. Used only when standard input
/// and output are a terminal.
final class LineEditor {
    enum Input { case line(String), interrupted, end }

    /// Swift state reached from libedit's C callbacks through EL_CLIENTDATA.
    final class State {
        let prompt = strdup("(hitlab) ")!
        let pausedPrompt = strdup("(hitlab ‖) ")!
        let continuation = strdup("     ... ")!
        var continuing = false
        var paused = false
        let complete: (String) -> (candidates: [String], wordStart: Int)
        init(complete: @escaping (String) -> (candidates: [String], wordStart: Int)) { self.complete = complete }
        deinit { free(prompt); free(pausedPrompt); free(continuation) }

        static func from(_ el: OpaquePointer?) -> State? {
            guard let el, let raw = cel_get_clientdata(el) else { return nil }
            return Unmanaged<State>.fromOpaque(raw).takeUnretainedValue()
        }
    }

    private let editor: OpaquePointer
    private let history: OpaquePointer
    /// Where history is kept; nil when there is no state folder or the file there cannot be used.
    private let historyFile: HistoryFile?
    /// Whether a failed save was already said (once a session).
    private var saveFailureSaid = false
    private let state: State

    init?(historyPath: String?, complete: @escaping (String) -> (candidates: [String], wordStart: Int)) {
        guard let editor = cel_init_stdio("hitlab"), let history = history_init() else { return nil }
        self.editor = editor
        self.history = history
        var historyFile = historyPath.map(HistoryFile.init(path:))
        self.state = State(complete: complete)
        _ = cel_set_clientdata(editor, Unmanaged.passUnretained(state).toOpaque())
        _ = cel_set_prompt(editor, promptCallback)
        _ = cel_set_editor(editor, "emacs")
        _ = cel_set_signal(editor, 1)
        _ = cel_history_setsize(history, 1000)
        _ = cel_history_setunique(history, 1)
        if let file = historyFile {
            let (loadable, notice) = file.prepare()
            if let notice { Terminal.writeError(notice) }
            if loadable { _ = cel_history_load(history, file.path) }
            // A file that could be neither used nor moved aside is left alone.
            if notice != nil, !loadable, FileManager.default.fileExists(atPath: file.path) { historyFile = nil }
        }
        self.historyFile = historyFile
        _ = cel_set_history(editor, history)
        _ = cel_add_function(editor, "hitlab-complete", "Complete a command, view or method name", completeCallback)
        _ = cel_bind(editor, "^I", "hitlab-complete")
        _ = cel_install_signal(SIGINT, onInterrupt)
    }

    deinit {
        save()
        history_end(history)
        el_end(editor)              // puts the terminal back as it was
    }

    /// Reads one line (without its newline); `continuing` shows the continuation prompt,
    /// `paused` the prompt that says a touch is stopped part-way.
    func read(continuing: Bool, paused: Bool) -> Input {
        state.continuing = continuing
        state.paused = paused
        var count: Int32 = 0
        errno = 0
        guard let raw = el_gets(editor, &count) else {
            if count == -1 && errno == EINTR { return .interrupted }
            return .end
        }
        var line = String(cString: raw)
        if line.hasSuffix("\n") { line.removeLast() }
        return .line(line)
    }

    /// Adds a line to the history and writes the history file at once.
    func remember(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace) else { return }
        _ = cel_history_enter(history, line)
        save()
    }

    /// Writes the history file through a temporary and a rename (`HistoryFile`), never in
    /// place, so a kill mid-save cannot truncate it.
    private func save() {
        guard let historyFile else { return }
        var text: UnsafeMutablePointer<CChar>?
        var size = 0
        guard cel_history_text(history, &text, &size) >= 0, let text else { free(text); return }
        let bytes = Data(bytes: text, count: size)
        free(text)
        if let failure = historyFile.save(bytes), !saveFailureSaid {
            saveFailureSaid = true
            Terminal.writeError(failure)
        }
    }
}

private func promptCallback(_ el: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    guard let state = LineEditor.State.from(el) else { return nil }
    return state.continuing ? state.continuation : state.paused ? state.pausedPrompt : state.prompt
}

/// Ctrl-C: at the prompt libedit drops the line; during a tap it stops the running delivery.
private func onInterrupt(_ signal: Int32) { Interruption.shared.request() }

/// Tab: complete the word before the cursor to the candidates' common prefix, or list them.
private func completeCallback(_ el: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let el, let state = LineEditor.State.from(el), let info = el_line(el)?.pointee,
          let buffer = info.buffer, let cursor = info.cursor else { return UInt8(CC_ERROR) }
    let before = String(decoding: UnsafeRawBufferPointer(start: buffer, count: cursor - buffer), as: UTF8.self)
    let (candidates, wordStart) = state.complete(before)
    let word = String(before.dropFirst(wordStart))
    guard !candidates.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
    if candidates.count == 1 {
        let only = candidates[0]
        let rest = String(only.dropFirst(word.count)) + (only.hasSuffix("=") || only.hasSuffix(".") || only.hasSuffix("(") ? "" : " ")
        _ = el_insertstr(el, rest)
        return UInt8(CC_REFRESH)
    }
    var common = candidates[0]
    for c in candidates.dropFirst() { while !c.hasPrefix(common) { common.removeLast() } }
    if common.count > word.count {
        _ = el_insertstr(el, String(common.dropFirst(word.count)))
        return UInt8(CC_REFRESH)
    }
    print("\n" + CompletionColumns.layout(candidates, width: Terminal.width))
    return UInt8(CC_REDISPLAY)
}
