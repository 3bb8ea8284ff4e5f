import HitLabKit

/// Runs commands that come without a person at a terminal: no prompt, no colour, output on
/// standard output and errors (`FILE:LINE: error: …`) on standard error; stops at the first error.
struct ScriptRunner {
    let session: Session

    /// Runs `text`; returns the exit status (0, or 1 after an error).
    func run(_ text: String, source: String) -> Int32 {
        run(lines: text.split(separator: "\n", omittingEmptySubsequences: false).lazy.map(String.init), source: source)
    }

    /// Reads standard input line by line, so a pipe's commands run as they arrive.
    func runStandardInput() -> Int32 {
        run(lines: AnySequence { AnyIterator { readLine() } }, source: "stdin")
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
