/// The methods of every class by name: UIKit's defaults (installed at creation) and the
/// learner's overrides. Method lookup walks a receiver's class chain through this table. Like
/// `Scene`, it can journal its changes so a failed command is undone in proportion to it.
public struct ClassTable: Sendable {
    private var methods: [String: [MethodKind: MethodBody]] = [:]
    /// Each changed class's methods before its first change since `beginJournal()`.
    private var journal: [(className: String, methods: [MethodKind: MethodBody]?)]?

    /// A table holding UIKit's default methods only.
    public init() {
        for body in UIKitDefaults.bodies { methods[body.className, default: [:]][body.method] = body }
    }

    /// The method `className` itself defines, if any.
    public func method(_ kind: MethodKind, definedIn className: String) -> MethodBody? {
        methods[className]?[kind]
    }

    /// The first definition of `kind` along `chain` starting at `start`, with its position.
    public func resolve(_ kind: MethodKind, in chain: ClassChain, from start: Int = 0) -> (body: MethodBody, index: Int)? {
        var i = start
        while i < chain.endIndex {
            if let body = methods[chain[i]]?[kind] { return (body, i) }
            i += 1
        }
        return nil
    }

    /// Adds or replaces an override. UIKit's own classes keep their defaults.
    public mutating func setOverride(_ body: MethodBody) {
        remember(body.className)
        methods[body.className, default: [:]][body.method] = body
    }

    /// Removes an override; returns whether there was one.
    @discardableResult
    public mutating func removeOverride(_ kind: MethodKind, of className: String) -> Bool {
        guard methods[className]?[kind] != nil else { return false }
        remember(className)
        methods[className]!.removeValue(forKey: kind)
        return true
    }

    /// Removes every override of a class (when its view goes away).
    public mutating func removeClass(_ className: String) {
        guard !UIKitDefaults.classNames.contains(className), methods[className] != nil else { return }
        remember(className)
        methods[className] = nil
    }

    // MARK: Undo

    public mutating func beginJournal() { journal = [] }
    public mutating func commitJournal() { journal = nil }

    /// Puts back every class changed since `beginJournal()`.
    public mutating func rollBack() {
        guard let entries = journal else { return }
        journal = nil
        for entry in entries.reversed() { methods[entry.className] = entry.methods }
    }

    private mutating func remember(_ className: String) {
        if journal != nil { journal!.append((className, methods[className])) }
    }

    /// The overrides, sorted by class then method, for saving and listing.
    public var overrides: [MethodBody] {
        methods.values.flatMap { $0.values }.filter { !$0.isDefault }
            .sorted { ($0.className, $0.method.rawValue) < ($1.className, $1.method.rawValue) }
    }
}
