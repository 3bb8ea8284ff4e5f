import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
import Foundation

/// A class's grade in words: a line a submission for the terminal, or one JSON document for
/// tools. Always English, like the rest of HitLab's own output.
extension ClassGrade {
    /// The words of a grade, which stay English.
    private var english: EnglishWords { EnglishWords() }

    /// One line per submission; for a class (more than one), a line per probe (how many of
    /// the graded files passed it, and the commonest wrong answer) and a last line of totals
    /// that says how many passed, failed, did no work and could not be graded.
    public var lines: [String] {
        let count = exercise.probes.count
        var lines = submissions.map { s -> String in
            switch s.status {
            case .passed: return "\(s.file): passed (\(count) of \(count) probes)"
            case .noWork: return "\(s.file): no work: the file holds no command; nothing was graded"
            case .error: return s.error ?? "\(s.file): error; nothing was graded"
            case .failed:
                let groups = s.failedGroups.map { group in
                    group.count == 1
                        ? "\(group[0].probe.hidden ? "hidden " : "")\(english.summary(group[0].probe)), but \(english.observation(group[0]))"
                        : "\(group.map { Self.named($0.probe) }.joined(separator: ", ")) (\(group.count) probes): \(english.observation(group[0]))"
                }
                if let error = s.error {
                    // An error, and the rest of the file graded without it.
                    return error + "; the rest was graded: " + (s.failed.isEmpty ? "every probe passed" : "failed \(s.failed.count) of \(count): " + groups.joined(separator: "; "))
                }
                return "\(s.file): failed \(s.failed.count) of \(count): " + groups.joined(separator: "; ")
            }
        }
        if submissions.count > 1 {
            let (counts, commonest, graded) = (probePassCounts, commonestWrongAnswers, gradedCount)
            if graded > 0 {
                lines.append("each probe, passed by how many of the \(graded) graded:")
                for (i, probe) in exercise.probes.enumerated() {
                    let wrong = commonest[i].map { "; commonest wrong: \($0.got) (\($0.count))" } ?? ""
                    lines.append("  \(i + 1). \(probe.hidden ? "hidden " : "")\(english.summary(probe)): \(counts[i]) of \(graded)\(wrong)")
                }
            }
            let noWork = submissions.filter { $0.status == .noWork }.count
            let errors = submissions.filter { $0.status == .error }.count
            let failed = submissions.filter { $0.status == .failed }.count
            lines.append("\(passedCount) of \(submissions.count) passed" + (failed > 0 ? ", \(failed) failed" : "")
                         + (noWork > 0 ? ", \(noWork) no work" : "") + (errors > 0 ? ", \(errors) not graded (errors)" : ""))
        }
        return lines
    }

    /// How many submissions had their probes run (passed or failed): each probe's denominator.
    public var gradedCount: Int { submissions.filter { $0.status == .passed || $0.status == .failed }.count }

    /// How an error that stopped the grading of a file ends.
    static let nothingGraded = "; nothing was graded"

    /// A probe as a list names it: `hidden tap 270 180`, or the claim of one on the scene.
    static func named(_ probe: Exercise.Probe) -> String {
        (probe.hidden ? "hidden " : "") + (probe.action ?? EnglishWords().claim(probe))
    }

    /// The whole class as one JSON document: `{"exercise", "total", "graded", "passed",
    /// "failed", "noWork", "probes": [{"probe", "hidden", "passed", "graded",
    /// "commonestWrongAnswer"}], "submissions": […]}`; a probe's `passed` is out of `graded`.
    public var json: String {
        let commonest = commonestWrongAnswers
        let counts = probePassCounts
        let document = Document(
            exercise: exercise.name, total: submissions.count, graded: gradedCount, passed: passedCount,
            failed: submissions.filter { $0.status == .failed }.count,
            noWork: submissions.filter { $0.status == .noWork }.count,
            probes: exercise.probes.indices.map { i in
                ProbeTotal(probe: english.summary(exercise.probes[i]), hidden: exercise.probes[i].hidden, passed: counts[i], graded: gradedCount,
                           commonestWrongAnswer: commonest[i].map { WrongAnswer(got: $0.got, count: $0.count) })
            },
            submissions: submissions.map { s in
                SubmissionRecord(file: s.file, status: s.status, passed: s.status == .passed,
                                 probesPassed: s.outcomes.filter(\.passed).count,
                                 failed: s.failed.map { "\($0.probe.hidden ? "hidden " : "")\(english.summary($0.probe)), but \(english.observation($0))" },
                                 error: s.error)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(document)) ?? Data("{}".utf8), as: UTF8.self)
    }

    private struct Document: Encodable {
        let exercise: String
        let total: Int
        /// How many submissions had their probes run: the denominator of each probe's `passed`.
        let graded: Int
        let passed: Int
        let failed: Int
        let noWork: Int
        let probes: [ProbeTotal]
        let submissions: [SubmissionRecord]
    }

    private struct ProbeTotal: Encodable {
        let probe: String
        let hidden: Bool
        /// How many submissions passed it, of `graded`.
        let passed: Int
        let graded: Int
        let commonestWrongAnswer: WrongAnswer?
    }

    private struct WrongAnswer: Encodable {
        let got: String
        let count: Int
    }

    private struct SubmissionRecord: Encodable {
        let file: String
        let status: Submission.Verdict
        let passed: Bool
        let probesPassed: Int
        let failed: [String]
        let error: String?
    }
}
