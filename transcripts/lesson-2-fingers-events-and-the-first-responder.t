Lesson 2 in class: one UITouch per finger, one UIEvent per sequence, a second finger that never arrives, and the first responder that is not the touched view.

A canvas inside a frame. Before anything, ask the class: where is (100, 200) in the canvas,
and where is it in the window?

  (hitlab) window 375 667
  (hitlab) view Frame 20 60 335 500
  (hitlab) view Canvas 20 40 295 400 in Frame
  (hitlab) override Canvas.touchesBegan {
  ...     let t = touches.first!
  ...     print("began: \(touches.count) of \(event.allTouches.count), at \(t.location(in: self)) in Canvas, \(t.location(in: nil)) in the window")
  ... }
  (hitlab) override Canvas.touchesEnded { print("ended: \(touches.count) of \(event.allTouches.count)") }
  (hitlab) tap 100 200
  began: 1 of 1, at (60, 100) in Canvas, (100, 200) in the window
  ended: 1 of 1
  hit: Canvas | chain: Canvas → Frame → UIWindow → UIWindowScene → UIApplication → AppDelegate

`location(in: nil)` is the window's coordinates. Now stop inside the call and look at the touch
and its event from the debugger:

  (hitlab) break Canvas.touchesBegan
  Breakpoint 1: Canvas.touchesBegan(_:with:)
  (hitlab) tap 100 200
  Breakpoint 1, Canvas.touchesBegan(_:with:) [override] · touch at (60, 100)
    1 → let t = touches.first!
  (hitlab ‖) p touches.count
  1
  (hitlab ‖) p touches.first!.phase
  .began
  (hitlab ‖) p event.allTouches.count
  1
  (hitlab ‖) bt
  UIApplication.sendEvent → UIWindow.sendEvent → Canvas.touchesBegan
  * #0 Canvas.touchesBegan(_:with:) [override] · touch at (60, 100) · line 1
    #1 UIWindow.sendEvent(_:) · UIEvent · line 7
    #2 UIApplication.sendEvent(_:) · UIEvent · line 3
    under them, UIKit's private functions (not steppable):
       __dispatchPreprocessedEventFromEventQueue: hands the UIEvent to UIApplication.sendEvent(_:)
       __processEventQueue: the HID event becomes a UIEvent with its UITouches
       -[UIEventFetcher drainEventsIntoEnvironment:]
       __eventFetcherSourceCallback: the Source0 callback, on the main run loop (__UIApplicationHandleEventQueue before iOS 9)
  (hitlab ‖) break delete all
  deleted every breakpoint (1)
  (hitlab ‖) continue
  began: 1 of 1, at (60, 100) in Canvas, (100, 200) in the window
  ended: 1 of 1
  hit: Canvas | chain: Canvas → Frame → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (the touch has finished; reverse-step or reverse-continue go back through it)

Predict: a first finger stays down on the canvas, and a second one lands beside it. How many
times does touchesBegan run?

  (hitlab) touch down 1 100 200
  began: 1 of 1, at (60, 100) in Canvas, (100, 200) in the window
  finger 1: Canvas | chain: Canvas → Frame → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) touch down 2 200 300
  finger 2: Canvas, not delivered: Canvas has multitouch off and already holds finger 1
  (hitlab) touch list
  finger 1: Canvas · stationary · (100, 200) in the window, (60, 100) in Canvas
  finger 2: Canvas, not delivered: Canvas has multitouch off and already holds finger 1 · began · (200, 300) in the window, (160, 200) in Canvas
  (hitlab) touch up all
  ended: 1 of 2
  no fingers down

Once. The second finger reached nobody: isMultipleTouchEnabled is false by default, and UIKit
does not give the touch to another view instead. Turn it on and ask again: together, then one
after the other.

  (hitlab) set Canvas multitouch=yes
  (hitlab) tap 100 200 fingers=2
  began: 2 of 2, at (50, 100) in Canvas, (90, 200) in the window
  ended: 2 of 2
  hit: Canvas | chain: Canvas → Frame → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) touch down 1 100 200
  began: 1 of 1, at (60, 100) in Canvas, (100, 200) in the window
  finger 1: Canvas | chain: Canvas → Frame → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) touch down 2 200 300
  began: 1 of 2, at (160, 200) in Canvas, (200, 300) in the window
  finger 2: Canvas | chain: Canvas → Frame → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) touch cancel
  no fingers down

Together is one call with two touches; one after the other is two calls, and the second one's
event already holds both. The cancel came from the system, as an incoming call does: no
touchesEnded, and the canvas has no touchesCancelled, so nothing printed. Ask the class what a
drawing view would have to undo there.

Now the first responder. A field is made first responder; then the canvas is tapped. Predict:
who gets the shake that follows?

  (hitlab) view Field 20 0 295 36 in Frame
  (hitlab) override Field.canBecomeFirstResponder { return true }
  (hitlab) override Field.motionEnded { print("Field hears the shake") }
  (hitlab) become Field
  Field.becomeFirstResponder() returned true: the first responder is Field
  (hitlab) tap 100 200
  began: 1 of 1, at (60, 100) in Canvas, (100, 200) in the window
  ended: 1 of 1
  hit: Canvas | chain: Canvas → Frame → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) shake
  Field hears the shake
  motionBegan and motionEnded went to Field (the first responder)

The field. Touching the canvas made it the hit-test view for that touch, nothing more. The
first responder is whoever asked to be it, and it gets what has no place on the screen. A
nil-targeted Copy starts there too; Field has no copy method, so the action walks Field's chain
and nobody takes it. With no first responder, the shake goes to the key window.

  (hitlab) send copy
  copy: no responder in the chain performs it (sendAction returned false)
  (hitlab) resign Field
  Field.resignFirstResponder() returned true: the first responder is nothing
  (hitlab) shake
  motionBegan and motionEnded went to UIWindow (no first responder: the key window)
