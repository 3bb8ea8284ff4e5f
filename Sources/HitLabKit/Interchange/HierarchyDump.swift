import HitLabModel
import HitLabScript
/// What a `recursiveDescription` dump says about a hierarchy, line by line, before it becomes
/// a scene: each view as printed (class, frame, the fields HitLab reads) with its parent, in
/// the dump's order, and the view controllers `_printHierarchy` or a description names.
/// `RecursiveDescriptionReader` makes it; `SceneImporter` turns it into a `Scene`.
public struct HierarchyDump: Sendable, Equatable {
    /// One view line.
    public struct View: Sendable, Equatable {
        /// The class as printed (`MyApp.CardView`, `_UINavigationBarBackground`).
        public var className: String
        /// The UIKit ancestor a description names (`baseClass = UITextField`), if any.
        public var baseClass: String?
        /// The address as printed, lower case (`0x7fb0f3822800`): how `_printHierarchy` names it.
        public var address: String
        /// The line the view starts on, from 1.
        public var line: Int
        /// The view's parent, by its index in `views`; nil for a root.
        public var parent: Int?
        /// The printed frame: the bounding box of the transformed bounds in the parent's space.
        public var frame: Rect
        /// `bounds = (x y; w h)`, printed when the origin is not zero.
        public var bounds: Rect?
        public var transform: Transform?
        /// The view properties the line prints that have a row in `ViewPropertyDescriptor.all`
        /// with a dump field and are not geometry (hidden, alpha, userInteractionEnabled, the
        /// colour, a scroll view's contentSize …), by the row's position; what it leaves out
        /// takes UIView's default.
        public var properties: [Int: PropertyValue] = [:]
        /// `contentOffset: {x, y}` of a scroll view.
        public var contentOffset: Point?
        /// `text = '…'` of a label, field or text view.
        public var text: String?
        /// `gestureRecognizers = <NSArray: 0x…>`: the view has some, but the dump does not say which.
        public var hasGestureRecognizers = false
        /// A controller a description prints before the view (`'MyController:0x…' <UIView…`).
        public var controllerClass: String?

        /// The value the line prints for the property UIKit calls `name`, if it prints one.
        public func printed(_ name: String) -> PropertyValue? {
            ViewPropertyDescriptor.index(ofUIKitName: name).flatMap { properties[$0] }
        }

        public var contentSize: Size? { if case .size(let s)? = printed("contentSize") { s } else { nil } }

        public init(className: String, address: String, line: Int, frame: Rect) {
            self.className = className
            self.address = address
            self.line = line
            self.frame = frame
        }
    }

    /// One `_printHierarchy` line: a controller and the address of its root view.
    public struct Controller: Sendable, Equatable {
        public var className: String
        public var viewAddress: String
        public var line: Int
    }

    /// Every view line, parents before their subviews, siblings back to front.
    public var views: [View] = []
    public var controllers: [Controller] = []
    /// Whether the dump prints `layer = …`, as every iOS since 5 does; older dumps (iOS 4)
    /// print neither that nor `userInteractionEnabled = NO`, so interaction is not known.
    public var printsInteraction = false
    /// The lines that were neither a view, a controller, a note (`#`) nor blank: how many,
    /// and the first, so an import that read less than the file says so.
    public var otherLines = 0
    public var firstOtherLine: OtherLine?

    /// A line that was not a view, by its number from 1.
    public struct OtherLine: Sendable, Equatable {
        public var number: Int
        public var text: String
    }

    public init() {}

    /// Counts a line that is not a view, keeping the first (cut to 60 characters).
    mutating func noteOtherLine(_ number: Int, _ line: [UInt8]) {
        otherLines += 1
        guard firstOtherLine == nil else { return }
        let text = String(decoding: line, as: UTF8.self).trimmed
        firstOtherLine = OtherLine(number: number, text: text.count > 60 ? String(text.prefix(59)) + "…" : text)
    }

    /// The views with no parent in the dump.
    public var roots: [Int] { views.indices.filter { views[$0].parent == nil } }
}
