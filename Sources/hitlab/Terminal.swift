#if canImport(Glibc)
import Glibc
#endif
import HitLabKit

/// Facts about the terminal HitLab runs in, read once at start.
enum Terminal {
    /// Whether standard input and output are both a terminal: only then does HitLab prompt,
    /// edit lines and colour its output.
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// Colour only on a terminal, never when NO_COLOR is set (https://no-color.org) or TERM is dumb.
    static var wantsColour: Bool {
        guard isatty(STDOUT_FILENO) == 1, getenv("NO_COLOR") == nil else { return false }
        if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
        return true
    }

    static var width: Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    /// The terminal's height in rows; nil when standard output is not a terminal.
    static var height: Int? {
        var size = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// The width prose is wrapped to: the terminal's, or when output is not a terminal,
    /// `$COLUMNS` if it is set (a number), else none: prose is left as written.
    static var proseWidth: Int? {
        if isatty(STDOUT_FILENO) == 1 { return width }
        guard let columns = getenv("COLUMNS").flatMap({ Int(String(cString: $0)) }), columns > 0 else { return nil }
        return columns
    }

    static var style: OutputStyle { OutputStyle(colour: wantsColour, width: proseWidth ?? width, wrapsProse: proseWidth != nil, height: height) }

    /// UTF-8 input whatever LANG says: libedit drops every non-ASCII character otherwise.
    static func setUpLocale() {
        setlocale(LC_ALL, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    /// Writes `text` and a line break to standard error, whole: control characters escaped
    /// (a NUL no longer cuts it short, an ESC cannot recolour the terminal).
    static func writeError(_ text: String) {
        let bytes = Array((ControlCharacters.escaped(text) + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if n <= 0 { return }
            offset += n
        }
    }
}
