import HitLabModel
import HitLabScript
/// The names SwiftUI views took when a `swiftui` command last laid the scene out, by view name
/// the host's, kept with the scene (`state[extra:]`) so a UIKit view added later under one of
/// them is refused without evaluating every body at every `view` command: building a scene
/// stays linear. A name found here is confirmed on the scene as it stands before refusing.
struct SwiftUINameIndex: Sendable {
    var hosts: [String: ViewID] = [:]

    init(_ content: SwiftUIContent) {
        for (name, at) in content.names { hosts[name] = content.hosts[at.host].id }
    }
}

extension Session {
    /// Refuses `name` for a new UIKit view, window, controller or recognizer when a SwiftUI view
    /// has it: DESIGN names both kinds of view in one namespace (`why NAME`, `p NAME.frame`).
    func refuseSwiftUIName(_ name: String) throws(CommandError) {
        guard state[extra: SwiftUINameIndex.self]?.hosts[name] != nil,
              let content = state.presentSwiftUI, let found = content.node(named: name) else { return }
        throw CommandError("\(name) is the name of a SwiftUI view in \(state.scene[found.host.id].name): give the new one another name")
    }
}
