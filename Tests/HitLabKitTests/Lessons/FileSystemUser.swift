import Foundation

/// Runs a test's file operations as another user, so a file that user cannot read is
/// unreadable even when the tests run as root (as CI does), where mode 000 stops nothing.
/// Linux's file-system user (`setfsuid`) belongs to the calling thread alone and gives back
/// root's file capabilities when restored, so the tests running beside this one keep theirs;
/// a synchronous test body stays on its thread. Without root the body runs as it is.
enum FileSystemUser {
    /// `nobody`: a user that owns nothing the test did not give it.
    static let nobody: uid_t = 65534

    private typealias SetFSUID = @convention(c) (uid_t) -> Int32
    /// glibc's `setfsuid`, which the Glibc module does not import.
    private static let setfsuid: SetFSUID? = dlsym(dlopen(nil, RTLD_NOW), "setfsuid").map { unsafeBitCast($0, to: SetFSUID.self) }

    /// As root: gives `folders` to `nobody` (so it may rename and write in them), runs `body`
    /// with this thread's file-system user set to `nobody`, and restores root afterwards.
    /// As another user: runs `body`.
    static func asNobodyIfRoot<T>(owning folders: [String], _ body: () throws -> T) throws -> T {
        guard getuid() == 0 else { return try body() }
        guard let setfsuid else { throw Failure(message: "setfsuid is not in this C library") }
        for folder in folders where chown(folder, nobody, gid_t(nobody)) != 0 {
            throw Failure(message: "cannot give \(folder) to nobody: errno \(errno)")
        }
        _ = setfsuid(nobody)
        defer { _ = setfsuid(0) }
        guard setfsuid(nobody) == Int32(nobody) else { throw Failure(message: "setfsuid(nobody) did not take") }
        return try body()
    }

    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
