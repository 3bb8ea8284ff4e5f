Lesson 1 in class: down the tree to find the view, back up the chain to handle it, and the nearest view controller.

A root view with a view controller, a panel, and a knob in the panel. Every view logs its
hitTest and its touchesBegan, and passes the touch on with super.

  (hitlab) window 375 667
  (hitlab) view RootView 0 0 375 667
  (hitlab) controller MainVC view RootView
  (hitlab) view Panel 20 100 335 300 in RootView
  (hitlab) view Knob 40 40 80 80 in Panel
  (hitlab) override RootView.hitTest { print("hitTest: RootView"); return super.hitTest(point, with: event) }
  (hitlab) override Panel.hitTest { print("hitTest: Panel"); return super.hitTest(point, with: event) }
  (hitlab) override Knob.hitTest { print("hitTest: Knob"); return super.hitTest(point, with: event) }
  (hitlab) override Knob.touchesBegan { print("began: Knob"); super.touchesBegan(touches, with: event) }
  (hitlab) override Panel.touchesBegan { print("began: Panel"); super.touchesBegan(touches, with: event) }
  (hitlab) override RootView.touchesBegan { print("began: RootView"); super.touchesBegan(touches, with: event) }
  (hitlab) override MainVC.touchesBegan { print("began: MainVC"); super.touchesBegan(touches, with: event) }

Ask the class for both lists before the tap: the order of hitTest, then the order of began.

  (hitlab) tap 100 180
  hitTest: RootView
  hitTest: Panel
  hitTest: Knob
  began: Knob
  began: Panel
  began: RootView
  began: MainVC
  hit: Knob | chain: Knob → Panel → RootView → MainVC → UIWindow → UIWindowScene → UIApplication → AppDelegate

Down, then up: the first list goes from the window to the knob, the second from the knob back
to the controller. The controller sits between its root view and the window:

  (hitlab) chain Knob
  Knob → Panel → RootView → MainVC → UIWindow → UIWindowScene → UIApplication → AppDelegate

Step through the way up. Stop where the knob's touchesBegan starts, and step into super.

  (hitlab) break touchesBegan Knob
  Breakpoint 1: Knob.touchesBegan(_:with:)
  (hitlab) tap 100 180
  hitTest: RootView
  hitTest: Panel
  hitTest: Knob
  Breakpoint 1, Knob.touchesBegan(_:with:) [override] · touch at (40, 40)
    1 → print("began: Knob"); super.touchesBegan(touches, with: event)
  (hitlab ‖) step
  began: Knob
  Knob.touchesBegan(_:with:) [override] · touch at (40, 40)
    1 → print("began: Knob"); super.touchesBegan(touches, with: event)
  (hitlab ‖) step
  Knob.touchesBegan(_:with:) [UIResponder] · touch at (40, 40)
    2 → next?.touchesBegan(touches, with: event)

`[UIResponder]` is UIKit's own touchesBegan, reached through super: all it does is hand the
touch to `next`. That one line is the whole responder chain.

  (hitlab ‖) bt
  UIApplication.sendEvent → UIWindow.sendEvent → Knob.touchesBegan
  * #0 Knob.touchesBegan(_:with:) [UIResponder] · touch at (40, 40) · line 2
    #1 Knob.touchesBegan(_:with:) [override] · touch at (40, 40) · line 1
    #2 UIWindow.sendEvent(_:) · UIEvent · line 7
    #3 UIApplication.sendEvent(_:) · UIEvent · line 3
    under them, UIKit's private functions (not steppable):
       __dispatchPreprocessedEventFromEventQueue: hands the UIEvent to UIApplication.sendEvent(_:)
       __processEventQueue: the HID event becomes a UIEvent with its UITouches
       -[UIEventFetcher drainEventsIntoEnvironment:]
       __eventFetcherSourceCallback: the Source0 callback, on the main run loop (__UIApplicationHandleEventQueue before iOS 9)
  (hitlab ‖) break delete all
  deleted every breakpoint (1)
  (hitlab ‖) continue
  began: Panel
  began: RootView
  began: MainVC
  hit: Knob | chain: Knob → Panel → RootView → MainVC → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (the touch has finished; reverse-step or reverse-continue go back through it)

Finding the nearest view controller from a view: follow `next` until a controller comes.
Everyone writes the loop; then try it on a controller nearer to the knob.

  (hitlab) override Knob.touchesEnded {
  ...     var r = self.next
  ...     while r != nil && !(r is UIViewController) { r = r!.next }
  ...     print("nearest controller:", r!)
  ... }
  (hitlab) tap 100 180
  hitTest: RootView
  hitTest: Panel
  hitTest: Knob
  began: Knob
  began: Panel
  began: RootView
  began: MainVC
  nearest controller: MainVC
  hit: Knob | chain: Knob → Panel → RootView → MainVC → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) controller PanelVC view Panel
  (hitlab) tap 100 180
  hitTest: RootView
  hitTest: Panel
  hitTest: Knob
  began: Knob
  began: Panel
  began: RootView
  began: MainVC
  nearest controller: PanelVC
  hit: Knob | chain: Knob → Panel → PanelVC → RootView → MainVC → UIWindow → UIWindowScene → UIApplication → AppDelegate

PanelVC now sits between Panel and RootView in the chain, and the loop finds it first. It
prints no `began:` line because it has no logging override: UIKit's own touchesBegan passes
the touch on silently.
