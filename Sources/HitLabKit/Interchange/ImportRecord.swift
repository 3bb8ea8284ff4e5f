import HitLabModel
import HitLabScript
/// What an imported scene knows about its views beyond the scene itself: the class each was
/// printed as, the line it came from, its text, and what the dump left unsaid. Kept with the
/// scene (a session extra), so `tree` shows the texts, `tree --uikit` prints the classes and
/// `why` names the assumptions its answer rests on.
public struct ImportRecord: Sendable, Equatable {
    public struct View: Sendable, Equatable {
        /// The class as the dump printed it (`MyApp.CardView`).
        public var className: String
        public var line: Int
        public var text: String?
        public var hasGestureRecognizers: Bool
        /// Whether UIKit defines the class, so it has no override HitLab does not know of.
        public var isUIKitClass: Bool
        /// A UIScrollView or subclass, imported as a plain view scrolled to its content offset.
        public var isScrollView: Bool
        public var contentSize: Size?
        /// The fields of its class that every line prints (`contentSize:`) but its line did
        /// not, so `tree --uikit` leaves them out as the dump did.
        public var unprinted: [String] = []
    }

    /// The file it came from, as the learner named it.
    public var source: String
    public var views: [ViewID: View] = [:]
    /// The class each imported controller was printed as.
    public var controllerClasses: [ControllerID: String] = [:]
    /// False for dumps that do not print `userInteractionEnabled` (iOS 4's field set).
    public var printsInteraction = true
    /// The lines of the file that were not views (nor controllers, notes or blank), and the
    /// first of them, which the import's summary names.
    public var otherLines = 0
    public var firstOtherLine: HierarchyDump.OtherLine?

    public init(source: String) { self.source = source }

    /// What the dump does not say about the views, in order, for the views still in `scene`:
    /// a control is taken as enabled, a class UIKit does not define as not overriding
    /// hit-testing, a view with recognizers as having none, and interaction as on where the
    /// dump's format does not print it. A view whose methods the learner has since overridden
    /// is not assumed about.
    public func assumptions(about ids: [ViewID], in scene: Scene, overridden: (String) -> Bool) -> [ImportAssumption] {
        var out: [ImportAssumption] = []
        var seen: Set<ViewID> = []
        for id in ids where scene.contains(id) && seen.insert(id).inserted {
            guard let record = views[id] else { continue }
            let view = scene[id]
            if view.kind.isControl && view.isEnabled { out.append(.enabled(view: view.name)) }
            if !record.isUIKitClass && !overridden(view.name) { out.append(.noHitTestOverride(view: view.name, className: record.className)) }
            if record.hasGestureRecognizers && view.gestureRecognizers.isEmpty { out.append(.recognizersUnknown(view: view.name)) }
            if !printsInteraction && view.isUserInteractionEnabled { out.append(.interactionOn(view: view.name)) }
        }
        return out
    }
}

/// One thing an answer about an imported scene takes for granted because the dump does not
/// say it; `ImportWording` (Console) words it.
public enum ImportAssumption: Sendable, Equatable {
    case enabled(view: String)
    case noHitTestOverride(view: String, className: String)
    case recognizersUnknown(view: String)
    case interactionOn(view: String)
    /// A control in a navigation bar, toolbar or tab bar that a tap near it missed: a device
    /// may give it the tap (see `ImportRecord.barSlop`).
    case barSlop(view: String, bar: String)

    /// The view it is about.
    public var view: String {
        switch self {
        case .enabled(let v), .noHitTestOverride(let v, _), .recognizersUnknown(let v), .interactionOn(let v), .barSlop(let v, _): v
        }
    }
}

extension ImportRecord {
    /// The bar classes whose buttons a device is reported to give taps that land near, not on,
    /// them: Apple's developer technical support called it the "slop factor" of navigation
    /// bars and toolbars (quoted in Stack Overflow question 9079907, 2010), one answer there
    /// traces it to UIWindow's private point warping before the hit test, and bar buttons'
    /// tap areas shrank in iOS 11. It is private and changed between releases, so HitLab
    /// hit-tests at the touch's point and `why` says a device may differ.
    static let barClasses: Set<String> = ["UINavigationBar", "UIToolbar", "UITabBar"]

    /// How far from a bar button a missed tap still counts as near it, in points: the warp
    /// that answer measured was about 15 points; 20 allows for the finger's size.
    public static let barSlop = 20.0

    /// For a control inside an imported bar that a tap at `point` (window coordinates) missed
    /// by at most `barSlop` points: the bar it is in.
    public func bar(near id: ViewID, missedAt point: Point, in scene: Scene) -> ViewID? {
        guard scene.contains(id), scene[id].kind.isControl else { return nil }
        guard let bar = scene.ancestors(of: id).dropFirst().first(where: { a in
            views[a].map { UIKitClassTable.chain(of: Self.bare($0.className)).contains(where: Self.barClasses.contains) } ?? false
        }) else { return nil }
        let p = scene.convert(point, from: nil, to: id), b = scene[id].bounds
        let dx = max(b.minX - p.x, 0, p.x - b.maxX), dy = max(b.minY - p.y, 0, p.y - b.maxY)
        return max(dx, dy) <= Self.barSlop && !b.contains(p) ? bar : nil
    }

    /// A dump's class name without its module (`MyApp.Bar` → `Bar`).
    private static func bare(_ name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }
}
