import HitLabModel
import HitLabScript
/// What a SwiftUI gesture asks the pipeline to run after a step: a callback of member `m`.
public enum SwiftUIGestureEffect: Sendable, Equatable {
    /// `updating` and `onChanged` (a drag that started or moved).
    case changed(Int)
    /// `onEnded`, `perform:`, a Button's action.
    case ended(Int)
    /// `onPressingChanged`.
    case pressing(Int, Bool)
    /// Its `@GestureState` goes back to its first value: the gesture ended or was cancelled
    /// (§3.2 [DOC: A-gs]).
    case reset(Int)
}

/// The competition's steps: each touch input or timer moves the members on (their own
/// thresholds: DESIGN's tap 45 pt / 0.75 s, double tap 0.35 s, long press and drag as given),
/// then the ranking decides who may act. Pure: the pipeline runs the effects it returns.
extension SwiftUIGestureSession {
    /// A tap fails when the finger moves more than 45 pt or stays down longer than 0.75 s; a
    /// further tap of a `count: 2` must begin within 0.35 s of the previous one's end (DESIGN,
    /// from swiftui-semantics.md §3.1 [RE]).
    public static let tapMovement = 45.0, tapDuration = 0.75, tapInterval = 0.35

    private enum Want { case act, change, end, fail(SwiftUIGestureOutcome) }

    /// The members start: a long press starts its clock, a drag of minimumDistance 0 starts at once.
    mutating func start() -> [SwiftUIGestureEffect] {
        var effects: [SwiftUIGestureEffect] = []
        for m in members.indices where members[m].listening && !members[m].state.isFinal { listen(m, &effects) }
        settle(&effects)
        return effects
    }

    /// A new touch on a session whose earlier touch lifted: a tap counting toward its `count`
    /// goes on if the touch is on its view (`keys` are the gestures on the new touch's path),
    /// soon enough and near enough; everything else still possible fails.
    mutating func touchBegan(at p: Point, time t: Double, keys: Set<SwiftUIGestureKey>) -> [SwiftUIGestureEffect] {
        var effects: [SwiftUIGestureEffect] = []
        var wants: [(Int, Want)] = []
        for m in members.indices where members[m].state == .possible {
            let member = members[m]
            if member.kind.isTap, member.taps > 0, let end = member.lastTapEnd, t - end <= Self.tapInterval,
               distance(p, member.start) <= Self.tapMovement, keys.contains(member.key) {
                members[m].deadline = t + Self.tapDuration
                continue
            }
            wants.append((m, .fail(.limits)))
        }
        touchDown = true
        touchStart = p
        touchStartTime = t
        apply(wants, &effects)
        return effects
    }

    /// The finger moved.
    mutating func touchMoved(to p: Point, time t: Double) -> [SwiftUIGestureEffect] {
        var effects: [SwiftUIGestureEffect] = []
        var wants = move(to: p, time: t)
        if pinch != nil {
            pinch!.first = p
            wants += pinched(time: t)
        }
        apply(wants, &effects)
        return effects
    }

    /// Whether a two-finger gesture (`MagnifyGesture`, `RotateGesture`) still waits for a second finger.
    public var wantsSecondFinger: Bool {
        touchDown && pinch == nil && members.contains { ($0.kind == .magnify || $0.kind == .rotate) && !$0.state.isFinal }
    }

    /// A second finger came down at `p`: the two-finger gestures measure from here (§3.1).
    mutating func secondFingerBegan(_ finger: Int, at p: Point) {
        let first = members.first { $0.kind == .magnify || $0.kind == .rotate }?.location ?? touchStart
        pinch = SwiftUIPinch(finger: finger, firstStart: first, secondStart: p, first: first, second: p)
    }

    /// The second finger moved.
    mutating func secondFingerMoved(to p: Point, time t: Double) -> [SwiftUIGestureEffect] {
        var effects: [SwiftUIGestureEffect] = []
        pinch?.second = p
        apply(pinched(time: t), &effects)
        return effects
    }

    /// The second finger lifted: a two-finger gesture that started ends, one that did not fails.
    mutating func secondFingerEnded(time t: Double) -> [SwiftUIGestureEffect] {
        var effects: [SwiftUIGestureEffect] = []
        let wants: [(Int, Want)] = members.indices.filter { (members[$0].kind == .magnify || members[$0].kind == .rotate) && !members[$0].state.isFinal }
            .map { ($0, members[$0].state == .active ? .end : .fail(.limits)) }
        pinch = nil
        apply(wants, &effects)
        return effects
    }

