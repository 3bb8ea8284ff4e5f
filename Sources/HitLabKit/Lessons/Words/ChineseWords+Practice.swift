import HitLabModel
import HitLabConsole
/// The practice commands' and the lesson player's sentences in Chinese, written in Simplified.
/// Command names in backquotes and what was printed stay as written.
extension ChineseWords: PracticeWords {
    /// `Lesson 0: TITLE` or `第 0 课：TITLE`.
    package func lessonHeading(_ number: Int, _ title: String) -> String {
        t("第 \(number) 课：") + title
    }

    package func partHeading(_ number: Int, part: Int, of count: Int, title: String) -> String {
        part == 1 ? t("第 \(number) 课：") + title + t("（第 1 部分，共 \(count) 部分）")
            : t("第 \(number) 课，第 \(part) 部分（共 \(count) 部分）：") + title
    }

    package func playerPartEnd(_ number: Int, part: Int, of count: Int, next: String) -> String {
        t("（第 \(part) 部分到此结束，共 \(count) 部分。回车：继续第 \(part + 1) 部分「") + next
            + t("」 · b：上一页 · q：先学到这里，下次用 `hitlab lesson \(number) --part \(part + 1)` 从第 \(part + 1) 部分开始）")
    }

    package var exerciseListFooter: String {
        t("`exercise NAME` 开始一个练习（在 shell 中用 `hitlab exercise NAME`）；`lesson N` 一页一页地播放第 N 课（`hitlab lesson N`）。")
    }

    package var lessonsFooter: String {
        t("课程也是 lessons/\(script.code)/ 中的 Markdown 文件（英文版在 lessons/），可以用任何编辑器阅读。")
    }

    package var visibleProbes: String { t("可见的检查项（`check` 会运行它们，还有一些隐藏的）：") }
    package var savedWorkBack: String { t("（你保存的进度已恢复；`reset` 从头开始这个练习）") }
    package var noHints: String { t("这个练习没有提示") }

    package func hint(_ n: Int, of count: Int, _ text: String) -> String {
        let more = n < count ? t("（再输入 `hint` 看下一条）") : t("（这是最后一条提示）")
        return t("提示 \(n)/\(count)：") + text + more
    }

    package var solutionWarning: String {
        t("这会显示一个完整的答案，这个练习将不再算作你独立解出。输入 `solution yes` 查看。")
    }

    package var solutionWarningSolved: String {
        t("你已经解出了这个练习：这会显示一个参考答案，供你和自己的做法对照，练习仍算作已解出。输入 `solution yes` 查看。")
    }

    package func solutionHeading(_ name: String) -> String { t("\(name) 的参考答案：") }

    package func hiddenPass(_ count: Int) -> String {
        t("✓ \(count) 个隐藏检查项通过")
    }

    package var hiddenChangedScene: String { t("（其中有的会先改变场景：场景怎么变，答案都要成立）") }
    package func hiddenFail(_ failing: Int, of count: Int) -> String {
        t("✗ \(count) 个隐藏检查项中有 \(failing) 个未通过，实际结果：")
    }

    package var solved: String { t("解出来了：每个检查项都通过了，包括隐藏的。") }
    package func notYet(_ failed: Int, of count: Int) -> String { t("还没通过：\(count) 个检查项中有 \(failed) 个未通过。`hint` 可以帮忙。") }
    package var but: String { t("，实际") }
    package var solvedWithSolutionShown: String {
        t("（之前看过答案，所以记为看过答案后解出）")
    }

    /// A probe's claim in words: `tap 320 550：应命中 GreenView`; with `but` and `observation`
    /// a failed probe reads `应命中 YellowView，实际命中 WhiteView`, what should be and what was.
    /// Printed text in it is quoted as the exercise writes it, never converted.
    package func summary(_ probe: Exercise.Probe) -> String {
        let what: String
        switch probe.expectation {
        case .hit(let v): what = t("应命中 ") + v
        case .prints(let s): what = t("应打印") + quoted(s)
        case .doesNotPrint(let s): what = t("不应打印") + quoted(s)
        case .chain(let c): what = t("响应者链应是 ") + c.joined(separator: " → ")
        case .printsInOrder(let lines): what = t("应依次打印 ") + lines.map(quoted).joined(separator: t("，然后 "))
        case .frame(let view, let r): what = view + t(" 的 frame 应仍是 ") + "\(r)"
        case .keeps(let name, let keys):
            if let last = keys.last {
                what = name + t(" 应保持起始场景中的 ") + (keys.count == 1 ? last : keys.dropLast().joined(separator: "、") + t(" 和 ") + last)
            } else {
                what = name + t(" 应仍和起始场景中一样")
            }
        }
        if probe.commands?.isEmpty == true { return what }
        if let commands = probe.commands { return commands.joined(separator: "; ") + "：" + what }
        return "tap \(formatNumber(probe.point.x)) \(formatNumber(probe.point.y))：" + what
    }

    package func probePageHeading(_ exercise: String, _ number: Int, _ outcome: Grader.Outcome) -> String {
        exercise + t("，检查项 \(number)：") + summary(outcome.probe) + but + observation(outcome)
    }

    package func backAtStart(_ name: String) -> String { t("\(name) 回到了它的起始场景") }

    // `progress`.
    package func solvedCount(_ solved: Int, of total: Int) -> String { t("\(total) 个练习中已解出 \(solved) 个") }
    package var progressSolved: String { t("已解出") }
    package var progressSolvedWithSolution: String { t("看过答案后解出") }
    package func progressHints(_ n: Int) -> String { t("用了 \(n) 条提示") }
    package var progressSolutionSeen: String { t("看过答案") }
    package var progressNotStarted: String { t("还没开始") }
    package var listSeparator: String { t("，") }

