#if canImport(Glibc)
import Glibc
#endif
import HitLabKit

/// Pages a long reply at a terminal, as the lesson player pages a lesson: a screen's worth of
/// lines, then a line saying how many were shown that waits for Enter (the next screen) or q
/// (stop). The hint (how to ask for less) goes above the first waiting line. Only replies
/// that carry a `pagingHint` are paged, and only at a terminal whose height is known;
/// elsewhere everything is printed.
struct Pager {
    /// The rows a screen has, the last of them kept for the waiting line.
    let height: Int
    let width: Int
    let words: any TeachingWords
    /// Reads the key that turns the page; nil at the end of input (which stops).
    var nextKey: () -> KeyReader.Key? = { KeyReader().next() }
    /// Writes text as it is (no line break added), at once: the waiting line has none.
    var write: (String) -> Void = { print($0, terminator: ""); fflush(nil) }

    /// Said above the first waiting line: how to ask for less. Empty says nothing.
    var hint = ""

    /// Rows used on the screen: on the first, the prompt line with the command is one.
    private var used = 1
    private var shown = 0
    private var pagesShown = 0
    private(set) var stoppedByKey = false

    init(height: Int, width: Int, words: any TeachingWords) {
        self.height = max(3, height)
        self.width = max(1, width)
        self.words = words
    }

    /// Rows kept at the foot of the screen: the waiting line, and on the first screen the hint.
    private var footRows: Int { 1 + (pagesShown == 0 && !hint.isEmpty ? PlayLoop.rows(hint, width: width) : 0) }

    /// Lets `line` be printed: when it would push the screen's first line off the top, waits
    /// for a key first. Returns false when the learner stopped.
    mutating func admit(_ line: String) -> Bool {
        let rows = PlayLoop.rows(line, width: width)
        if used + rows > height - footRows, used > 0 {
            if pagesShown == 0, !hint.isEmpty { write(hint + "\n") }
            write(words.pagerMore(shown: shown))
            let key = nextKey()
            // The waiting line is wiped, so the output reads on without it.
            write("\r\u{1B}[2K")
            guard let key, key != .quit else {
                stoppedByKey = true
                write(words.pagerStopped + "\n")
                return false
            }
            pagesShown += 1
            used = 0
        }
        used += rows
        shown += 1
        return true
    }
}
