import Testing
import HitLabKit

/// The order within one event where a recognizer begins (reference §5.2, modern UIKit): the
/// recognizers see the whole event first, the one that recognizes sends its action, and only
/// then are the views called, so a view whose touch it cancels gets `touchesCancelled` and
/// not `touchesMoved` in that event. Checked over random scenes and touches: one to three
/// views, one to three recognizers of each kind with random settings and failure
/// requirements, one to three fingers coming down, moving and lifting together or apart.
@Suite struct RecognizerOrderingPropertyTests {
    /// A random scene with logging views and recognizers, then the touch commands.
    static func scenario(_ seed: UInt64) -> (scene: [String], touches: [String]) {
        var r = SplitMix64(state: seed)
        var scene = ["window 375 667", "view S 0 0 375 667"], views = ["S"]
        for i in 0..<Int.random(in: 1...3, using: &r) {
            scene.append("view V\(i) \(Int.random(in: 0...200, using: &r)) \(Int.random(in: 0...400, using: &r)) \(Int.random(in: 60...200, using: &r)) \(Int.random(in: 60...250, using: &r)) in \(views.randomElement(using: &r)!)")
            views.append("V\(i)")
        }
        for v in views {
            for phase in ["Began", "Moved", "Ended", "Cancelled"] { scene.append("override \(v).touches\(phase) { print(\"\(v) \(phase.lowercased())\") }") }
        }
        var recognizers: [String] = []
        for i in 0..<Int.random(in: 1...3, using: &r) {
            let kind = ["pan", "pan", "tap", "longpress", "swipe", "pinch"].randomElement(using: &r)!
            var options: [String] = []
            if Double.random(in: 0..<1, using: &r) < 0.3 { options.append("cancels=no") }
            if Double.random(in: 0..<1, using: &r) < 0.2 { options.append("delaysBegan=yes") }
            if Double.random(in: 0..<1, using: &r) < 0.2 { options.append("delaysEnded=no") }
            if kind == "pan", Double.random(in: 0..<1, using: &r) < 0.3 { options.append("min=2") }
            if kind == "tap", Double.random(in: 0..<1, using: &r) < 0.3 { options.append("taps=2") }
            scene.append((["gesture G\(i) \(kind) on \(views.randomElement(using: &r)!)"] + options).joined(separator: " "))
            recognizers.append("G\(i)")
        }
        if recognizers.count > 1, Double.random(in: 0..<1, using: &r) < 0.4 {
            let pair = recognizers.shuffled(using: &r)
            scene.append("require \(pair[0]) toFail \(pair[1])")
        }
        var down: [Int: (Int, Int)] = [:], touches: [String] = []
        for _ in 0..<Int.random(in: 3...12, using: &r) {
            let c = Double.random(in: 0..<1, using: &r)
            let free = [1, 2, 3].filter { down[$0] == nil }
            if c < 0.3, !free.isEmpty {
                let fingers = free.shuffled(using: &r).prefix(Int.random(in: 1...min(2, free.count), using: &r))
                for f in fingers { down[f] = (Int.random(in: 0...370, using: &r), Int.random(in: 0...660, using: &r)) }
                touches.append("touch down " + fingers.map { "\($0) \(down[$0]!.0) \(down[$0]!.1)" }.joined(separator: " "))
            } else if c < 0.75, !down.isEmpty {
                let fingers = down.keys.sorted().shuffled(using: &r).prefix(Int.random(in: 1...down.count, using: &r))
                for f in fingers {
                    let (x, y) = down[f]!
                    down[f] = (max(0, min(374, x + Int.random(in: -25...25, using: &r))), max(0, min(666, y + Int.random(in: -25...25, using: &r))))
                }
                touches.append("touch move " + fingers.map { "\($0) \(down[$0]!.0) \(down[$0]!.1)" }.joined(separator: " "))
            } else if c < 0.85 {
                touches.append("wait \([0.1, 0.3, 0.6].randomElement(using: &r)!)")
            } else if !down.isEmpty {
                let fingers = down.keys.sorted().shuffled(using: &r).prefix(Int.random(in: 1...down.count, using: &r))
                for f in fingers { down[f] = nil }
                touches.append("touch up " + fingers.map(String.init).joined(separator: " "))
            }
        }
        if !down.isEmpty { touches.append("touch up " + down.keys.sorted().map(String.init).joined(separator: " ")) }
        return (scene, touches)
    }

    @Test func noViewGetsTouchesMovedInTheEventWhereARecognizerThatCancelsItBegins() {
        var checked = 0
        for seed in UInt64(0)..<600 {
            let (scene, touches) = Self.scenario(seed)
            let s = scriptedSession(scene.joined(separator: "\n"))
            for command in touches {
                let lines = s.execute(command).output.split(separator: "\n").map(String.init)
                for (i, line) in lines.enumerated() where line.hasPrefix("G") && line.hasSuffix(": began") {
                    let cancelled = Set(lines[(i + 1)...].filter { $0.hasSuffix(" cancelled") }.map { $0.split(separator: " ")[0] })
                    let moved = Set(lines[..<i].filter { $0.hasSuffix(" moved") }.map { $0.split(separator: " ")[0] })
                    #expect(cancelled.isDisjoint(with: moved), "seed \(seed), \(command): \(lines)")
                    checked += 1
                }
            }
        }
        // The scenarios must reach the case: recognizers that began while views held touches.
        #expect(checked > 100)
    }
}
