import Foundation
import Testing
import HitLabTestSupport

/// Drives `hitlab` in a real terminal (tmux): the prompt, Tab completion, a multi-line
/// override with its continuation prompt, Ctrl-C, history recall with the up arrow, and
/// history kept on disk.
@Suite(.enabled(if: Tmux.available, "needs tmux (CI installs it)"))
struct TerminalTests {
    @Test func promptCompletionMultiLineOverrideAndHistory() throws {
        let tmux = try Tmux()
        defer { tmux.stop() }
        try tmux.waitFor("(hitlab) ")

        // `ta` is table or tap: Tab lists both and keeps the line.
        tmux.type("ta"); tmux.keys("Tab")
        try tmux.waitFor("table  tap")
        tmux.type("p 180 240"); tmux.keys("Enter")
        try tmux.waitFor("hit: GreenView | chain: GreenView")

        tmux.type("override Re"); tmux.keys("Tab")
        try tmux.waitFor("(hitlab) override RedView.")
        tmux.type("touchesBegan {"); tmux.keys("Enter")
        try tmux.waitFor("(the command goes on until its { is closed with }; Ctrl-C drops it)")
        try tmux.waitFor("     ... ")
        tmux.type("print(\"红 red!\")"); tmux.keys("Enter")
        tmux.type("}"); tmux.keys("Enter")
        tmux.type("tap 300 120"); tmux.keys("Enter")
        try tmux.waitFor("红 red!")
        try tmux.waitFor("hit: RedView")

        tmux.type("not a command")
        try tmux.waitFor("(hitlab) not a command")   // as a person would: Ctrl-C once the text is there
        tmux.keys("C-c")
        try tmux.waitFor { $0.last { $0.hasPrefix("(hitlab)") } == "(hitlab)" }
        #expect(!tmux.screen().contains("unknown command 'not'"))

        tmux.keys("Up")
        try tmux.waitFor { $0.last?.hasPrefix("(hitlab) tap 300 120") == true }
        tmux.keys("Up")
        try tmux.waitFor { $0.last?.hasPrefix("(hitlab) override RedView.touchesBegan { print(\"红 red!\") }") == true }
        tmux.keys("C-u")

        // A paused touch shows in the prompt; an empty line repeats the last step.
        tmux.type("break pointInside YellowView"); tmux.keys("Enter")
        tmux.type("tap 180 240"); tmux.keys("Enter")
        try tmux.waitFor("(hitlab ‖) ")
        tmux.type("step"); tmux.keys("Enter")
        try tmux.waitFor("7 → return nil")
        tmux.keys("Enter")
        try tmux.waitFor("10 → for subview in subviews.reversed() {")
        tmux.type("continue"); tmux.keys("Enter")
        try tmux.waitFor("(the touch has finished")

        // Ctrl-D in the middle of an override drops only the override, and says so.
        tmux.type("override GreenView.hitTest {"); tmux.keys("Enter")
        // The continuation prompt as the last line: the first override's are still on screen.
        try tmux.waitFor(what: "the continuation prompt") { $0.last?.hasPrefix("     ...") == true }
        tmux.keys("C-d")
        try tmux.waitFor("(the unfinished command was dropped; Ctrl-D again leaves HitLab)")
        tmux.type("tap 180 240"); tmux.keys("Enter")
        try tmux.waitFor("hit: GreenView | chain: GreenView")
        tmux.type("quit"); tmux.keys("Enter")
        try tmux.waitForExit()

        let history = try String(contentsOfFile: tmux.stateDirectory + "/hitlab/history", encoding: .utf8)
        #expect(history.contains("tap\\040300\\040120"))
        // libedit's file format escapes spaces as \040; the override was kept as one line.
        #expect(history.contains("override\\040RedView.touchesBegan\\040{\\040print(\"红\\040red!\")\\040}\n"))
    }
}