    /// [DOC: A-prim] A MagnifyGesture starts once the scale has changed by its minimumScaleDelta
    /// (0.01), a RotateGesture once the angle has by its minimumAngleDelta (1°); then each
    /// change runs onChanged with the value so far.
    private mutating func pinched(time t: Double) -> [(Int, Want)] {
        guard let pinch else { return [] }
        var wants: [(Int, Want)] = []
        for m in members.indices where members[m].listening && !members[m].state.isFinal && (members[m].kind == .magnify || members[m].kind == .rotate) {
            let before = (members[m].magnification, members[m].rotation)
            members[m].magnification = pinch.magnification
            members[m].rotation = pinch.rotation
            members[m].previousTime = members[m].time
            members[m].time = t
            let member = members[m]
            if member.state == .possible {
                let moved = member.kind == .magnify ? abs(member.magnification - 1) >= member.minimumScaleDelta : abs(member.rotation) >= member.minimumAngleDelta
                if moved { wants.append((m, .act)) }
            } else if member.state == .active, before != (member.magnification, member.rotation) {
                wants.append((m, .change))
            }
        }
        return wants
    }

    /// The finger lifted at `p`.
    mutating func touchEnded(at p: Point, time t: Double) -> [SwiftUIGestureEffect] {
        var effects: [SwiftUIGestureEffect] = []
        var wants = move(to: p, time: t)
        touchDown = false
        pinch = nil
        for m in members.indices where members[m].listening && (members[m].state == .possible || members[m].state == .active || members[m].state == .waiting) {
            let member = members[m]
            switch member.kind {
            case .button:
                // HitLab's choice (§3.6, §6.6: Button's press area is undocumented): the action
                // runs when the finger lifts inside the Button's frame, wherever it went and
                // however long it stayed, as a UIButton's touchUpInside; outside, it does not.
                guard member.state == .possible else { continue }
                wants.append((m, member.region.map { $0.contains(p) } ?? true ? .act : .fail(.releasedOutside)))
            case .tap, .spatialTap:
                // One held past 0.75 s has already failed on its clock: the pipeline fires the
                // timers due before it delivers the lift (`timersFire`).
                guard member.state == .possible else { continue }
                members[m].taps += 1
                members[m].lastTapEnd = t
                if members[m].taps >= member.count { wants.append((m, .act)) } else { members[m].deadline = t + Self.tapInterval }
            case .drag, .scroll, .magnify, .rotate:
                wants.append((m, member.state == .active ? .end : .fail(.limits)))
            default:
                wants.append((m, .fail(.limits)))
            }
        }
        apply(wants, &effects)
        return effects
    }

    /// The system cancelled the touch: every gesture still going fails; `onEnded` does not run
    /// (§3.2, undocumented: HitLab's reading).
    mutating func cancelled() -> [SwiftUIGestureEffect] {
        var effects: [SwiftUIGestureEffect] = []
        touchDown = false
        apply(members.indices.filter { !members[$0].state.isFinal }.map { ($0, .fail(.cancelled)) }, &effects)
        return effects
    }

    /// The earliest deadline of a member, if any.
    public var nextDeadline: Double? { members.compactMap(\.deadline).min() }

    /// Deadlines up to `time` come due in order: a tap held down too long or waiting too long
    /// for its next tap fails, a long press held long enough succeeds.
    mutating func timersFire(upTo time: Double) -> [SwiftUIGestureEffect] {
        var effects: [SwiftUIGestureEffect] = []
        while let due = nextDeadline, due <= time, let m = members.indices.first(where: { members[$0].deadline == due }) {
            members[m].deadline = nil
            guard members[m].state == .possible else { continue }
            members[m].time = due
            apply([(m, members[m].kind == .longPress ? .act : .fail(.limits))], &effects)
        }
        return effects
    }

    // MARK: Steps

    /// Every listening member sees the finger at `p`.
    private mutating func move(to p: Point, time t: Double) -> [(Int, Want)] {
        var wants: [(Int, Want)] = []
        for m in members.indices where members[m].listening && !members[m].state.isFinal {
            if members[m].location != p {
                members[m].previousLocation = members[m].location
                members[m].previousTime = members[m].time
            }
            members[m].location = p
            members[m].time = t
            members[m].maxDistance = max(members[m].maxDistance, distance(p, members[m].start))
            let member = members[m]
            switch member.kind {
            case .tap, .spatialTap:
                if distance(p, touchStart) > Self.tapMovement { wants.append((m, .fail(.limits))) }
            case .longPress:
                if member.state == .possible, distance(p, member.start) > member.maximumDistance { wants.append((m, .fail(.limits))) }
            case .scroll:
                // UIKit's pan: 10 pt along the axis it scrolls (`UIKitDefaults.scrollHysteresis`).
                if member.state == .possible, let pan = member.pan,
                   abs(pan.horizontal ? p.x - member.start.x : p.y - member.start.y) >= UIKitDefaults.scrollHysteresis { wants.append((m, .act)) }
                if member.state == .active { wants.append((m, .change)) }
            case .drag:
                // [RE] A drag starts once the largest distance from its start reaches minimumDistance (§3.1).
                if member.state == .possible, member.maxDistance >= member.minimumDistance { wants.append((m, .act)) }
                if member.state == .active { wants.append((m, .change)) }
            default:
                break
            }
        }
        return wants
    }

