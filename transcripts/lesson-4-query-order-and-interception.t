Lesson 4 in class: the query order and the response order, then taking a touch for another view.

The article's tree: View1 with two children, View2 with View2_1 and its two children, and
View3. The views log when they are queried (hitTest) and when they respond (touchesBegan).

  (hitlab) window 375 667
  (hitlab) view RootView 0 0 375 667
  (hitlab) controller VC view RootView
  (hitlab) view View1 10 60 355 150 in RootView
  (hitlab) view View1_1 10 10 160 130 in View1
  (hitlab) view View1_2 185 10 160 130 in View1
  (hitlab) view View2 10 230 355 250 in RootView
  (hitlab) view View2_1 10 10 335 200 in View2
  (hitlab) view View2_1_1 10 10 150 150 in View2_1
  (hitlab) view View2_1_2 175 10 150 150 in View2_1
  (hitlab) view View3 10 500 355 150 in RootView
  (hitlab) override View1.hitTest { print("query View1"); return super.hitTest(point, with: event) }
  (hitlab) override View2.hitTest { print("query View2"); return super.hitTest(point, with: event) }
  (hitlab) override View3.hitTest { print("query View3"); return super.hitTest(point, with: event) }
  (hitlab) override View2_1.hitTest { print("query View2_1"); return super.hitTest(point, with: event) }
  (hitlab) override View2_1_1.hitTest { print("query View2_1_1"); return super.hitTest(point, with: event) }
  (hitlab) override View2_1_2.hitTest { print("query View2_1_2"); return super.hitTest(point, with: event) }
  (hitlab) override View2_1_1.touchesBegan { print("respond View2_1_1"); super.touchesBegan(touches, with: event) }
  (hitlab) override View2_1.touchesBegan { print("respond View2_1"); super.touchesBegan(touches, with: event) }
  (hitlab) override View2.touchesBegan { print("respond View2"); super.touchesBegan(touches, with: event) }
  (hitlab) override VC.touchesBegan { print("respond VC"); super.touchesBegan(touches, with: event) }

Predict the queries for a tap on View2_1_1. Which sibling is asked first, and why?

  (hitlab) tap 90 320
  query View3
  query View2
  query View2_1
  query View2_1_2
  query View2_1_1
  respond View2_1_1
  respond View2_1
  respond View2
  respond VC
  hit: View2_1_1 | chain: View2_1_1 → View2_1 → View2 → RootView → VC → UIWindow → UIWindowScene → UIApplication → AppDelegate

View3 is asked before View2: the last subview is frontmost, so it is asked first. That is
z-order, not a shortcut for speed. Stop at the moment View2_1 decides between its children.

  (hitlab) break hitTest View2_1_2
  Breakpoint 1: View2_1_2.hitTest(_:with:)
  (hitlab) tap 90 320
  query View3
  query View2
  query View2_1
  Breakpoint 1, View2_1_2.hitTest(_:with:) [override] · point (-105, 70)
    1 → print("query View2_1_2"); return super.hitTest(point, with: event)
  (hitlab ‖) bt
  UIWindow.hitTest → RootView.hitTest → View2.hitTest → View2_1.hitTest → View2_1_2.hitTest
  * #0 View2_1_2.hitTest(_:with:) [override] · point (-105, 70) · line 1
    #1 View2_1.hitTest(_:with:) [UIView] · point (70, 80) · line 12
    #2 View2_1.hitTest(_:with:) [override] · point (70, 80) · line 1
    #3 View2.hitTest(_:with:) [UIView] · point (80, 90) · line 12
    #4 View2.hitTest(_:with:) [override] · point (80, 90) · line 1
    #5 RootView.hitTest(_:with:) [UIView] · point (90, 320) · line 12
    #6 UIWindow.hitTest(_:with:) [UIView] · point (90, 320) · line 12
    under them, UIKit's private functions (not steppable):
       __startNewUITouch: makes the new UITouch and hit-tests for its view
       __processEventQueue: the HID event becomes a UIEvent with its UITouches
       -[UIEventFetcher drainEventsIntoEnvironment:]
       __eventFetcherSourceCallback: the Source0 callback, on the main run loop (__UIApplicationHandleEventQueue before iOS 9)
  (hitlab ‖) finish
  query View2_1_2
  View2_1_2.hitTest(_:with:) [override] returned nil
  View2_1.hitTest(_:with:) [UIView] · point (70, 80)
    12 → if let hit = subview.hitTest(converted, with: event) {
  (hitlab ‖) break delete all
  deleted every breakpoint (1)
  (hitlab ‖) continue
  query View2_1_1
  respond View2_1_1
  respond View2_1
  respond View2
  respond VC
  hit: View2_1_1 | chain: View2_1_1 → View2_1 → View2 → RootView → VC → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (the touch has finished; reverse-step or reverse-continue go back through it)

Interception, the article's first example: every tap anywhere on View1 goes to View1_1.

  (hitlab) override View1.hitTest {
  ...     guard self.point(inside: point, with: event) else { return nil }
  ...     return View1_1
  ... }
  (hitlab) override View1_1.touchesBegan { print("respond View1_1") }
  (hitlab) tap 300 130
  query View3
  query View2
  respond View1_1
  hit: View1_1 | chain: View1_1 → View1 → RootView → VC → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) tap 360 65
  query View3
  query View2
  respond View1_1
  hit: View1_1 | chain: View1_1 → View1 → RootView → VC → UIWindow → UIWindowScene → UIApplication → AppDelegate

The second example: View2_1 moved down so it reaches out of View2's bottom. A tap on the part
outside View2 falls through to RootView, until View2 answers for its child's overhang.

  (hitlab) set View2_1 frame=10,150,335,200
  (hitlab) tap 200 490
  query View3
  query View2
  respond VC
  hit: RootView | chain: RootView → VC → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) override View2.hitTest {
  ...     let p = convert(point, to: View2_1)
  ...     if View2_1.point(inside: p, with: event) { return View2_1.hitTest(p, with: event) }
  ...     return super.hitTest(point, with: event)
  ... }
  (hitlab) tap 200 490
  query View3
  query View2_1
  query View2_1_2
  respond View2_1
  respond View2
  respond VC
  hit: View2_1_2 | chain: View2_1_2 → View2_1 → View2 → RootView → VC → UIWindow → UIWindowScene → UIApplication → AppDelegate

The hit view is View2_1_2, which has no logging override, so the first line of the way up
comes from View2_1. View2 is still asked, but its new override does not print.
