import Foundation
import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Every row of `ViewPropertyDescriptor.all` through `tree --uikit`, `import` and `export swift`:
/// a property UIKit's `recursiveDescription` prints is written as UIKit spells it and read back,
/// one it leaves out is neither written nor invented, and `export swift` sets it under UIKit's
/// property name where it differs from the class's default. The spellings below are UIKit's
/// (UIView's and UIScrollView's `description`, and their documented property names), so a new
/// row must say how UIKit prints and names it.
@Suite struct PropertyRowInterchangeTests {
    /// How UIKit's description prints each property's sample value, by UIKit's name.
    static let printed: [String: String] = [
        "backgroundColor": "backgroundColor = UIExtendedSRGBColorSpace 1 0 0 1",
        "isHidden": "hidden = YES",
        "alpha": "alpha = 0.5",
        "isUserInteractionEnabled": "userInteractionEnabled = NO",
        "frame": "frame = (10 20; 50 60)",
        "bounds": "bounds = (0 10; 100 100)",
        "transform": "transform = [0, 1, -1, 0, 0, 0]",
        "clipsToBounds": "clipsToBounds = YES",
        "contentOffset": "contentOffset: {0, 30}",
        "contentSize": "contentSize: {700, 900}",
    ]

    /// The line `export swift` writes for each property's sample value, after the view's variable.
    static let exported: [String: String] = [
        "backgroundColor": "backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)",
        "isHidden": "isHidden = true",
        "alpha": "alpha = 0.5",
        "isUserInteractionEnabled": "isUserInteractionEnabled = false",
        "isMultipleTouchEnabled": "isMultipleTouchEnabled = true",
        "isExclusiveTouch": "isExclusiveTouch = true",
        "isEnabled": "isEnabled = false",
        "bounds": "bounds.origin = CGPoint(x: 0, y: 10)",
        "transform": "transform = CGAffineTransform(rotationAngle: 90 * .pi / 180)",
        "clipsToBounds": "clipsToBounds = true",
        "contentOffset": "contentOffset = CGPoint(x: 0, y: 30)",
        "contentSize": "contentSize = CGSize(width: 700, height: 900)",
        "delaysContentTouches": "delaysContentTouches = false",
        "canCancelContentTouches": "canCancelContentTouches = false",
        "isScrollEnabled": "isScrollEnabled = false",
        "rowHeight": "rowHeight = 60",
    ]

    /// A value of the row's format that differs from the default of every kind.
    static func sample(_ row: ViewPropertyDescriptor, on kind: ViewKind) throws -> PropertyValue {
        switch row.format {
        case .flag: return .bool(!(row.get(ViewState.defaults(for: kind)).bool ?? false))
        case .fraction: return .number(0.5)
        case .color: return .color("#FF0000")
        case .point: return .point(Point(x: 0, y: 30))
        case .size: return .size(Size(width: 700, height: 900))
        case .rect: return .rect(Rect(x: 10, y: 20, width: 50, height: 60))
        case .boundsOrigin: return .point(Point(x: 0, y: 10))
        case .transform: return .transform(try TransformSpec.parse("rotate(90)").get())
        case .length: return .number(60)
        case .windowLevel: return .number(1000)
        }
    }

    /// One view of each kind a row may apply to, by the command that makes it.
    static let views: [(name: String, command: String)] = [
        ("V", "view V 0 0 100 100"), ("B", "button B 0 0 100 100"), ("C", "control C 0 0 100 100"),
        ("L", "label L 0 0 100 100"), ("I", "image I 0 0 100 100"), ("Sc", "scroll Sc 0 0 100 100"),
        ("Tb", "table Tb 0 0 100 100 rows=1"),
    ]

