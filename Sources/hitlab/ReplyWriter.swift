import HitLabKit
#if canImport(Glibc)
import Glibc
#endif

/// Writes a reply's output to standard output. A streamed reply (`trace`, `tree`) is made
/// line by line, so Ctrl-C stops it part-way, and written in large pieces (`OutputBuffer`):
/// a million-line `trace lines` reaches a terminal in a few hundred `write(2)` calls, not a
/// million. Everything is written before this returns, so a prompt or a pause comes after it;
/// the bytes are the same as printing the whole output in one go.
enum ReplyWriter {
    /// Writes the output; returns false when Ctrl-C stopped it part-way.
    /// With a `pager`, a reply that carries a paging hint is shown a screen at a time. With a
    /// `width` (a terminal's), a line wider than it is broken between tokens, so the terminal
    /// never cuts a name in two (`hit: … | chain:` lines, `trace`, listings).
    @discardableResult
    static func writeOutput(of reply: Reply, pager: Pager? = nil, width: Int? = nil) -> Bool {
        guard let stream = reply.stream else {
            if !reply.output.isEmpty { print(width.map { TokenWrapper.wrapping(reply.output, width: $0) } ?? reply.output) }
            return true
        }
        Interruption.shared.clear()
        var pager = reply.pagingHint == nil ? nil : pager
        pager?.hint = reply.pagingHint ?? ""
        // What `print` left in C's buffer goes first, so the lines keep their order.
        fflush(nil)
        var buffer = OutputBuffer { bytes in writeAll(bytes) }
        /// A line to the buffer; with a pager, what is buffered is written before the pager
        /// may stop to wait for a key (a screen at a time, so the pieces stay few).
        func admit(_ line: String) -> Bool {
            if let width, DisplayWidth.of(line) > width {
                return TokenWrapper.wrapped(line, width: width).allSatisfy { admitWhole($0) }
            }
            return admitWhole(line)
        }
        func admitWhole(_ line: String) -> Bool {
            if pager != nil {
                buffer.flush()
                guard pager!.admit(line) else { return false }
            }
            buffer.appendLine(line)
            return true
        }
        // Each line is written when the next one comes, so a reply of one empty line prints
        // nothing, as an empty output does.
        var pending: String?
        var count = 0
        let finished = stream.write { line in
            if let previous = pending {
                guard admit(previous) else { pending = nil; return false }
            }
            pending = line
            count += 1
            return !Interruption.shared.isRequested
        }
        if let last = pending, count > 1 || !last.isEmpty { _ = admit(last) }
        if !finished, pager?.stoppedByKey != true { buffer.appendLine("(stopped by Ctrl-C: the rest is not shown)") }
        buffer.flush()
        return finished
    }

    /// Writes every byte to standard output, going on after a partial write or a signal; stops
    /// quietly when the reader has gone.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            let n = write(1, bytes.baseAddress! + offset, bytes.count - offset)
            if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { return }
        }
    }
}
