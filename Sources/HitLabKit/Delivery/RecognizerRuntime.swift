import HitLabModel
import HitLabScript
/// UIGestureRecognizer.State by its case name.
public enum RecognizerState: String, Sendable, CaseIterable {
    case possible, began, changed, ended, cancelled, failed

    /// Ended, cancelled or failed: the recognizer ignores touches until it is reset.
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    /// Began, changed or ended: it has recognized its gesture.
    public var hasRecognized: Bool { self == .began || self == .changed || self == .ended }
}

/// One recognizer while touches are on the glass: its state, its touches, the working values
/// its source keeps, a timer, and a recognition waiting for required recognizers to fail.
public struct RecognizerRuntime: Sendable, Equatable {
    public var state: RecognizerState = .possible
    /// Its touches, by touch id, in the order they began.
    public var touches: [Int] = []
    public var values: [String: Value] = [:]
    /// When its timer fires (a long press's duration, a multi-tap's wait), if set.
    public var deadline: Double?
    /// A recognition waiting for the recognizers it requires to fail.
    public var pending: RecognizerState?
    /// The recognizer whose recognition excluded this one (UIKit's default exclusivity), kept
    /// until the reset so `why` can say so in a later command too.
    public var excludedBy: RecognizerID?
    /// Where its fingers were at the latest events that began or moved them (the last two),
    /// for the velocities.
    public var samples: [RecognizerSample] = []
    /// Failure requirements its own methods added for this gesture (shouldRequireFailure(of:),
    /// the other's shouldBeRequiredToFail(by:)), beside the scene's `require … toFail`.
    public var dynamicRequirements: [RecognizerID] = []

    public init() {}
}
