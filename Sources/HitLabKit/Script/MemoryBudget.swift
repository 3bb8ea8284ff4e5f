/// The memory budget of the Swift subset, beside the step and depth budgets of `RunLimits`:
/// an override that doubles a string forty times, or builds a range of a billion numbers,
/// stops with an error naming the budget instead of taking the machine's memory.
///
/// Strings are measured in UTF-8 bytes (constant time for Swift's native strings, where
/// counting characters would cost a pass over the text on every `+`), so text outside ASCII
/// reaches the budget a little sooner.
enum MemoryBudget {
    /// The longest string one value may hold, in UTF-8 bytes.
    static let stringBytes = 1_000_000
    /// The most items one array may hold.
    static let arrayItems = 1_000_000
    /// Bytes of strings and arrays one run may build in all. The trace keeps every local's
    /// value at every line, so a loop that builds a new large string on each pass holds all of
    /// them; this stops it long before memory runs out.
    static let totalBytes = 256_000_000
}

extension Interpreter {
    /// Accounts for a string about to be built from `bytes` UTF-8 bytes; throws the budget
    /// error when it is too long, or when the run has built too much in all.
    func budgetString(_ bytes: Int, at position: SourcePosition?) throws(ScriptError) {
        guard bytes <= MemoryBudget.stringBytes else {
            throw ScriptError(kind: .budget, message: "a string of \(bytes) bytes is over the memory budget of \(Self.grouped(MemoryBudget.stringBytes)) bytes a string", position: position)
        }
        try budgetTotal(bytes, at: position)
    }

    /// Accounts for an array of `count` items about to be built, as `budgetString` does.
    func budgetArray(_ count: Int, at position: SourcePosition?) throws(ScriptError) {
        guard count <= MemoryBudget.arrayItems else {
            throw ScriptError(kind: .budget, message: "an array of \(count) items is over the memory budget of \(Self.grouped(MemoryBudget.arrayItems)) items an array", position: position)
        }
        try budgetTotal(count * MemoryLayout<Value>.stride, at: position)
    }

    private func budgetTotal(_ bytes: Int, at position: SourcePosition?) throws(ScriptError) {
        built += bytes
        guard built <= MemoryBudget.totalBytes else {
            throw ScriptError(kind: .budget, message: "this run built more than \(Self.grouped(MemoryBudget.totalBytes)) bytes of strings and arrays, the memory budget of one run (a loop that keeps growing a string?)", position: position)
        }
    }

    /// `1000000` as `1,000,000`.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n.magnitude))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return (n < 0 ? "-" : "") + out
    }
}
