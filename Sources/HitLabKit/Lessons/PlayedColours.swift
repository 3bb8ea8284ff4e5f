import HitLabModel
/// The colours of a played lesson or transcript at a colour terminal, so a class reading a
/// projected screen tells what was typed from what it printed: each command (its prompt, its
/// `...` lines and the `↪` lines it was broken into) in bold, and a transcript's note that
/// the output differs in yellow, its expected lines red and the printed ones green.
public enum PlayedColours {
    static let bold = "\u{1B}[1m", yellow = "\u{1B}[33m", red = "\u{1B}[31m", green = "\u{1B}[32m", reset = "\u{1B}[0m"

    /// `screen` with its commands and difference notes coloured; other lines as they are.
    public static func painted(_ screen: String) -> String {
        var inCommand = false, inDifference = false
        return screen.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " }
            if line.hasPrefix(Transcript.prompt) || line.hasPrefix(Transcript.pausedPrompt) {
                inCommand = true
            } else if !(trimmed.hasPrefix("... ") || trimmed.hasPrefix(TokenWrapper.mark)) {
                inCommand = false
            }
            if inCommand { return bold + line + reset }
            if line.hasPrefix("≠ ") { inDifference = true; return yellow + line + reset }
            if inDifference, line.hasPrefix("  - ") { return red + line + reset }
            if inDifference, line.hasPrefix("  + ") { return green + line + reset }
            inDifference = false
            return String(line)
        }.joined(separator: "\n")
    }
}
