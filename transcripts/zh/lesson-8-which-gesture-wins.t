第 8 课课堂版：SwiftUI 里哪个手势胜出。点在可点击的父视图里的子视图上、让父视图胜出、让两个都执行、先双击后单击、会弹回去的拖拽、List 一行里的两个按钮、长按和点击的竞争，以及先长按再拖拽的组合手势。超出五篇原文。

一张卡片，里面有一个圆形；圆形有自己的点击手势，卡片也有。先问全班：点在圆形上，两个闭包里
哪一个会执行？

  (hitlab) window 375 667
  (hitlab) swiftui Card 0 100 375 300 {
  ...     VStack {
  ...         Circle()
  ...             .frame(width: 80, height: 80)
  ...             .onTapGesture { print("circle tapped") }
  ...         Text("Tap me")
  ...     }
  ...     .onTapGesture { print("card tapped") }
  ... }
  (hitlab) tap 187 235
  circle tapped
  hit: Card Circle_1 | chain: Card → UIWindow → UIWindowScene → UIApplication → AppDelegate | fired: Circle_1.onTapGesture

里面的手势胜出：Apple 说 `onTapGesture` 和 `gesture` 添加的手势「优先级低于视图自身定义的手
势」，视图里面各个视图的手势也算在内。问问 HitLab，卡片的手势为什么没有执行：

  (hitlab) why VStack_1.onTapGesture
  VStack_1.onTapGesture 没有运行：在触摸路径上 Circle_1.onTapGesture 在它里面，并且先识别了。用 gesture 添加时，视图内容里的手势排在这个修饰符添加的手势之前。用 highPriorityGesture 添加 VStack_1.onTapGesture 让它胜出，或者用 simultaneousGesture 让两个都运行。

再来两张并排的卡片：左边那张的点击手势用 `highPriorityGesture` 添加，右边那张用
`simultaneousGesture`。问全班：分别点在两个圆形上，各会执行哪些闭包？

  (hitlab) remove Card
  (hitlab) swiftui Cards 0 100 375 300 {
  ...     HStack {
  ...         Circle().frame(width: 80, height: 80).accessibilityIdentifier("Left")
  ...             .onTapGesture { print("left circle") }
  ...             .highPriorityGesture(TapGesture().onEnded { print("left card") })
  ...         Circle().frame(width: 80, height: 80).accessibilityIdentifier("Right")
  ...             .onTapGesture { print("right circle") }
  ...             .simultaneousGesture(TapGesture().onEnded { print("right card") })
  ...     }
  ... }
  (hitlab) tree
  UIWindow 375×667
  └─ Cards (0, 100, 375, 300) _UIHostingView
     └─ HStack_1 (103.5, 210, 168, 80) HStack
        ├─ Left (103.5, 210, 80, 80) Circle · onTapGesture, highPriorityGesture(TapGesture())
        └─ Right (191.5, 210, 80, 80) Circle · onTapGesture, simultaneousGesture(TapGesture())
  (hitlab) tap 143 250
  left card
  hit: Cards Left | chain: Cards → UIWindow → UIWindowScene → UIApplication → AppDelegate | fired: Left.highPriorityGesture

高优先级的意思是圆形的手势根本不执行，之后也不会。simultaneous 让两个都执行；在
`Right.onEnded` 上设一个断点，它会按执行顺序，停在 Right 上每个手势结束时执行的闭包里：

  (hitlab) break Right.onEnded
  Breakpoint 1: Right.onEnded
  (hitlab) tap 231 250
  Breakpoint 1, Cards.body [SwiftUI] · Right
    6 → .onTapGesture { print("right circle") }
  (hitlab ‖) continue
  right circle
  Breakpoint 1, Cards.body [SwiftUI] · Right
    7 → .simultaneousGesture(TapGesture().onEnded { print("right card") })
  (hitlab ‖) delete all
  deleted every breakpoint (1)
  (hitlab ‖) continue
  right card
  hit: Cards Right | chain: Cards → UIWindow → UIWindowScene → UIApplication → AppDelegate | fired: Right.onTapGesture, Right.simultaneousGesture
  (the touch has finished; reverse-step or reverse-continue go back through it)

一张照片，双击点赞，单击打开。问全班：点一下、手指抬起的那一刻，照片会马上打开吗？

  (hitlab) reset
  (hitlab) window 375 667
  (hitlab) swiftui Photo 0 100 375 300 {
  ...     Color.orange
  ...         .frame(width: 200, height: 200)
  ...         .onTapGesture(count: 2) { print("liked") }
  ...         .onTapGesture { print("opened") }
  ... }
  (hitlab) touch down 1 187 250
  finger 1: Photo Color_1 | chain: Photo → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) touch up 1
  no fingers down
  (hitlab) wait 0.4
  opened
  时钟现在是 100.5 秒（触摸和事件的时间戳都取自它）
  fired: Color_1.onTapGesture_2
  (hitlab) tap 187 250 taps=2
  liked
  hit: Photo Color_1 | chain: Photo → UIWindow → UIWindowScene → UIApplication → AppDelegate | fired: Color_1.onTapGesture

单击手势要等双击手势失败，大约 0.35 秒（这是 OpenSwiftUI 的数字；等待和延迟 Apple 的文档都没
有写）。

