/// Reading an object without retaining it, for the interpreter's paths run at every call.
extension Unmanaged {
    /// Runs `body` with the object, neither retained nor released. Only for a reference whose
    /// owner outlives the call: the nodes of a parsed body, which the body holds; the method
    /// table's signatures, which live as long as the program.
    @inlinable @inline(__always)
    package func borrow<Result, Failure: Error>(_ body: (Instance) throws(Failure) -> Result) throws(Failure) -> Result {
        do {
            return try _withUnsafeGuaranteedRef(body)
        } catch {
            // `body` throws only `Failure`; the standard library's method forgets the type.
            throw error as! Failure
        }
    }
}
