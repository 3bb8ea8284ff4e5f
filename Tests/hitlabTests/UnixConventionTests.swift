import Foundation
import Testing

/// What users of command-line tools expect: `--version` from the one place the version is
/// written, completion scripts for bash, zsh and fish, and the help the manual page is made from.
@Suite struct UnixConventionTests {
    @Test func versionIsTheOneInVersionSwift() throws {
        let source = try String(contentsOfFile: TeacherCommandTests.root + "/Sources/HitLabKit/Model/Version.swift", encoding: .utf8)
        let version = try #require(source.components(separatedBy: "current = \"").last?.components(separatedBy: "\"").first)
        #expect(version.split(separator: ".").count == 3, "\(version)")
        let outcome = try BinaryRunner.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == version + "\n")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsKnowTheSubcommandsAndLanguages(shell: String) throws {
        let outcome = try BinaryRunner.run(["--generate-completion-script", shell])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        for word in ["lessons", "lesson", "exercise", "grade", "transcript", "check", "lang", "zh-Hant"] {
            #expect(outcome.stdout.contains(word), "\(shell) completion lacks \(word)")
        }
    }

    /// The manual page is generated from this description (swift-argument-parser's manual
    /// plugin reads it), so every subcommand and option is in it.
    @Test func theManualsSourceDescribesEverySubcommand() throws {
        let outcome = try BinaryRunner.run(["--experimental-dump-help"])
        #expect(outcome.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let command = try #require(json["command"] as? [String: Any])
        #expect(command["commandName"] as? String == "hitlab")
        let subcommands = (command["subcommands"] as? [[String: Any]] ?? []).compactMap { $0["commandName"] as? String }
        #expect(Set(["run", "check", "lessons", "lesson", "exercise", "grade", "transcript"]).isSubset(of: subcommands), "\(subcommands)")
    }
}
