import Foundation

/// `save`, `load`, `draw --svg` and `help`: the commands that read or write files or print
/// reference text.
extension Session {
    func resolve(_ path: String) -> String {
        guard !path.hasPrefix("/"), let directory else { return path }
        return directory + "/" + path
    }

    func save(_ path: String) -> Reply {
        do {
            try AtomicFile.write(SceneScript(state: state).render(), to: resolve(path))
            return Reply("saved to \(path)")
        } catch {
            return .error("cannot write \(path): \(error.localizedDescription); check the folder exists and is writable")
        }
    }

    func load(_ path: String) -> Reply {
        let text: String
        do {
            text = try String(contentsOfFile: resolve(path), encoding: .utf8)
        } catch {
            return .error("cannot read \(path): \(error.localizedDescription); check the name (relative names start from the current folder)")
        }
        let fresh = Session(style: style)
        fresh.directory = directory
        let replies = fresh.runScript(text)
        if let failed = replies.first(where: \.isError) {
            return .error("\(path): \(failed.error ?? "failed"); nothing was loaded")
        }
        state = fresh.state
        return Reply("loaded \(path): \(state.scene.viewNames.count) views, \(state.classes.overrides.count) overrides")
    }

    func help(_ topic: String?) -> Reply {
        if let topic {
            guard let spec = CommandTable.spec(named: topic) else {
                let near = NameSuggestions.nearest(to: topic, in: CommandTable.allNames)
                return .error("no command '\(topic)'" + NameSuggestions.hint(near) + "; `help` lists them")
            }
            return Reply(spec.help)
        }
        var lines: [String] = []
        var topicSeen = ""
        let width = CommandTable.specs.map(\.usage.count).max() ?? 0
        for spec in CommandTable.specs {
            if spec.topic != topicSeen {
                if !lines.isEmpty { lines.append("") }
                lines.append(spec.topic)
                topicSeen = spec.topic
            }
            let summary = spec.summary.prefix { $0 != "." && $0 != ":" }
            lines.append("  " + spec.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + summary)
        }
        lines.append("")
        lines.append("`help COMMAND` explains one. Numbers may have decimals; # starts a comment; an override body runs over lines until its braces balance.")
        return Reply(lines.joined(separator: "\n"))
    }

    func draw(_ svgPath: String?) -> Reply {
        let drawing = SceneDrawing(scene: state.scene, touch: state.lastTouch, hit: state.lastDelivery?.hitView)
        guard let svgPath else { return Reply(drawing.terminal(style: style)) }
        do {
            try AtomicFile.write(drawing.svg(), to: resolve(svgPath))
            return Reply("drew the window to \(svgPath)")
        } catch {
            return .error("cannot write \(svgPath): \(error.localizedDescription); check the folder exists and is writable")
        }
    }
}