@Suite(.enabled(if: Tmux.available, "needs tmux (CI installs it)"))
struct LessonScreenTests {
    static let lessons = [(0, "en"), (1, "en"), (2, "en"), (3, "en"), (4, "en"), (5, "en"), (6, "en"), (7, "en"), (8, "en"),
                          (0, "zh"), (1, "zh"), (2, "zh"), (3, "zh"), (4, "zh"), (5, "zh"), (6, "zh"), (7, "zh"), (8, "zh"),
                          (7, "zh-Hant"), (8, "zh-Hant")]
    /// The words the player ends a lesson or a part of one with, in each language.
    static let endings = ["(the end", "（结束", "（結束"] + (1...2).flatMap { ["（第 \($0) 部分到此结束", "（第 \($0) 部分到此結束"] }

    /// Every screen of a lesson played at 80×24 starts under the title and the keys: nothing a
    /// screen shows ever pushes its own start off the top. Each question is passed with Enter
    /// (which shows the answer), so every screen of the lesson is drawn.
    @Test(arguments: lessons)
    func everyScreenOfALessonFitsAnEightyByTwentyFourTerminal(lesson: Int, language: String) throws {
        let title = ["zh": "第 \(lesson) 课：", "zh-Hant": "第 \(lesson) 課："][language] ?? "Lesson \(lesson): "
        try play(["lesson", String(lesson), "--lang", language], title: title, lesson: lesson, language: language)
    }

    /// Lesson 2's second part, played on its own (`--part 2`), in English and Chinese.
    @Test(arguments: [("en", "Lesson 2, part 2 of 3: "), ("zh", "第 2 课，第 2 部分（共 3 部分）：")])
    func everyScreenOfLessonTwosSecondPartFits(language: String, title: String) throws {
        try play(["lesson", "2", "--part", "2", "--lang", language], title: title, lesson: 2, language: language)
    }

    func play(_ arguments: [String], title: String, lesson: Int, language: String) throws {
        let tmux = try Tmux(arguments, columns: 80, rows: 24)
        defer { tmux.stop() }
        var shown = 0
        var total = 0
        var asking = false
        for _ in 0..<400 {
            // The player's own output says a screen is complete: its counter, or the answer prompt.
            try tmux.waitFor(what: "the screen after \(shown)") { lines in
                if lines.contains(where: { line in Self.endings.contains { line.hasPrefix($0) } }) { return true }
                if lines.last == ">" { return !asking }
                guard let counter = lines.last(where: { $0.hasPrefix("── ") }) else { return false }
                return Int(counter.dropFirst(3).prefix { $0 != "/" }).map { $0 > shown } ?? false
            }
            let lines = tmux.lines()
            if lines.contains(where: { line in Self.endings.contains { line.hasPrefix($0) } }) { break }
            #expect(lines.first?.hasPrefix(title) == true, "screen after \(shown) of lesson \(lesson) (\(language)) lost its top:\n\(tmux.screen())")
            #expect(lines.count <= 24)
            asking = lines.last == ">"
            if !asking, let counter = lines.last(where: { $0.hasPrefix("── ") }) {
                let numbers = counter.dropFirst(3).split(separator: "/").compactMap { Int($0) }
                shown = numbers.first ?? shown
                total = numbers.last ?? total
            }
            tmux.keys("Enter")
        }
        // The counter's total is what the lesson took.
        #expect(shown > 10 && shown == total, "lesson \(lesson) (\(language)): \(shown) of \(total) screens shown")
        tmux.keys("q")
        try tmux.waitForExit()
    }
}

