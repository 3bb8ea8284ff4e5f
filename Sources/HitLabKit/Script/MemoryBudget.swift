import HitLabModel
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
    /// How deeply arrays may nest in one another. Freeing, printing and comparing a value
    /// recurse once per level, so `a = [a]` in a loop would overflow the native stack.
    static let arrayDepth = 100
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

    /// Accounts for an array literal whose items are `items`: arrays within it count with all
    /// their items (`a = [a, a]` doubles what a value holds with each pass) and may nest at
    /// most `MemoryBudget.arrayDepth` deep. Each item looked at counts against the run's total,
    /// so looking is bounded too.
    func budgetNested(_ items: [Value], at position: SourcePosition?) throws(ScriptError) {
        var pending: [(items: [Value], depth: Int)] = []
        for case .array(let inner) in items { pending.append((inner, 2)) }
        var held = items.count
        while let (array, depth) = pending.popLast() {
            guard depth <= MemoryBudget.arrayDepth else {
                throw ScriptError(kind: .budget, message: "arrays nested more than \(MemoryBudget.arrayDepth) deep are over the memory budget", position: position)
            }
            held += array.count
            guard held <= MemoryBudget.arrayItems else {
                throw ScriptError(kind: .budget, message: "an array holding more than \(Self.grouped(MemoryBudget.arrayItems)) items in all (counting the arrays inside it) is over the memory budget", position: position)
            }
            try budgetTotal(array.count * MemoryLayout<Value>.stride, at: position)
            for case .array(let inner) in array { pending.append((inner, depth + 1)) }
        }
    }

    private func budgetTotal(_ bytes: Int, at position: SourcePosition?) throws(ScriptError) {
        built += bytes
        guard built <= MemoryBudget.totalBytes else {
            throw ScriptError(kind: .budget, message: "this run built more than \(Self.grouped(MemoryBudget.totalBytes)) bytes of strings and arrays, the memory budget of one run (a loop that keeps building large strings or arrays?)", position: position)
        }
    }

    /// `1000000` as `1,000,000`.
    package static func grouped(_ n: Int) -> String {
        let digits = Array(String(n.magnitude))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return (n < 0 ? "-" : "") + out
    }
}
