import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// Output made line by line as it is read: a long `trace`, `trace lines`, `tree` or `draw`
/// hands its lines to a writer one at a time instead of building one string first, so a
/// terminal shows the first line at once and Ctrl-C can stop it part-way.
public struct LineStream: Sendable {
    /// Calls `emit` with each line, in order, until the lines run out or `emit` returns false.
    private let produce: @Sendable (_ emit: (String) -> Bool) -> Void

    public init(_ produce: @escaping @Sendable (_ emit: (String) -> Bool) -> Void) { self.produce = produce }

    /// Gives each line to `emit` until it returns false; returns whether every line was given.
    @discardableResult
    public func write(to emit: (String) -> Bool) -> Bool {
        var finished = true
        produce { line in
            guard finished else { return false }
            finished = emit(line)
            return finished
        }
        return finished
    }

    /// Every line joined by newlines: the text a command without streaming would have returned.
    public var text: String {
        var out = ""
        var first = true
        write { line in
            if !first { out += "\n" }
            first = false
            out += line
            return true
        }
        return out
    }
}
