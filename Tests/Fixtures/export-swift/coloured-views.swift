// A HitLab scene exported with `export swift`: add this file to an iOS app and show
// SceneViewController (for example as the window's root view controller). Each view is a
// subclass named after it, with the overrides written in HitLab, so the same lines print
// on a device or in the simulator. A method that names another view reaches it through
// that class's `shared` instance.

import UIKit

class BlackView: UIView {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: BlackView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        print("hitTest----\(type(of: self))")
        return super.hitTest(point, with: event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("touchBegan---\(type(of: self))")
        super.touchesBegan(touches, with: event)
    }
}

class RedView: UIView {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: RedView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        print("hitTest----\(type(of: self))")
        return super.hitTest(point, with: event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("touchBegan---\(type(of: self))")
        super.touchesBegan(touches, with: event)
    }
}

class GreenView: UIView {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: GreenView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        print("hitTest----\(type(of: self))")
        return super.hitTest(point, with: event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("touchBegan---\(type(of: self))")
        super.touchesBegan(touches, with: event)
    }
}

class YellowView: UIView {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: YellowView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        print("hitTest----\(type(of: self))")
        return super.hitTest(point, with: event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("touchBegan---\(type(of: self))")
        super.touchesBegan(touches, with: event)
    }
}

class WhiteView: UIView {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: WhiteView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        print("hitTest----\(type(of: self))")
        return super.hitTest(point, with: event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("touchBegan---\(type(of: self))")
        super.touchesBegan(touches, with: event)
    }
}

/// Builds the scene as HitLab had it: the key window's views, in the same order.
final class SceneViewController: UIViewController {
    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        view = root

        let blackView = BlackView(frame: CGRect(x: 20, y: 80, width: 335, height: 500))
        BlackView.shared = blackView
        blackView.backgroundColor = UIColor(red: 142 / 255.0, green: 142 / 255.0, blue: 147 / 255.0, alpha: 1)
        root.addSubview(blackView)

        let redView = RedView(frame: CGRect(x: 20, y: 20, width: 295, height: 200))
        RedView.shared = redView
        redView.backgroundColor = UIColor(red: 1, green: 59 / 255.0, blue: 48 / 255.0, alpha: 1)
        blackView.addSubview(redView)

        let greenView = GreenView(frame: CGRect(x: 40, y: 60, width: 200, height: 120))
        GreenView.shared = greenView
        greenView.backgroundColor = UIColor(red: 52 / 255.0, green: 199 / 255.0, blue: 89 / 255.0, alpha: 1)
        blackView.addSubview(greenView)

        let yellowView = YellowView(frame: CGRect(x: 60, y: 200, width: 215, height: 220))
        YellowView.shared = yellowView
        yellowView.backgroundColor = UIColor(red: 1, green: 204 / 255.0, blue: 0, alpha: 1)
        blackView.addSubview(yellowView)

        let whiteView = WhiteView(frame: CGRect(x: 40, y: -60, width: 120, height: 140))
        WhiteView.shared = whiteView
        whiteView.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        yellowView.addSubview(whiteView)
    }
}
