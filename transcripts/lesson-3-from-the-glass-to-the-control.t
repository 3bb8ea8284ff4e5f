Lesson 3 in class: the road from the glass to the view, recognizers before views, and a control against its superview's tap recognizer.

A card with a tap recognizer, and a card that logs its own touches. Stop the tap at the very
start and walk it into the app one stage at a time.

  (hitlab) window 375 667
  (hitlab) view Card 40 100 295 300
  (hitlab) override Card.touchesBegan { print("Card: touchesBegan") }
  (hitlab) override Card.touchesEnded { print("Card: touchesEnded") }
  (hitlab) override Card.touchesCancelled { print("Card: touchesCancelled") }
  (hitlab) gesture Flip tap on Card
  (hitlab) break phase hardware
  Breakpoint 1: phase hardware
  (hitlab) tap 200 200
  Breakpoint 1, ── hardware (began): digitizer → IOKit: an IOHIDEvent for the finger
  (hitlab ‖) next
  ── routing (began): backboardd → the app under the finger, over a mach port
  (hitlab ‖) next
  ── eventFetch (began): event-fetch thread: the Source1 callback __IOHIDEventSystemClientQueueCallback receives the HID event, wakes the main run loop
  (hitlab ‖) next
  ── eventQueue (began): main run loop: the Source0 callback __eventFetcherSourceCallback (__UIApplicationHandleEventQueue before iOS 9) turns the HID event into a UIEvent

Pause here. The article says the Source1 made the UIEvent. It did not: on the event-fetch
thread the Source1 only received and signalled. The next stage, on the main run loop, is where
the UIEvent is made.

  (hitlab ‖) next
  ── hitTest (began): new UITouch: UIWindow.hitTest(_:with:) looks for its view
  (hitlab ‖) next
  ── sendEvent (began): UIApplication.sendEvent(_:) → UIWindow.sendEvent(_:)

The hit test runs while the touch is being made, before sendEvent. Predict: who gets
touchesBegan first, Flip or Card?

  (hitlab ‖) break delete all
  deleted every breakpoint (1)
  (hitlab ‖) break touchesBegan
  Breakpoint 2: touchesBegan(_:with:) on every responder
  (hitlab ‖) continue
  Breakpoint 2, Flip.touchesBegan(_:with:) [UITapGestureRecognizer] · touch at (200, 200)
    2 → most = max(most ?? 0, numberOfTouches)
  (hitlab ‖) bt
  UIApplication.sendEvent → UIWindow.sendEvent → Flip.touchesBegan
  * #0 Flip.touchesBegan(_:with:) [UITapGestureRecognizer] · touch at (200, 200) · line 2
    #1 UIWindow.sendEvent(_:) · UIEvent · line 3
    #2 UIApplication.sendEvent(_:) · UIEvent · line 3
    under them, UIKit's private functions (not steppable):
       __dispatchPreprocessedEventFromEventQueue: hands the UIEvent to UIApplication.sendEvent(_:)
       __processEventQueue: the HID event becomes a UIEvent with its UITouches
       -[UIEventFetcher drainEventsIntoEnvironment:]
       __eventFetcherSourceCallback: the Source0 callback, on the main run loop (__UIApplicationHandleEventQueue before iOS 9)
  (hitlab ‖) continue
  Breakpoint 2, Card.touchesBegan(_:with:) [override] · touch at (160, 100)
    1 → print("Card: touchesBegan")
  (hitlab ‖) bt
  UIApplication.sendEvent → UIWindow.sendEvent → Card.touchesBegan
  * #0 Card.touchesBegan(_:with:) [override] · touch at (160, 100) · line 1
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
  Card: touchesBegan
  Flip: ended
  Card: touchesCancelled
  hit: Card | chain: Card → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (the touch has finished; reverse-step or reverse-continue go back through it)

