Lesson 7 in class: in SwiftUI only content is touched. A row with a Spacer, a clipped picture over a button, and a hosting view over UIKit. Beyond the five articles.

A shopping list row in SwiftUI: the item, a Spacer, the count, and a tap gesture on the row.
Ask the class first: a tap between the two texts, does the row hear it?

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

No: the Spacer is empty space, not content, and SwiftUI hit-tests content. In UIKit the row
would be a view whose bounds are its own, gap or not. Stop in SwiftUI's hit-test, as HitLab
runs it: it begins with the row's outermost layer, the tap gesture, and works inwards; `finish`
runs it to its end, where it finds what the tap found, no content.

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

The fix: a content shape, written outside the frame it should cover and inside the gesture.

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

Ole Begemann's picture: 300 by 300 points, squeezed into a 100-point square and clipped.
Ask the class: a tap on the button above it, which closure runs?

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

The hidden part of the picture is still there to be touched, and it is in front. The same
picture in UIKit, a subview hanging out of a clipping view over a Play button, loses instead:

  (hitlab) button Play 100 440 175 44
  (hitlab) view Frame 137 520 100 100
  (hitlab) view Big -100 -100 300 300 in Frame
  (hitlab) set Frame clips=yes
  (hitlab) hittest 187 460
  hit: Play

Back in SwiftUI, the content shape limits the picture's touches to the square that shows:

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

Last, a SwiftUI banner over a UIKit screen. The hosting view fills the screen; its only content
is a Close button at the top. Ask the class: a tap on Buy, below the banner, where does it go?

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

UIKit chose the hosting view before SwiftUI looked for content. The pass-through override apps
write turns the empty parts away, and, since the host has no subviews for its content, Close
too:

  (hitlab) override Banner.hitTest {
  ...     let hit = super.hitTest(point, with: event)
  ...     return hit === self ? nil : hit
  ... }
  (hitlab) tap 187 525
  Buy: touchUpInside
  hit: Buy | chain: Buy → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) tap 187 27
  hit: UIWindow | chain: UIWindow → UIWindowScene → UIApplication → AppDelegate

A hosting view no bigger than its content needs no override, and rests on nothing private:

  (hitlab) unoverride Banner.hitTest
  (hitlab) set Banner frame=0,0,375,120
  (hitlab) tap 187 525
  Buy: touchUpInside
  hit: Buy | chain: Buy → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) tap 187 27
  banner closed
  hit: Banner Text_1 | chain: Banner → UIWindow → UIWindowScene → UIApplication → AppDelegate | fired: Button_1.action
