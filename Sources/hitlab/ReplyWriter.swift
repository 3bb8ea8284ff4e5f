import HitLabKit

/// Writes a reply's output to standard output. A streamed reply (`trace`, `tree`) is written
/// line by line as each line is made, so the first line of a long trace shows at once and
/// Ctrl-C stops it; the bytes are the same as printing the whole output in one go.
enum ReplyWriter {
    /// Writes the output; returns false when Ctrl-C stopped it part-way.
    /// With a `pager`, a reply that carries a paging hint is shown a screen at a time.
    @discardableResult
    static func writeOutput(of reply: Reply, pager: Pager? = nil) -> Bool {
        guard let stream = reply.stream else {
            if !reply.output.isEmpty { print(reply.output) }
            return true
        }
        Interruption.shared.clear()
        var pager = reply.pagingHint == nil ? nil : pager
        pager?.hint = reply.pagingHint ?? ""
        // Each line is written when the next one comes, so a reply of one empty line prints
        // nothing, as an empty output does.
        var pending: String?
        var count = 0
        let finished = stream.write { line in
            if let previous = pending {
                guard pager?.admit(previous) ?? true else { pending = nil; return false }
                print(previous)
            }
            pending = line
            count += 1
            return !Interruption.shared.isRequested
        }
        if let last = pending, count > 1 || !last.isEmpty, pager?.admit(last) ?? true { print(last) }
        if !finished, pager?.stoppedByKey != true { print("(stopped by Ctrl-C: the rest is not shown)") }
        return finished
    }
}
