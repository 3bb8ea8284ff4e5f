import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `unoverride NAME.METHOD`: UIKit's method runs again.
struct UnoverrideCommand: CommandUnit {
    static let specs = [CommandSpec("unoverride", usage: "unoverride NAME.METHOD", summary: "Remove an override, so UIKit's method runs again.",
                                    arguments: [.classMethod], examples: ["unoverride A.hitTest"], topic: "Build a scene")]
    let className: String
    /// METHOD, or a name close to a UIKit method's: an action method only if NAME overrides it.
    let found: CommandSyntax.Either

    init(className: String, found: CommandSyntax.Either) { (self.className, self.found) = (className, found) }
    init(className: String, method: MethodKind) { self.init(className: className, found: .method(method)) }

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let (className, found) = try CommandSyntax.classMethodOrAction(try args.word("NAME.METHOD"), args.spec)
        return Self(className: className, found: found)
    }

    var effect: CommandEffect { .changesScene }

    func run(in session: Session) throws -> Reply {
        if case .nearMiss(let name, let error) = found, MethodKind.knownAction(name) == nil { throw error }
        let method = found.accepted
        guard session.state.classes.removeOverride(method, of: className) else {
            return .error("\(className) has no override of \(method.selector); `tree` lists the overrides")
        }
        return session.sceneChanged()
    }
}
