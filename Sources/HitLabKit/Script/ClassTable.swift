import HitLabModel
/// The methods of every class by name: UIKit's defaults and the learner's overrides, kept
/// apart. A receiver's class chain starts with its own class (a view's name, or `UIWindow`,
/// `UIApplication` … for the objects every scene has), whose methods are the learner's
/// overrides, then UIKit's classes, whose methods are UIKit's: so `override UIWindow.sendEvent`
/// replaces the key window's method, and its `super.sendEvent(event)` still reaches UIKit's.
/// Like `Scene`, it can journal its changes so a failed command is undone in proportion to it.
public struct ClassTable: Sendable {
    private var overridesByClass: [String: [MethodKind: MethodBody]] = [:]
    /// Each changed class's overrides before its first change since `beginJournal()`.
    private var journal: [(className: String, methods: [MethodKind: MethodBody]?)]?

    /// UIKit's default methods by class and method.
    private static let defaults: [String: [MethodKind: MethodBody]] = {
        var table: [String: [MethodKind: MethodBody]] = [:]
        for body in UIKitDefaults.bodies { table[body.className, default: [:]][body.method] = body }
        return table
    }()

    /// A table holding UIKit's default methods only.
    public init() {}

    /// The method `className` itself defines, if any: the learner's override, else UIKit's.
    public func method(_ kind: MethodKind, definedIn className: String) -> MethodBody? {
        overridesByClass[className]?[kind] ?? Self.defaults[className]?[kind]
    }

    /// The learner's override of `kind` in `className`, if any.
    public func override(_ kind: MethodKind, of className: String) -> MethodBody? {
        overridesByClass[className]?[kind]
    }

    /// The first definition of `kind` along `chain` starting at `start`, with its position:
    /// the learner's override at the chain's own class, UIKit's methods at UIKit's classes.
    public func resolve(_ kind: MethodKind, in chain: ClassChain, from start: Int = 0) -> (body: MethodBody, index: Int)? {
        var cache = MethodCache()
        return resolve(kind, in: chain, from: start, cache: &cache).map { ($0.body.takeUnretainedValue(), $0.index) }
    }

    /// The same, with UIKit's part of the lookup remembered in `cache`: UIKit's methods never
    /// change, so a run looks each one up once instead of hashing class names at every call.
    /// The body is unretained: this table or UIKit's defaults hold it while the run lasts.
    func resolve(_ kind: MethodKind, in chain: ClassChain, from start: Int, cache: inout MethodCache) -> (body: Unmanaged<MethodBody>, index: Int)? {
        guard let own = chain.own else { return cache.uikitMethod(kind, in: chain.uikit, from: start) }
        // With no overrides at all (the usual large scene), the lookup hashes nothing.
        if start == 0, !overridesByClass.isEmpty, let body = overridesByClass[own]?[kind] { return (.passUnretained(body), 0) }
        return cache.uikitMethod(kind, in: chain.uikit, from: max(0, start - 1)).map { ($0.body, $0.index + 1) }
    }

    /// Whether the learner overrides any method of any class (a large generated scene does not).
    var hasOverrides: Bool { !overridesByClass.isEmpty }

    /// `resolve` for a view, whose chain is its own class (the view's name) and then its kind's
    /// UIKit classes: the name is read only when some class has overrides, and UIKit's part is
    /// found by the kind, so a call in a scene without overrides reads no string.
    func resolve(_ kind: MethodKind, viewNamed name: () -> String, of viewKind: ViewKind, from start: Int,
                         cache: inout MethodCache) -> (body: Unmanaged<MethodBody>, index: Int)? {
        if start == 0, !overridesByClass.isEmpty, let body = overridesByClass[name()]?[kind] { return (.passUnretained(body), 0) }
        return cache.uikitMethod(kind, of: viewKind, from: max(0, start - 1)).map { ($0.body, $0.index + 1) }
    }

    /// UIKit's first definition of `kind` along its classes `uikit` from `start`.
    static func uikitMethod(_ kind: MethodKind, in uikit: [String], from start: Int) -> (body: MethodBody, index: Int)? {
        var i = start
        while i < uikit.count {
            if let body = defaults[uikit[i]]?[kind] { return (body, i) }
            i += 1
        }
        return nil
    }

    /// Adds or replaces an override. UIKit's own classes keep their defaults.
    public mutating func setOverride(_ body: MethodBody) {
        remember(body.className)
        overridesByClass[body.className, default: [:]][body.method] = body
    }

    /// Removes an override; returns whether there was one.
    @discardableResult
    public mutating func removeOverride(_ kind: MethodKind, of className: String) -> Bool {
        guard overridesByClass[className]?[kind] != nil else { return false }
        remember(className)
        overridesByClass[className]![kind] = nil
        if overridesByClass[className]!.isEmpty { overridesByClass[className] = nil }
        return true
    }

    /// Removes every override of a class (when its view goes away).
    public mutating func removeClass(_ className: String) {
        guard overridesByClass[className] != nil else { return }
        remember(className)
        overridesByClass[className] = nil
    }

    /// Whether this table is `earlier` with no override added, replaced or removed since: each
    /// override is the same parsed body (a new definition is a new `MethodBody`), so a cache of
    /// what bodies made (`SwiftUIContentCache`) can tell that the methods it ran are the same.
    public func isUnchanged(from earlier: ClassTable) -> Bool {
        guard overridesByClass.count == earlier.overridesByClass.count else { return false }
        for (name, methods) in overridesByClass {
            guard let old = earlier.overridesByClass[name], old.count == methods.count else { return false }
            for (kind, body) in methods where old[kind] !== body { return false }
        }
        return true
    }

    /// The overrides, sorted by class then method, for saving and listing.
    public var overrides: [MethodBody] {
        overridesByClass.values.flatMap { $0.values }
            .sorted { ($0.className, $0.method.rawValue) < ($1.className, $1.method.rawValue) }
    }

    /// The methods `className` overrides: UIKit's in their table order, then its actions by name.
    public func overriddenMethods(of className: String) -> [MethodKind] {
        guard let mine = overridesByClass[className] else { return [] }
        let known = MethodKind.allCases.filter { mine[$0] != nil }
        let actions = mine.keys.filter { !MethodKind.allCases.contains($0) }.sorted { $0.rawValue < $1.rawValue }
        return known + actions
    }

    // MARK: Undo

    public mutating func beginJournal() { journal = [] }
    public mutating func commitJournal() { journal = nil }

    /// Puts back every class changed since `beginJournal()`.
    public mutating func rollBack() {
        guard let entries = journal else { return }
        journal = nil
        for entry in entries.reversed() { overridesByClass[entry.className] = entry.methods }
    }

    private mutating func remember(_ className: String) {
        if journal != nil { journal!.append((className, overridesByClass[className])) }
    }
}
