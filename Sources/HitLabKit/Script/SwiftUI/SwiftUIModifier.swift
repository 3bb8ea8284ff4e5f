import HitLabModel
/// One modifier a SwiftUI view carries, as data. A view's modifiers are kept innermost first,
/// in the order the body wrote them; layout and hit-testing read them from the outside in.
public enum SwiftUIModifier: Sendable, Equatable {
    /// `frame(width:height:alignment:)`; nil leaves that dimension to the child.
    case frame(width: Double?, height: Double?, alignment: SwiftUIAlignment)
    /// `frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`; `.infinity` is `Double.infinity`.
    case flexibleFrame(minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?, alignment: SwiftUIAlignment)
    case padding(top: Double, leading: Double, bottom: Double, trailing: Double)
    case offset(x: Double, y: Double)
    case position(x: Double, y: Double)
    case background(SwiftUIView)
    case overlay(SwiftUIView)
    case zIndex(Double)
    case opacity(Double)
    case hidden
    case disabled(Bool)
    case allowsHitTesting(Bool)
    /// `contentShape(SHAPE, eoFill:)`; `interaction` false for a kind other than `.interaction`,
    /// which changes previews and effects only.
    case contentShape(SwiftUIView, eoFill: Bool, interaction: Bool)
    case clipped
    case clipShape(SwiftUIView)
    case cornerRadius(Double)
    /// `fill`, `foregroundColor`, `foregroundStyle`: drawing only.
    case style(String)
    /// `font(.system(size: N))` or a text style: the size Text is measured at.
    case font(Double)
    case buttonStyle(String)
    case scrollDisabled(Bool)
    case accessibilityIdentifier(String)
    /// A gesture: `onTapGesture`, `gesture(G)`, `highPriorityGesture(G)`, … with its action.
    case gesture(SwiftUIGesture)

    /// The modifier's name as a body writes it.
    public var name: String {
        switch self {
        case .frame, .flexibleFrame: "frame"
        case .padding: "padding"
        case .offset: "offset"
        case .position: "position"
        case .background: "background"
        case .overlay: "overlay"
        case .zIndex: "zIndex"
        case .opacity: "opacity"
        case .hidden: "hidden"
        case .disabled: "disabled"
        case .allowsHitTesting: "allowsHitTesting"
        case .contentShape: "contentShape"
        case .clipped: "clipped"
        case .clipShape: "clipShape"
        case .cornerRadius: "cornerRadius"
        case .style: "foregroundStyle"
        case .font: "font"
        case .buttonStyle: "buttonStyle"
        case .scrollDisabled: "scrollDisabled"
        case .accessibilityIdentifier: "accessibilityIdentifier"
        case .gesture(let g): g.modifier
        }
    }
}

/// Where a frame or stack puts a child that is smaller than it: SwiftUI's `Alignment`.
public struct SwiftUIAlignment: Sendable, Equatable {
    /// 0 leading (top), 0.5 centre, 1 trailing (bottom).
    public var x = 0.5, y = 0.5

    public static let center = SwiftUIAlignment()

    /// `.leading`, `.topTrailing`, `.bottom` …; nil for a name SwiftUI does not have.
    public init?(named name: String) {
        let lower = name.lowercased()
        if lower.contains("leading") { x = 0 } else if lower.contains("trailing") { x = 1 }
        if lower.hasPrefix("top") { y = 0 } else if lower.hasPrefix("bottom") { y = 1 }
        guard ["center", "leading", "trailing", "top", "bottom", "topleading", "toptrailing", "bottomleading", "bottomtrailing"].contains(lower) else { return nil }
    }

    init() {}
}
