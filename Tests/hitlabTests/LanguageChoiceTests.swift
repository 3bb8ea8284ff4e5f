import Foundation
import Testing
import HitLabTestSupport

/// `--lang` and the locale choose the teaching language of the shell's commands; a bad value
/// is one line that names it and the choices.
@Suite struct LanguageChoiceTests {
    @Test func aBadLanguageIsOneLineNamingItAndTheChoices() throws {
        for arguments in [["--lang", "fr", "-c", "tree"], ["lessons", "--lang", "fr"], ["lesson", "0", "--lang", "fr"]] {
            let outcome = try BinaryRunner.run(arguments, directory: TeacherCommandTests.root)
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.stderr == "error: --lang fr: 'fr' is not a language HitLab speaks: use en (English), zh (简体中文) or zh-Hant (繁體中文)\n", "\(arguments)")
        }
    }

    @Test func lessonsFollowLangAndTheFlagWinsOverIt() throws {
        let chinese = try BinaryRunner.run(["lessons"], directory: TeacherCommandTests.root, environment: ["LANG": "zh_CN.UTF-8"])
        #expect(chinese.status == 0)
        #expect(chinese.stdout.hasPrefix("第 0 课："), "\(chinese.stdout)")
        #expect(chinese.stdout.contains("`exercise NAME` 开始一个练习"))
        let flag = try BinaryRunner.run(["lessons", "--lang", "en"], directory: TeacherCommandTests.root, environment: ["LANG": "zh_CN.UTF-8"])
        #expect(flag.stdout.hasPrefix("Lesson 0: "))
        let lcAll = try BinaryRunner.run(["lessons"], directory: TeacherCommandTests.root, environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": "C.UTF-8"])
        #expect(lcAll.stdout.hasPrefix("Lesson 0: "))
        let zhFlag = try BinaryRunner.run(["lessons", "--lang", "zh"], directory: TeacherCommandTests.root)
        #expect(zhFlag.stdout.hasPrefix("第 0 课："))
    }

    /// Taiwan, Hong Kong and Macau locales, or `--lang zh-Hant`, choose Traditional Chinese.
    @Test func traditionalChineseFollowsTheLocaleOrTheFlag() throws {
        for locale in ["zh_TW.UTF-8", "zh_HK.UTF-8", "zh_MO.UTF-8"] {
            let lessons = try BinaryRunner.run(["lessons"], directory: TeacherCommandTests.root, environment: ["LANG": locale])
            #expect(lessons.stdout.hasPrefix("第 0 課：一次觸碰如何找到它的視圖"), "\(locale): \(lessons.stdout)")
            #expect(lessons.stdout.contains("課程也是 lessons/zh-Hant/ 中的 Markdown 檔案"))
        }
        let script = "tap 180 240\nwhy WhiteView\n"
        let why = try BinaryRunner.run([], input: script, directory: TeacherCommandTests.root, environment: ["LANG": "zh_TW.UTF-8"])
        #expect(why.stdout.contains("WhiteView 從未被詢問"), "\(why.stdout)")
        let flag = try BinaryRunner.run(["--lang", "zh-Hant"], input: script, directory: TeacherCommandTests.root)
        #expect(flag.stdout == why.stdout)
        let lesson = try BinaryRunner.run(["lesson", "0", "--lang", "zh-Hant"], input: "q\n", directory: TeacherCommandTests.root)
        #expect(lesson.stdout.hasPrefix("第 0 課：一次觸碰如何找到它的視圖"), "\(lesson.stdout)")
    }

    /// `hitlab run FILE` teaches in the language `--lang` or the locale chooses, as a script on
    /// standard input does.
    @Test func runFollowsLangAndTheLocale() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("run-lang-\(UUID().uuidString).hitlab").path
        try "tap 180 240\nwhy WhiteView\n".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let piped = try BinaryRunner.run(["--lang", "zh-Hant"], input: "tap 180 240\nwhy WhiteView\n", directory: TeacherCommandTests.root)
        let flag = try BinaryRunner.run(["run", file, "--lang", "zh-Hant"], directory: TeacherCommandTests.root)
        #expect(flag.stdout.contains("WhiteView 從未被詢問"), "\(flag.stdout)")
        #expect(flag.stdout == piped.stdout)
        let locale = try BinaryRunner.run(["run", file], directory: TeacherCommandTests.root, environment: ["LANG": "zh_CN.UTF-8"])
        #expect(locale.stdout.contains("WhiteView 从未被询问"), "\(locale.stdout)")
        let english = try BinaryRunner.run(["run", file], directory: TeacherCommandTests.root, environment: ["LANG": "C.UTF-8"])
        #expect(english.stdout.contains("WhiteView was never asked"), "\(english.stdout)")
    }

    @Test func hitlabExerciseOpensTheExerciseInTheChosenLanguage() throws {
        // A state folder of its own, so the hint count starts at 1 on every run.
        let state = TestFolder.path("lang")
        defer { try? FileManager.default.removeItem(atPath: state) }
        let outcome = try BinaryRunner.run(["exercise", "grey-to-green", "--lang", "zh"], input: "hint\n", directory: TeacherCommandTests.root,
                                           environment: ["XDG_STATE_HOME": state])
        #expect(outcome.stdout.hasPrefix("把灰色区域交给 GreenView\n"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("提示 1/"))
    }

    /// Scripts are the same in every language: output and errors stay English, only the
    /// teaching sentences change.
    @Test func aScriptPrintsTheSameOutputInChinese() throws {
        let script = "tap 180 240\nwhy WhiteView\ntapp\n"
        let english = try BinaryRunner.run([], input: script, directory: TeacherCommandTests.root)
        let chinese = try BinaryRunner.run(["--lang", "zh"], input: script, directory: TeacherCommandTests.root)
        #expect(english.stdout.split(separator: "\n").prefix(6) == chinese.stdout.split(separator: "\n").prefix(6))
        #expect(chinese.stdout.contains("WhiteView 从未被询问"))
        #expect(english.stderr == chinese.stderr)
        #expect(chinese.stderr.contains("unknown command 'tapp'"))
    }
}
