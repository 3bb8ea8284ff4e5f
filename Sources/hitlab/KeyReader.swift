#if canImport(Glibc)
import Glibc
#endif

/// The player's keys: on a terminal one key at a time, without Enter (the terminal is put in
/// non-canonical mode while waiting and restored at once); from a pipe, one line per key.
struct KeyReader {
    enum Key: Equatable { case next, back, repl, quit }

    let singleKeys = Terminal.isInteractive

    /// The next key, nil at the end of input.
    func next() -> Key? {
        singleKeys ? readKey() : readLine().map(Self.key(forLine:))
    }

    static func key(forLine line: String) -> Key {
        switch line.trimmingWhitespaceAndTabs {
        case "q", "quit": return .quit
        case "b", "back": return .back
        case "r", "repl": return .repl
        default: return .next
        }
    }

    private func readKey() -> Key? {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return readLine().map(Self.key(forLine:)) }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        while true {
            var byte: UInt8 = 0
            guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
            switch byte {
            case UInt8(ascii: "q"), 4: return .quit                 // q or Ctrl-D
            case UInt8(ascii: "b"): return .back
            case UInt8(ascii: "r"): return .repl
            case 10, 13, UInt8(ascii: " "), UInt8(ascii: "n"): return .next
            default: continue                                        // other keys do nothing
            }
        }
    }
}

private extension String {
    var trimmingWhitespaceAndTabs: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }
}
