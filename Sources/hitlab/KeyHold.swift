#if canImport(Glibc)
import Glibc
#endif

/// Keeps the terminal reading keys (no echo, no line mode) for as long as the lesson player
/// runs, not only while it waits: a key pressed while a screen is still being drawn is then
/// neither echoed onto the page nor taken by the terminal's own line editing (a Ctrl-D typed
/// early would be its end-of-file), and is read as the next key. Released around the REPL,
/// which sets the terminal up itself.
final class KeyHold {
    private var saved: termios?

    /// Holds the keys when standard input is a terminal; does nothing otherwise.
    init(interactive: Bool) {
        if interactive { saved = KeyReader.enterRawMode() }
    }

    /// Gives the terminal back as it was while `body` runs, then holds the keys again.
    func released<T>(_ body: () -> T) -> T {
        guard let saved else { return body() }
        KeyReader.restore(saved)
        defer { _ = KeyReader.enterRawMode() }
        return body()
    }

    /// Gives the terminal back as it was; the hold ends.
    func end() {
        if let saved { KeyReader.restore(saved) }
        saved = nil
    }

    deinit { end() }
}
