import Foundation
import HitLabTestSupport

/// Chromium from the distribution's packages, run headless: opens a page from disk, lets its
/// script run, and returns the DOM it ended with. Tests that need it are skipped when it is
/// not installed (`.ci/run` installs it).
enum HeadlessChromium {
    /// The browser's path, nil when none is installed.
    static let path: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) { return folder + "/" + name }
        }
        return nil
    }()

    static var isInstalled: Bool { path != nil }

    /// The DOM of `file` after its scripts ran, opened at `fragment` (without the `#`).
    static func dumpDOM(_ file: String, fragment: String) throws -> String {
        let profile = TestFolder.path("chromium")
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=" + profile,
                             "--dump-dom", URL(fileURLWithPath: file).absoluteString + "#" + fragment]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        return String(decoding: data, as: UTF8.self)
    }

    /// The first capture of `pattern` in `text`, nil when it does not match.
    static func capture(_ pattern: String, in text: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range(at: 1), in: text) else { return nil }
        return String(text[range])
    }

    /// Text as the DOM serializes it, back to plain characters.
    static func unescape(_ html: String) -> String {
        html.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
    }
}
