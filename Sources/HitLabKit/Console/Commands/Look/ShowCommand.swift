import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `show source CLASS[.METHOD]`: a method's source, an override or UIKit's own.
struct ShowCommand: CommandUnit {
    static let specs = [CommandSpec("show", usage: "show source CLASS[.METHOD]",
                                    summary: "The source of a method, numbered: an override, or UIKit's own (UIView.hitTest, UIView.pointInside, UIControl.hitTest, UIResponder.touchesBegan, …).",
                                    arguments: [.keyword("source"), .anyClassMethod], examples: ["show source A"], topic: "Look")]
    let className: String
    let method: MethodKind?

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        try args.keyword("source")
        let (className, method) = try CommandSyntax.classMethod(try args.word("CLASS.METHOD"), args.spec, methodRequired: false)
        return Self(className: className, method: method)
    }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        try SourceRenderer(scene: session.state.scene, classes: session.state.classes).render(className, method)
    }
}