@Suite(.enabled(if: Tmux.available, "needs tmux (CI installs it)"))
struct WelcomeTests {
    /// `hitlab exercise NAME` from the shell opens the REPL on that exercise.
    @Test func anExerciseStartsFromTheShell() throws {
        let tmux = try Tmux(["exercise", "grey-to-green"])
        defer { tmux.stop() }
        try tmux.waitFor("(hitlab) ")
        #expect(tmux.screen().contains("The visible probes (`check` runs them, and some hidden ones):"))
        tmux.type("check"); tmux.keys("Enter")
        try tmux.waitFor("Not yet: ")
        // The task and its probes are wrapped between words, as the REPL's replies are: a
        // probe wider than the terminal goes on after ↪, never cut inside a word.
        let long = try Tmux(["exercise", "hold-then-drag-to-delete"], columns: 80, rows: 24)
        defer { long.stop() }
        try long.waitFor("(hitlab) ")
        #expect(long.screen().contains("  ↪ “lifted” then “deleted”"), "\(long.screen())")
    }

    @Test func anEmptyStartSaysNothingOfTheBuiltInScene() throws {
        let tmux = try Tmux(["--empty"])
        defer { tmux.stop() }
        try tmux.waitFor("(hitlab) ")
        #expect(tmux.screen().contains("Started empty: one 375×667 window and no views"))
        #expect(!tmux.screen().contains("Loaded: the first article"))
        #expect(!tmux.screen().contains("tap 180 320"))
        tmux.type("tree"); tmux.keys("Enter")
        try tmux.waitFor("UIWindow 375×667")
    }
}

/// Under a Chinese locale the REPL welcomes in Chinese, and a view named in Chinese keeps
/// `tree` and `draw` in their columns on a real terminal; under C.UTF-8 it is English and
/// the pictures are the same.
@Suite(.enabled(if: Tmux.available, "needs tmux (CI installs it)"))
struct ChineseTerminalTests {
    /// The rows of the last `draw` on screen, from its top edge to its bottom edge.
    func picture(_ tmux: Tmux) -> [String] {
        let lines = tmux.lines()
        guard let bottom = lines.lastIndex(where: { $0.hasPrefix("└") }),
              let top = lines[..<bottom].lastIndex(where: { $0.hasPrefix("┌") }) else { return [] }
        return Array(lines[top...bottom])
    }

    @Test(arguments: ["zh_CN.UTF-8", "C.UTF-8"])
    func treeAndDrawStayAlignedWithAChineseName(locale: String) throws {
        let tmux = try Tmux([], locale: locale)
        defer { tmux.stop() }
        try tmux.waitFor("(hitlab) ")
        #expect(tmux.screen().contains(locale.hasPrefix("zh") ? "已载入：第一篇文章的彩色视图" : "Loaded: the first article's coloured views"))
        for command in ["view 红色 20 20 100 100", "set 红色 color=red", "tap 30 30", "tree"] {
            tmux.type(command); tmux.keys("Enter")
        }
        try tmux.waitFor("└─ 红色 (20, 20, 100, 100)")
        tmux.type("draw"); tmux.keys("Enter")
        // The legend is in the language the locale chose.
        try tmux.waitFor(locale.hasPrefix("zh_TW") ? "1 個字元寬 = " : locale.hasPrefix("zh") ? "1 个字符宽 = " : "1 column = ")
        let rows = picture(tmux)
        #expect(rows.count > 10)
        #expect(Set(rows.map { Self.columns($0) }).count == 1, "\(rows.joined(separator: "\n"))")
        #expect(rows.contains { $0.contains("红色") })
        // Every row ends in the frame's right edge at the same screen column.
        #expect(rows.dropFirst().dropLast().allSatisfy { $0.hasSuffix("│") })
        tmux.type("why 红色"); tmux.keys("Enter")
        try tmux.waitFor(locale.hasPrefix("zh") ? "红色 是命中的视图" : "红色 is the hit view")
    }

