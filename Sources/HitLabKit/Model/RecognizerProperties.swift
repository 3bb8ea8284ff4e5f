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
        RecognizerPropertyDescriptor("edges", alias: "edges", format: .word(["left", "right", "top", "bottom"]),
                                     owners: ["UIScreenEdgePanGestureRecognizer"],
                                     get: { .word($0.edges) }, set: { r, v in if case .word(let w) = v { r.edges = w } }),
    ]
}

/// What recognizers report while they run (see `RecognizerReading`): values a body reads from
/// `sender`, in UIKit's units, on the simulated clock.
extension RecognizerReading {
    public static let all: [RecognizerReading] = [
        RecognizerReading("state", summary: "possible, began, changed, ended, cancelled or failed"),
        RecognizerReading("numberOfTouches", summary: "its fingers that are down"),
        RecognizerReading("location(in:)", summary: "the centroid of its fingers in a view's coordinates (nil: the window's)"),
        RecognizerReading("location(ofTouch:in:)", summary: "one finger's location, by its index from 0 in the order the fingers went down"),
        RecognizerReading("translation(in:)", owners: ["UIPanGestureRecognizer"],
                          summary: "how far the fingers' centroid has moved since they went down (or since setTranslation)"),
        RecognizerReading("setTranslation(_:in:)", owners: ["UIPanGestureRecognizer"],
                          summary: "makes translation(in:) read this from now on; setTranslation(.zero, in: V) after each move gives the move's own travel"),
        RecognizerReading("velocity(in:)", owners: ["UIPanGestureRecognizer"],
                          summary: "points per second of simulated time over the last move (from the two latest samples)"),
        RecognizerReading("scale", owners: ["UIPinchGestureRecognizer"], initial: 1,
                          summary: "the fingers' span over their span when the second finger went down; 1.0 until the pinch moves. Setting it (sender.scale = 1) makes the span then the new baseline"),
        RecognizerReading("rotation", owners: ["UIRotationGestureRecognizer"], initial: 0,
                          summary: "radians the fingers have turned since they went down, positive clockwise on screen, as CGAffineTransform(rotationAngle:) turns a view. Setting it (sender.rotation = 0) makes their angle then the new baseline"),
        RecognizerReading("velocity", owners: ["UIPinchGestureRecognizer", "UIRotationGestureRecognizer"], initial: 0,
                          summary: "scale per second (a pinch) or radians per second (a rotation) over the last move"),
        RecognizerReading("direction", owners: ["UISwipeGestureRecognizer"], summary: "the direction it recognizes: .right, .left, .up or .down"),
    ]
}
