import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// UIWindow.Level by name or number, as `window … level=` and `set W level=` write it.
package enum WindowLevel {
    static let named: [(name: String, value: Double)] = [("normal", 0), ("statusBar", 1000), ("alert", 2000)]

    static func parse(_ value: String, _ spec: CommandSpec) throws(CommandError) -> Double {
        if let n = named.first(where: { $0.name.lowercased() == value.lowercased() }) { return n.value }
        guard let d = CommandSyntax.number(value), abs(d) <= 1e7 else {
            throw .usage(spec, "level=\(value): use normal, statusBar, alert or a number such as 1500")
        }
        return d
    }

    /// The name of a level when it has one, else the number.
    package static func describe(_ level: Double) -> String {
        named.first { $0.value == level }?.name ?? formatNumber(level)
    }
}