    /// A window made wider between commands: the next `draw` fills the new width.
    @Test func drawFollowsAResizedWindow() throws {
        let tmux = try Tmux([], columns: 80, rows: 24)
        defer { tmux.stop() }
        try tmux.waitFor("(hitlab) ")
        tmux.type("draw"); tmux.keys("Enter")
        try tmux.waitFor("1 column = ")
        let narrow = picture(tmux).map { Self.columns($0) }.max() ?? 0
        // A clear screen first, so the picture read next can only be the new one.
        tmux.keys("C-l")
        try tmux.waitFor(what: "a cleared screen") { lines in !lines.contains { $0.hasPrefix("┌") } }
        tmux.resize(columns: 160, rows: 50)
        try tmux.waitFor(what: "the wider window") { _ in tmux.width() == 160 }
        tmux.type("draw"); tmux.keys("Enter")
        try tmux.waitFor(what: "the new picture") { lines in
            lines.contains { $0.contains("1 column = ") } && lines.contains { $0.hasPrefix("└") } && lines.last?.hasPrefix("(hitlab)") == true
        }
        let wide = picture(tmux).map { Self.columns($0) }.max() ?? 0
        #expect(narrow > 10 && wide > narrow, "\(narrow) then \(wide) columns")
    }

    /// The shell's player plays the Chinese lesson under a Chinese locale, every line within
    /// the terminal's 110 columns, and goes back and into the REPL in Chinese.
    @Test func theChineseLessonPlaysEndToEnd() throws {
        let tmux = try Tmux(["lesson", "0"], directory: TeacherCommandTests.root, locale: "zh_CN.UTF-8")
        defer { tmux.stop() }
        try tmux.waitFor("── 1/")
        #expect(tmux.screen().hasPrefix("第 0 课："))
        #expect(tmux.screen().contains("（回车：下一页 · b：上一页 · r：在 REPL 中试试 · q：退出）"))
        // On to the first question (the opening pages and the scene's set-up come before it);
        // its answer line takes the player's keys as words.
        for page in 2...5 where tmux.lines().last != ">" {
            tmux.keys("Enter")
            try tmux.waitFor("── \(page)/")
            #expect(tmux.lines().allSatisfy { Self.columns($0) <= 110 })
        }
        #expect(tmux.lines().last == ">")
        tmux.type("r"); tmux.keys("Enter")
        try tmux.waitFor("（这是 REPL，场景就是课程此刻的场景")
        try tmux.waitFor { $0.last == "(hitlab)" }
        tmux.keys("C-d")
        try tmux.waitFor("（回到课程）")
        tmux.type("q"); tmux.keys("Enter")
        try tmux.waitForExit()
    }

    /// The same lesson in English under C.UTF-8, and in Chinese with --lang zh.
    @Test func theLocaleOrTheFlagChoosesTheLessonsLanguage() throws {
        let english = try Tmux(["lesson", "0"], directory: TeacherCommandTests.root, locale: "C.UTF-8")
        defer { english.stop() }
        try english.waitFor("── 1/")
        #expect(english.screen().hasPrefix("Lesson 0: "))
        let flag = try Tmux(["lesson", "0", "--lang", "zh"], directory: TeacherCommandTests.root, locale: "C.UTF-8")
        defer { flag.stop() }
        try flag.waitFor("── 1/")
        #expect(flag.screen().hasPrefix("第 0 课："))
    }

    /// Display columns, counted as the terminal does (CJK two, box drawing one).
    static func columns(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ((0x2E80...0x9FFF).contains($1.value) || (0xFF00...0xFF60).contains($1.value) ? 2 : 1) }
    }
}

/// An error wraps between words at a terminal, its caret excerpt kept as it is.
@Suite(.enabled(if: Tmux.available, "needs tmux (CI installs it)"))
struct ErrorWrapTests {
    @Test func aLongErrorWrapsBetweenWordsAndKeepsItsCaret() throws {
        let tmux = try Tmux(columns: 60, rows: 24)
        defer { tmux.stop() }
        try tmux.waitFor { $0.last == "(hitlab)" }
        tmux.type("override GreenView.hitTest { return nil) }"); tmux.keys("Enter")
        try tmux.waitFor("  |           ^")
        let lines = tmux.lines()
        let start = try #require(lines.firstIndex { $0.hasPrefix("error: syntax error in GreenView.hitTest") })
        let message = lines[start...].prefix { !$0.hasPrefix("1 |") }
        #expect(message.count > 1 && message.allSatisfy { $0.count <= 60 }, "\(lines)")
        #expect(message.joined(separator: " ") == "error: syntax error in GreenView.hitTest(_:with:) at line 1, column 11: expected a new line or ; after the statement, found ')'")
        #expect(lines.contains("1 | return nil)"))
    }
}

