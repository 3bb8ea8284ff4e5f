import HitLabKit

/// What the REPL says before its first prompt: what is loaded and a few commands to try, in
/// the session's language (the commands themselves are the same in both).
enum Welcome {
    static let greeting = "HitLab \(HitLabVersion.current): watch iOS deliver a touch, one call at a time."
    static let chineseGreeting = "HitLab \(HitLabVersion.current)：一次一个调用，看 iOS 如何传递一个触摸。"

    /// The welcome for the built-in scene, or for a session started with `--empty` (nothing
    /// about the built-in scene then).
    static func text(empty: Bool, language: Language) -> String {
        guard language.isChinese else { return empty ? englishEmpty : english }
        return language.chinese(empty ? chineseEmpty : chinese)
    }

    static let englishEmpty = """
        \(greeting)

        Started empty: one 375×667 window and no views (`reset` comes back here).

          view Card 20 100 200 150        a view (`… in Card` nests one in it)
          override Card.touchesBegan { print("Card got it") }
          tap 50 150                      tap it: who is hit, and the responder chain
          tree                            the views, their frames and overrides
          lesson 0                        play lesson 0 here, a page per Enter
          exercise                        graded exercises, listed by lesson
          help                            every command (Tab completes, Ctrl-D leaves)
        """

    static let english = """
        \(greeting)

        Loaded: the first article's coloured views. BlackView holds RedView,
        GreenView and YellowView; WhiteView sits in YellowView and sticks out
        above it. Each view prints its hitTest and touchesBegan calls.

          tree                            the views, their frames and overrides
          draw                            a picture of the window
          tap 180 320                     tap White where it lies over Yellow
          tap 180 240                     tap White where it sticks out: who gets it?
          trace                           the last tap as a call tree
          show source UIView.hitTest      UIKit's own hitTest, in Swift
          override GreenView.pointInside { return true }
          break pointInside YellowView    then tap: stop inside, step, go back in time
          lesson 0                        play lesson 0 here, a page per Enter
          exercise                        graded exercises, listed by lesson
          help                            every command (Tab completes, Ctrl-D leaves)
        """

    static let chineseEmpty = """
        \(chineseGreeting)

        从空白开始：一个 375×667 的窗口，没有视图（`reset` 回到这里）。

          view Card 20 100 200 150        添加一个视图（`… in Card` 放进它里面）
          override Card.touchesBegan { print("Card got it") }
          tap 50 150                      点一下：谁被命中，响应者链是什么
          tree                            视图、它们的 frame 和重写的方法
          lesson 0                        在这里播放第 0 课，每按一次回车一页
          exercise                        按课程列出的评分练习
          help                            所有命令（英文）（Tab 补全，Ctrl-D 退出）
        """

    static let chinese = """
        \(chineseGreeting)

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
        """
}
