import HitLabModel
/// What a call expression names, worked out once when its body is parsed: the selector
/// (`convert(_:to:)`), the UIKit method it sends, if any, and the native method or global
/// function that runs it otherwise. Running a call then switches on small enums; its
/// selector is read as a string only to word an error. One object per call expression.
package final class CallSite: Sendable {
    /// The base name: `convert` for `convert(point, to: subview)`.
    let name: String
    /// The argument labels, first one included (`nil` for an unlabelled argument).
    let labels: [String?]
    /// `convert(_:to:)`
    package let selector: String
    /// The UIKit method the call sends, when it names one.
    let method: MethodKind?
    /// The method HitLab runs natively for the selector (on views, geometry, arrays, touches).
    let native: NativeSelector?
    /// The global function or initializer a bare call names (`print`, `CGPoint(x:y:)`).
    let global: GlobalFunction?
    /// Where the called name is written (`blur` in `Text("x").blur(radius: 3)`), for an error
    /// about the name itself; nil when not known.
    let namePosition: SourcePosition?

    init(name: String, labels: [String?], at namePosition: SourcePosition? = nil) {
        self.name = name
        self.labels = labels
        self.namePosition = namePosition
        selector = "\(name)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        method = MethodKind.called(name, labels: labels)
        native = NativeSelector(rawValue: selector)
        global = GlobalFunction(name: name, selector: selector, labels: labels)
    }
}

/// A method the interpreter runs natively, by its selector: the plumbing UIKit's own source
/// calls and the methods of values. Resolved when a body is parsed, so a call switches on
/// this enum instead of comparing selector strings.
enum NativeSelector: String, Sendable, CaseIterable {
    // Views.
    case convertTo = "convert(_:to:)"
    case convertFrom = "convert(_:from:)"
    case isDescendant = "isDescendant(of:)"
    case sendActions = "sendActions(for:)"
    /// A table's row under a touch and its cell for a row (reference §11.10).
    case rowFor = "_row(for:)"
    case cellAt = "_cell(at:)"
    case selectedRow = "_selectedRow()"
    // The application, windows and responders: UIKit's plumbing.
    case windowsFor = "_windows(for:)"
    case sendTouches = "_sendTouches(for:)"
    case updateGestureRecognizers = "_updateGestureRecognizers(for:)"
    case makeFirstResponder = "_makeFirstResponder()"
    case clearFirstResponder = "_clearFirstResponder()"
    case respondsTo = "responds(to:)"
    case perform = "_perform(_:_:)"
    // Rectangles.
    case contains = "contains(_:)"
    /// A SwiftUI content shape's path (`view.shapeContains(point)` in SwiftUI's hit-test).
    case shapeContains = "shapeContains(_:)"
    /// A List row's cell (`row.cellContains(point)` in SwiftUI's hit-test).
    case cellContains = "cellContains(_:)"
    /// Whether anything in a SwiftUI container could hit at a point (`view.reaches(point)`).
    case reaches = "reaches(_:)"
    case insetBy = "insetBy(dx:dy:)"
    case offsetBy = "offsetBy(dx:dy:)"
    case intersects = "intersects(_:)"
    // Arrays.
    case reversed = "reversed()"
    case firstIndex = "firstIndex(of:)"
    // Touches and the event.
    case locationIn = "location(in:)"
    case previousLocationIn = "previousLocation(in:)"
    case touchesFor = "touches(for:)"
    // Gesture recognizers: where their touches are, and what UIKit's recognizer source asks
    // of its plumbing (its timer, the fingers' angle and span, the scroll view's content).
    case velocityIn = "velocity(in:)"
    case translationIn = "translation(in:)"
    case setTranslationIn = "setTranslation(_:in:)"
    case locationOfTouchIn = "location(ofTouch:in:)"
    case startTimer = "_startTimer(_:)"
    case cancelTimer = "_cancelTimer()"
    case angle = "_angle()"
    case turnFrom = "_turn(from:)"
    case nearEdge = "_nearEdge(_:)"
    case recognizerTouches = "_touches()"
    case currentEvent = "_event()"
    case contentView = "_contentView()"
    case contentIsTracking = "_contentIsTracking()"
    case span = "_span()"
}

/// A global function or initializer a bare call names, with the selector it was called by
/// where that matters; nil for any other name, which is then a method of `self`.
enum GlobalFunction: Sendable, Equatable {
    case print
    case objectIdentifier
    case typeOf
    case point, size, rect, rectFromOriginAndSize
    /// `CGAffineTransform(rotationAngle:)` and its siblings, told apart by selector when run.
    case affineTransform
    case min, max
    case distance
    case abs
    case stride(through: Bool)
    /// A SwiftUI view's initializer (`VStack(spacing: 0) { … }`, `Text("Hi")`).
    case swiftUIView(SwiftUIKind)
    /// A SwiftUI gesture's initializer (`DragGesture(minimumDistance: 0)`, `TapGesture(count: 2)`).
    case swiftUIGesture(SwiftUIGestureKind)

    init?(name: String, selector: String, labels: [String?]) {
        switch (name, selector) {
        case ("print", _), ("NSLog", _): self = .print
        case ("ObjectIdentifier", "ObjectIdentifier(_:)"): self = .objectIdentifier
        case ("type", "type(of:)"): self = .typeOf
        case ("CGPoint", "CGPoint(x:y:)"): self = .point
        case ("CGSize", "CGSize(width:height:)"): self = .size
        case ("CGRect", "CGRect(x:y:width:height:)"): self = .rect
        case ("CGRect", "CGRect(origin:size:)"): self = .rectFromOriginAndSize
        case ("CGAffineTransform", _): self = .affineTransform
        case ("min", _): self = .min
        case ("max", _): self = .max
        case ("_distance", "_distance(_:_:)"): self = .distance
        case ("abs", _) where labels.count == 1: self = .abs
        case ("stride", "stride(from:to:by:)"): self = .stride(through: false)
        case ("stride", "stride(from:through:by:)"): self = .stride(through: true)
        default:
            if let gesture = SwiftUIGestureKind(rawValue: name), SwiftUIGestureKind.made.contains(gesture) { self = .swiftUIGesture(gesture); return }
            guard let kind = SwiftUIKind(rawValue: name), kind != .color else { return nil }
            self = .swiftUIView(kind)
        }
    }
}