    @Test func everyRowGoesThroughTreeImportAndExportAsUIKitSpellsIt() throws {
        var walked = 0
        for row in ViewPropertyDescriptor.all {
            let s = Session()
            for (_, command) in Self.views { #expect(!s.execute(command).isError, "\(command)") }
            let ids = try Self.views.map { try s.state.scene.viewID(named: $0.name) }
            // The window's own rows (its level) are the key window's.
            let id = ids.first { row.applies(to: s.state.scene[$0].kind) } ?? s.state.scene.window
            let kind = s.state.scene[id].kind
            let value = try Self.sample(row, on: kind)
            try s.state.scene.update(id) { row.set(&$0, value) }
            let set = row.get(s.state.scene[id])
            #expect(set != row.get(ViewState.defaults(for: kind)), "\(row.name): the sample differs from \(kind)'s default")

            let tree = s.execute("tree --uikit").output
            let line = tree.split(separator: "\n").map(String.init).first { $0.contains("<\(s.state.scene[id].name):") } ?? ""
            if let field = row.dump {
                let spelling = try #require(Self.printed[row.name], "\(row.name) has a dump field: say how UIKit prints it")
                #expect(line.contains(spelling), "\(row.name): \(line)")
                #expect(field.key == String(spelling.prefix { $0 != " " && $0 != ":" }))
                // Import gives the value back, on the view made from that line.
                let (back, reply) = try importedSession(tree)
                #expect(!reply.isError, "\(row.name): \(reply.output)")
                let name = id == s.state.scene.window ? "UIWindow" : s.state.scene[id].name + "_1"
                let view = back.state.scene[try back.state.scene.viewID(named: name)]
                #expect(Self.same(row.get(view), set), "\(row.name): \(row.get(view)) came back for \(set)")
            } else {
                #expect(Self.printed[row.name] == nil, "\(row.name) has no dump field but a spelling")
                for key in row.keys { #expect(!line.contains(" \(key) =") && !line.contains(" \(key):"), "\(row.name) is not UIKit's to print: \(line)") }
            }

            let variable = SwiftExporter.variableName(s.state.scene[id].name)
            let file = SwiftExporter(scene: s.state.scene, classes: s.state.classes, colour: { Palette.rgb($0) }).render()
            if let expected = Self.exported[row.name] {
                #expect(row.swift.path != nil && file.contains("        \(variable).\(expected)\n"), "\(row.name): \(expected)")
            } else {
                #expect(row.swift == .none, "\(row.name) has a Swift setting: say what export writes")
                #expect(!file.contains(".\(row.name) ="), "\(row.name) is not exported")
            }
            walked += 1
        }
        #expect(walked == ViewPropertyDescriptor.all.count && walked >= 22)
    }

    /// Equal, or the same within a dump's printed precision (the rotation's sine and cosine).
    static func same(_ a: PropertyValue, _ b: PropertyValue) -> Bool {
        guard case .transform(let x) = a, case .transform(let y) = b else { return a == b }
        let (p, q) = (x.transform, y.transform)
        return [p.a - q.a, p.b - q.b, p.c - q.c, p.d - q.d, p.tx - q.tx, p.ty - q.ty].allSatisfy { abs($0) < 1e-6 }
    }

    /// A property a dump prints is read wherever UIKit puts it on the line; one whose value is
    /// not UIKit's spelling keeps UIView's default rather than a guess.
    @Test func aFieldIsReadByItsRowAndAnUnknownSpellingIsLeftAtTheDefault() throws {
        let dump = try RecursiveDescriptionReader().read("""
        <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
           | <UIView: 0x3; frame = (0 0; 100 100); hidden = maybe; clipsToBounds = YES; layer = <CALayer: 0x4>>
           | <UIScrollView: 0x5; frame = (0 0; 100 100); clipsToBounds = YES; layer = <CALayer: 0x6>; contentOffset: {0, 5}; contentSize: {100, 400}>
        """)
        let view = dump.views[1], scroll = dump.views[2]
        #expect(view.printed("isHidden") == nil && view.printed("clipsToBounds") == .bool(true))
        #expect(scroll.contentSize == Size(width: 100, height: 400) && scroll.contentOffset == Point(x: 0, y: 5))
    }
}
