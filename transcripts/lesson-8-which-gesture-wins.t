Lesson 8 in class: which gesture wins in SwiftUI. A tap on a child inside a tappable parent, the parent made to win, both made to run, a double tap before a single one, a drag that springs back, two buttons in a List row, a long press against a tap, and a long press sequenced before a drag. Beyond the five articles.

A card with a circle in it; the circle has its own tap, and so has the card. Ask the class
first: a tap on the circle, which of the two closures runs?

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

The inner gesture wins: Apple attaches `onTapGesture` and `gesture` "with a lower precedence
than gestures defined by the view", the views inside it included. Ask HitLab why the card's
did not run:

  (hitlab) why VStack_1.onTapGesture
  VStack_1.onTapGesture did not run: Circle_1.onTapGesture is inside it on the touch's path and recognized first. Under gesture, the gestures of the view's content come before the one the modifier adds. Attach VStack_1.onTapGesture with highPriorityGesture to win, or with simultaneousGesture to run both.

Two more cards side by side: the left one's tap attached with `highPriorityGesture`, the right
one's with `simultaneousGesture`. Ask the class: on each circle, which closures run?

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

High priority means the circle's never runs, not even after. Simultaneous runs both; a
breakpoint on `Right.onEnded` stops in each closure that ends a gesture of Right, in the order
they run:

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

A photo that likes on a double tap and opens on a single one. Ask the class: when the finger
lifts after one tap, does the photo open at once?

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
  the clock reads 100.5 s (the time touches and events are stamped with)
  fired: Color_1.onTapGesture_2
  (hitlab) tap 187 250 taps=2
  liked
  hit: Photo Color_1 | chain: Photo → UIWindow → UIWindowScene → UIApplication → AppDelegate | fired: Color_1.onTapGesture

The single tap waits for the double tap to fail, about 0.35 s (OpenSwiftUI's number; Apple
documents neither the wait nor the delay).

Next, a drag kept in `@GestureState`. Ask the class: where is the card after the finger lifts?

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

Back where it started: `@GestureState` resets when its gesture ends or is cancelled. To keep the
card where it is dropped, keep the offset in `@State` and write it in `onEnded`, which runs only
for a drag that finished.


A mail row in a List, with two buttons. Ask the class: a tap on Archive, which actions run?

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
  Button_2.action ran because the List row HStack_1 was tapped: in a List, buttons with the automatic style make the row one button, and a tap anywhere in the row's cell, between its views too, runs each of them (Button_1.action ran too). Apple does not document this; it is widely observed. Give each Button .buttonStyle(.borderless) or .plain to keep it to itself.

Both: with the default style, a List row is one button and runs every button in it. Apple does
not document it; `.buttonStyle(.borderless)` on each button is the fix developers use.


A photo that opens on a tap and shows a menu on a long press. Ask the class: the finger rests
0.6 seconds, longer than the long press's half second, and lifts. Which closure runs?

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
  the clock reads 100.6 s (the time touches and events are stamped with)
  (hitlab) touch up 1
  opened
  no fingers down
  fired: Color_1.onTapGesture
  (hitlab) why Color_1.onLongPressGesture
  Color_1.onLongPressGesture did not run: Color_1.onTapGesture is inside it on the touch's path and recognized first. Under gesture, the gestures of the view's content come before the one the modifier adds. Attach Color_1.onLongPressGesture with highPriorityGesture to win, or with simultaneousGesture to run both.

The tap: the long press is the outer modifier and waits for the tap inside it, and a tap fails
only when the finger stays down longer than 0.75 seconds. Held 0.8 seconds, the menu shows with
the finger still down. The 0.75 seconds and the wait are not in Apple's pages; HitLab takes them
from OpenSwiftUI's reconstruction, and a device may differ.

  (hitlab) touch down 1 187 250
  finger 1: Photo Color_1 | chain: Photo → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) wait 0.8
  menu shown
  the clock reads 101.5 s (the time touches and events are stamped with)
  fired: Color_1.onLongPressGesture
  (hitlab) touch up 1
  no fingers down

A card picked up by a long press, then moved: `sequenced(before:)` lets the drag listen only
after the long press has succeeded. Ask the class: a quick drag down the card, does it move?

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
  the clock reads 103.5 s (the time touches and events are stamped with)
  fired: Color_1.gesture
  (hitlab) touch move 1 187 300
  down: 1 on Card
  (hitlab) touch up 1
  moved 50
  no fingers down
  fired: Color_1.gesture

No: the long press failed once the finger moved 10 points, so the drag never listened. Rested
first, the card is picked up and then moved 50 points.
