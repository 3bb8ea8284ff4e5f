Lesson 0 in class: the first article's coloured views, its six taps as predictions, and the overhang made touchable.

The built-in scene is the article's. Before each tap, ask the class which view will answer and
which views will be asked on the way. Start with the tree, which is the order the hit test
walks backwards: the last subview first.

  (hitlab) tree
  UIWindow 375×667
  └─ BlackView (20, 80, 335, 500) gray · overrides hitTest, touchesBegan
     ├─ RedView (20, 20, 295, 200) red · overrides hitTest, touchesBegan
     ├─ GreenView (40, 60, 200, 120) green · overrides hitTest, touchesBegan
     └─ YellowView (60, 200, 215, 220) yellow · overrides hitTest, touchesBegan
        └─ WhiteView (40, -60, 120, 140) white · overrides hitTest, touchesBegan

Predict, then tap: the middle of white where it lies over yellow.

  (hitlab) tap 180 320
  hitTest----BlackView
  hitTest----YellowView
  hitTest----WhiteView
  touchBegan---WhiteView
  touchBegan---YellowView
  touchBegan---BlackView
  hit: WhiteView | chain: WhiteView → YellowView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate

Now white where it sticks up out of yellow. It looks white on the glass. Who answers?

  (hitlab) tap 180 240
  hitTest----BlackView
  hitTest----YellowView
  hitTest----GreenView
  touchBegan---GreenView
  touchBegan---BlackView
  hit: GreenView | chain: GreenView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) why WhiteView
  WhiteView was never asked: (100, -40) in YellowView's coordinates is outside YellowView.bounds (0, 0, 215, 220), so YellowView's point(inside:) said no and its subviews were never asked (a subview's part outside its parent cannot be hit). YellowView does not clip, so that part is drawn, yet clipping plays no part in hit-testing: clips=yes or no, it cannot be hit.
  WhiteView is not in the responder chain (GreenView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate), so no touchesBegan, touchesMoved or touchesEnded call reaches it for this touch.

Red, at the top right: yellow and green are asked first, because the last subview is asked first.

  (hitlab) tap 300 120
  hitTest----BlackView
  hitTest----YellowView
  hitTest----GreenView
  hitTest----RedView
  touchBegan---RedView
  touchBegan---BlackView
  hit: RedView | chain: RedView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate

The grey of BlackView: every subview says no, so BlackView answers for itself.

  (hitlab) tap 320 550
  hitTest----BlackView
  hitTest----YellowView
  hitTest----GreenView
  hitTest----RedView
  touchBegan---BlackView
  hit: BlackView | chain: BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate

Who hears touchesBegan is not "every view that said yes": it is the hit view's chain, `next`
after `next`.

  (hitlab) chain WhiteView
  WhiteView → YellowView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate

Make the overhang touchable. YellowView refuses the point, so WhiteView is never asked; let
YellowView's point(inside:) also say yes where WhiteView reaches outside it.

  (hitlab) override YellowView.pointInside {
  ...     let p = convert(point, to: WhiteView)
  ...     return super.point(inside: point, with: event) || WhiteView.point(inside: p, with: event)
  ... }
  (hitlab) tap 180 240
  hitTest----BlackView
  hitTest----YellowView
  hitTest----WhiteView
  touchBegan---WhiteView
  touchBegan---YellowView
  touchBegan---BlackView
  hit: WhiteView | chain: WhiteView → YellowView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate

The same tap now reaches WhiteView. A view that says no to a point hides every subview under
that point, whatever the screen shows.

  (hitlab) unoverride YellowView.pointInside

A pass-through: BlackView stops taking touches for itself but keeps its subviews touchable.

  (hitlab) override BlackView.hitTest {
  ...     let hit = super.hitTest(point, with: event)
  ...     return hit === self ? nil : hit
  ... }
  (hitlab) tap 320 550
  hitTest----YellowView
  hitTest----GreenView
  hitTest----RedView
  hit: UIWindow | chain: UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) tap 300 120
  hitTest----YellowView
  hitTest----GreenView
  hitTest----RedView
  touchBegan---RedView
  touchBegan---BlackView
  hit: RedView | chain: RedView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate

The grey now belongs to the window, and red still works. BlackView's own log line is gone: the
new hitTest override replaced the one that printed it.
