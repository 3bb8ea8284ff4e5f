import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// Lays `help` out for the terminal's width: usage and summary side by side when the usage is
/// short, the usage on its own line when it is long, and every sentence whole, wrapped at
/// word boundaries.
struct HelpLayout {
    let width: Int
    /// Usages up to this long share their line with the summary.
    static let usageColumn = 24

    init(width: Int) { self.width = max(40, width) }

    /// `help`: the command names, grouped by topic, filled into lines after the topic (one
    /// screen, 18 lines at 80 columns), and how to read more.
    func names(_ specs: [CommandSpec]) -> String {
        var topics: [(topic: String, names: [String])] = []
        for spec in specs {
            if topics.last?.topic == spec.topic { topics[topics.count - 1].names.append(spec.name) } else { topics.append((spec.topic, [spec.name])) }
        }
        let column = (topics.map { DisplayWidth.of($0.topic) }.max() ?? 0) + 2
        var lines: [String] = []
        for (topic, names) in topics {
            let filled = wrap(names.joined(separator: " "), width: width - column)
            lines.append(DisplayWidth.padded(topic, to: column) + (filled.first ?? ""))
            lines += filled.dropFirst().map { String(repeating: " ", count: column) + $0 }
        }
        lines.append("")
        lines += wrap("`help COMMAND` explains one, `help all` lists every command with what it does.", width: width)
        return lines.map(\.trimmingTrailingWhitespace).joined(separator: "\n")
    }

    /// `help all`: every command with its summary, grouped by topic.
    func overview(_ specs: [CommandSpec]) -> String {
        var lines: [String] = []
        var topicSeen = ""
        let indent = 2 + Self.usageColumn + 2
        for spec in specs {
            if spec.topic != topicSeen {
                if !lines.isEmpty { lines.append("") }
                lines.append(spec.topic)
                topicSeen = spec.topic
            }
            let summary = wrap(spec.summary, width: width - indent)
            let pad = String(repeating: " ", count: indent)
            if DisplayWidth.of(spec.usage) <= Self.usageColumn {
                let usage = "  " + DisplayWidth.padded(spec.usage, to: Self.usageColumn + 2)
                lines.append(usage + (summary.first ?? ""))
                lines += summary.dropFirst().map { pad + $0 }
            } else {
                lines += wrap(spec.usage, width: width - 2, continuation: "    ").map { "  " + $0 }
                lines += summary.map { pad + $0 }
            }
        }
        lines.append("")
        lines += wrap("`help COMMAND` explains one. Numbers may have decimals; # starts a comment; an override body runs over lines until its braces balance.", width: width)
        return lines.map(\.trimmingTrailingWhitespace).joined(separator: "\n")
    }

    /// `help NAME`: usage, summary, other names and the details, each paragraph wrapped.
    func page(_ spec: CommandSpec) -> String {
        var lines = wrap("usage: \(spec.usage)", width: width, continuation: "       ")
        lines += wrap(spec.summary, width: width)
        if !spec.aliases.isEmpty { lines += wrap("also: " + spec.aliases.joined(separator: ", "), width: width) }
        if !spec.details.isEmpty {
            lines.append("")
            for paragraph in Self.sentences(spec.details) {
                lines += paragraph.isEmpty ? [""] : wrap(paragraph, width: width)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A command's details as lines to wrap: a line that ends mid-sentence (not with `.`, `:`,
    /// `!` or `?`) was broken where its source line ended, and joins the next, so no sentence
    /// is wrapped twice; each sentence-ending line and each blank line stays a line of its own.
    static func sentences(_ details: String) -> [String] {
        var out: [String] = []
        var current: String?
        for line in details.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.isEmpty {
                if let c = current { out.append(c); current = nil }
                out.append("")
            } else if let c = current, let last = c.last, !".:!?".contains(last) {
                current = c + " " + line
            } else {
                if let c = current { out.append(c) }
                current = line
            }
        }
        if let c = current { out.append(c) }
        return out
    }

    /// Words filled into lines of at most `width` columns (display width); a word longer than that stands
    /// alone on its line rather than being cut.
    func wrap(_ text: String, width: Int, continuation: String = "") -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if DisplayWidth.of(line) + 1 + DisplayWidth.of(word) <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = continuation + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
