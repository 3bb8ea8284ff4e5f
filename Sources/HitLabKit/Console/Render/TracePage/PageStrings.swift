import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// The strings of a trace page, each stored once: records refer to them by number, so a
/// method header or a locals line repeated over thousands of records costs one entry.
struct PageStrings {
    private(set) var all: [String] = []
    private var numbers: [String: Int] = [:]

    /// The number of `text`, adding it the first time.
    mutating func id(_ text: String) -> Int {
        if let n = numbers[text] { return n }
        all.append(text)
        numbers[text] = all.count - 1
        return all.count - 1
    }
}