    /// What a failed probe saw instead.
    /// What was printed is quoted as it was, never converted.
    package func observation(_ outcome: Grader.Outcome) -> String {
        switch outcome.observed {
        case .noView(let view): return t("没有 ") + view
        case .frame(let frame): return t("frame 是 ") + "\(frame)"
        case .changed(let name, let changes):
            // A setting the start leaves unset reads 为默认值, not "=default".
            func setting(_ key: String, _ value: String) -> String {
                value == "default" ? key + t(" 为默认值") : value.isEmpty ? t("没有 ") + key : "\(key)=\(value)"
            }
            return name + t(" 变了：") + changes.map { setting($0.key, $0.now) + t("，原来是 ") + setting($0.key, $0.start) }.joined(separator: t("；"))
        case .nothingDelivered: return t("没有传递任何触摸")
        case .commandFailed(let command, let error): return t("命令 ") + "`\(command)`" + t(" 失败：") + error
        case .error(let error): return t("触摸因错误停止：") + error
        case .hit(let hit): return t("命中 ") + hit
        case .printed(let lines): return lines.isEmpty ? t("什么也没有打印") : printedRuns(lines)
        case .printedLine(let line): return t("打印了") + quoted(line)
        case .chain(let chain): return t("响应者链是 ") + chain.joined(separator: " → ")
        case .nothing: return ""
        }
    }

    /// Printed text in quotation marks, the text as it was printed: “…” in Simplified, 「…」 in
    /// Traditional.
    package func quoted(_ text: String) -> String { t("“") + text + t("”") }

    /// Chinese sets no space before a quotation mark: 打印了“A”、“B”.
    package func printed(_ quotedLines: [String]) -> String { t("打印了") + quotedLines.joined(separator: "、") }
    package func sharedBy(_ probes: Int) -> String { probes > 1 ? t("（\(probes) 个检查项）") : "" }

    package func lessonStart(_ heading: String) -> String {
        heading + t("（回车：下一页 · `lesson back`：上一页 · 输入任何命令都可以在这里试）")
    }

    package var lessonEnd: String {
        t("（本课结束；`lesson back` 再看最后一页，`exercise` 列出它的练习）")
    }

    // The shell's player (`hitlab lesson N`).
    package var playerKeys: String { t("（回车：下一页 · b：上一页 · r：在 REPL 中试试 · q：退出）") }
    package var playerLineKeys: String {
        t("（回车：下一页 · b：上一页 · r：在 REPL 中试试 · q：退出，每个都要按回车）")
    }
    package var playerFirstPage: String { t("（这是第一页）") }
    package func playerAnswered(_ answer: String) -> String { t("你的回答：") + answer + t("（回车：再看一次判定 · b：返回 · r · q）") }
    package var playerEnd: String { t("（结束；b：上一页，q：退出）") }
    package func playerToREPL(transcript: Bool) -> String {
        transcript ? t("（这是 REPL，场景就是演示记录此刻的场景；Ctrl-D 或 `quit` 返回演示记录，演示记录会从它自己的场景继续：你在这里的改动会被搁置）")
            : t("（这是 REPL，场景就是课程此刻的场景；Ctrl-D 或 `quit` 返回课程，课程会从它自己的场景继续：你在这里的改动会被搁置）")
    }
    package func playerBackChanged(transcript: Bool) -> String {
        transcript ? t("（回到演示记录，使用演示记录自己的场景：你在 REPL 中的改动已被搁置）") : t("（回到课程，使用课程自己的场景：你在 REPL 中的改动已被搁置）")
    }
    package func playerBack(transcript: Bool) -> String { transcript ? t("（回到演示记录）") : t("（回到课程）") }

    // Questions (`LessonQuestion`): asking, and saying whether the prediction was right.
    /// Under a question: how to answer it.
    package func questionHow(_ kind: LessonQuestion.Prediction, choices: Int) -> String {
        switch kind {
        case .view: t("（输入视图的名字并回车；直接回车显示答案）")
        case .lines: t("（按打印的先后输入会打印的那些行的编号，用空格隔开；直接回车显示答案）")
        case .count: t("（输入一个数字并回车；直接回车显示答案）")
        case .state: t("（输入一个状态：possible、began、changed、ended、failed 或 cancelled；直接回车显示答案）")
        case .value: t("（输入它会打印的内容并回车；直接回车显示答案）")
        }
    }
    package var questionInREPL: String { t("（在 REPL 中用 `lesson answer …` 回答；直接回车显示答案）") }
    package func questionRight(_ answer: String) -> String { t("✓ 对：\(answer)。") }
    package func questionWrong(_ given: String, _ answer: String) -> String {
        // No space between a word and a quotation mark: 不是「3」，而是「2」.
        func after(_ word: String, _ text: String) -> String { word + (text.hasPrefix(t("“")) ? "" : " ") + text }
        return after(t("✗ 不是"), given) + after(t("，而是"), answer) + t("。")
    }
    package func questionSkipped(_ answer: String) -> String { t("答案：\(answer)。") }
    package func questionUnreadable(_ kind: LessonQuestion.Prediction, choices: Int) -> String {
        if case .count = kind { return t("（这不是一个数：请输入一个数，比如 2 或 两）") }
        return t("（这不是一个答案：请输入 1 到 \(choices) 的编号，每个最多一次）")
    }
    /// `hitlab lessons`: how many of a lesson's questions were answered right.
    package func predictions(right: Int, answered: Int, total: Int) -> String {
        t("预测：\(total) 题中答对 \(right) 题" + (answered < total ? "（\(total - answered) 题未答）" : ""))
    }
}
