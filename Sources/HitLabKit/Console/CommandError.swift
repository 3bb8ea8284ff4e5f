import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// A command line that could not be understood. The message names the bad input and shows
/// the command's syntax or the nearest command names.
public struct CommandError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }

    package static func usage(_ spec: CommandSpec, _ problem: String) -> CommandError {
        CommandError("\(problem); usage: \(spec.usage)")
    }
}
