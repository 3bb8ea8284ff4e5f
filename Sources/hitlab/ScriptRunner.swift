#if canImport(Glibc)
import Glibc
#endif
import HitLabKit

/// Runs commands that come without a person at a terminal: no prompt, no colour, output on
/// standard output and errors (`FILE:LINE: error: …`) on standard error; stops at the first error.
struct ScriptRunner {
    let session: Session

    /// Runs `text`; returns the exit status (0, or 1 after an error).
    func run(_ text: String, source: String) -> Int32 {
        run(lines: text.split(separator: "\n", omittingEmptySubsequences: false).lazy.map(String.init), source: source)
    }

    /// Reads standard input line by line, so a pipe's commands run as they arrive. A line
    /// that is not UTF-8 stops the script with an error naming the byte (`readLine` would
    /// replace it and run the rest). Line endings are read as a file's are (`InputFile.plainText`):
    /// a carriage return alone ends a line too, and a byte order mark is dropped.
    func runStandardInput() -> Int32 {
        var number = 0
        let input = fdopen(STDIN_FILENO, "r")
        var failure: String?
        var pending: [String] = []
        let lines = AnyIterator { () -> String? in
            if !pending.isEmpty { return pending.removeFirst() }
            var buffer: UnsafeMutablePointer<CChar>?
            var capacity = 0
            defer { free(buffer) }
            let count = getline(&buffer, &capacity, input)
            guard count >= 0, let buffer else { return nil }
            number += 1
            let bytes = UnsafeRawBufferPointer(start: buffer, count: count)
            do throws(CommandError) {
                var text = try InputFile.decode(bytes, named: "stdin", firstLine: number, fix: "send UTF-8 text")
                if text.hasSuffix("\n") { text.removeLast() }
                let parts = text.lineSlices
                pending = parts.dropFirst().map(String.init)
                return String(parts[0])
            } catch {
                failure = error.message
                return nil
            }
        }
        let status = run(lines: AnySequence(lines), source: "stdin")
        if let failure {
            Terminal.writeError("error: \(failure)")
            return 1
        }
        return status
    }

    private func run(lines: some Sequence<String>, source: String) -> Int32 {
        var assembler = CommandAssembler()
        for line in lines {
            for command in assembler.add(line) {
                if let status = execute(command.text, line: command.line, source: source) { return status }
            }
        }
        return finish(assembler, source: source)
    }

    private func execute(_ text: String, line: Int, source: String) -> Int32? {
        let reply = session.execute(text)
        ReplyWriter.writeOutput(of: reply)
        if let error = reply.error {
            Terminal.writeError("\(source):\(line): error: \(error)")
            return 1
        }
        return reply.status == .quit ? 0 : nil
    }

    private func finish(_ assembler: CommandAssembler, source: String) -> Int32 {
        guard assembler.isPending else { return 0 }
        Terminal.writeError("\(source):\(assembler.startLine): error: the command is not finished: a { has no matching }")
        return 1
    }
}
