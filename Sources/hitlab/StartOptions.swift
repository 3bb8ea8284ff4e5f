import ArgumentParser
import HitLabKit

/// Where a session starts, shared by the REPL and `run`.
struct StartOptions: ParsableArguments {
    @Flag(help: "Start from an empty 375×667 window instead of the built-in scene.")
    var empty = false

    var script: String? { empty ? nil : Self.builtInScript }

    /// The scene a session starts on unless told otherwise.
    static var builtInScript: String { SampleScenes.colouredViewsScript }
}
