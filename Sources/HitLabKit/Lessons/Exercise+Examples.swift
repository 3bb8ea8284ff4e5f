import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// Exercises written inside Markdown, in ```` ```exercise ```` blocks: the author's guide
/// shows its worked example so, and `hitlab check` checks it like a course exercise, with
/// the guide's own line numbers in what it reports.
extension Exercise {
    /// Each ```` ```exercise ```` block of `markdown`, parsed, named `example-N` (from 1);
    /// a block that does not parse is its error, `FILE:LINE: …` at the guide's line.
    public static func examples(inMarkdown markdown: String, file: String) -> [Result<Exercise, LessonError>] {
        TranslationDrift.blocks(markdown).filter { $0.text.hasPrefix("```exercise") }.enumerated().map { i, block in
            // The block's body, moved down to its own lines so errors name the guide's lines.
            var lines = block.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.removeFirst()
            if lines.last?.trimmingWhitespace == "```" { lines.removeLast() }
            let text = String(repeating: "\n", count: block.line) + lines.joined(separator: "\n")
            do throws(LessonError) { return .success(try Exercise(name: "example-\(i + 1)", text: text, file: file)) } catch { return .failure(error) }
        }
    }
}
