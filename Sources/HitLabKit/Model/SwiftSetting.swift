/// How `export swift` sets a view property on a view it builds: `blackView.isHidden = true`,
/// written when the value differs from the view's class default, the value spelt by the
/// property's format.
public enum SwiftSetting: Sendable, Equatable {
    /// Not written: the line that makes the view carries it (the frame), or only UIKit sets it.
    case none
    /// `VIEW.PATH = VALUE` where it differs from the class's default, except on views of
    /// `except`, which set it another way (a table's content size follows its rows).
    case assign(String, except: String? = nil)
    /// `VIEW.PATH = VALUE` always, where UIKit's default is not HitLab's (a table's rowHeight
    /// is automatic in UIKit, 44 here).
    case always(String)

    /// The property path the line assigns, if any.
    public var path: String? {
        switch self {
        case .none: nil
        case .assign(let path, _), .always(let path): path
        }
    }
}
