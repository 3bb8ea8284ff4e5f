import HitLabModel
import HitLabScript
import HitLabDelivery
/// The columns of a trace page's places as `TracePageBuilder` fills them, place by place in
/// record order: the runtime state and the fingers there (described again only where they
/// changed: most places of a long method share them), the picture of the scene, and the
/// locals, each set of them stored once.
struct TracePagePlaceTable {
    private let trace: Trace
    private let cap: Int
    private(set) var columns = TracePageModel.Places()
    /// The pictures of the scene: -1 for the touch's start, then the record of each view
    /// property a body set other than a view's place, before the cut and at most `sceneLimit`
    /// in all; a change of place moves the views in whichever picture shows instead
    /// (`TracePageGeometry`).
    let sceneRecords: [Int]
    private(set) var localSets: [[Int]] = []
    private(set) var fingerSets: [[Double]] = []

    /// The runtime state as of the last place, kept up to date as the places go by.
    private var runtime: RuntimeState
    private var nextChange = 0
    private var runtimeText = -1, fingerText = -1
    private var fingerSetNumber: [[Double]: Int] = [:]
    private var localSetNumber: [[Int]: Int] = [:]
    /// The last `name = value` line made for each name: a local that keeps its value from
    /// place to place is written once, not once a place.
    private var lastLocal: [String: (value: Value, text: Int)] = [:]
    private var picture = 0
    private var previousRecord = 0

    init(trace: Trace, cap: Int, sceneLimit: Int) {
        self.trace = trace
        self.cap = cap
        runtime = trace.initialRuntime
        sceneRecords = [-1] + (0..<trace.changes.count).compactMap { n -> Int? in
            guard case .viewProperty(_, let property, _) = trace.changes[n], !TracePageGeometry.places(property),
                  Int(trace.changeRecords[n]) < cap else { return nil }
            return Int(trace.changeRecords[n])
        }.prefix(sceneLimit - 1)
    }

    /// The state of things at the place at record `key`: the runtime state, where the moved
    /// views stand, the fingers, the picture, and the record itself.
    mutating func appendState(at key: Int, geometry: TracePageGeometry, strings: inout PageStrings) {
        var changed = runtimeText < 0
        while nextChange < trace.changes.count, Int(trace.changeRecords[nextChange]) <= min(key, cap - 1) {
            runtime.apply(trace.changes[nextChange])
            nextChange += 1
            changed = true
        }
        if changed {
            runtimeText = strings.id(describe(runtime))
            // The fingers on the glass here, as finger, x, y triples, each set once.
            let fingers = runtime.touches.filter { !$0.phase.isFinal }.flatMap { [Double($0.finger), $0.location.x, $0.location.y] }
            if let known = fingerSetNumber[fingers] { fingerText = known } else {
                fingerSetNumber[fingers] = fingerSets.count
                fingerText = fingerSets.count
                fingerSets.append(fingers)
            }
        }
        columns.runtime.append(runtimeText)
        columns.geometry.append(geometry.state(at: key))
        columns.fingers.append(fingerText)
        while picture + 1 < sceneRecords.count, sceneRecords[picture + 1] <= key { picture += 1 }
        columns.scene.append(picture)
        columns.record.append(key - previousRecord)
        previousRecord = key
    }

    /// Where the six motions go from the place numbered `n`, as offsets from it, in `moves`'
    /// order (step, next, finish, and the three reverse ones); a motion with no target stays
    /// (forward) or goes back a place (reverse), as from the cut's notice.
    mutating func appendMotions(_ moves: [Int], at n: Int) {
        let before = max(0, n - 1)
        func offset(_ i: Int, _ fallback: Int) -> Int { (i < moves.count ? moves[i] : fallback) - n }
        columns.step.append(offset(0, n)); columns.next.append(offset(1, n)); columns.finish.append(offset(2, n))
        columns.reverseStep.append(offset(3, before)); columns.reverseNext.append(offset(4, before))
        columns.reverseFinish.append(offset(5, before))
    }

    /// A place where the debugger does not stop (the finished touch, the cut's notice): no
    /// frame, only `text`.
    mutating func appendEnd(_ text: Int) {
        columns.call.append(-1); columns.line.append(0); columns.locals.append(-1)
        columns.text.append(text)
        columns.asked.append(-1); columns.verdict.append(0)
    }

    /// The frame a stop is in and its line (-1 and 0 for none).
    mutating func appendFrame(call: Int, line: Int) {
        columns.call.append(call)
        columns.line.append(line)
    }

    /// A stop's locals as the number of their set, -1 for none.
    mutating func appendLocals(_ locals: [(name: String, value: Value)], strings: inout PageStrings, _ f: ValueFormatter) {
        guard !locals.isEmpty else { columns.locals.append(-1); return }
        let lines = locals.map { local in
            if let known = lastLocal[local.name], known.value == local.value { return known.text }
            let text = strings.id("\(local.name) = \(f.brief(local.value))")
            lastLocal[local.name] = (local.value, text)
            return text
        }
        if let known = localSetNumber[lines] { columns.locals.append(known); return }
        localSetNumber[lines] = localSets.count
        columns.locals.append(localSets.count)
        localSets.append(lines)
    }

    /// The words for a stop's record (-1: none), the view being asked there (-1: none) and its
    /// point(inside:)'s verdict.
    mutating func appendText(_ text: Int, asked: Int, verdict: Int) {
        columns.text.append(text)
        columns.asked.append(asked)
        columns.verdict.append(verdict)
    }

    /// The touches on the glass and every recognizer's state, a line each, as `touch list`
    /// and `p NAME.state` say them.
    private func describe(_ runtime: RuntimeState) -> String {
        let scene = trace.scene
        var lines = runtime.touches.map { t in
            let view = t.view.map { scene.contains($0) ? scene[$0].name : "a removed view" } ?? "no view"
            return "finger \(t.finger): \(view) · \(t.phase.rawValue) · \(t.location) in the window" + (t.tapCount > 1 ? " · tapCount \(t.tapCount)" : "")
                + runtime.heldNote(t, in: scene)
        }
        for i in scene.recognizers.indices {
            guard let r = scene.recognizers[i] else { continue }
            let working = runtime.recognizer(RecognizerID(Int32(i)))
            // A scroll view's own two go by UIKit's class; a timer shows when it fires.
            let kind = r.kind.isScrollViewPart ? r.kind.className : r.kind.rawValue
            lines.append("\(r.name) (\(kind) on \(scene.contains(r.view) ? scene[r.view].name : "a removed view")): \(working.state.rawValue)"
                         + (working.deadline.map { " · timer at \(formatNumber($0)) s" } ?? ""))
        }
        return lines.joined(separator: "\n")
    }
}
