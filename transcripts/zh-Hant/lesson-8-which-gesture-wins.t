第 8 課課堂版：SwiftUI 裡哪個手勢勝出。點在可點擊的父視圖裡的子視圖上、讓父視圖勝出、讓兩個都執行、先雙擊後單擊、會彈回去的拖曳、List 一列裡的兩個按鈕、長按和點擊的競爭，以及先長按再拖曳的組合手勢。超出五篇原文。

一張卡片，裡面有一個圓形；圓形有自己的點擊手勢，卡片也有。先問全班：點在圓形上，兩個閉包裡
哪一個會執行？

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

裡面的手勢勝出：Apple 說 `onTapGesture` 和 `gesture` 新增的手勢「優先順序低於視圖自身定義的手
勢」，視圖裡面各個視圖的手勢也算在內。問問 HitLab，卡片的手勢為什麼沒有執行：

  (hitlab) why VStack_1.onTapGesture
  VStack_1.onTapGesture 沒有執行：在觸碰路徑上 Circle_1.onTapGesture 在它裡面，並且先辨識了。用 gesture 新增時，視圖內容裡的手勢排在這個修飾符新增的手勢之前。用 highPriorityGesture 新增 VStack_1.onTapGesture 讓它勝出，或者用 simultaneousGesture 讓兩個都執行。

再來兩張並排的卡片：左邊那張的點擊手勢用 `highPriorityGesture` 新增，右邊那張用
`simultaneousGesture`。問全班：分別點在兩個圓形上，各會執行哪些閉包？

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

高優先權的意思是圓形的手勢根本不執行，之後也不會。simultaneous 讓兩個都執行；在
`Right.onEnded` 上設一個中斷點，它會按執行順序，停在 Right 上每個手勢結束時執行的閉包裡：

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

一張照片，雙擊按讚，單擊開啟。問全班：點一下、手指抬起的那一刻，照片會馬上開啟嗎？

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
  時鐘現在是 100.5 秒（觸碰和事件的時間戳記都取自它）
  fired: Color_1.onTapGesture_2
  (hitlab) tap 187 250 taps=2
  liked
  hit: Photo Color_1 | chain: Photo → UIWindow → UIWindowScene → UIApplication → AppDelegate | fired: Color_1.onTapGesture

單擊手勢要等雙擊手勢失敗，大約 0.35 秒（這是 OpenSwiftUI 的數字；等待和延遲 Apple 的文件都沒
有寫）。

接下來，一個放在 `@GestureState` 裡的拖曳。問全班：手指抬起後，卡片在哪裡？

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

回到了起點：`@GestureState` 在手勢結束或被取消時重設。要讓卡片留在放下的地方，把偏移量放進
`@State`，在 `onEnded` 裡寫入，它只在拖曳完成時執行。


List 裡的一列郵件，兩個按鈕。問全班：點 Archive，會執行哪些動作？

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
  Button_2.action 執行了，因為點擊的是 List 裡的一列 HStack_1：在 List 裡，自動樣式的按鈕讓整列成為一個按鈕，點擊這一列儲存格裡的任何地方（視圖之間的空白也算）都會執行其中每一個按鈕（Button_1.action 也執行了）。Apple 沒有寫明這一點，但很多人都觀察到了。給每個 Button 加上 .buttonStyle(.borderless) 或 .plain，讓它只管自己。

兩個都執行：按鈕樣式是預設值時，List 的一列就是一個按鈕，會執行裡面的每個按鈕。Apple 的文件沒有
寫這一點；開發者的解法是給每個按鈕加 `.buttonStyle(.borderless)`。


一張照片，單擊開啟，長按彈出選單。問全班：手指按住 0.6 秒，比長按的半秒還長，然後抬起。哪個閉包會
執行？

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
  時鐘現在是 100.6 秒（觸碰和事件的時間戳記都取自它）
  (hitlab) touch up 1
  opened
  no fingers down
  fired: Color_1.onTapGesture
  (hitlab) why Color_1.onLongPressGesture
  Color_1.onLongPressGesture 沒有執行：在觸碰路徑上 Color_1.onTapGesture 在它裡面，並且先辨識了。用 gesture 新增時，視圖內容裡的手勢排在這個修飾符新增的手勢之前。用 highPriorityGesture 新增 Color_1.onLongPressGesture 讓它勝出，或者用 simultaneousGesture 讓兩個都執行。

點擊手勢：長按是外層的修飾符，要等裡面的點擊手勢失敗，而點擊手勢要等手指按住超過 0.75 秒才失敗。按住
0.8 秒，手指還按著時選單就彈出來了。0.75 秒和這個等待 Apple 的文件裡都沒有；HitLab 取自 OpenSwiftUI
對 SwiftUI 的還原，實機上可能不同。

  (hitlab) touch down 1 187 250
  finger 1: Photo Color_1 | chain: Photo → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) wait 0.8
  menu shown
  時鐘現在是 101.5 秒（觸碰和事件的時間戳記都取自它）
  fired: Color_1.onLongPressGesture
  (hitlab) touch up 1
  no fingers down

一張卡片，先長按把它拿起來，再移動：`sequenced(before:)` 讓拖曳手勢在長按辨識成功之後才開始接收事件。
問全班：在卡片上快速往下拖一下，卡片會移動嗎？

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
  時鐘現在是 103.5 秒（觸碰和事件的時間戳記都取自它）
  fired: Color_1.gesture
  (hitlab) touch move 1 187 300
  down: 1 on Card
  (hitlab) touch up 1
  moved 50
  no fingers down
  fired: Color_1.gesture

不會：手指一移動超過 10 點，長按就失敗了，所以拖曳手勢根本沒有開始接收事件。先按住，卡片被拿起來，
然後移動了 50 點。
