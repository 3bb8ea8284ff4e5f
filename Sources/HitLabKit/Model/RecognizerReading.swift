/// One value a gesture recognizer reports while it runs (not a setting): its name, the
/// classes that have it, what it reads before the gesture begins, and what it means. A body
/// reads them from the recognizer (`sender.scale`), `p` at a stop too; `help gesture` lists
/// them. The rows are in `RecognizerProperties.swift`, beside the settings.
public struct RecognizerReading: Sendable {
    /// UIKit's name: `scale`, or a method's selector: `translation(in:)`.
    public let name: String
    /// The classes that have it: `UIGestureRecognizer` for all of them.
    public let owners: [String]
    /// What it reads before the recognizer has a value of its own (a pinch's scale is 1.0).
    public let initial: Double?
    public let summary: String

    public init(_ name: String, owners: [String] = ["UIGestureRecognizer"], initial: Double? = nil, summary: String) {
        self.name = name
        self.owners = owners
        self.initial = initial
        self.summary = summary
    }

    /// Whether a recognizer of `kind` has it.
    public func applies(to kind: GestureKind) -> Bool { owners.contains { kind.uikitClasses.contains($0) } }

    /// The reading a recognizer of `kind` has by this name (`scale`, `translation(in:)`).
    public static func named(_ name: String, for kind: GestureKind) -> RecognizerReading? {
        all.first { $0.name == name && $0.applies(to: kind) }
    }
}
