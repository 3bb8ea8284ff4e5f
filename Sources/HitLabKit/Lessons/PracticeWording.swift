import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// The sentences the practice commands and the lesson player say around the course's own
/// text, in the session's language. Command names in backquotes stay English in both, as
/// the learner types them.
public struct PracticeWording: Sendable {
    public let language: Language

    public init(language: Language) { self.language = language }

    /// The English, or the Chinese (written in Simplified) in the language's script.
    private func say(_ english: String, _ chinese: String) -> String { language.isChinese ? language.chinese(chinese) : english }

    /// `Lesson 0: TITLE` or `第 0 课：TITLE`.
    public func lessonHeading(_ number: Int, _ title: String) -> String {
        say("Lesson \(number): ", "第 \(number) 课：") + title
    }

    package var exerciseListFooter: String {
        say("`exercise NAME` starts one (in the shell, `hitlab exercise NAME`); `lesson N` plays lesson N a page at a time (`hitlab lesson N`).",
            "`exercise NAME` 开始一个练习（在 shell 中用 `hitlab exercise NAME`）；`lesson N` 一页一页地播放第 N 课（`hitlab lesson N`）。")
    }

    public var lessonsFooter: String {
        say("The lessons are also Markdown files in lessons/, to read in any editor.",
            "课程也是 lessons/\(language.code)/ 中的 Markdown 文件（英文版在 lessons/），可以用任何编辑器阅读。")
    }

    package var visibleProbes: String { say("The visible probes (`check` runs them, and some hidden ones):", "可见的检查项（`check` 会运行它们，还有一些隐藏的）：") }
    package var savedWorkBack: String { say("(your saved work is back; `reset` starts the exercise over)", "（你保存的进度已恢复；`reset` 从头开始这个练习）") }
    package var noHints: String { say("this exercise has no hints", "这个练习没有提示") }

    package func hint(_ n: Int, of count: Int, _ text: String) -> String {
        let more = n < count ? say(" (`hint` again for the next)", "（再输入 `hint` 看下一条）") : say(" (that was the last hint)", "（这是最后一条提示）")
        return say("Hint \(n) of \(count): ", "提示 \(n)/\(count)：") + text + more
    }

    package var solutionWarning: String {
        say("This shows a finished answer, and the exercise will not count as solved by you. Type `solution yes` to see it.",
            "这会显示一个完整的答案，这个练习将不再算作你独立解出。输入 `solution yes` 查看。")
    }

    package func solutionHeading(_ name: String) -> String { say("A reference solution for \(name):", "\(name) 的参考答案：") }

    package func hiddenPass(_ count: Int) -> String {
        say("✓ \(count) hidden probe\(count == 1 ? "" : "s") pass", "✓ \(count) 个隐藏检查项通过")
    }

    func hiddenFail(_ failing: Int, of count: Int) -> String {
        say("✗ \(failing) of \(count) hidden probe\(count == 1 ? "" : "s") fail\(failing == 1 ? "s" : ""): ", "✗ \(count) 个隐藏检查项中有 \(failing) 个未通过：")
    }

    var solved: String { say("Solved: every probe passes, the hidden ones included.", "解出来了：每个检查项都通过了，包括隐藏的。") }
    func notYet(_ failed: Int, of count: Int) -> String { say("Not yet: \(failed) of \(count) probes fail. `hint` helps.", "还没有：\(count) 个检查项中有 \(failed) 个未通过。`hint` 可以帮忙。") }
    var but: String { say(", but ", "，但实际上") }
    var solvedWithSolutionShown: String {
        say("(the solution was shown first, so it counts as solved with the solution shown)", "（之前看过答案，所以记为看过答案后解出）")
    }

    /// A probe's claim in words: `tap 320 550: the hit view is GreenView`.
    /// Printed text in it is quoted as the exercise writes it, never converted.
    func summary(_ probe: Exercise.Probe) -> String {
        guard language.isChinese else { return probe.summary }
        let words = { (simplified: String) in language.chinese(simplified) }
        let what: String
        switch probe.expectation {
        case .hit(let v): what = words("命中的视图是 ") + v
        case .prints(let s): what = words("打印") + " “\(s)”"
        case .doesNotPrint(let s): what = words("不打印") + " “\(s)”"
        case .chain(let c): what = words("响应者链是 ") + c.joined(separator: " → ")
        case .printsInOrder(let lines): what = words("依次打印 ") + lines.map { "“\($0)”" }.joined(separator: words("，然后 "))
        case .frame(let view, let r): what = view + words(" 的 frame 仍是 ") + "\(r)"
        case .keeps(let name, let keys):
            what = keys.isEmpty ? name + words(" 仍和起始场景中一样") : name + words(" 的 ") + keys.joined(separator: "、") + words(" 仍和起始场景中一样")
        }
        if probe.commands?.isEmpty == true { return what }
        if let commands = probe.commands { return commands.joined(separator: "; ") + "：" + what }
        return "tap \(formatNumber(probe.point.x)) \(formatNumber(probe.point.y))：" + what
    }

    func backAtStart(_ name: String) -> String { say("\(name) is back at its starting scene", "\(name) 回到了它的起始场景") }

    // `progress`.
    func solvedCount(_ solved: Int, of total: Int) -> String { say("\(solved) of \(total) exercises solved", "\(total) 个练习中已解出 \(solved) 个") }
    var progressSolved: String { say("solved", "已解出") }
    var progressSolvedWithSolution: String { say("solved with the solution shown", "看过答案后解出") }
    func progressHints(_ n: Int) -> String { say("\(n) hint\(n == 1 ? "" : "s")", "用了 \(n) 条提示") }
    var progressSolutionSeen: String { say("solution seen", "看过答案") }
    var progressNotStarted: String { say("not started", "还没开始") }
    var listSeparator: String { say(", ", "，") }

