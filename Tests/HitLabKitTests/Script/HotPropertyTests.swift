import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// The interpreter reads the properties every hit test reads in place, beside the property
/// table; each must read exactly what the table's getter reads, for views of every kind.
@Suite struct HotPropertyTests {
    @Test func everyHotFieldReadsWhatTheTableReads() throws {
        let s = Session()
        for (command, name) in [("view", "V"), ("button", "B"), ("label", "L"), ("image", "I"), ("control", "C")] {
            #expect(!s.execute("\(command) \(name) 10 20 100 50").isError)
        }
        #expect(!s.execute("set V hidden=yes alpha=0.3 bounds=5,7 transform=\"rotate(30)\"").isError)
        #expect(!s.execute("set L interaction=yes").isError)
        let interpreter = Interpreter(scene: s.state.scene, event: Event(timestamp: 0, touches: []), classes: s.state.classes)
        let hot = ViewProperty.allCases.filter { $0.hot != nil }
        #expect(Set(hot.compactMap(\.hot)).count == ViewProperty.HotField.allCases.count, "every hot field names a row of the table")
        for name in ["V", "B", "L", "I", "C", "UIWindow"] {
            let id = try s.state.scene.viewID(named: name)
            for property in hot {
                #expect(interpreter.hotProperty(property.hot!, of: id) == property.read(s.state.scene[id]), "\(name).\(property.rawValue)")
            }
        }
    }
}
