// A HitLab scene exported with `export swift`: add this file to an iOS app and show
// SceneViewController (for example as the window's root view controller). Each view is a
// subclass named after it, with the overrides written in HitLab, so the same lines print
// on a device or in the simulator. A method that names another view reaches it through
// that class's `shared` instance.

import UIKit

class Card: UIView {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: Card?
}

class Buy: UIButton {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: Buy?
}

class Price: UILabel {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: Price?
}

class Badge: UIView {
    /// The one instance in the scene, so other views' methods can name it.
    static weak var shared: Badge?

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        // Reach out to the card: "Card" in a comment stays.
        let p = convert(point, to: Card.shared!)
        print("Badge asked, Card at \(Card.shared!.frame)")
        return Card.shared!.bounds.contains(p) || super.point(inside: point, with: event)
    }
}

class CardController: UIViewController {
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("ended in \(type(of: self))")
    }
}

/// Builds the scene as HitLab had it: the key window's views, in the same order.
final class SceneViewController: UIViewController {
    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        view = root

        let card = Card(frame: CGRect(x: 20, y: 40, width: 280, height: 200))
        Card.shared = card
        card.backgroundColor = UIColor(red: 0, green: 122 / 255.0, blue: 1, alpha: 1)
        card.bounds.origin = CGPoint(x: 0, y: 10)
        root.addSubview(card)
        let cardController = CardController()
        addChild(cardController)
        cardController.view = card
        cardController.didMove(toParent: self)

        let buy = Buy(frame: CGRect(x: 10, y: 150, width: 120, height: 40))
        Buy.shared = buy
        buy.isExclusiveTouch = true
        buy.isEnabled = false
        buy.setTitle("Buy", for: .normal)
        buy.setTitleColor(.systemBlue, for: .normal)
        card.addSubview(buy)
        buy.addTarget(self, action: #selector(Buy_touchUpInside), for: .touchUpInside)
        buy.addTarget(self, action: #selector(Buy_touchDown), for: .touchDown)

        let price = Price(frame: CGRect(x: 140, y: 150, width: 120, height: 40))
        Price.shared = price
        price.isHidden = true
        price.isUserInteractionEnabled = true
        price.text = "Price"
        card.addSubview(price)

        let badge = Badge(frame: CGRect(x: 250, y: 20, width: 40, height: 40))
        Badge.shared = badge
        badge.alpha = 0.5
        badge.transform = CGAffineTransform(rotationAngle: 45 * .pi / 180).concatenating(CGAffineTransform(scaleX: 1.5, y: 1.5))
        badge.clipsToBounds = true
        root.addSubview(badge)

        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(Swipe_action(_:)))
        swipe.name = "Swipe"
        swipe.cancelsTouchesInView = false
        card.addGestureRecognizer(swipe)
    }

    @objc func Buy_touchUpInside() {
        print("Buy: touchUpInside")
    }

    @objc func Buy_touchDown() {
        print("Buy: touchDown")
    }

    @objc func Swipe_action(_ sender: UIGestureRecognizer) {
        print("Swipe: \(SceneViewController.word(for: sender.state))")
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
