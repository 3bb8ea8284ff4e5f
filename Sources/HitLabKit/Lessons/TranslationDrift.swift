import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// Finds where a translation no longer matches the English it translates: a lesson's fenced
/// blocks (the ```hitlab sessions and the code) must be the same, in the same order, and an
/// exercise's start, solution, probes and lesson number too, so both languages teach and
/// grade the same thing. Only the prose around them is translated.
enum TranslationDrift {
    /// One fenced block: the line its opening fence is on (from 1) and its text, fences included.
    struct Block: Equatable {
        let line: Int
        let text: String
    }

    /// Every fenced block of `markdown`, in order.
    static func blocks(_ markdown: String) -> [Block] {
        var blocks: [Block] = []
        var open: (line: Int, lines: [String])?
        for (n, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).enumerated() {
            if var current = open {
                current.lines.append(line)
                if line.trimmingWhitespace == "```" {
                    blocks.append(Block(line: current.line, text: current.lines.joined(separator: "\n")))
                    open = nil
                } else {
                    open = current
                }
            } else if line.hasPrefix("```") {
                open = (n + 1, [line])
            }
        }
        if let open { blocks.append(Block(line: open.line, text: open.lines.joined(separator: "\n"))) }
        return blocks
    }

    /// What differs between the English lesson and its translation `file` (named as the
    /// problem says it): a block changed, missing or added, each named by its lines in both.
    static func lessonProblems(english: String, translated: String, file: String) -> [String] {
        let ours = blocks(english), theirs = blocks(translated)
        var problems: [String] = []
        for (i, (e, t)) in zip(ours, theirs).enumerated() where e.text != t.text {
            let firstDifference = zip(e.text.split(separator: "\n", omittingEmptySubsequences: false), t.text.split(separator: "\n", omittingEmptySubsequences: false))
                .enumerated().first { $0.element.0 != $0.element.1 }
            let detail = firstDifference.map { ": the English has “\($0.element.0)”, the translation “\($0.element.1)”" } ?? ": one is longer"
            problems.append("\(file): block \(i + 1) (line \(t.line)) differs from the English block at line \(e.line)\(detail); copy the English block unchanged")
        }
        let counts = "has \(theirs.count) fenced block\(theirs.count == 1 ? "" : "s"), the English \(ours.count)"
        if theirs.count < ours.count {
            problems.append("\(file): \(counts): the English block at line \(ours[theirs.count].line) is missing")
        } else if theirs.count > ours.count {
            problems.append("\(file): \(counts): the block at line \(theirs[ours.count].line) is not in the English")
        }
        return problems
    }

    /// What differs between an English exercise and its translation: the parts that build,
    /// solve and grade it must be the same, and it must have as many hints.
    static func exerciseProblems(english: Exercise, translated: Exercise, file: String) -> [String] {
        var problems: [String] = []
        if english.lesson != translated.lesson { problems.append("\(file): says lesson: \(translated.lesson), the English lesson: \(english.lesson)") }
        if english.start != translated.start { problems.append("\(file): its ## Start differs from the English; copy it unchanged") }
        if english.solution != translated.solution { problems.append("\(file): its ## Solution differs from the English; copy it unchanged") }
        if english.probes != translated.probes { problems.append("\(file): its ## Probes differ from the English; copy them unchanged") }
        if english.shortcuts.map(\.script) != translated.shortcuts.map(\.script) {
            problems.append("\(file): its ## Shortcuts differ from the English: copy each script unchanged, in the same order (only the ### titles are translated)")
        }
        if english.hints.count != translated.hints.count {
            problems.append("\(file): has \(translated.hints.count) hints, the English \(english.hints.count): translate each hint, one for one")
        }
        return problems
    }
}
