#if canImport(Glibc)
import Glibc
#endif
import HitLabKit

/// The player's keys: on a terminal one key at a time, without Enter (the terminal is put in
/// non-canonical mode while waiting and restored at once); from a pipe, one line per key.
struct KeyReader {
    typealias Key = Player.Key

    let singleKeys = Terminal.isInteractive

    /// The next key, nil at the end of input.
    func next() -> Key? {
        singleKeys ? readKey() : readLine().map(Self.key(forLine:))
    }

    /// The key a line types: any line but the player's words (`b`, `q`, …) is Enter.
    static func key(forLine line: String) -> Key {
        Player.key(forLine: line) ?? .next
    }

    private func readKey() -> Key? {
        withRawTerminal(orElse: { readLine().map(Self.key(forLine:)) }) {
            while true {
                guard let byte = Self.readByte() else { return nil }
                switch byte {
                case UInt8(ascii: "q"), 3, 4: return .quit              // q, Ctrl-C or Ctrl-D
                case UInt8(ascii: "b"): return .back
                case UInt8(ascii: "r"): return .repl
                case 10, 13, UInt8(ascii: " "), UInt8(ascii: "n"): return .next
                case 27: Self.skipEscapeSequence()                      // an arrow: nothing
                default: continue                                        // other keys do nothing
                }
            }
        }
    }

    /// A line typed at a question's prompt, nil at the end of input. At a terminal it is
    /// edited here a key at a time: text is echoed, Backspace takes back a character and
    /// Ctrl-U the line, an escape sequence (an arrow, a function key) is dropped rather than
    /// typed, Enter ends the line, and Ctrl-D on an empty line or Ctrl-C ends the input. From a pipe, a line.
    func answer() -> String? {
        guard singleKeys else {
            fflush(nil)      // the prompt, printed without a line break
            return readLine()
        }
        return withRawTerminal(orElse: { fflush(nil); return readLine() }) {
            fflush(nil)      // the prompt, shown once keys are read here and no longer echoed
            var typed = ""
            var character: [UInt8] = []         // a UTF-8 character not yet complete
            while true {
                guard let byte = Self.readByte() else { return typed.isEmpty ? nil : typed }
                switch byte {
                case 10, 13:
                    Self.echo("\n")
                    return typed
                case 4 where typed.isEmpty, 3:                          // Ctrl-D on an empty line, Ctrl-C
                    Self.echo("\n")
                    return nil
                case 8, 127:
                    guard let last = typed.popLast() else { continue }
                    Self.erase(columns: DisplayWidth.of(last))
                case 21:
                    Self.erase(columns: DisplayWidth.of(typed))
                    typed = ""
                case 27:
                    Self.skipEscapeSequence()
                case 0..<32:
                    continue
                default:
                    character.append(byte)
                    guard Self.isComplete(character) else { continue }
                    let text = String(decoding: character, as: UTF8.self)
                    character = []
                    typed += text
                    Self.echo(text)
                }
            }
        }
    }

    /// Runs `body` with the terminal in non-canonical mode without echo, restoring it after;
    /// `fallback` when the terminal's mode cannot be read. Inside `KeyHold` the mode is
    /// already set, and this sets it again and puts it back as it found it.
    private func withRawTerminal<T>(orElse fallback: () -> T, _ body: () -> T) -> T {
        guard let saved = Self.enterRawMode() else { return fallback() }
        defer { Self.restore(saved) }
        return body()
    }

    /// Puts the terminal in non-canonical mode without echo or signal keys (Ctrl-C arrives as
    /// a key, and quits), returning the mode it had; nil when the mode cannot be read.
    static func enterRawMode() -> termios? {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        return saved
    }

    static func restore(_ mode: termios) {
        var mode = mode
        tcsetattr(STDIN_FILENO, TCSANOW, &mode)
    }

    private static func readByte() -> UInt8? {
        var byte: UInt8 = 0
        return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
    }

    /// Whether another byte arrives within a moment: an escape sequence's bytes come together,
    /// the Escape key alone comes with nothing after it.
    private static func moreComes() -> Bool {
        var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 30) == 1
    }

    /// Reads the rest of an escape sequence after its ESC: `ESC [ … final`, `ESC O x`, or
    /// `ESC x` (Alt and a key).
    private static func skipEscapeSequence() {
        guard moreComes(), let kind = readByte() else { return }
        switch kind {
        case UInt8(ascii: "["):
            while moreComes(), let byte = readByte(), !(0x40...0x7E).contains(byte) {}
        case UInt8(ascii: "O"):
            if moreComes() { _ = readByte() }
        default:
            return
        }
    }

    /// Whether `bytes` hold one whole UTF-8 character (a byte that can start none is whole too,
    /// and decodes as a replacement character).
    private static func isComplete(_ bytes: [UInt8]) -> Bool {
        guard let lead = bytes.first else { return false }
        let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        return bytes.count >= length
    }

    private static func echo(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(STDOUT_FILENO, &bytes, bytes.count)
    }

    /// Takes back the last `columns` columns typed on the line.
    private static func erase(columns: Int) {
        guard columns > 0 else { return }
        let back = String(repeating: "\u{8}", count: columns)
        echo(back + String(repeating: " ", count: columns) + back)
    }
}
