import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
/// The words of `import`: what was imported and the one paragraph on what a dump cannot tell.
/// The clauses `why` adds for each `ImportAssumption` are teaching words (`TeachingWords.assumption`).
enum ImportWording {
    /// What a `recursiveDescription` dump leaves out, said once after every import.
    static let limits = """
    A dump does not tell: the gesture recognizers (only that a view has some), overrides of \
    hitTest(_:with:) and point(inside:with:), whether a control is enabled (taken as enabled), \
    isMultipleTouchEnabled and isExclusiveTouch (taken as off), or the other windows. `why` says \
    when its answer rests on one of these; add what you know with `set`, `override` and `gesture`.
    """

    /// `imported FILE: N views in a W×H UIWindow, …`, then the scroll views and the limits.
    static func summary(path: String, scene: Scene, record: ImportRecord) -> String {
        let window = scene[scene.window]
        let views = scene.viewNames.count
        var head = "imported \(path): \(views) view\(views == 1 ? "" : "s") in a \(formatNumber(window.bounds.width))×\(formatNumber(window.bounds.height)) UIWindow"
        let controllers = scene.controllerNames.count
        if controllers > 0 { head += ", \(controllers) controller\(controllers == 1 ? "" : "s") (\(scene.controllerNames.joined(separator: ", ")))" }
        if let root = record.views[scene.window] {
            head += "; the dump's root \(root.className) is the window"
        } else {
            head += "; the dump's root is not a window, so a UIWindow holds it at its frame"
        }
        var lines = [head + "."]
        if let first = record.firstOtherLine {
            let n = record.otherLines
            let counted = n == 1 ? "1 line was not a view and was" : "\(n) lines were not views and were"
            lines.append("\(counted) left out (the first, line \(first.number): `\(first.text)`).")
        }
        let scrolling = scene.treeOrder.filter { record.views[$0]?.isScrollView == true }
        if !scrolling.isEmpty {
            let one = scrolling.count == 1
            // A dump without `contentSize:` leaves it zero: nothing to scroll to until it is set.
            let sizeless = scrolling.filter { scene[$0].contentSize == Size(width: 0, height: 0) }.map { scene[$0].name }
            lines.append("\(list(scrolling.map { scene[$0].name })) scroll\(one ? "s" : ""): imported as scroll view\(one ? "" : "s") at the dump's content offset, so hit-testing follows it and a drag scrolls"
                         + (sizeless.isEmpty ? "." : "; the dump gives no content size for \(list(sizeless)), so a drag scrolls \(sizeless.count == 1 ? "it" : "them") only after `set NAME contentSize=W,H`."))
        }
        let hosts = scene.hostingViews.map { scene[$0].name }
        if !hosts.isEmpty {
            // A dump prints a hosting view's UIKit side only (SceneImporter.unseenBody).
            let one = hosts.count == 1
            lines.append("\(list(hosts)) \(one ? "is a" : "are") SwiftUI hosting view\(one ? "" : "s"): the dump does not show SwiftUI content, so \(one ? "it shows" : "they show") \(SceneImporter.unseenBody) and a touch on \(one ? "it" : "them") stops there, where no UIKit subview is; `swiftui NAME X Y W H { BODY }` adds a host with its body.")
        }
        if !record.printsInteraction {
            lines.append("This dump's format (iOS 4) does not print userInteractionEnabled, so every view is taken as interactive.")
        }
        lines.append(limits)
        return lines.joined(separator: "\n")
    }

    private static func list(_ names: [String]) -> String {
        names.count <= 4 ? names.joined(separator: ", ") : names.prefix(4).joined(separator: ", ") + " and \(names.count - 4) more"
    }
}
