import Foundation
import HitLabKit

/// Runs generated inputs through `Session.execute` in this process and checks what a reply
/// must always be: an error's first line is its whole message, and anything after it is the
/// caret excerpt of a script error (`N | source`, `  | ^`).
struct Runner {
    let seed: UInt64
    let avoidKnown: Bool
    var small = false
    /// The bundled lessons, so exercise commands run for real (read only).
    let catalog: Catalog?
    /// Where the sessions' `save`, `load` and `draw --svg` go: a fresh temporary folder.
    let directory: String

    /// A problem found in a reply (not a crash): the input's index and what is wrong.
    struct Violation { let index: Int; let message: String }

    func input(_ index: Int) -> FuzzInput {
        var generator = Generator(seed: seed, index: index, avoidKnown: avoidKnown, small: small)
        return generator.input(index: index)
    }

    /// Runs input `index` in a fresh session; returns what is wrong with its replies.
    func run(_ index: Int) -> [Violation] {
        let input = input(index)
        let session = input.kind == .body || index % 3 != 0 ? Session(startScript: SampleScenes.colouredViewsScript) : Session()
        session.directory = directory
        Practice.install(in: session, catalog: catalog)
        var violations: [Violation] = []
        for file in input.files {
            _ = FileManager.default.createFile(atPath: directory + "/" + file.name, contents: Data(file.bytes))
        }
        defer { for file in input.files { try? FileManager.default.removeItem(atPath: directory + "/" + file.name) } }
        for line in input.lines {
            let reply = session.execute(line)
            if let problem = Self.check(reply) { violations.append(Violation(index: index, message: "`\(line.prefix(80))` → \(problem)")) }
            if reply.status == .quit { break }
        }
        return violations
    }

    /// Nil when the reply is well formed. A touch that stopped adds one note in parentheses.
    static func check(_ reply: Reply) -> String? {
        guard reply.isError else { return nil }
        guard let error = reply.error, !error.isEmpty else { return "an error reply with no message" }
        let lines = error.split(separator: "\n", omittingEmptySubsequences: false)
        if lines[0].trimmingCharacters(in: .whitespaces).isEmpty { return "an error whose first line is empty" }
        for extra in lines.dropFirst() where !isExcerptLine(extra) && !(extra.hasPrefix("(") && extra.hasSuffix(")")) {
            return "an error of more than one line: \(error.prefix(200).debugDescription)"
        }
        return nil
    }

    /// `12 | source` or `   | ^` (the gutter is the line number's width).
    static func isExcerptLine(_ line: Substring) -> Bool {
        guard let bar = line.range(of: " | ") ?? (line.hasSuffix(" |") ? line.range(of: " |") : nil) else { return false }
        let gutter = line[..<bar.lowerBound]
        return gutter.allSatisfy { $0 == " " || $0.isASCII && $0.isNumber }
    }
}
