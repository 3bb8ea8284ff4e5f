import HitLabModel
/// A place in a method body: 1-based line and column (columns count characters).
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    public var description: String { "line \(line), column \(column)" }
}
