/// One UIKit gesture recognizer property as data: UIKit's name and the REPL's short key, how
/// its value is written, which recognizer classes have it, and how it reads and writes a
/// `GestureRecognizer`. `gesture`, `set`, `save`, completion, `tree` and the interpreter's reads
/// all read `RecognizerPropertyDescriptor.all`; the defaults are a new recognizer's, once.
public struct RecognizerPropertyDescriptor: Sendable {
    /// How a value is written after `KEY=`.
    public enum Format: Sendable, Equatable {
        /// yes/no, true/false.
        case flag
        /// A whole number from 1 to 10 (taps, touches).
        case count
        /// A number from 0 to 10,000 (seconds, points).
        case amount
        /// One of a fixed list of words (a swipe's direction).
        case word([String])
    }

    /// UIKit's own name: `delaysTouchesBegan`.
    public let name: String
    /// The REPL's short key, which `save` writes: `delaysBegan`.
    public let alias: String
    public let format: Format
    /// The classes that have it: `UIGestureRecognizer` for all of them.
    public let owners: [String]
    public let get: @Sendable (GestureRecognizer) -> PropertyValue
    public let set: @Sendable (inout GestureRecognizer, PropertyValue) -> Void

    public init(_ name: String, alias: String, format: Format, owners: [String] = ["UIGestureRecognizer"],
                get: @escaping @Sendable (GestureRecognizer) -> PropertyValue,
                set: @escaping @Sendable (inout GestureRecognizer, PropertyValue) -> Void) {
        self.name = name
        self.alias = alias
        self.format = format
        self.owners = owners
        self.get = get
        self.set = set
    }

    /// Every word that names it: the short key and UIKit's name.
    public var keys: [String] { [alias, name] }

    /// Whether a recognizer of `kind` has it.
    public func applies(to kind: GestureKind) -> Bool { owners.contains { kind.uikitClasses.contains($0) } }

    /// The descriptor UIKit calls `name`, or with the short key `name` (any case).
    public static func named(_ name: String) -> RecognizerPropertyDescriptor? {
        byKey[name] ?? byKey[name.lowercased()]
    }

    private static let byKey: [String: RecognizerPropertyDescriptor] = {
        var out: [String: RecognizerPropertyDescriptor] = [:]
        for d in all { for k in d.keys { out[k] = d; out[k.lowercased()] = d } }
        return out
    }()

    /// A new recognizer of `kind` as UIKit makes it, for telling what differs from the defaults.
    public static func defaults(for kind: GestureKind) -> GestureRecognizer {
        GestureRecognizer(name: "", kind: kind, view: ViewID(0))
    }

    static func flag(_ name: String, alias: String, _ get: @escaping @Sendable (GestureRecognizer) -> Bool,
                     _ set: @escaping @Sendable (inout GestureRecognizer, Bool) -> Void) -> Self {
        Self(name, alias: alias, format: .flag, get: { .bool(get($0)) }, set: { r, v in if let b = v.bool { set(&r, b) } })
    }

    static func count(_ name: String, alias: String, owners: [String], _ get: @escaping @Sendable (GestureRecognizer) -> Int,
                      _ set: @escaping @Sendable (inout GestureRecognizer, Int) -> Void) -> Self {
        Self(name, alias: alias, format: .count, owners: owners, get: { .number(Double(get($0))) },
             set: { r, v in if let n = v.number { set(&r, Int(n)) } })
    }

    static func amount(_ name: String, alias: String, owners: [String], _ get: @escaping @Sendable (GestureRecognizer) -> Double,
                       _ set: @escaping @Sendable (inout GestureRecognizer, Double) -> Void) -> Self {
        Self(name, alias: alias, format: .amount, owners: owners, get: { .number(get($0)) }, set: { r, v in if let n = v.number { set(&r, n) } })
    }
}
