import HitLabModel
import Synchronization

/// The scene's SwiftUI content kept between commands, so a tap, `draw`, `p` or a completion
/// does not evaluate and lay out every body again. It is handed out only while all of its
/// inputs are the ones it was made from: the scene (a body may read any view, a host's frame
/// places it, a UIKit view's name may clash with a SwiftUI one), the class table (a body may
/// call an override) every host's `@State` and how far its scroll views are scrolled; a change to any of them makes it again. A
/// body that failed is kept as its error, so a broken body is not run again either.
///
/// One per session (`SessionState.swiftUICache`), shared with the deliveries it makes; they
/// keep in it the content a `@State` change evaluated again, with the state it was made from.
public final class SwiftUIContentCache: Sendable {
    private struct Entry: Sendable {
        let scene: Scene
        let classes: ClassTable
        let states: [ViewID: [String: Value]]
        let scrolled: [ViewID: [String: Double]]
        let content: Result<SwiftUIContent, ScriptError>

        func matches(_ scene: Scene, _ classes: ClassTable, _ states: [ViewID: [String: Value]], _ scrolled: [ViewID: [String: Double]]) -> Bool {
            states == self.states && scrolled == self.scrolled && scene.isUnchanged(from: self.scene) && classes.isUnchanged(from: self.classes)
        }
    }

    private let entry = Mutex<Entry?>(nil)
    private let made = Atomic<Int>(0)

    public init() {}

    /// How many times this cache evaluated and laid out the bodies (a test counts them).
    public var evaluations: Int { made.load(ordering: .relaxed) }

    /// The content of `scene`'s hosts with `states`: the one kept when it was made from these
    /// inputs, else evaluated and laid out now (`SwiftUIContent.build`) and kept.
    public func content(scene: Scene, classes: ClassTable, states: [ViewID: [String: Value]],
                        scrolled: [ViewID: [String: Double]] = [:]) throws(ScriptError) -> SwiftUIContent {
        let kept = entry.withLock { entry in entry.flatMap { $0.matches(scene, classes, states, scrolled) ? $0.content : nil } }
        if let kept { return try kept.get() }
        made.add(1, ordering: .relaxed)
        let built = Result { () throws(ScriptError) in try SwiftUIContent.build(scene: scene, classes: classes, states: states, scrolled: scrolled) }
        keep(built, scene: scene, classes: classes, states: states, scrolled: scrolled)
        return try built.get()
    }

    /// Lets go of the content kept: a delivery is about to make the next content from it and
    /// keep that instead, and the layout it changes in place must not be shared.
    public func drop() {
        entry.withLock { $0 = nil }
    }

    /// Keeps `content`, which a delivery made from these inputs (a `@State` change it recorded).
    public func keep(_ content: SwiftUIContent, scene: Scene, classes: ClassTable, states: [ViewID: [String: Value]],
                     scrolled: [ViewID: [String: Double]]) {
        keep(.success(content), scene: scene, classes: classes, states: states, scrolled: scrolled)
    }

    private func keep(_ content: Result<SwiftUIContent, ScriptError>, scene: Scene, classes: ClassTable, states: [ViewID: [String: Value]],
                      scrolled: [ViewID: [String: Double]]) {
        entry.withLock { $0 = Entry(scene: scene, classes: classes, states: states, scrolled: scrolled, content: content) }
    }
}
