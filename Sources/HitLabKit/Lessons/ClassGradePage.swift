import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// `hitlab grade --html OUT`: the class on one self-contained page: for each probe, how many
/// passed it and the commonest wrong answer; for each learner, which probes they passed. Every
/// text from a file (names, errors, what a probe got) is HTML-escaped; nothing else is added.
/// It carries HitLab's page mark, so grading the class again replaces it without `--force`.
/// What each file got wrong is written out under the table, to be read projected or printed,
/// not only on hovering a ✗. `forStudents` leaves the hidden probes out, so the page can be
/// shown to the class without giving away how the task is checked.
public enum ClassGradePage {
    public static func html(_ grade: ClassGrade, forStudents: Bool = false) -> String {
        let e = HTMLText.escaped
        let probes = grade.exercise.probes
        let shown = probes.indices.filter { !forStudents || !probes[$0].hidden }
        let counts = grade.probePassCounts
        let commonest = grade.commonestWrongAnswers
        let graded = grade.submissions.filter { !$0.outcomes.isEmpty }.count
        let noWork = grade.submissions.filter { $0.status == .noWork }.count
        let errors = grade.submissions.filter { $0.status == .error }.count
        let failed = grade.submissions.filter { $0.status == .failed }.count
        var html = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        \(TracePageRenderer.mark)
        <title>HitLab: \(e(grade.exercise.name)), \(grade.submissions.count) submission\(grade.submissions.count == 1 ? "" : "s")</title>
        <style>
        body { font: 15px/1.4 -apple-system, "Segoe UI", sans-serif; margin: 2em; color: #222; }
        table { border-collapse: collapse; margin: 1em 0 2em; }
        th, td { border: 1px solid #ccc; padding: 0.3em 0.6em; text-align: left; vertical-align: top; }
        th { background: #f3f3f3; }
        td[data-result] { text-align: center; }
        td[data-result=pass] { color: #17702b; }
        td[data-result=fail] { color: #b00020; background: #fdf0f2; }
        td[data-result=none] { color: #999; }
        small { color: #777; }
        code { font: 13px Menlo, Consolas, monospace; }
        </style></head><body>
        <h1>\(e(grade.exercise.title)) <small>(\(e(grade.exercise.name)))</small></h1>
        <p id="totals">\(grade.passedCount) of \(grade.submissions.count) passed\(failed > 0 ? " · \(failed) failed" : "")\(noWork > 0 ? " · \(noWork) no work" : "")\(errors > 0 ? " · \(errors) not graded (errors)" : "")</p>
        <h2>Probes</h2>
        <table id="probes"><tr><th>#</th><th>probe</th><th>passed</th><th>commonest wrong answer</th></tr>

        """
        for i in shown {
            let probe = probes[i]
            let wrong = commonest[i].map { "\(e($0.got)) <small>(\($0.count))</small>" } ?? "—"
            html += "<tr><td>\(i + 1)</td><td><code>\(e(EnglishWords().summary(probe)))</code>\(probe.hidden ? " <small>hidden</small>" : "")</td>"
                + "<td>\(counts[i]) of \(graded)</td><td>\(wrong)</td></tr>\n"
        }
        html += "</table>\n<h2>Submissions</h2>\n<table id=\"submissions\"><tr><th>file</th><th>result</th>"
        html += shown.map { "<th title=\"\(e(EnglishWords().summary(probes[$0])))\">\($0 + 1)</th>" }.joined() + "</tr>\n"
        for s in grade.submissions {
            html += "<tr><td><code>\(e(s.file))</code></td><td>\(e(s.status.rawValue))</td>"
            if s.outcomes.isEmpty {
                html += "<td data-result=\"none\" colspan=\"\(max(shown.count, 1))\">\(e(s.error ?? "nothing was graded"))</td>"
            } else {
                html += shown.map { s.outcomes[$0] }.map { o in
                    o.passed ? "<td data-result=\"pass\">✓</td>" : "<td data-result=\"fail\" title=\"\(e(EnglishWords().observation(o)))\">✗</td>"
                }.joined()
            }
            html += "</tr>\n"
        }
        html += "</table>\n"
        let wrong = grade.submissions.compactMap { s -> (String, [String])? in
            let failed = shown.filter { $0 < s.outcomes.count && !s.outcomes[$0].passed }
            // A file graded without the command that failed says which one first.
            let error = s.status == .failed ? s.error.map { [e($0) + "; the rest was graded"] } ?? [] : []
            return failed.isEmpty && error.isEmpty ? nil : (s.file, error + failed.map { i in
                "\(i + 1). \(e(EnglishWords().summary(probes[i]))), but \(e(EnglishWords().observation(s.outcomes[i])))"
            })
        }
        if !wrong.isEmpty {
            html += "<h2>What each file got wrong</h2>\n<dl id=\"wrong\">\n"
            for (file, lines) in wrong {
                html += "<dt><code>\(e(file))</code></dt>\n" + lines.map { "<dd>\($0)</dd>\n" }.joined()
            }
            html += "</dl>\n"
        }
        return html + "</body></html>\n"
    }
}