Flip first, from line 3 of UIWindow.sendEvent; Card second, from line 7. And Card never got
touchesEnded: Flip recognized and cancelled Card's touch.

  (hitlab) show source UIWindow.sendEvent
  // UIWindow.sendEvent(_:): UIKit's default
  func sendEvent(_ event: UIEvent?) {
  1  // Gesture recognizers see the event first; they may recognize, cancel the views'
  2  // touches or hold them back.
  3  _updateGestureRecognizers(for: event)
  4  // Then each view is called once per phase with its own touches of that phase. A
  5  // stationary touch calls nothing; one UIKit withholds (multi-touch off, exclusive touch)
  6  // reaches nobody.
  7  _sendTouches(for: event)
  }

Now a sheet that closes on tap, with a Pay control on it. Predict: tapping Pay, does the
sheet close, does Pay send its action, or both?

  (hitlab) window 375 667
  (hitlab) view Sheet 0 300 375 367
  (hitlab) control Pay 40 40 200 60 in Sheet
  (hitlab) action Pay touchUpInside
  (hitlab) action Pay touchCancel
  (hitlab) gesture Close tap on Sheet
  (hitlab) tap 100 360
  Close: ended
  Pay: touchCancel
  hit: Pay | chain: Pay → Sheet → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) why Close
  Close recognized its gesture: possible → ended.
  What Close did to the views: it cancelled Pay's touch (cancelsTouchesInView), so Pay, a control, lost its tracking and sent no touchUpInside.
  What changes it: `set Close cancels=no` lets the views keep their touches when it recognizes; `override Close.shouldReceive { return false }` (its delegate's gestureRecognizer(_:shouldReceive:)) keeps a touch from it altogether.

The recognizer won and Pay was cancelled: that is the article's claim about controls. The
article's exception is for UIKit's own controls. Make Pay a button and tap again:

  (hitlab) remove Pay
  (hitlab) button Pay 40 40 200 60 in Sheet
  (hitlab) tap 100 360
  Pay: touchUpInside
  hit: Pay | chain: Pay → Sheet → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) why Close
  Close went possible → failed. It failed when it tried to recognize: Pay is a button, and UIButton's gestureRecognizerShouldBegin says no to a single-finger, single-tap recognizer on another view: the button keeps its tap. (With cancels=no the views are not asked.)

The question that decided it is the button's gestureRecognizerShouldBegin. Stop there:

  (hitlab) break UIButton.gestureRecognizerShouldBegin:3
  Breakpoint 1: UIButton.gestureRecognizerShouldBegin(_:) line 3
  (hitlab) tap 100 360
  Breakpoint 1, Pay.gestureRecognizerShouldBegin(_:) [UIButton] · Close
    3 → if gestureRecognizer.view !== self && gestureRecognizer is UITapGestureRecognizer
  (hitlab ‖) bt
  UIApplication.sendEvent → UIWindow.sendEvent → Close.touchesEnded → Pay.gestureRecognizerShouldBegin
  * #0 Pay.gestureRecognizerShouldBegin(_:) [UIButton] · Close · line 3
    #1 Close.touchesEnded(_:with:) [UITapGestureRecognizer] · touch at (100, 360) · line 12
    #2 UIWindow.sendEvent(_:) · UIEvent · line 3
    #3 UIApplication.sendEvent(_:) · UIEvent · line 3
    under them, UIKit's private functions (not steppable):
       __dispatchPreprocessedEventFromEventQueue: hands the UIEvent to UIApplication.sendEvent(_:)
       __processEventQueue: the HID event becomes a UIEvent with its UITouches
       -[UIEventFetcher drainEventsIntoEnvironment:]
       __eventFetcherSourceCallback: the Source0 callback, on the main run loop (__UIApplicationHandleEventQueue before iOS 9)
  (hitlab ‖) break delete all
  deleted every breakpoint (1)
  (hitlab ‖) continue
  Pay: touchUpInside
  hit: Pay | chain: Pay → Sheet → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (the touch has finished; reverse-step or reverse-continue go back through it)

Last, the recognizer's own settings. Ask the class to predict each line before it runs.

  (hitlab) set Close cancels=no
  (hitlab) tap 100 360
  Close: ended
  Pay: touchUpInside
  hit: Pay | chain: Pay → Sheet → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) set Close cancels=yes
  (hitlab) tap 300 600
  Close: ended
  hit: Sheet | chain: Sheet → UIWindow → UIWindowScene → UIApplication → AppDelegate
