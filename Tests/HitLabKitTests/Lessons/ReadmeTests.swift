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

/// The README's examples, and those of each page of the manual in docs/, are checked sessions:
/// a page's ```hitlab blocks run in order, in one session on the built-in scene, and must print
/// what the page shows.
@Suite struct ReadmeTests {
    static let text = (try? String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// The manual's pages, by their path in the repository.
    static let pages: [String] = {
        let folder = repositoryRoot.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    static func page(_ path: String) -> String {
        (try? String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    @Test func theReadmesBlocksPrintWhatTheReadmeShows() {
        let readme = LessonDocument(markdown: Self.text)
        #expect(readme.steps.count > 5)
        let failures = readme.check()
        #expect(failures.isEmpty, "README.md:\n\(failures.map(\.description).joined(separator: "\n\n"))")
    }

    /// The manual has a page for each kind of reader, and the README links every page.
    @Test func theManualsPagesAreLinkedFromTheReadme() {
        #expect(Self.pages.count >= 5)
        for page in Self.pages {
            #expect(Self.text.contains("(\(page))"), "README.md does not link \(page)")
        }
    }

    @Test(arguments: pages) func eachPagesBlocksPrintWhatThePageShows(_ path: String) {
        let failures = LessonDocument(markdown: Self.page(path)).check()
        #expect(failures.isEmpty, "\(path):\n\(failures.map(\.description).joined(separator: "\n\n"))")
    }

    /// A session written in a plain ``` fence would escape the check (the import example is a
    /// ```text block, run by ReadmeImportExampleTests on its fixture).
    @Test(arguments: ["README.md"] + pages) func everyBlockWithAPromptIsAHitlabBlock(_ path: String) {
        var fence: String?
        var unchecked: [Int] = []
        for (n, line) in Self.page(path).split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.hasPrefix("```") || fence != nil {
            if line.hasPrefix("```") {
                fence = fence == nil ? String(line) : nil
            } else if fence == "```", Transcript.isCommand(line) {
                unchecked.append(n + 1)
            }
        }
        #expect(unchecked.isEmpty, "\(path) lines \(unchecked) are commands outside a ```hitlab block")
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
