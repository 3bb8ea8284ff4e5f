import HitLabModel
import HitLabScript
import HitLabDelivery
/// The session's breakpoints, numbered from 1 in the order they were set; numbers are never
/// reused. Kept across taps, like a debugger's breakpoints across runs.
public struct BreakpointTable: Sendable {
    public private(set) var all: [Breakpoint] = []
    private var nextNumber = 1

    public init() {}

    public var isEmpty: Bool { all.isEmpty }

    @discardableResult
    public mutating func add(_ location: Breakpoint.Location, condition: String? = nil, oneShot: Bool = false) -> Breakpoint {
        let b = Breakpoint(number: nextNumber, location: location, condition: condition, oneShot: oneShot)
        nextNumber += 1
        all.append(b)
        return b
    }

    public func breakpoint(_ number: Int) -> Breakpoint? { all.first { $0.number == number } }

    /// Removes a breakpoint; false when there is no such number.
    @discardableResult
    public mutating func delete(_ number: Int) -> Bool {
        guard let i = all.firstIndex(where: { $0.number == number }) else { return false }
        all.remove(at: i)
        return true
    }

    @discardableResult
    public mutating func setEnabled(_ number: Int, _ enabled: Bool) -> Bool {
        guard let i = all.firstIndex(where: { $0.number == number }) else { return false }
        all[i].enabled = enabled
        return true
    }

    /// Counts a stop; a one-shot breakpoint goes away.
    mutating func recordHit(_ number: Int) {
        guard let i = all.firstIndex(where: { $0.number == number }) else { return }
        all[i].hits += 1
        if all[i].oneShot { all.remove(at: i) }
    }
}
