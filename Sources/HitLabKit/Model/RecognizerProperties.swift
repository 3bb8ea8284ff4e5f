/// UIKit's gesture recognizer properties that HitLab models, one row each (see
/// `RecognizerPropertyDescriptor`), in the order `save` writes them.
extension RecognizerPropertyDescriptor {
    public static let all: [RecognizerPropertyDescriptor] = [
        flag("cancelsTouchesInView", alias: "cancels", { $0.cancelsTouchesInView }, { $0.cancelsTouchesInView = $1 }),
        flag("delaysTouchesBegan", alias: "delaysBegan", { $0.delaysTouchesBegan }, { $0.delaysTouchesBegan = $1 }),
        flag("delaysTouchesEnded", alias: "delaysEnded", { $0.delaysTouchesEnded }, { $0.delaysTouchesEnded = $1 }),
        flag("isEnabled", alias: "enabled", { $0.isEnabled }, { $0.isEnabled = $1 }),
        count("numberOfTapsRequired", alias: "taps", owners: ["UITapGestureRecognizer", "UILongPressGestureRecognizer"],
              { $0.numberOfTapsRequired }, { $0.numberOfTapsRequired = $1 }),
        count("numberOfTouchesRequired", alias: "touches",
              owners: ["UITapGestureRecognizer", "UILongPressGestureRecognizer", "UISwipeGestureRecognizer"],
              { $0.numberOfTouchesRequired }, { $0.numberOfTouchesRequired = $1 }),
        amount("minimumPressDuration", alias: "duration", owners: ["UILongPressGestureRecognizer"],
               { $0.minimumPressDuration }, { $0.minimumPressDuration = $1 }),
        amount("allowableMovement", alias: "movement", owners: ["UILongPressGestureRecognizer"],
               { $0.allowableMovement }, { $0.allowableMovement = $1 }),
        count("minimumNumberOfTouches", alias: "min", owners: ["UIPanGestureRecognizer"],
              { $0.minimumNumberOfTouches }, { $0.minimumNumberOfTouches = $1 }),
        count("maximumNumberOfTouches", alias: "max", owners: ["UIPanGestureRecognizer"],
              { $0.maximumNumberOfTouches }, { $0.maximumNumberOfTouches = $1 }),
        RecognizerPropertyDescriptor("direction", alias: "direction", format: .word(["right", "left", "up", "down"]),
                                     owners: ["UISwipeGestureRecognizer"],
                                     get: { .word($0.direction) }, set: { r, v in if case .word(let w) = v { r.direction = w } }),
    ]
}
