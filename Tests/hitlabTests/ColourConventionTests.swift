import Foundation
import Testing

/// HitLab colours its output only on a terminal that wants colour: `NO_COLOR`
/// (https://no-color.org) or `TERM=dumb` turn it off, and a pipe never gets any.
@Suite(.enabled(if: Tmux.available, "needs tmux (CI installs it)"), .serialized)
struct ColourConventionTests {
    /// The screen after a `draw` (coloured views on a colour terminal) and an unknown command
    /// (its `error:` is red there).
    func screenAfterADrawAndAnError(_ environment: [String: String]) throws -> String {
        let tmux = try Tmux([], environment: environment)
        defer { tmux.stop() }
        try tmux.waitFor("(hitlab) ")
        tmux.type("draw"); tmux.keys("Enter")
        try tmux.waitFor("└")
        tmux.type("tapp"); tmux.keys("Enter")
        try tmux.waitFor("unknown command 'tapp'")
        return tmux.screenWithAttributes()
    }

    @Test func aTerminalGetsColourUnlessNoColourOrADumbTerminalSaysNot() throws {
        let coloured = try screenAfterADrawAndAnError([:])
        #expect(coloured.contains("\u{1B}[31merror:"), "\(coloured)")
        #expect(coloured.contains("\u{1B}[48;2;255;59;48m"), "RedView's red background: \(coloured)")
        for environment in [["NO_COLOR": "1"], ["TERM": "dumb"]] {
            let screen = try screenAfterADrawAndAnError(environment)
            #expect(screen.contains("error: unknown command 'tapp'"), "\(environment)")
            #expect(!screen.contains("\u{1B}["), "\(environment): \(screen)")
        }
    }

    @Test func aPipeGetsNoColourEvenFromATerminalsEnvironment() throws {
        for arguments in [["-c", "draw; tapp"], ["lessons"], ["--help"]] {
            let outcome = try BinaryRunner.run(arguments, environment: ["TERM": "xterm-256color"])
            #expect(!outcome.stdout.contains("\u{1B}[") && !outcome.stderr.contains("\u{1B}["), "\(arguments)")
            #expect(!outcome.stdout.isEmpty, "\(arguments)")
        }
    }
}