@Suite(.enabled(if: Tmux.available, "needs tmux (CI installs it)"))
struct PlayerKeyTests {
    /// The player's keys work without Enter on a terminal, and it says what happens to
    /// changes made in the REPL.
    @Test func singleKeysPageBackVisitTheREPLAndQuit() throws {
        let tmux = try Tmux(["lesson", "1"], directory: TeacherCommandTests.root)
        defer { tmux.stop() }
        try tmux.waitFor("── 1/")
        tmux.keys("Enter")
        try tmux.waitFor("── 2/")
        tmux.keys("b")
        try tmux.waitFor { $0.last?.hasPrefix("── 1/") == true }
        tmux.keys("r")
        // The REPL's own first line, then its prompt as the last line: the lesson's page shows
        // `(hitlab) ` lines of its own, so waiting for the prompt text alone could pass early.
        try tmux.waitFor("(the REPL, on the lesson's scene as it is now")
        try tmux.waitFor { $0.last?.hasPrefix("(hitlab)") == true }
        tmux.type("window 100 100"); tmux.keys("Enter")
        // Ctrl-D only once the next prompt is up: typed while the line ran, the terminal is
        // still in its own line mode and takes it as its end-of-file, which libedit never sees.
        try tmux.waitFor(what: "the second prompt") { lines in
            lines.filter { $0.hasPrefix("(hitlab)") }.count >= 2 && lines.last == "(hitlab)"
        }
        tmux.keys("C-d")
        try tmux.waitFor("(back in the lesson, on its own scene: your changes in the REPL were set aside)")
        // The page left for the REPL is drawn again above the message, the REPL's lines gone.
        let back = tmux.lines()
        #expect(back.contains { $0.hasPrefix("── 1/") } && !back.contains { $0.hasPrefix("(hitlab)") }, "\(back)")
        tmux.keys("q")
        try tmux.waitForExit()
    }
}

/// A private tmux server running `hitlab` in one pane.
final class Tmux {
    static var available: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") }

    let socket = "hitlab-test-\(UUID().uuidString.prefix(8))"
    let stateDirectory: String

