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
    let method: MethodKind

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let (className, method) = try CommandSyntax.classMethod(try args.word("NAME.METHOD"), args.spec, methodRequired: true)
        return Self(className: className, method: method!)
    }

    var effect: CommandEffect { .changesScene }

    func run(in session: Session) throws -> Reply {
        guard session.state.classes.removeOverride(method, of: className) else {
            return .error("\(className) has no override of \(method.selector); `tree` lists the overrides")
        }
        return session.sceneChanged()
    }
}
