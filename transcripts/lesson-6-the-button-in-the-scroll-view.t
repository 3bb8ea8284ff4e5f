Lesson 6 in class: a button in a scroll view, a button in a cell, and a tap recognizer against a row. Beyond the five articles.

A settings screen: a long scroll view with a Save button near its top. Save logs when its
touchesBegan arrives, and the two control events that matter here: touchDown, sent when it
starts tracking (and highlights), and touchCancel, sent when its touch is taken away. Ask the
class first: when the finger lands on Save, does Save hear of it at once?

  (hitlab) window 375 667
  (hitlab) scroll Settings 0 80 375 520 contentSize=375,2000
  (hitlab) button Save 40 30 140 50 in Settings
  (hitlab) override Save.touchesBegan {
  ...     print("Save: touchesBegan at \(event.timestamp); the finger landed at \(touches.first!.timestamp)")
  ...     super.touchesBegan(touches, with: event)
  ... }
  (hitlab) action Save touchDown
  (hitlab) action Save touchCancel
  (hitlab) touch down 1 100 130
  finger 1: Save | chain: Save → Settings → UIWindow → UIWindowScene → UIApplication → AppDelegate

Nothing yet: the scroll view's delay recognizer holds touchesBegan back. How long must the
finger stay for Save to start tracking?

  (hitlab) wait 0.2
  Save: touchesBegan at 100.15; the finger landed at 100
  Save: touchDown
  the clock reads 100.2 s (the time touches and events are stamped with)

0.15 s: UIKit's own figure, which it does not document. Now the finger drags up. Does
Settings scroll? Stop where the scroll view decides.

  (hitlab) break touchesShouldCancel Settings
  Breakpoint 1: Settings.touchesShouldCancel(in:)
  (hitlab) touch move 1 100 90
  Breakpoint 1, Settings.touchesShouldCancel(in:) [UIScrollView] · Save
    3 → return !(view is UIControl)
  (hitlab ‖) bt
  UIApplication.sendEvent → UIWindow.sendEvent → Settings.panGestureRecognizer.touchesMoved → Settings.touchesShouldCancel
  * #0 Settings.touchesShouldCancel(in:) [UIScrollView] · Save · line 3
    #1 Settings.panGestureRecognizer.touchesMoved(_:with:) [UIScrollViewPanGestureRecognizer] · touch at (100, 90) · line 21
    #2 UIWindow.sendEvent(_:) · UIEvent · line 3
    #3 UIApplication.sendEvent(_:) · UIEvent · line 3
    gesture recognizers on these touches: Settings.delayedTouchesBeganGestureRecognizer failed · Settings.panGestureRecognizer possible
    under them, UIKit's private functions (not steppable):
       __dispatchPreprocessedEventFromEventQueue: hands the UIEvent to UIApplication.sendEvent(_:)
       __processEventQueue: the HID event becomes a UIEvent with its UITouches
       -[UIEventFetcher drainEventsIntoEnvironment:]
       __eventFetcherSourceCallback: the Source0 callback, on the main run loop (__UIApplicationHandleEventQueue before iOS 9)
    this touch's earlier commands, oldest first (`trace` shows each):
       touch down 1 100 130: hit Save
       wait 0.2: finger 1 stayed at (100, 130), bound to Save
  (hitlab ‖) finish
  Settings.touchesShouldCancel(in:) [UIScrollView] returned false
  Settings.panGestureRecognizer.touchesMoved(_:with:) [UIScrollViewPanGestureRecognizer] · touch at (100, 90)
    21 → if !view.canCancelContentTouches || !view.touchesShouldCancel(in: _contentView()) {
  (hitlab ‖) continue
  down: 1 on Save
  (this event has been delivered; finger 1 is still down, so the touch goes on: `touch move 1 X Y` or `touch up 1`; reverse-step or reverse-continue go back through it)
  (hitlab) touch up 1
  Save: touchUpInside
  no fingers down
  (hitlab) p Settings.contentOffset
  (0, 0)

The pan asked from its touchesMoved, and UIKit's answer for a control is false: Save keeps the
finger and nothing scrolls. Which two changes give a Save that highlights at once and still
lets a drag from it scroll?

  (hitlab) delete all
  deleted every breakpoint (1)
  (hitlab) set Settings delaysContentTouches=no
  (hitlab) override Settings.touchesShouldCancel { return true }
  (hitlab) touch down 1 100 130
  Save: touchesBegan at 100.4; the finger landed at 100.4
  Save: touchDown
  finger 1: Save | chain: Save → Settings → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) touch move 1 100 90
  Save: touchCancel
  down: 1 on Save
  (hitlab) touch up 1
  no fingers down
  (hitlab) p Settings.contentOffset
  (0, 40)

A table of messages. Row 1's cell adds a Reply button in its own code, straight onto the cell.
Where does a tap on Reply go?

  (hitlab) window 375 667
  (hitlab) table Messages 0 80 375 500 rows=20 rowHeight=100
  (hitlab) button Reply 270 28 90 44 in Messages_cell1
  (hitlab) tap 310 230
  Messages: didSelectRowAt 1
  hit: Messages_cell1_content | chain: Messages_cell1_content → Messages_cell1 → Messages → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) why Reply
  Reply was never asked: it was added to the cell Messages_cell1 itself, not to its contentView, and Messages_cell1_content, in front of it, fills the cell and answered first (since iOS 14 the content view is made when the table shows the cell, in front of what the cell's code added before). Put it `in Messages_cell1_content` instead.
  Reply is not in the responder chain (Messages_cell1_content → Messages_cell1 → Messages → UIWindow → UIWindowScene → UIApplication → AppDelegate), so no touchesBegan, touchesMoved or touchesEnded call reaches it for this touch.

The content view covers the whole cell and sits in front. Put Reply where UIKit wants it.

  (hitlab) move Reply to Messages_cell1_content
  (hitlab) tap 310 230
  Reply: touchUpInside
  hit: Reply | chain: Reply → Messages_cell1_content → Messages_cell1 → Messages → UIWindow → UIWindowScene → UIApplication → AppDelegate

Last, a tap recognizer on the whole table, to put the keyboard away. Predict: is row 3 still
selected by a tap?

  (hitlab) gesture HideKeyboard tap on Messages
  (hitlab) tap 100 430
  HideKeyboard: ended
  hit: Messages_cell3_content | chain: Messages_cell3_content → Messages_cell3 → Messages → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) set HideKeyboard cancels=no
  (hitlab) tap 100 430
  HideKeyboard: ended
  Messages: didDeselectRowAt 1
  Messages: didSelectRowAt 3
  hit: Messages_cell3_content | chain: Messages_cell3_content → Messages_cell3 → Messages → UIWindow → UIWindowScene → UIApplication → AppDelegate

And the Reply button under the same recognizer, cancelling again. Predict: does Reply still
send touchUpInside, or does HideKeyboard take the tap?

  (hitlab) set HideKeyboard cancels=yes
  (hitlab) tap 310 230
  Reply: touchUpInside
  hit: Reply | chain: Reply → Messages_cell1_content → Messages_cell1 → Messages → UIWindow → UIWindowScene → UIApplication → AppDelegate

Before a recognizer that cancels touches may recognize, UIKit asks the views under the finger,
and a UIButton says no to a single-tap recognizer on another view: Reply keeps its tap, and
HideKeyboard fails.
