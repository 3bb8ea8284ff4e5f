import Foundation
import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// The README's examples are a checked session: its ```hitlab blocks run in order, in one
/// session on the built-in scene, and must print what the README shows.
@Suite struct ReadmeTests {
    static let text = (try? String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    @Test func theReadmesBlocksPrintWhatTheReadmeShows() {
        let readme = LessonDocument(markdown: Self.text)
        #expect(readme.steps.count > 15)
        let failures = readme.check()
        #expect(failures.isEmpty, "README.md:\n\(failures.map(\.description).joined(separator: "\n\n"))")
    }

    /// A session written in a plain ``` fence would escape the check.
    @Test func everyBlockWithAPromptIsAHitlabBlock() {
        var fence: String?
        var unchecked: [Int] = []
        for (n, line) in Self.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.hasPrefix("```") || fence != nil {
            if line.hasPrefix("```") {
                fence = fence == nil ? String(line) : nil
            } else if fence == "```", Transcript.isCommand(line) {
                unchecked.append(n + 1)
            }
        }
        #expect(unchecked.isEmpty, "README.md lines \(unchecked) are commands outside a ```hitlab block")
    }

    @Test func thePausedPromptIsCheckedToo() {
        let right = LessonDocument(markdown: "```hitlab\n(hitlab) break pointInside YellowView\n...\n(hitlab) tap 180 240\n...\n(hitlab ‖) continue\n...\n```\n")
        #expect(right.check().isEmpty)
        let wrong = LessonDocument(markdown: "```hitlab\n(hitlab) break pointInside YellowView\n...\n(hitlab) tap 180 240\n...\n(hitlab) continue\n...\n```\n")
        let failures = wrong.check()
        #expect(failures.map(\.step.command) == ["continue"])
        #expect(failures.first?.description.contains("a touch is paused here: the prompt is `(hitlab ‖) `") == true)
    }

    @Test func updatingKeepsElidedOutputThatStillMatchesAndFixesThePrompt() {
        let text = "```hitlab\n(hitlab) break pointInside YellowView\nBreakpoint 1: [..]\n(hitlab) tap 180 240\n...\n(hitlab) continue\n...\n```\n"
        #expect(LessonDocument.updating(text) == text.replacingOccurrences(of: "(hitlab) continue", with: "(hitlab ‖) continue"))
    }
}
