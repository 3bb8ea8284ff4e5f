import Foundation
import HitLabTestSupport

/// Runs the built `hitlab` binary as a user would, capturing its output and exit status.
enum BinaryRunner {
    /// The `hitlab` executable next to the test bundle in the build folder.
    static var executable: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("hitlab")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL.appendingPathComponent("hitlab")
    }

    struct Outcome { let stdout: String; let stderr: String; let status: Int32 }

    /// Runs `hitlab ARGUMENTS`; `environment` adds to (or, with "", blanks) the inherited variables.
    /// `binary` runs another copy of `hitlab` (one copied or installed elsewhere).
    static func run(_ arguments: [String], input: String? = nil, directory: String? = nil, environment extra: [String: String] = [:],
                    binary: URL? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = binary ?? executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = TestFolder.root
        environment["XDG_STATE_HOME"] = TestFolder.root + "/state"
        // English unless a test asks otherwise, whatever the machine's locale.
        environment["LC_ALL"] = nil
        environment["LC_MESSAGES"] = nil
        environment["LANG"] = "C.UTF-8"
        environment.merge(extra) { $1 }
        process.environment = environment
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inPipe.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
                       status: process.terminationStatus)
    }

    static func temporaryFile(_ contents: String, suffix: String = ".hitlab") throws -> String {
        let path = TestFolder.path("file", suffix: suffix)
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