    /// What a failed probe saw instead.
    /// What was printed is quoted as it was, never converted.
    func observation(_ outcome: Grader.Outcome) -> String {
        guard language.isChinese else { return outcome.got }
        let words = { (simplified: String) in language.chinese(simplified) }
        switch outcome.observed {
        case .noView(let view): return words("没有 ") + view
        case .frame(let frame): return words("它的 frame 是 ") + "\(frame)"
        case .changed(let name, let changes):
            return name + words(" 变了：") + changes.map { $0.replacingOccurrences(of: " instead of ", with: words("，原来是 ")) }.joined(separator: words("；"))
        case .nothingDelivered: return words("没有传递任何触摸")
        case .error(let error): return words("触摸因错误停止：") + error
        case .hit(let hit): return words("命中的视图是 ") + hit
        case .printed(let lines): return lines.isEmpty ? words("什么也没有打印") : words("打印了 ") + lines.map { "“\($0)”" }.joined(separator: "、")
        case .printedLine(let line): return words("打印了") + " “\(line)”"
        case .chain(let chain): return words("响应者链是 ") + chain.joined(separator: " → ")
        case .nothing: return ""
        }
    }

    func lessonStart(_ heading: String) -> String {
        heading + say(" (Enter: next page · `lesson back`: the one before · any command tries things here)",
                      "（回车：下一页 · `lesson back`：上一页 · 输入任何命令都可以在这里试）")
    }

    var lessonEnd: String {
        say("(the end of the lesson; `lesson back` shows the last page again, `exercise` lists its exercises)",
            "（本课结束；`lesson back` 再看最后一页，`exercise` 列出它的练习）")
    }

    // The shell's player (`hitlab lesson N`).
    public var playerKeys: String { say("(Enter: next · b: back · r: try it in the REPL · q: quit)", "（回车：下一页 · b：上一页 · r：在 REPL 中试试 · q：退出）") }
    public var playerLineKeys: String {
        say("(Enter: next · b: back · r: try it in the REPL · q: quit, each followed by Enter)", "（回车：下一页 · b：上一页 · r：在 REPL 中试试 · q：退出，每个都要按回车）")
    }
    public var playerFirstPage: String { say("(this is the first page)", "（这是第一页）") }
    public var playerEnd: String { say("(the end; b: back, q: quit)", "（结束；b：上一页，q：退出）") }
    public var playerToREPL: String {
        say("(the REPL, on the lesson's scene as it is now; Ctrl-D or `quit` comes back, and the lesson goes on from its own scene: what you change here is set aside)",
            "（这是 REPL，场景就是课程此刻的场景；Ctrl-D 或 `quit` 返回课程，课程会从它自己的场景继续：你在这里的改动会被搁置）")
    }
    public var playerBackChanged: String { say("(back in the lesson, on its own scene: your changes in the REPL were set aside)", "（回到课程，使用课程自己的场景：你在 REPL 中的改动已被搁置）") }
    public var playerBack: String { say("(back in the lesson)", "（回到课程）") }

    // Questions (`LessonQuestion`): asking, and saying whether the prediction was right.
    /// Under a question: how to answer it.
    public func questionHow(_ kind: LessonQuestion.Prediction, choices: Int) -> String {
        switch kind {
        case .view: say("(type a view's name and Enter; Enter alone shows the answer)", "（输入视图的名字并回车；直接回车显示答案）")
        case .lines: say("(type the lines' numbers in the order they print, each once, with spaces between; Enter alone shows the answer)",
                         "（按打印的先后输入这些行的编号，每个一次，用空格隔开；直接回车显示答案）")
        case .count: say("(type a number and Enter; Enter alone shows the answer)", "（输入一个数字并回车；直接回车显示答案）")
        case .state: say("(type a state: possible, began, changed, ended, failed or cancelled; Enter alone shows the answer)",
                         "（输入一个状态：possible、began、changed、ended、failed 或 cancelled；直接回车显示答案）")
        case .value: say("(type what it prints and Enter; Enter alone shows the answer)", "（输入它会打印的内容并回车；直接回车显示答案）")
        }
    }
    var questionInREPL: String { say("(here in the REPL: `lesson answer …` answers; Enter shows the answer)", "（在 REPL 中用 `lesson answer …` 回答；直接回车显示答案）") }
    public func questionRight(_ answer: String) -> String { say("✓ Right: \(answer).", "✓ 对：\(answer)。") }
    public func questionWrong(_ given: String, _ answer: String) -> String { say("✗ Not \(given): \(answer).", "✗ 不是 \(given)，而是 \(answer)。") }
    public func questionSkipped(_ answer: String) -> String { say("The answer: \(answer).", "答案：\(answer)。") }
    public func questionUnreadable(_ choices: Int) -> String {
        say("(that is not an answer: type numbers from 1 to \(choices), each once)", "（这不是一个答案：请输入 1 到 \(choices) 的编号）")
    }
    /// `hitlab lessons`: how many of a lesson's questions were answered right.
    public func predictions(right: Int, answered: Int, total: Int) -> String {
        say("predictions: \(right) of \(total) right" + (answered < total ? " (\(total - answered) not answered yet)" : ""),
            "预测：\(total) 题中答对 \(right) 题" + (answered < total ? "（\(total - answered) 题未答）" : ""))
    }
}
