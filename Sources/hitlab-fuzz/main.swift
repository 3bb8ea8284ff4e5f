import Foundation
import HitLabKit

/// `hitlab-fuzz`: drives `Session.execute` with seeded generated inputs and reports inputs
/// run, crashes, hangs and malformed error replies. A crash cannot be caught in-process, so
/// the parent runs batches in a child process (`--child`) that announces each input before it
/// runs it; when the child dies the announced input is the crash, when it is silent for
/// `--hang` seconds the input is a hang, and the parent goes on after it.
///
///     hitlab-fuzz [--seed N] [--time SECONDS] [--count N] [--from N] [--batch N] [--hang SECONDS]
///                 [--avoid-known] [--small] [--show N] [--replay N]
let usage = """
    usage: hitlab-fuzz [--seed N] [--time SECONDS] [--count N] [--from N] [--batch N] [--hang SECONDS] [--avoid-known] [--small]
           hitlab-fuzz --child [--from N] [--count N] …   run inputs here, announcing each (what the parent runs)
           hitlab-fuzz --show N [--seed N]      print input N
           hitlab-fuzz --replay N [--seed N]    run input N in this process (a crash shows its backtrace)
           hitlab-fuzz --run FILE [--empty]     run FILE's commands as an input, with the renderings
                                                (to cut a finding down: --show N > FILE, then edit)
    """

var options: [String: String] = [:]
var flags: Set<String> = []
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--avoid-known", "--child", "--small", "--empty": flags.insert(argument)
    case "--seed", "--time", "--count", "--from", "--batch", "--hang", "--show", "--replay", "--lessons", "--run":
        guard let value = arguments.next() else { FileHandle.standardError.write(Data("\(argument) needs a value\n\(usage)\n".utf8)); exit(2) }
        options[argument] = value
    case "-h", "--help": print(usage); exit(0)
    default: FileHandle.standardError.write(Data("unknown argument \(argument)\n\(usage)\n".utf8)); exit(2)
    }
}

/// Writes a line to standard output at once, unbuffered: the parent must see an input's
/// announcement before the input can crash the process.
func announce(_ text: String) {
    var line = ControlCharacters.inline(text) + "\n"
    line.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let n = write(1, bytes.baseAddress! + offset, bytes.count - offset)
            if n <= 0 { return }
            offset += n
        }
    }
}

@MainActor func integer(_ key: String, _ fallback: Int) -> Int {
    guard let text = options[key] else { return fallback }
    guard let n = Int(text), n >= 0 else { FileHandle.standardError.write(Data("\(key) takes a whole number ≥ 0, not \(text)\n".utf8)); exit(2) }
    return n
}

let seed = UInt64(integer("--seed", 1))
let avoidKnown = flags.contains("--avoid-known")

/// The bundled lessons: `--lessons FOLDER`, or `lessons/` in the current folder.
@MainActor func findCatalog() -> Catalog? {
    let folder = options["--lessons"] ?? FileManager.default.currentDirectoryPath + "/lessons"
    return try? Catalog(folder: folder)
}

/// A fresh folder for the sessions' files; the process works inside it.
func temporaryFolder() -> String {
    var template = Array((NSTemporaryDirectory() + "/hitlab-fuzz-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("cannot make a temporary folder") }
    return String(cString: made)
}

if let show = options["--show"].flatMap(Int.init) {
    var runner = Runner(seed: seed, avoidKnown: avoidKnown, catalog: nil, directory: "")
    runner.small = flags.contains("--small")
    let input = runner.input(show)
    print("# input \(show) of seed \(seed) (\(input.kind.rawValue))")
    print(input.lines.joined(separator: "\n"))
    exit(0)
}

if let path = options["--run"] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        FileHandle.standardError.write(Data("--run \(path): cannot read it as UTF-8 text\n".utf8))
        exit(2)
    }
    // `--show` prints a header line and the input's commands; an override runs on over lines
    // until its braces balance, as at the prompt.
    let commands = CommandAssembler.commands(in: text).commands.map(\.text).filter { !$0.hasPrefix("# input ") }
    let catalog = findCatalog()
    let folder = temporaryFolder()
    _ = FileManager.default.changeCurrentDirectoryPath(folder)
    let runner = Runner(seed: seed, avoidKnown: avoidKnown, catalog: catalog, directory: folder)
    let violations = runner.run(FuzzInput(kind: .commands, lines: commands), index: 0, coloured: !flags.contains("--empty"))
    for v in violations { print("malformed: \(v.message)") }
    try? FileManager.default.removeItem(atPath: folder)
    print("ran \(commands.count) commands: \(violations.count) malformed error replies")
    exit(violations.isEmpty ? 0 : 1)
}

if flags.contains("--child") || options["--replay"] != nil {
    let catalog = findCatalog()
    let folder = temporaryFolder()
    _ = FileManager.default.changeCurrentDirectoryPath(folder)
    var runner = Runner(seed: seed, avoidKnown: avoidKnown, catalog: catalog, directory: folder)
    runner.small = flags.contains("--small")
    let from = integer("--replay", integer("--from", 0))
    let count = options["--replay"] != nil ? 1 : integer("--count", 1_000)
    announce("@\(folder)")
    for index in from..<(from + count) {
        announce("#\(index)")
        for v in runner.run(index) { announce("!\(v.index) \(v.message)") }
    }
    announce("done")
    try? FileManager.default.removeItem(atPath: folder)
    exit(0)
}

var supervisor = Supervisor(seed: seed, avoidKnown: avoidKnown, from: integer("--from", 0),
                            count: options["--count"].map { _ in integer("--count", 0) },
                            seconds: Double(integer("--time", 60)), batch: max(1, integer("--batch", 500)),
                            hang: Double(integer("--hang", 20)), lessons: options["--lessons"])
supervisor.small = flags.contains("--small")
let summary = supervisor.run()
print(summary.report)
exit(summary.crashes.isEmpty && summary.hangs.isEmpty && summary.violations.isEmpty && summary.overMemory.isEmpty ? 0 : 1)
