// A HitLab scene exported with `export swift`: add this file to an iOS app and show
// SceneViewController (for example as the window's root view controller). Each view is a
// subclass named after it, with the overrides written in HitLab, so the same lines print
// on a device or in the simulator. A method that names another view reaches it through
// that class's `shared` instance.

import UIKit
import UIKit.UIGestureRecognizerSubclass

class Root: UIView {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: Root?
}

class Card: UIView {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: Card?

    @objc func moveCard(_ sender: Drag) {
        let t = sender.translation(in: superview)
        center = CGPoint(x: center.x + t.x, y: center.y + t.y)
        sender.setTranslation(.zero, in: superview)
    }
}

class Buy: UIButton {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: Buy?

    @objc func buy(_ sender: Buy) {
        print("bought")
    }
}

class Screen: UIViewController {
    @objc func checked(_ sender: Check) {
        print("checked", Drag.shared!.state)
    }
}

class Drag: UIPanGestureRecognizer {
    /// The one instance in the scene, so methods can name it.
    static weak var shared: Drag?
}

class Once: UITapGestureRecognizer, UIGestureRecognizerDelegate {
    /// The one instance in the scene, so methods can name it.
    static weak var shared: Once?

    // Its own delegate, for the delegate methods written on it.
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        delegate = self
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        return touch.tapCount < 3
    }
}

class Check: UIGestureRecognizer {
    /// The one instance in the scene, so methods can name it.
    static weak var shared: Check?

    // What its methods keep between calls, nil until set.
    var stroke: Int?
    var last: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if touches.count != 1 {
            state = .failed
            return
        }
        stroke = 1
        last = location(in: view)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let p = location(in: view)
        if p.x < last!.x {
            state = .failed
        } else if stroke == 1 && p.y < last!.y {
            stroke = 2
        }
        last = p
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = stroke == 2 ? .recognized : .failed
    }

    override func reset() {
        stroke = nil
        last = nil
        super.reset()
    }

    override func canPrevent(_ other: UIGestureRecognizer) -> Bool {
        return !(other === Drag.shared!)
    }
}

/// Builds the scene as HitLab had it: the key window's views, in the same order.
final class SceneViewController: UIViewController {
    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        view = root

        let root_ = Root(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        Root.shared = root_
        root.addSubview(root_)
        let screen = Screen()
        addChild(screen)
        screen.view = root_
        screen.didMove(toParent: self)

        let card = Card(frame: CGRect(x: 20, y: 40, width: 200, height: 200))
        Card.shared = card
        root_.addSubview(card)

        let buy = Buy(frame: CGRect(x: 10, y: 150, width: 120, height: 40))
        Buy.shared = buy
        buy.setTitle("Buy", for: .normal)
        buy.setTitleColor(.systemBlue, for: .normal)
        card.addSubview(buy)
        buy.addTarget(buy, action: #selector(Buy.buy(_:)), for: .touchUpInside)

        let drag = Drag(target: card, action: #selector(Card.moveCard(_:)))
        Drag.shared = drag
        drag.name = "Drag"
        drag.maximumNumberOfTouches = 2
        card.addGestureRecognizer(drag)

        let like = UITapGestureRecognizer(target: self, action: #selector(Like_action(_:)))
        like.name = "Like"
        like.cancelsTouchesInView = false
        like.numberOfTapsRequired = 2
        card.addGestureRecognizer(like)

        let once = Once(target: self, action: #selector(Once_action(_:)))
        Once.shared = once
        once.name = "Once"
        card.addGestureRecognizer(once)

        let hold = UILongPressGestureRecognizer(target: self, action: #selector(Hold_action(_:)))
        hold.name = "Hold"
        hold.minimumPressDuration = 1.5
        hold.allowableMovement = 20
        root_.addGestureRecognizer(hold)

        let back = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(Back_action(_:)))
        back.name = "Back"
        back.edges = .left
        root_.addGestureRecognizer(back)

        let flick = UISwipeGestureRecognizer(target: self, action: #selector(Flick_action(_:)))
        flick.name = "Flick"
        flick.direction = .left
        root_.addGestureRecognizer(flick)

        let check = Check(target: screen, action: #selector(Screen.checked(_:)))
        Check.shared = check
        check.name = "Check"
        check.delaysTouchesBegan = true
        card.addGestureRecognizer(check)
        once.require(toFail: like)
    }

    @objc func Like_action(_ sender: UIGestureRecognizer) {
        print("Like: \(SceneViewController.word(for: sender.state))")
    }

    @objc func Once_action(_ sender: UIGestureRecognizer) {
        print("Once: \(SceneViewController.word(for: sender.state))")
    }

    @objc func Hold_action(_ sender: UIGestureRecognizer) {
        print("Hold: \(SceneViewController.word(for: sender.state))")
    }

    @objc func Back_action(_ sender: UIGestureRecognizer) {
        print("Back: \(SceneViewController.word(for: sender.state))")
    }

    @objc func Flick_action(_ sender: UIGestureRecognizer) {
        print("Flick: \(SceneViewController.word(for: sender.state))")
    }

    /// A recognizer's state as HitLab prints it.
    static func word(for state: UIGestureRecognizer.State) -> String {
        switch state {
        case .possible: return "possible"
        case .began: return "began"
        case .changed: return "changed"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        case .failed: return "failed"
        @unknown default: return "unknown"
        }
    }
}
