import Foundation
import Testing

/// `hitlab transcript html`: writes a transcript's touches as one page, and says in one line
/// what is wrong with a name it cannot use.
@Suite struct TranscriptHTMLTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func writesEveryTouchOfATranscript() throws {
        let folder = NSTemporaryDirectory() + "hitlab-transcript-html-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let transcript = Self.root + "/transcripts/debug-white-outside-yellow.t"
        let run = try BinaryRunner.run(["transcript", "html", transcript, folder + "/class.html"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "wrote 1 touch of \(transcript) to \(folder)/class.html\n")
        let page = try String(contentsOfFile: folder + "/class.html", encoding: .utf8)
        #expect(page.contains("class=\"touch-data\"") && page.contains("tap 180 240"))
        // Without OUT, the page goes beside the transcript, named after it.
        try FileManager.default.copyItem(atPath: transcript, toPath: folder + "/lesson.t")
        let beside = try BinaryRunner.run(["transcript", "html", folder + "/lesson.t"])
        #expect(beside.status == 0 && FileManager.default.fileExists(atPath: folder + "/lesson.html"), "\(beside.stderr)")
        // A folder is refused, and so is a transcript that is not there.
        let toFolder = try BinaryRunner.run(["transcript", "html", transcript, folder])
        #expect(toFolder.status == 2)
        #expect(toFolder.stderr == "error: cannot write \(folder): it is a folder; name a file in it, such as \(folder)/touch.html\n")
        let missing = try BinaryRunner.run(["transcript", "html", folder + "/none.t"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: cannot read \(folder)/none.t: there is no such file; check the name\n")
    }
}
