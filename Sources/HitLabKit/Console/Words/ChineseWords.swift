import HitLabModel
/// HitLab's teaching sentences in Chinese. They are written once, in Simplified characters, and
/// `script` (`zh` or `zh-Hant`) decides how they are shown: `Language.chinese(_:keeping:)`
/// turns them into Traditional for `zh-Hant`. Its `why`, `explain` and, in Lessons, practice
/// sentences are extensions in files of their own (`ChineseWords+Why.swift`, …);
/// scripts/traditional-chinese.py reads every `ChineseWords*.swift` for its phrase table.
public struct ChineseWords: TeachingWords {
    /// `.chinese` or `.traditionalChinese`.
    public let script: Language

    public init(script: Language) { self.script = script }

    public var language: Language { script }
    public var sentenceGap: String { "" }

    /// A sentence written in Simplified, in this script.
    package func t(_ simplified: String) -> String { script.chinese(simplified) }

    public func traceHint(filtered: Bool) -> String {
        filtered ? "" : t("（只看一部分：`trace hittest`、`trace touches` 或 `trace 名字`）")
    }

    public func pagerMore(shown: Int) -> String { t("── 已显示 \(shown) 行（回车：下一屏 · q：不看了）") }
    public var pagerStopped: String { t("（其余部分没有显示）") }
    public var everyViewRefused: String { t("每个视图都拒绝了这个触摸") }
    public func clockReads(_ seconds: String) -> String { t("时钟现在是 \(seconds) 秒（触摸和事件的时间戳都取自它）") }
    public func explainSwitched(on: Bool) -> String { on ? t("之后每次停下都会附上一句说明") : t("之后停下时不再附上说明") }

    public func welcome(empty: Bool) -> String {
        let greeting = "HitLab \(HitLabVersion.current)：一次一个调用，看 iOS 如何传递一个触摸。"
        guard !empty else {
            return t("""
                \(greeting)

                从空白开始：一个 375×667 的窗口，没有视图（`reset` 回到这里）。

                  view Card 20 100 200 150        添加一个视图（`… in Card` 放进它里面）
                  override Card.touchesBegan { print("Card got it") }
                  tap 50 150                      点一下：谁被命中，响应者链是什么
                  tree                            视图、它们的 frame 和重写的方法
                  lesson 0                        在这里播放第 0 课，每按一次回车一页
                  exercise                        按课程列出的评分练习
                  help                            所有命令（英文）（Tab 补全，Ctrl-D 退出）
                """)
        }
        return t("""
            \(greeting)

            已载入：第一篇文章的彩色视图。BlackView 包含 RedView、GreenView 和
            YellowView；WhiteView 在 YellowView 里面，并且向上超出了它。每个视图都会
            打印自己的 hitTest 和 touchesBegan 调用。

              tree                            视图、它们的 frame 和重写的方法
              draw                            窗口的示意图
              tap 180 320                     点 White 压在 Yellow 上的部分
              tap 180 240                     点 White 超出的部分：谁收到触摸？
              trace                           把上一次点击显示为调用树
              show source UIView.hitTest      UIKit 自己的 hitTest，用 Swift 写成
              override GreenView.pointInside { return true }
              break pointInside YellowView    然后点击：停在里面、单步执行、回到过去
              lesson 0                        在这里播放第 0 课，每按一次回车一页
              exercise                        按课程列出的评分练习
              help                            所有命令（英文）（Tab 补全，Ctrl-D 退出）
            """)
    }
}
