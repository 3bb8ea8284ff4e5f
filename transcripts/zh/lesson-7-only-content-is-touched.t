第 7 课课堂版：SwiftUI 里只有内容才接收触摸。一行带 Spacer 的列表项、压在按钮上的裁剪图片、盖在 UIKit 上的托管视图。超出五篇原文。

SwiftUI 写的一行购物清单：左边商品名，中间一个 Spacer，右边数量，整行挂一个点击手势。
先问全班：点在两段文字中间的空白处，这一行的手势会响应吗？

  (hitlab) window 375 667
  (hitlab) swiftui Row 0 100 375 200 {
  ...     HStack {
  ...         Text("Bread")
  ...         Spacer()
  ...         Text("1")
  ...     }
  ...     .frame(width: 300, height: 44)
  ...     .onTapGesture { print("row tapped") }
  ... }
  (hitlab) tap 187 200
  hit: Row (no SwiftUI content here) | chain: Row → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) tree
  UIWindow 375×667
  └─ Row (0, 100, 375, 200) _UIHostingView
     └─ HStack_1 (37.5, 189, 300, 22) HStack · onTapGesture
        ├─ Text_1 (37.5, 189, 42.5, 22) Text “Bread”
        ├─ Spacer_1 (88, 200, 232, 0) Spacer
        └─ Text_2 (328, 189, 9.5, 22) Text “1”

不会：Spacer 只是撑开的空白，不是内容，而 SwiftUI 的命中测试只认内容。换成 UIKit，这一行是
一个视图，bounds 里的每个点都归它，有没有空白都一样。在 HitLab 模拟的 SwiftUI 命中测试里停下：
它从这一行最外层的修饰——点击手势——开始，一层层往里问；`finish` 让它跑到结束，
结果和刚才的点击一样，什么内容也没找到。

  (hitlab) break _hitTest
  Breakpoint 1: _hitTest(_:at:) on every responder
  (hitlab) hittest 187 200
  Breakpoint 1, Row._hitTest(_:at:) [_UIHostingView] · HStack_1.onTapGesture
    5 → let modifier = view.modifier
  (hitlab ‖) delete all
  deleted every breakpoint (1)
  (hitlab ‖) finish
  hit: Row (no SwiftUI content here)
  (the touch has finished; reverse-step or reverse-continue go back through it)

修法：加一个内容形状（contentShape），写在它要覆盖的 frame 之后、手势之前。

  (hitlab) remove Row
  (hitlab) swiftui Row 0 100 375 200 {
  ...     HStack {
  ...         Text("Bread")
  ...         Spacer()
  ...         Text("1")
  ...     }
  ...     .frame(width: 300, height: 44)
  ...     .contentShape(Rectangle())
  ...     .onTapGesture { print("row tapped") }
  ... }
  (hitlab) tap 187 200
  row tapped
  hit: Row HStack_1 | chain: Row → UIWindow → UIWindowScene → UIApplication → AppDelegate | fired: HStack_1.onTapGesture
  (hitlab) tap 187 182
  row tapped
  hit: Row HStack_1 | chain: Row → UIWindow → UIWindowScene → UIApplication → AppDelegate | fired: HStack_1.onTapGesture

Ole Begemann 的例子：一张 300×300 点的图片，塞进 100 点见方的 frame 再裁剪。
问全班：点它上面的按钮，执行的是哪个闭包？

  (hitlab) reset
  (hitlab) window 375 667
  (hitlab) swiftui Shop 0 100 375 300 {
  ...     VStack(spacing: 0) {
  ...         Button("You can't tap me!") { print("button tapped") }
  ...             .frame(width: 200, height: 44)
  ...         Color.orange
  ...             .frame(width: 300, height: 300)
  ...             .frame(width: 100, height: 100)
  ...             .clipped()
  ...             .onTapGesture { print("picture tapped") }
  ...     }
  ... }
  (hitlab) tap 187 200
  picture tapped
  hit: Shop Color_1 | chain: Shop → UIWindow → UIWindowScene → UIApplication → AppDelegate | fired: Color_1.onTapGesture
  (hitlab) tree
  UIWindow 375×667
  └─ Shop (0, 100, 375, 300) _UIHostingView
     └─ VStack_1 (87.5, 178, 200, 144) VStack
        ├─ Button_1 (124, 189, 127, 22) Button · action
        │  └─ Text_1 (124, 189, 127, 22) Text “You can't tap me!”
        └─ Color_1 (37.5, 122, 300, 300) Color orange · clipped (drawing only), onTapGesture

图片被裁掉的部分看不见，却照样接收触摸，而且它盖在按钮上面。同样的图片放进 UIKit：一个子视图
超出会裁剪的父视图、压在播放按钮上，结果反过来，是它抢不到：

  (hitlab) button Play 100 440 175 44
  (hitlab) view Frame 137 520 100 100
  (hitlab) view Big -100 -100 300 300 in Frame
  (hitlab) set Frame clips=yes
  (hitlab) hittest 187 460
  hit: Play

回到 SwiftUI，用内容形状把图片接收触摸的范围限制在看得见的那个方块里：

  (hitlab) remove Shop
  (hitlab) swiftui Shop 0 100 375 300 {
  ...     VStack(spacing: 0) {
  ...         Button("You can't tap me!") { print("button tapped") }
  ...             .frame(width: 200, height: 44)
  ...         Color.orange
  ...             .frame(width: 300, height: 300)
  ...             .frame(width: 100, height: 100)
  ...             .clipped()
  ...             .contentShape(Rectangle())
  ...             .onTapGesture { print("picture tapped") }
  ...     }
  ... }
  (hitlab) tap 187 200
  button tapped
  hit: Shop Text_1 | chain: Shop → UIWindow → UIWindowScene → UIApplication → AppDelegate | fired: Button_1.action

最后，一个盖在 UIKit 界面上的 SwiftUI 横幅。托管视图铺满整个屏幕，里面唯一的内容是顶部的
Close 按钮。问全班：点横幅下面的 Buy，触摸到哪里去了？

  (hitlab) reset
  (hitlab) window 375 667
  (hitlab) button Buy 100 500 175 50
  (hitlab) swiftui Banner 0 0 375 667 {
  ...     VStack {
  ...         Button("Close") { print("banner closed") }
  ...             .padding()
  ...             .background(Color.yellow)
  ...         Spacer()
  ...     }
  ... }
  (hitlab) tap 187 525
  hit: Banner (no SwiftUI content here) | chain: Banner → UIWindow → UIWindowScene → UIApplication → AppDelegate

SwiftUI 还没开始找内容，UIKit 就已经选定了托管视图。很多 App 都会写的穿透 override 把空白处的
触摸推出去；可是托管视图并没有对应 SwiftUI 内容的子视图，所以连 Close 的触摸
也一起推出去了：

  (hitlab) override Banner.hitTest {
  ...     let hit = super.hitTest(point, with: event)
  ...     return hit === self ? nil : hit
  ... }
  (hitlab) tap 187 525
  Buy: touchUpInside
  hit: Buy | chain: Buy → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) tap 187 27
  hit: UIWindow | chain: UIWindow → UIWindowScene → UIApplication → AppDelegate

托管视图只做成内容那么大，就用不着 override，也不依赖任何私有实现：

  (hitlab) unoverride Banner.hitTest
  (hitlab) set Banner frame=0,0,375,120
  (hitlab) tap 187 525
  Buy: touchUpInside
  hit: Buy | chain: Buy → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) tap 187 27
  banner closed
  hit: Banner Text_1 | chain: Banner → UIWindow → UIWindowScene → UIApplication → AppDelegate | fired: Button_1.action
