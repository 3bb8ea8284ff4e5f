The two-minute tour from the README, checked so the README stays true.

  (hitlab) tree
  UIWindow 375×667
  └─ BlackView (20, 80, 335, 500) gray · overrides hitTest, touchesBegan
     ├─ RedView (20, 20, 295, 200) red · overrides hitTest, touchesBegan
     ├─ GreenView (40, 60, 200, 120) green · overrides hitTest, touchesBegan
     └─ YellowView (60, 200, 215, 220) yellow · overrides hitTest, touchesBegan
        └─ WhiteView (40, -60, 120, 140) white · overrides hitTest, touchesBegan
  (hitlab) tap 180 240
  hitTest----BlackView
  hitTest----YellowView
  hitTest----GreenView
  touchBegan---GreenView
  touchBegan---BlackView
  hit: GreenView | chain: GreenView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) override YellowView.pointInside { return true }
  (hitlab) tap 180 240
  hitTest----BlackView
  hitTest----YellowView
  hitTest----WhiteView
  touchBegan---WhiteView
  touchBegan---YellowView
  touchBegan---BlackView
  hit: WhiteView | chain: WhiteView → YellowView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate
  (hitlab) reset
  (hitlab) break pointInside YellowView
  Breakpoint 1: YellowView.point(inside:with:)
  (hitlab) tap 180 240
  hitTest----BlackView
  hitTest----YellowView
  Breakpoint 1, YellowView.point(inside:with:) [UIView] · point (100, -40)
    2 → return bounds.contains(point)
  (hitlab) finish
  YellowView.point(inside:with:) returned false
  YellowView.hitTest(_:with:) [UIView] · point (100, -40)
    7 → return nil
