import Foundation

/// Where tests put their temporary files: one folder per test process, removed when the process
/// exits, so a run of the suite leaves nothing behind in the system's temporary folder.
public enum TestFolder {
    /// This process's folder, made on first use; an exit handler removes it with all it holds.
    public static let root: String = {
        let path = NSTemporaryDirectory() + "hitlab-tests-\(getpid())-\(UUID().uuidString.prefix(8))"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: TestFolder.root) }
        return path
    }()

    /// A fresh path under `root` that nothing uses yet: `name`, a unique tail, then `suffix`
    /// (`path("record", suffix: ".t")`). Nothing is created there.
    public static func path(_ name: String, suffix: String = "") -> String {
        root + "/" + name + "-" + UUID().uuidString + suffix
    }
}
