/// The classes of a responder from its own class up to UIResponder: the learner's class
/// (a view's or controller's name), if any, then UIKit's. Built without allocating, since
/// every method call looks one up.
public struct ClassChain: Sendable, RandomAccessCollection {
    public let own: String?
    public let uikit: [String]

    public init(own: String?, uikit: [String]) { self.own = own; self.uikit = uikit }

    public var startIndex: Int { 0 }
    public var endIndex: Int { uikit.count + (own == nil ? 0 : 1) }

    public subscript(i: Int) -> String {
        guard let own else { return uikit[i] }
        return i == 0 ? own : uikit[i - 1]
    }
}
