import HitLabModel
import HitLabScript
/// A hosting view in `export swift`: its body becomes a SwiftUI `View` named after the host
/// (the `@State` lines its stored properties, the rest its `body`), shown by a
/// `UIHostingController` that the scene's controller adds as a child, whose view takes the
/// host's place, frame and settings in the hierarchy.
extension SwiftExporter {
    /// `struct NAME: View { @State … var body: some View { … } }`; `shared` is the hosting
    /// view, so a UIKit method that names the host reaches it as it reaches any view.
    func swiftUIView(_ v: ViewState) -> [String] {
        let (state, body) = Self.splitState(v.hostedBody ?? SceneImporter.unseenBody)
        // A UIHostingController's view is SwiftUI's own class: there is no subclass to hold them.
        let lost = classes.overrides.filter { $0.className == v.name }.map { "\(v.name).\($0.method.rawValue)" }
        var lines: [String] = lost.isEmpty ? [] : ["// Not exported: the overrides \(lost.joined(separator: ", ")), which a UIHostingController's view cannot take."]
        lines += ["/// \(v.name)'s SwiftUI content, as typed in HitLab.",
                     "struct \(Self.contentType(v.name)): View {",
                     "    /// The hosting view that shows it, so other views' methods can name it.",
                     "    static weak var shared: UIView?"]
        lines += state.map { "    " + $0.trimmingWhitespace }
        lines += ["", "    var body: some View {"] + indented(body) + ["    }", "}"]
        return lines
    }

    /// The lines that make a host in `loadView`: its controller, added as a child of the
    /// controller above it, and its view at the host's frame.
    func hostCreation(of id: ViewID, _ variable: String, frame: Rect) -> [String]? {
        let v = scene[id]
        guard v.kind == .hostingView else { return nil }
        let controller = hostController(variable)
        return ["let \(controller) = UIHostingController(rootView: \(Self.contentType(v.name))())",
                "\(hostParent(of: id).map { $0 + "." } ?? "")addChild(\(controller))",
                "let \(variable): UIView = \(controller).view",
                "\(variable).frame = CGRect(x: \(formatNumber(frame.origin.x)), y: \(formatNumber(frame.origin.y)), width: \(formatNumber(frame.size.width)), height: \(formatNumber(frame.size.height)))",
                "\(Self.contentType(v.name)).shared = \(variable)"]
    }

    /// After the host's view is in the hierarchy, its controller is told, as containment asks.
    func hostAdded(_ id: ViewID, _ variable: String) -> [String] {
        guard scene[id].kind == .hostingView else { return [] }
        return ["\(hostController(variable)).didMove(toParent: \(hostParent(of: id) ?? "self"))"]
    }

    /// The `View` type for a host: its name, unless that is a SwiftUI type the body uses.
    static func contentType(_ host: String) -> String {
        host == "View" || SwiftUIKind(rawValue: host) != nil ? host + "Content" : host
    }

    private func hostController(_ variable: String) -> String {
        (variable.hasSuffix("_") ? String(variable.dropLast()) : variable) + "Controller"
    }

    /// The variable of the controller of the nearest view above the host that has one; nil
    /// for the scene's own controller.
    private func hostParent(of id: ViewID) -> String? {
        enclosingController(of: id).map { Self.variableName(scene.controller($0).name) }
    }

    /// The body's leading `@State` and `@GestureState` lines (with the comments and blank
    /// lines among them), and the view expression after them.
    static func splitState(_ body: String) -> (state: [String], body: String) {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var state: [String] = []
        var rest = lines[...]
        while let first = rest.first {
            let t = first.trimmingWhitespace
            guard t.hasPrefix("@State") || t.hasPrefix("@GestureState") || t.hasPrefix("//") || t.isEmpty else { break }
            if !t.isEmpty { state.append(first) }
            rest = rest.dropFirst()
        }
        return (state, rest.joined(separator: "\n"))
    }
}
