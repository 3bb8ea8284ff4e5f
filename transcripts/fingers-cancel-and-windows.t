Fingers that stay down: one touch per finger, multi-touch, cancellation, and a pass-through window.

A canvas that says, for each touches… call, how many touches it got and how many the event
holds in all.

  (hitlab) window 375 667
  (hitlab) view Canvas 0 0 375 500
  (hitlab) override Canvas.touchesBegan { print("began: \(touches.count) of \(event.allTouches.count)") }
  (hitlab) override Canvas.touchesMoved { print("moved: \(touches.count) of \(event.allTouches.count)") }
  (hitlab) override Canvas.touchesEnded { print("ended: \(touches.count) of \(event.allTouches.count)") }
  (hitlab) override Canvas.touchesCancelled { print("cancelled: \(touches.count) of \(event.allTouches.count)") }

Predict: a second finger lands on the canvas while the first is still down. Who hears of it?

  (hitlab) touch down 1 100 200
  began: 1 of 1
  finger 1: Canvas | chain: Canvas → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) touch down 2 200 200
  finger 2: Canvas, not delivered: Canvas has multitouch off and already holds finger 1

Nobody. isMultipleTouchEnabled is NO by default, so UIKit delivers a second touch to a view
that already has one to no one at all; it is not passed to another view. It is still in the
event: the list shows it, and when both lift, the canvas hears 1 touch of 2.

  (hitlab) touch list
  finger 1: Canvas · stationary · (100, 200) in the window, (100, 200) in Canvas
  finger 2: Canvas, not delivered: Canvas has multitouch off and already holds finger 1 · began · (200, 200) in the window, (200, 200) in Canvas
  (hitlab) touch up all
  ended: 1 of 2
  no fingers down

With multi-touch on, two fingers in one event are one call with two touches. A moved finger
is the only one the call gets; the other is stationary, in allTouches but not delivered.

  (hitlab) set Canvas multitouch=yes
  (hitlab) touch down 1 100 200 2 200 200
  began: 2 of 2
  finger 1: Canvas | chain: Canvas → UIWindow → UIWindowScene → UIApplication → AppDelegate
  finger 2: Canvas | chain: Canvas → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) touch move 2 220 260
  moved: 1 of 2
  down: 1 on Canvas, 2 on Canvas

The system cancels touches, as an incoming call does: touchesCancelled, not touchesEnded.

  (hitlab) touch cancel
  cancelled: 2 of 2
  no fingers down

A toast in a window of its own, in front at alert level. A new touch asks the windows from
the front, and the first one whose hitTest answers a view wins, so the toast window takes
every touch inside its frame... until its hitTest returns nil for itself.

  (hitlab) window Toast 0 520 375 60 level=alert
  (hitlab) view Close 315 10 40 40 in Toast
  (hitlab) hittest 100 300
  hit: Canvas

Outside the toast's frame its window answers nil and the key window behind is asked. Now let
the toast pass through everywhere but its button:

  (hitlab) override Toast.hitTest {
  ...     let hit = super.hitTest(point, with: event)
  ...     return hit === self ? nil : hit
  ... }
  (hitlab) hittest 100 540
  hit: UIWindow
  (hitlab) hittest 330 540
  hit: Close
