import Testing

/// A generated source text as a test argument, described by its start and length: Swift
/// Testing otherwise echoes every argument whole, and these run to 10,000 characters.
struct LongSource: CustomTestStringConvertible, Sendable {
    let text: String

    init(_ text: String) { self.text = text }

    var testDescription: String { "\(text.prefix(24).debugDescription)… (\(text.count) characters)" }
}
