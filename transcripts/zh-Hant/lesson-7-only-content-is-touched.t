第 7 課課堂版：SwiftUI 裡只有內容才接收觸碰。一列帶 Spacer 的清單項目、壓在按鈕上的裁切圖片、蓋在 UIKit 上的託管視圖。超出五篇原文。

SwiftUI 寫的一列購物清單：左邊商品名，中間一個 Spacer，右邊數量，整列掛一個點擊手勢。
先問全班：點在兩段文字中間的空白處，這一列的手勢會響應嗎？

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

不會：Spacer 只是撐開的空白，不是內容，而 SwiftUI 的命中測試只認內容。換成 UIKit，這一列是
一個視圖，bounds 裡的每個點都歸它，有沒有空白都一樣。在 HitLab 模擬的 SwiftUI 命中測試裡停下：
它從這一行最外層的修飾——點擊手勢——開始，一層層往裡問；`finish` 讓它跑到結束，
結果和剛才的點擊一樣，什麼內容也沒找到。

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

解法：加一個內容形狀（contentShape），寫在它要覆蓋的 frame 之後、手勢之前。

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

Ole Begemann 的例子：一張 300×300 點的圖片，塞進 100 點見方的 frame 再裁切。
問全班：點它上面的按鈕，執行的是哪個閉包？

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

圖片被裁掉的部分看不見，卻照樣接收觸碰，而且它蓋在按鈕上面。同樣的圖片放進 UIKit：一個子視圖
超出會裁切的父視圖、壓在播放按鈕上，結果反過來，是它搶不到：

  (hitlab) button Play 100 440 175 44
  (hitlab) view Frame 137 520 100 100
  (hitlab) view Big -100 -100 300 300 in Frame
  (hitlab) set Frame clips=yes
  (hitlab) hittest 187 460
  hit: Play

回到 SwiftUI，用內容形狀把圖片接收觸碰的範圍限制在看得見的那個方塊裡：

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

最後，一個蓋在 UIKit 介面上的 SwiftUI 橫幅。託管視圖鋪滿整個螢幕，裡面唯一的內容是頂部的
Close 按鈕。問全班：點橫幅下面的 Buy，觸碰到哪裡去了？

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

SwiftUI 還沒開始找內容，UIKit 就已經選定了託管視圖。很多 App 都會寫的穿透 override 把空白處的
觸碰推出去；可是託管視圖並沒有對應 SwiftUI 內容的子視圖，所以連 Close 的觸碰
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

託管視圖只做成內容那麼大，就用不著 override，也不依賴任何私有實作：

  (hitlab) unoverride Banner.hitTest
  (hitlab) set Banner frame=0,0,375,120
  (hitlab) tap 187 525
  Buy: touchUpInside
  hit: Buy | chain: Buy → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) tap 187 27
  banner closed
  hit: Banner Text_1 | chain: Banner → UIWindow → UIWindowScene → UIApplication → AppDelegate | fired: Button_1.action
