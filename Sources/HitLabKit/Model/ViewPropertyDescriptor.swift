/// One UIKit view property as data: UIKit's name and the REPL's short keys, how its value is
/// written, which class declares it, who may change it, how it reads and writes a `ViewState`,
/// and how `tree` notes it. `set`, `save`, completion, `help set`, the interpreter's reads and
/// writes, the tree and the runtime state all read `ViewPropertyDescriptor.all`, so a new
/// property is its field in `ViewState` and one row there. A class, so reading a property
/// in a body hands on one reference, not a copy of every field and closure.
public final class ViewPropertyDescriptor: Sendable {
    /// How a value is written after `KEY=` and what a body must give.
    public enum Format: Sendable, Equatable {
        /// yes/no, true/false.
        case flag
        /// A number from 0 to 1 (alpha).
        case fraction
        /// `X,Y`: a point.
        case point
        /// `X,Y,W,H`: a rectangle (the frame).
        case rect
        /// `X,Y`: the bounds' origin only (the size follows the frame).
        case boundsOrigin
        /// `W,H`: a size, each 0 or more.
        case size
        /// A number of points, 0 or more (a table's row height).
        case length
        /// A colour name, `#RRGGBB`, or none.
        case color
        /// `rotate(DEG) scale(S) …`.
        case transform
        /// A window level: a number or normal, statusBar, alert.
        case windowLevel
    }

    /// Who may change the property.
    public enum Access: Sendable, Equatable {
        /// `set` (and the command that adds the view) only.
        case scene
        /// `set`, and a body while touches are delivered (recorded as a runtime change).
        case body
        /// Only UIKit's own source, while it runs (UIControl.isTracking).
        case uikit
    }

    /// Where `tree` notes the property, when it differs from the class's default.
    public enum TreeSection: Sendable, Equatable {
        /// With the state flags, before a control's actions: `hidden · alpha 0.5 · exclusive`.
        case state
        /// After them, with the geometry: `bounds origin (0, 90) · clips (drawing only)`.
        case geometry
        /// Not noted (shown elsewhere on the line, or not at all).
        case none
    }

    /// UIKit's own name: `isExclusiveTouch`.
    public let name: String
    /// The REPL's short keys, the first one written by `save`: `exclusive`.
    public let aliases: [String]
    public let format: Format
    /// The class that declares it: `UIView`, `UIControl`, `UIWindow`.
    public let owner: String
    public let access: Access
    /// Whether `set` takes it (a control's tracking state is UIKit's alone).
    public let isSetKey: Bool
    /// Whether `save` writes it as a `KEY=VALUE` (the frame and level are on the adding line).
    public let isSaved: Bool
    /// What the key does, in a few words, for `help set`.
    /// Whether UIKit's own tracking of a touch sets it (a control's tracking and highlight):
    /// `tree` shows that as "tracking", not as something a learner's body set.
    public let isTrackingState: Bool
    public let summary: String
    public let section: TreeSection
    public let get: @Sendable (ViewState) -> PropertyValue
    public let set: @Sendable (inout ViewState, PropertyValue) -> Void
    /// The note `tree` shows for the view's value (as a rule only where it differs from its
    /// class's default); nil to say nothing.
    public let treeNote: @Sendable (ViewState) -> String?
    /// How a `recursiveDescription` dump prints it (import reads it, `tree --uikit` writes
    /// it); nil when UIKit's description leaves it out, so a dump never tells it.
    public let dump: DumpField?
    /// How `export swift` sets it on a view it builds.
    public let swift: SwiftSetting

    public init(_ name: String, aliases: [String] = [], format: Format, owner: String = "UIView", alsoOwners: [String] = [],
                access: Access = .scene, isSetKey: Bool = true, isSaved: Bool = true, isTrackingState: Bool = false, summary: String,
                section: TreeSection = .none, dump: DumpField? = nil, swift: SwiftSetting = .none,
                get: @escaping @Sendable (ViewState) -> PropertyValue, set: @escaping @Sendable (inout ViewState, PropertyValue) -> Void,
                treeNote: @escaping @Sendable (ViewState) -> String? = { _ in nil }) {
        self.name = name
        self.aliases = aliases
        self.format = format
        self.owner = owner
        self.access = access
        self.isSetKey = isSetKey
        self.isSaved = isSaved
        self.isTrackingState = isTrackingState
        self.summary = summary
        self.section = section
        self.get = get
        self.set = set
        self.treeNote = treeNote
        self.dump = dump
        self.swift = swift
        self.appliesByKind = ViewKind.allCases.map { kind in ([owner] + alsoOwners).contains { kind.uikitClasses.contains($0) } }
    }

    /// `applies(to:)` for each kind, by its ordinal, worked out once.
    private let appliesByKind: [Bool]

    /// A Bool property: `on` and `off` are what `tree` says when it differs from the default.
    public static func flag(_ name: String, aliases: [String], owner: String = "UIView", alsoOwners: [String] = [],
                            access: Access = .body, isSetKey: Bool = true, isTrackingState: Bool = false,
                            summary: String, section: TreeSection = .state, on: String? = nil, off: String? = nil,
                            dump: DumpField? = nil, swift: SwiftSetting = .none,
                            get: @escaping @Sendable (ViewState) -> Bool, set: @escaping @Sendable (inout ViewState, Bool) -> Void) -> ViewPropertyDescriptor {
        ViewPropertyDescriptor(name, aliases: aliases, format: .flag, owner: owner, alsoOwners: alsoOwners, access: access, isSetKey: isSetKey,
             isTrackingState: isTrackingState, summary: summary, section: section, dump: dump, swift: swift,
             get: { .bool(get($0)) }, set: { view, value in if case .bool(let b) = value { set(&view, b) } },
             treeNote: { view in
                 let b = get(view)
                 return b == get(ViewState.defaults(for: view.kind)) ? nil : b ? on : off
             })
    }

    /// The key `save` writes and help shows first: the short key if there is one, else UIKit's name.
    public var key: String { aliases.first ?? name }

    /// Every word `set` accepts for it: the short keys and UIKit's name.
    public var keys: [String] { aliases + [name] }

    /// Whether a view of `kind` has the property (a UIControl's isEnabled, a UIWindow's level).
    public func applies(to kind: ViewKind) -> Bool { appliesByKind[kind.ordinal] }

    /// The `set` key: UIKit's name or a short key `word`.
    public static func key(_ word: String) -> ViewPropertyDescriptor? { byKey[word].map { all[$0] } }

    /// The position in `all` of the property UIKit calls `name`; a body resolves its property
    /// names to these once, when it is parsed.
    public static func index(ofUIKitName name: String) -> Int? { byName[name] }

    private static let byKey: [String: Int] = {
        var out: [String: Int] = [:]
        for (i, d) in all.enumerated() where d.isSetKey { for k in d.keys { out[k] = i } }
        return out
    }()

    private static let byName: [String: Int] = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.name, $0) })

    /// The property a dump's field `key` prints, by its position in `all`.
    public static func index(ofDumpKey key: String) -> Int? { byDumpKey[key] }

    private static let byDumpKey: [String: Int] = Dictionary(uniqueKeysWithValues: all.enumerated().compactMap { i, d in d.dump.map { ($0.key, i) } })
}
