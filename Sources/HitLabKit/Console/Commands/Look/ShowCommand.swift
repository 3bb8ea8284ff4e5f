import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `show source CLASS[.METHOD]`: a method's source, an override or UIKit's own; `show HOST`: a
/// SwiftUI hosting view's body as typed, in the `swiftui` command that makes it again.
struct ShowCommand: CommandUnit {
    static let specs = [CommandSpec("show", usage: "show source CLASS[.METHOD] | show HOST",
                                    summary: "The source of a method, numbered: an override, or UIKit's own (UIView.hitTest, UIView.pointInside, UIControl.hitTest, UIResponder.touchesBegan, …); or a SwiftUI host's body.",
                                    details: "`show HOST` prints the `swiftui` command that made the hosting view HOST, its body as typed: an exercise's starting body too. To change a body, `remove HOST` and type the command again.",
                                    arguments: [.keywordOrHost("source"), .anyClassMethod], examples: ["show source A", "show Board"], topic: "Look")]
    /// What to show: a class's methods, or a host's body.
    enum Target: Equatable { case source(String, MethodKind?), body(String) }
    let target: Target

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let first = try args.word("source or HOST")
        guard first == "source" else {
            // A method is a class's source, never a host's body.
            if first.contains(".") { throw .usage(args.spec, "expected 'source' before '\(first)': `show source \(first)` shows its source") }
            if let extra = try args.next() { throw .usage(args.spec, "unexpected '\(extra)' after \(first)") }
            return Self(target: .body(first))
        }
        let (className, method) = try CommandSyntax.classMethod(try args.word("CLASS.METHOD"), args.spec, methodRequired: false)
        return Self(target: .source(className, method))
    }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        let scene = session.state.scene
        switch target {
        case .source(let className, let method):
            let reply = try SourceRenderer(scene: scene, classes: session.state.classes).render(className, method)
            guard method == nil, let id = try? scene.viewID(named: className), scene[id].kind == .hostingView else { return reply }
            return Reply(reply.output + "\n" + "\(className) is a SwiftUI hosting view: `show \(className)` shows its body")
        case .body(let name):
            let id = try scene.viewID(named: name)
            guard let lines = SwiftUICommand.savedLines(for: id, in: scene) else {
                return .error("\(name) is a \(scene[id].kind.className), not a SwiftUI hosting view: `show HOST` shows the body of a view made by `swiftui`; `show source \(name)` shows \(name)'s methods")
            }
            return Reply(lines.joined(separator: "\n"))
        }
    }
}
