/// What the first failing visible probe of the last `check` did (`tap 187 250`), kept with
/// the scene (`SessionState[extra:]`, dropped by a new `window` or `load`): probes run on
/// copies of the scene, so a `why` asked after them finds no touch here and suggests this one.
public struct FailedProbe: Sendable {
    public let action: String

    public init(action: String) { self.action = action }
}
