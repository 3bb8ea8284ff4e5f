A button inside a view with a tap recognizer: who gets the tap?

A card that dismisses on tap, with a Buy button on it. The question a class always asks:
will tapping Buy dismiss the card? Predict, then tap.

  (hitlab) window 375 667
  (hitlab) view Card 0 0 375 400
  (hitlab) button Buy 100 100 120 44 in Card
  (hitlab) gesture Dismiss tap on Card
  (hitlab) tap 150 120
  Buy: touchUpInside
  hit: Buy | chain: Buy → Card → UIWindow → UIWindowScene → UIApplication → AppDelegate

The button won, as it has since iOS 6, and the recognizer on the card did not fire. Recognizers see the touches
before the views, so the button did not win by being first. Ask why:

  (hitlab) why Dismiss
  Dismiss went possible → failed. It failed when it tried to recognize: Buy is a button, and UIButton's gestureRecognizerShouldBegin says no to a single-finger, single-tap recognizer on another view: the button keeps its tap. (With cancels=no the views are not asked.)

Stop where UIKit asks the button, and look at the stack: the question comes from inside
the recognizer's own touchesEnded, inside UIWindow.sendEvent.

  (hitlab) break UIButton.gestureRecognizerShouldBegin:3
  Breakpoint 1: UIButton.gestureRecognizerShouldBegin(_:) line 3
  (hitlab) explain on
  each stop will be explained
  (hitlab) tap 150 120
  Breakpoint 1, Buy.gestureRecognizerShouldBegin(_:) [UIButton] · Dismiss
    3 → if gestureRecognizer.view !== self && gestureRecognizer is UITapGestureRecognizer
  » Buy, a button, is asked whether Dismiss may recognize. UIButton says no to a single-finger, single-tap recognizer on another view, so the button keeps its tap; a recognizer on the button itself, or any other kind, may go ahead.
  (hitlab ‖) bt
  UIApplication.sendEvent → UIWindow.sendEvent → Dismiss.touchesEnded → Buy.gestureRecognizerShouldBegin
  * #0 Buy.gestureRecognizerShouldBegin(_:) [UIButton] · Dismiss · line 3
    #1 Dismiss.touchesEnded(_:with:) [UITapGestureRecognizer] · touch at (150, 120) · line 12
    #2 UIWindow.sendEvent(_:) · UIEvent · line 3
    #3 UIApplication.sendEvent(_:) · UIEvent · line 3
    under them, UIKit's private functions (not steppable):
       __dispatchPreprocessedEventFromEventQueue: hands the UIEvent to UIApplication.sendEvent(_:)
       __processEventQueue: the HID event becomes a UIEvent with its UITouches
       -[UIEventFetcher drainEventsIntoEnvironment:]
       __eventFetcherSourceCallback: the Source0 callback, on the main run loop (__UIApplicationHandleEventQueue before iOS 9)

Let the button answer, and see what the tap recognizer was about to do.

  (hitlab ‖) finish
  Buy.gestureRecognizerShouldBegin(_:) [UIButton] returned false
  Dismiss.touchesEnded(_:with:) [UITapGestureRecognizer] · touch at (150, 120)
    12 → state = .ended
  (hitlab ‖) continue
  Buy: touchUpInside
  hit: Buy | chain: Buy → Card → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (the touch has finished; reverse-step or reverse-continue go back through it)

The views are asked only when the recognizer cancels touches in views. With cancels=no
nobody asks the button, and both fire: the gesture's action first.

  (hitlab) explain off
  stops will not be explained
  (hitlab) break delete all
  deleted every breakpoint (1)
  (hitlab) set Dismiss cancels=no
  (hitlab) tap 150 120
  Dismiss: ended
  Buy: touchUpInside
  hit: Buy | chain: Buy → Card → UIWindow → UIWindowScene → UIApplication → AppDelegate

A recognizer on the button itself is not vetoed: it wins, and the button's touch is
cancelled (touchCancel) instead of ending in touchUpInside.

  (hitlab) set Dismiss cancels=yes
  (hitlab) remove Dismiss
  (hitlab) gesture Own tap on Buy
  (hitlab) action Buy touchCancel
  (hitlab) tap 150 120
  Own: ended
  Buy: touchCancel
  hit: Buy | chain: Buy → Card → UIWindow → UIWindowScene → UIApplication → AppDelegate
