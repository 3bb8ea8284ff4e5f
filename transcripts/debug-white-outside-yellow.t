Debugging the first article's second tap: why does a tap on white go to GreenView?

The built-in scene is the first article's coloured views. WhiteView sits inside
YellowView but sticks out above it, over GreenView. Tapping that overhang at (180, 240)
looks like a tap on white, yet GreenView gets it. Stop where YellowView decides.

  (hitlab) break pointInside YellowView
  Breakpoint 1: YellowView.point(inside:with:)
  (hitlab) tap 180 240
  hitTest----BlackView
  hitTest----YellowView
  Breakpoint 1, YellowView.point(inside:with:) [UIView] · point (100, -40)
    2 → return bounds.contains(point)

The point is already in YellowView's own coordinates: (100, -40) is above its top edge.
Let point(inside:) run to its end and see what it answers.

  (hitlab ‖) finish
  YellowView.point(inside:with:) [UIView] returned false
  YellowView.hitTest(_:with:) [UIView] · point (100, -40)
    6 → if !self.point(inside: point, with: event) {

Back in UIKit's hitTest at the line that asked, which now returns nil without asking a
single subview, so WhiteView is never asked. The stack shows how the hit test got here, each frame with the point in its own
coordinates. `[UIView]` marks UIKit's hitTest running for a view; `[override]` the view's
own logging override, which called it through super.

  (hitlab ‖) bt
  UIWindow.hitTest → BlackView.hitTest → YellowView.hitTest
  * #0 YellowView.hitTest(_:with:) [UIView] · point (100, -40) · line 6
    #1 YellowView.hitTest(_:with:) [override] · point (100, -40) · line 2
    #2 BlackView.hitTest(_:with:) [UIView] · point (160, 160) · line 12
    #3 BlackView.hitTest(_:with:) [override] · point (160, 160) · line 2
    #4 UIWindow.hitTest(_:with:) [UIView] · point (180, 240) · line 12
    under them, UIKit's private functions (not steppable):
       __startNewUITouch: makes the new UITouch and hit-tests for its view
       __processEventQueue: the HID event becomes a UIEvent with its UITouches
       -[UIEventFetcher drainEventsIntoEnvironment:]
       __eventFetcherSourceCallback: the Source0 callback, on the main run loop (__UIApplicationHandleEventQueue before iOS 9)

Go back in time to BlackView, just before it asked YellowView. The breakpoint would stop
the way back too, so delete it first.

  (hitlab ‖) break delete 1
  deleted breakpoint 1
  (hitlab ‖) reverse-finish
  YellowView.hitTest(_:with:) [override] · point (100, -40)
    2 → return super.hitTest(point, with: event)
  (hitlab ‖) reverse-finish
  BlackView.hitTest(_:with:) [UIView] · point (160, 160)
    12 → if let hit = subview.hitTest(converted, with: event) {

Here the point is in BlackView's coordinates, and it is inside BlackView. Converting it
into YellowView's coordinates gives the point YellowView was asked about.

  (hitlab ‖) p point
  (160, 160)
  (hitlab ‖) p subview
  YellowView
  (hitlab ‖) p convert(point, to: subview)
  (100, -40)
  (hitlab ‖) p bounds.contains(point)
  true

With explanations on, step back one line and forward again.

  (hitlab ‖) explain on
  each stop will be explained
  (hitlab ‖) reverse-step
  BlackView.hitTest(_:with:) [UIView] · point (160, 160)
    11 → let converted = convert(point, to: subview)
  » BlackView converts (160, 160) into YellowView's coordinates: (100, -40).
  (hitlab ‖) step
  BlackView.hitTest(_:with:) [UIView] · point (160, 160)
    12 → if let hit = subview.hitTest(converted, with: event) {
  » BlackView asks YellowView.hitTest with (100, -40); the first subview to answer with a view wins.

Let the touch run to its end. Moving forward again replays what the program printed from
here on.

  (hitlab ‖) continue
  hitTest----YellowView
  hitTest----GreenView
  touchBegan---GreenView
  touchBegan---BlackView
  hit: GreenView | chain: GreenView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (the touch has finished; reverse-step or reverse-continue go back through it)
  (hitlab) why WhiteView
  WhiteView was never asked: (100, -40) in YellowView's coordinates is outside YellowView.bounds (0, 0, 215, 220), so YellowView's point(inside:) said no and its subviews were never asked (a subview's part outside its parent cannot be hit). YellowView does not clip, so that part is drawn, yet clipping plays no part in hit-testing: clips=yes or no, it cannot be hit.
  WhiteView is not in the responder chain (GreenView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate), so no touchesBegan, touchesMoved or touchesEnded call reaches it for this touch.
