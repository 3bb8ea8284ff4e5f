import HitLabModel
import HitLabScript
/// Why a dump cannot be imported: the line it stopped at (from 1; nil when the trouble is the
/// file as a whole) and what was expected there.
public struct DumpError: Error, Sendable, Equatable, CustomStringConvertible {
    public let line: Int?
    public let message: String

    public init(line: Int?, _ message: String) { self.line = line; self.message = message }

    public var description: String { line.map { "line \($0): " + message } ?? message }
}