接下来，一个放在 `@GestureState` 里的拖拽。问全班：手指抬起后，卡片在哪里？

  (hitlab) reset
  (hitlab) window 375 667
  (hitlab) swiftui Board 0 100 375 400 {
  ...     @GestureState var drag = CGSize.zero
  ...     Color.green
  ...         .frame(width: 100, height: 100)
  ...         .offset(drag)
  ...         .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
  ... }
  (hitlab) touch down 1 187 300
  finger 1: Board Color_1 | chain: Board → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) touch move 1 227 300
  down: 1 on Board
  fired: Color_1.gesture
  (hitlab) touch move 1 267 300
  down: 1 on Board
  fired: Color_1.gesture
  (hitlab) p Board.drag
  (80, 0)
  (hitlab) touch up 1
  no fingers down
  fired: Color_1.gesture
  (hitlab) p Board.drag
  (0, 0)

回到了起点：`@GestureState` 在手势结束或被取消时重置。要让卡片留在放下的地方，把偏移量放进
`@State`，在 `onEnded` 里写入，它只在拖拽完成时执行。


List 里的一行邮件，两个按钮。问全班：点 Archive，会执行哪些动作？

  (hitlab) reset
  (hitlab) window 375 667
  (hitlab) swiftui Inbox 0 100 375 300 {
  ...     List {
  ...         HStack {
  ...             Button("Archive") { print("archived") }
  ...             Spacer()
  ...             Button("Delete") { print("deleted") }
  ...         }
  ...     }
  ... }
  (hitlab) tap 40 122
  archived
  deleted
  hit: Inbox Text_1 | chain: Inbox → UIWindow → UIWindowScene → UIApplication → AppDelegate | fired: Button_1.action, Button_2.action
  (hitlab) why Button_2.action
  Button_2.action 运行了，因为点击的是 List 里的一行 HStack_1：在 List 里，自动样式的按钮让整行成为一个按钮，点击这一行单元格里的任何地方（视图之间的空白也算）都会运行其中每一个按钮（Button_1.action 也运行了）。Apple 没有写明这一点，但很多人都观察到了。给每个 Button 加上 .buttonStyle(.borderless) 或 .plain，让它只管自己。

两个都执行：按钮样式是默认值时，List 的一行就是一个按钮，会执行里面的每个按钮。Apple 的文档没有
写这一点；开发者的修法是给每个按钮加 `.buttonStyle(.borderless)`。


一张照片，单击打开，长按弹出菜单。问全班：手指按住 0.6 秒，比长按的半秒还长，然后抬起。哪个闭包会
执行？

  (hitlab) reset
  (hitlab) window 375 667
  (hitlab) swiftui Photo 0 100 375 300 {
  ...     Color.orange
  ...         .frame(width: 200, height: 200)
  ...         .onTapGesture { print("opened") }
  ...         .onLongPressGesture(minimumDuration: 0.5) { print("menu shown") }
  ... }
  (hitlab) touch down 1 187 250
  finger 1: Photo Color_1 | chain: Photo → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) wait 0.6
  时钟现在是 100.6 秒（触摸和事件的时间戳都取自它）
  (hitlab) touch up 1
  opened
  no fingers down
  fired: Color_1.onTapGesture
  (hitlab) why Color_1.onLongPressGesture
  Color_1.onLongPressGesture 没有运行：在触摸路径上 Color_1.onTapGesture 在它里面，并且先识别了。用 gesture 添加时，视图内容里的手势排在这个修饰符添加的手势之前。用 highPriorityGesture 添加 Color_1.onLongPressGesture 让它胜出，或者用 simultaneousGesture 让两个都运行。

点击手势：长按是外层的修饰符，要等里面的点击手势失败，而点击手势要等手指按住超过 0.75 秒才失败。按住
0.8 秒，手指还按着时菜单就弹出来了。0.75 秒和这个等待 Apple 的文档里都没有；HitLab 取自 OpenSwiftUI
对 SwiftUI 的还原，真机上可能不同。

  (hitlab) touch down 1 187 250
  finger 1: Photo Color_1 | chain: Photo → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) wait 0.8
  menu shown
  时钟现在是 101.5 秒（触摸和事件的时间戳都取自它）
  fired: Color_1.onLongPressGesture
  (hitlab) touch up 1
  no fingers down

一张卡片，先长按把它拿起来，再移动：`sequenced(before:)` 让拖拽手势在长按识别成功之后才开始接收事件。
问全班：在卡片上快速往下拖一下，卡片会移动吗？

  (hitlab) remove Photo
  (hitlab) swiftui Card 0 100 375 300 {
  ...     Color.orange
  ...         .frame(width: 200, height: 200)
  ...         .gesture(LongPressGesture().onEnded { v in print("picked up") }
  ...             .sequenced(before: DragGesture().onEnded { v in print("moved \(v.translation.height)") }))
  ... }
  (hitlab) drag 187 250 187 300
  hit: Card Color_1 | chain: Card → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) touch down 1 187 250
  finger 1: Card Color_1 | chain: Card → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) wait 0.6
  picked up
  时钟现在是 103.5 秒（触摸和事件的时间戳都取自它）
  fired: Color_1.gesture
  (hitlab) touch move 1 187 300
  down: 1 on Card
  (hitlab) touch up 1
  moved 50
  no fingers down
  fired: Color_1.gesture

不会：手指一移动超过 10 点，长按就失败了，所以拖拽手势根本没有开始接收事件。先按住，卡片被拿起来，
然后移动了 50 点。