    /// Starts `hitlab ARGUMENTS…` in `directory` (the current one by default), under `locale`,
    /// in a terminal of `columns` × `rows`, with `environment` added (it may replace TERM);
    /// `state` is the XDG state folder (a fresh one by default, removed by `stop`).
    init(_ arguments: [String] = [], directory: String? = nil, locale: String = "C.UTF-8", columns: Int = 110, rows: Int = 40,
         environment: [String: String] = [:], state: String = TestFolder.path("tmux")) throws {
        stateDirectory = state
        try FileManager.default.createDirectory(atPath: stateDirectory, withIntermediateDirectories: true)
        let cd = directory.map { "cd '\($0)' && " } ?? ""
        let extra = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value) " }.joined()
        let command = "\(cd)env -u NO_COLOR HOME=\(stateDirectory) XDG_STATE_HOME=\(stateDirectory) TERM=xterm-256color LC_ALL= LC_MESSAGES= LANG=\(locale) \(extra)"
            + ([BinaryRunner.executable.path] + arguments).joined(separator: " ") + "; sleep 30"
        // The server this starts outlives the call: give it no pipe to hold open.
        try run(["new-session", "-d", "-x", String(columns), "-y", String(rows), command], capture: false)
    }

    /// Makes the window COLUMNS × ROWS, as a learner dragging its corner would.
    func resize(columns: Int, rows: Int) { _ = try? run(["resize-window", "-x", String(columns), "-y", String(rows)]) }

    /// The pane's width in columns, as tmux has it now.
    func width() -> Int? { (try? run(["display-message", "-p", "#{pane_width}"])).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } }

    /// Ends the server and what runs in it. `kill-server` is asked first; a server still
    /// there two seconds later (seen under load: it took the request and went on) is killed,
    /// for a server left running keeps whatever pipes it inherited open, and a test reading
    /// one of them waits forever.
    func stop() {
        let server = (try? run(["display-message", "-p", "#{pid}"])).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        _ = try? run(["kill-server"])
        if let server, server > 0 {
            let deadline = Date().addingTimeInterval(2)
            while kill(server, 0) == 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if kill(server, 0) == 0 { kill(server, SIGKILL) }
        }
        try? FileManager.default.removeItem(atPath: stateDirectory)
    }

    func type(_ text: String) { _ = try? run(["send-keys", "-l", text]) }
    func keys(_ names: String...) { _ = try? run(["send-keys"] + names) }

    /// The process id of `hitlab` in the pane (the pane's shell is its parent).
    func hitlabProcess() -> pid_t? {
        guard let shell = Int32((try? run(["display-message", "-p", "#{pane_pid}"]))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") else { return nil }
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").compactMap { Int32($0) }.first
    }

    func screen() -> String { (try? run(["capture-pane", "-p", "-N"])) ?? "" }

    /// The screen with its colours and attributes as escape sequences.
    func screenWithAttributes() -> String { (try? run(["capture-pane", "-p", "-N", "-e"])) ?? "" }

    /// The non-empty lines on screen.
    func lines() -> [String] {
        screen().split(separator: "\n").map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }.filter { !$0.isEmpty }
    }

    /// The non-empty lines on screen, a line the terminal wrapped joined again.
    func joinedLines() -> [String] {
        ((try? run(["capture-pane", "-p", "-J"])) ?? "").split(separator: "\n")
            .map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }.filter { !$0.isEmpty }
    }

    func waitFor(_ text: String, timeout: Double = 15) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if screen().contains(text) { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("timed out waiting for \(text); screen:\n\(screen())")
        throw CancellationError()
    }

    func waitFor(timeout: Double = 15, what: String = "condition", _ condition: ([String]) -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(lines()) { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("timed out waiting for \(what); screen:\n\(screen())")
        throw CancellationError()
    }

    /// Waits until hitlab has left (the pane then runs only `sleep`).
    func waitForExit() throws {
        try waitFor(what: "hitlab to exit") { _ in
            let current = (try? self.run(["display-message", "-p", "#{pane_current_command}"]))?.trimmingCharacters(in: .whitespacesAndNewlines)
            return current == "sleep"
        }
    }

    /// Runs `tmux -L socket ARGUMENTS…` and returns what it printed. Uses posix_spawn and
    /// waitpid, passing tmux no descriptor but its three: tmux's server daemon keeps what it
    /// inherits, which leaves Foundation's Process waiting forever for the client.
    @discardableResult
    private func run(_ arguments: [String], capture: Bool = true) throws -> String {
        let output = TestFolder.path("tmux-out")
        defer { unlink(output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, capture ? output : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Nothing else: a pipe another test has open for its own `hitlab` would otherwise stay
        // open in the tmux server, and that test would wait for its end forever.
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in open.compactMap(Int32.init) where fd > 2 { posix_spawn_file_actions_addclose(&actions, fd) }
        // No blocked signals: a test's thread blocks most of them, and tmux, its shell and
        // `hitlab` would inherit that mask, so a server or pane left behind by a test that
        // died would ignore SIGHUP and SIGTERM and live on.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let argv = (["/usr/bin/tmux", "-L", socket] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/usr/bin/tmux", &actions, &attributes, argv, environ) == 0 else {
            throw CocoaError(.executableLoad)
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return capture ? ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "") : ""
    }
}