    /// A member starts listening at its latest sample.
    private mutating func listen(_ m: Int, _ effects: inout [SwiftUIGestureEffect]) {
        members[m].listening = true
        switch members[m].kind {
        case .longPress:
            members[m].deadline = members[m].startTime + members[m].minimumDuration
            members[m].pressing = true
            effects.append(.pressing(m, true))
        case .tap, .spatialTap:
            // The 0.75 s a tap may stay down is a clock, as a long press's is: past it the tap
            // fails with the finger still down, and a gesture waiting for it goes on at once.
            members[m].deadline = members[m].startTime + Self.tapDuration
        case .drag where members[m].minimumDistance <= 0:
            act(m, &effects)
        default:
            break
        }
    }

    private mutating func apply(_ wants: [(Int, Want)], _ effects: inout [SwiftUIGestureEffect]) {
        for (m, want) in wants {
            switch want {
            case .act: act(m, &effects)
            case .change: if members[m].state == .active { effects.append(.changed(m)) }
            case .end:
                guard members[m].state == .active else { fail(m, .limits, &effects); continue }
                members[m].state = .ended
                members[m].reason = .ran
                effects.append(.ended(m))
                effects.append(.reset(m))
                succeeded(m, &effects)
            case .fail(let reason): fail(m, reason, &effects)
            }
        }
        settle(&effects)
    }

    /// `m` would succeed (a tap, a long press) or start (a drag): it does unless a gesture ranked
    /// above it may still act, and then every gesture it ranks above fails.
    private mutating func act(_ m: Int, _ effects: inout [SwiftUIGestureEffect]) {
        guard !members[m].state.isFinal, members[m].state != .active else { return }
        if !ranking.blockers(of: m, in: members).isEmpty {
            members[m].state = .waiting
            return
        }
        if members[m].kind.isContinuous || members[m].kind == .scroll {
            members[m].state = .active
            members[m].reason = .ran
            effects.append(.changed(m))
        } else {
            members[m].state = .ended
            members[m].reason = .ran
            if members[m].pressing { members[m].pressing = false; effects.append(.pressing(m, false)) }
            effects.append(.ended(m))
            succeeded(m, &effects)
        }
        for pair in ranking.blocks + ranking.cancels where pair.first == m { fail(pair.second, .beaten(by: m), &effects) }
    }

    private mutating func fail(_ m: Int, _ reason: SwiftUIGestureOutcome, _ effects: inout [SwiftUIGestureEffect]) {
        guard !members[m].state.isFinal else { return }
        let wasActive = members[m].state == .active
        members[m].state = .failed
        members[m].reason = reason
        members[m].deadline = nil
        if members[m].pressing { members[m].pressing = false; effects.append(.pressing(m, false)) }
        if wasActive { effects.append(.reset(m)) }
        for pair in ranking.sequence where pair.first == m {
            let firsts = ranking.sequence.filter { $0.second == pair.second }.map(\.first)
            if firsts.allSatisfy({ members[$0].state == .failed }) { fail(pair.second, .sequenceFailed, &effects) }
        }
    }

    /// The gestures sequenced after `m` start listening once every gesture before them is done
    /// [DOC: A-comp, sequenced(before:)].
    private mutating func succeeded(_ m: Int, _ effects: inout [SwiftUIGestureEffect]) {
        for pair in ranking.sequence where pair.first == m && !members[pair.second].listening {
            let firsts = ranking.sequence.filter { $0.second == pair.second }.map(\.first)
            guard firsts.allSatisfy({ members[$0].state.isFinal }) else { continue }
            let s = pair.second
            guard touchDown else { fail(s, .limits, &effects); continue }
            members[s].start = members[m].location
            members[s].location = members[m].location
            members[s].previousLocation = members[m].location
            members[s].startTime = members[m].time
            members[s].time = members[m].time
            members[s].previousTime = members[m].time
            listen(s, &effects)
        }
    }

    /// Gestures that waited act once nothing ranked above them may act any more.
    private mutating func settle(_ effects: inout [SwiftUIGestureEffect]) {
        var changed = true
        while changed {
            changed = false
            for m in members.indices where members[m].state == .waiting && ranking.blockers(of: m, in: members).isEmpty {
                members[m].state = .possible
                act(m, &effects)
                changed = true
            }
        }
    }

    private func distance(_ a: Point, _ b: Point) -> Double { hypot(a.x - b.x, a.y - b.y) }
}

#if canImport(Glibc)
import Glibc
#endif
