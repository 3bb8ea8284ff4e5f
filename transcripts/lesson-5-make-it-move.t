Lesson 5 in class: actions written in Swift that move views, two recognizers on one pair of fingers, and a recognizer of our own. Beyond the five articles.

A sticker on a board, with a pan recognizer whose action is a method of the sticker. Stop in
the method the first time UIKit calls it. Ask the class: who calls it, and from where?

  (hitlab) window 375 667
  (hitlab) view Board 0 0 375 667
  (hitlab) view Sticker 50 80 100 100 in Board
  (hitlab) gesture Move pan on Sticker action=drag
  note: nothing implements drag(_:) yet; write it with `override Sticker.drag { … }` (looked up when the action is sent)
  (hitlab) override Sticker.drag {
  ...     let t = sender.translation(in: superview)
  ...     center = CGPoint(x: center.x + t.x, y: center.y + t.y)
  ...     sender.setTranslation(.zero, in: superview)
  ... }
  (hitlab) break drag
  Breakpoint 1: drag(_:) on every responder
  (hitlab) drag 100 130 100 330 4
  Breakpoint 1, Sticker.drag(_:) [override] · Move
    1 → let t = sender.translation(in: superview)
  (hitlab ‖) bt 2
  UIApplication.sendEvent → UIWindow.sendEvent → Sticker.drag
  * #0 Sticker.drag(_:) [override] · Move · line 1
       sent by UIKit's private functions (not steppable):
         _UIGestureRecognizerSendActions: sends the recognizer's action to each of its targets
         -[UIGestureRecognizer _updateGestureForActiveEvents]: the recognizer has had the event
         _UIGestureEnvironmentUpdate: each recognizer that needs it, deepest view first
         -[UIGestureEnvironment _updateForEvent:window:]: the recognizers, before the views
    #1 UIWindow.sendEvent(_:) · UIEvent · line 3
    … 1 outer frame (`bt` shows the outermost too)

UIKit sent the action once the pan's own touchesMoved had set its state and returned, still
inside the window's sendEvent: before any view's touchesMoved. How far has the finger moved,
and where is the sticker now?

  (hitlab ‖) p sender.translation(in: superview)
  (0, 50)
  (hitlab ‖) p center
  (100, 130)
  (hitlab ‖) next
  Sticker.drag(_:) [override] · Move
    2 → center = CGPoint(x: center.x + t.x, y: center.y + t.y)
  (hitlab ‖) next
  Sticker.drag(_:) [override] · Move
    3 → sender.setTranslation(.zero, in: superview)
  (hitlab ‖) p center
  (100, 180)
  (hitlab ‖) delete all
  deleted every breakpoint (1)
  (hitlab ‖) continue
  hit: Sticker | chain: Sticker → Board → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (the touch has finished; reverse-step or reverse-continue go back through it)
  (hitlab) hittest 100 330
  hit: Sticker

Without the setTranslation line, where would the sticker have ended? (Each call would add the
whole travel since touch-down: 50, 100, 150, 200, and 200 again at the lift.)

Two fingers on a photo: a pinch and a rotation. The fingers spread, then turn. Predict: does
the photo turn?

  (hitlab) view Photo 100 300 200 200 in Board
  (hitlab) set Photo multitouch=yes
  (hitlab) gesture Zoom pinch on Photo
  (hitlab) gesture Turn rotation on Photo
  (hitlab) touch down 1 150 400 2 250 400
  finger 1: Photo | chain: Photo → Board → UIWindow → UIWindowScene → UIApplication → AppDelegate
  finger 2: Photo | chain: Photo → Board → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) touch move 1 120 400 2 280 400
  Zoom: began
  down: 1 on Photo, 2 on Photo
  (hitlab) touch move 1 200 320 2 200 480
  Zoom: changed
  down: 1 on Photo, 2 on Photo
  (hitlab) touch up all
  Zoom: ended
  no fingers down
  (hitlab) why Turn
  Turn went possible → failed. Zoom recognized first on the same touches, and two recognizers do not both recognize unless one says they may (shouldRecognizeSimultaneously).
  What changes it: `require Turn toFail Zoom` (or the other way round) makes one wait until the other fails; `override Turn.shouldRecognizeSimultaneously { return true }` lets Turn and Zoom both recognize.

One yes from either side is enough.

  (hitlab) override Turn.shouldRecognizeSimultaneously { return true }
  (hitlab) touch down 1 150 400 2 250 400
  finger 1: Photo | chain: Photo → Board → UIWindow → UIWindowScene → UIApplication → AppDelegate
  finger 2: Photo | chain: Photo → Board → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) touch move 1 120 400 2 280 400
  Zoom: began
  down: 1 on Photo, 2 on Photo
  (hitlab) touch move 1 200 320 2 200 480
  Zoom: changed
  Turn: began
  down: 1 on Photo, 2 on Photo
  (hitlab) touch up all
  Zoom: ended
  Turn: ended
  no fingers down

A recognizer of our own, continuous this time: Pull, on the board, for a finger pulled down
more than 60 points. Its touchesMoved asks for .changed straight away. What does UIKit make of
a change before a beginning?

  (hitlab) recognizer Pull on Board
  (hitlab) override Pull.touchesBegan { top = location(in: view).y }
  (hitlab) override Pull.touchesMoved { if location(in: view).y - top! > 60 { state = .changed } }
  (hitlab) override Pull.touchesEnded { state = .ended }
  (hitlab) override Pull.reset { top = nil }
  (hitlab) drag 330 100 330 300 4
  Pull: state = .changed before .began: UIKit makes it .began
  Pull: began
  Pull: changed
  Pull: changed
  Pull: ended
  hit: Board | chain: Board → UIWindow → UIWindowScene → UIApplication → AppDelegate

UIKit's setter turns the first .changed into .began, as the real one does, and the action runs
at each state after it. Now a short pull, 40 points. It never begins; predict what its
touchesEnded's .ended does.

  (hitlab) drag 330 100 330 140 2
  Pull: ended
  hit: Board | chain: Board → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) why Pull
  Pull recognized its gesture: possible → ended.
  What Pull did to the views: it cancelled Board's touch (cancelsTouchesInView).
  What changes it: `set Pull cancels=no` lets the views keep their touches when it recognizes; `override Pull.shouldReceive { return false }` (its delegate's gestureRecognizer(_:shouldReceive:)) keeps a touch from it altogether.

From possible, .ended is a recognition: a discrete one, like a tap's. The short pull counted.
touchesEnded must fail a gesture that never began.

  (hitlab) override Pull.touchesEnded { state = state == .possible ? .failed : .ended }
  (hitlab) drag 330 100 330 140 2
  hit: Board | chain: Board → UIWindow → UIWindowScene → UIApplication → AppDelegate

No action: a failed recognizer sends none.
