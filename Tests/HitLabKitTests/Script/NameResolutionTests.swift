import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Names and methods resolved once (when a body is parsed, or once per run) must mean what
/// looking them up by string at every call meant.
@Suite struct NameResolutionTests {
    @Test func everyPropertyABodyMayReadIsKnownByName() {
        for name in Interpreter.viewProperties {
            #expect(MemberName(rawValue: name) != nil || MethodKind.property(name) != nil || ViewProperty(rawValue: name) != nil,
                    "\(name) is a view property a body may read but neither MemberName, a property method nor the property table knows it")
        }
    }

    @Test func operatorsPrintAsWritten() {
        #expect("\(Operator.and)" == "&&")
        #expect("\(Operator.halfOpenRange)" == "..<")
    }

    @Test func rememberedUIKitLookupsMatchFreshOnes() {
        var cache = MethodCache()
        var classes = ClassTable()
        classes.setOverride(try! MethodBody(className: "Box", method: .hitTest, source: "return nil"))
        let chains = ViewKind.allCases.map { ClassChain(own: "Box", uikit: $0.uikitClasses) }
            + ViewKind.allCases.map { ClassChain(own: nil, uikit: $0.uikitClasses) }
        for _ in 0..<2 {
            for chain in chains {
                for method in MethodKind.allCases {
                    for start in 0..<chain.count {
                        let remembered = classes.resolve(method, in: chain, from: start, cache: &cache)
                        // The lookup as it was: each class of the chain in turn.
                        // The lookup as it was: the override at the own class, UIKit's
                        // methods (an empty table's) at UIKit's classes.
                        var expected: (MethodBody, Int)?
                        for i in start..<chain.count where expected == nil {
                            let own = i == 0 && chain.own != nil
                            if let body = own ? classes.override(method, of: chain[i]) : ClassTable().method(method, definedIn: chain[i]) {
                                expected = (body, i)
                            }
                        }
                        #expect(remembered?.body.takeUnretainedValue() === expected?.0 && remembered?.index == expected?.1,
                                "\(method.selector) on \(chain.map { $0 }) from \(start)")
                    }
                }
            }
        }
    }

    @Test func aChangedOverrideIsSeenByTheNextLookup() throws {
        var cache = MethodCache()
        var classes = ClassTable()
        let chain = ClassChain(own: "Box", uikit: ViewKind.view.uikitClasses)
        #expect(classes.resolve(.pointInside, in: chain, from: 0, cache: &cache)?.body.takeUnretainedValue().isDefault == true)
        classes.setOverride(try MethodBody(className: "Box", method: .pointInside, source: "return true"))
        #expect(classes.resolve(.pointInside, in: chain, from: 0, cache: &cache)?.body.takeUnretainedValue().isDefault == false)
        #expect(classes.resolve(.pointInside, in: chain, from: 1, cache: &cache)?.body.takeUnretainedValue().className == "UIView")
    }

    /// A view's lookup by its kind (the name read only for overrides) finds what the lookup
    /// along its whole class chain finds, for every kind, method and start, with and without
    /// an override of the view's class.
    @Test func aViewsLookupByItsKindMatchesTheLookupAlongItsChain() throws {
        var withOverride = ClassTable()
        withOverride.setOverride(try MethodBody(className: "Box", method: .hitTest, source: "return nil"))
        for classes in [ClassTable(), withOverride] {
            var byKind = MethodCache(), byChain = MethodCache()
            var namesRead = 0
            for kind in ViewKind.allCases {
                let chain = ClassChain(own: "Box", uikit: kind.uikitClasses)
                for method in MethodKind.allCases {
                    for start in 0..<chain.count {
                        let found = classes.resolve(method, viewNamed: { namesRead += 1; return "Box" }, of: kind, from: start, cache: &byKind)
                        let expected = classes.resolve(method, in: chain, from: start, cache: &byChain)
                        #expect(found?.body.toOpaque() == expected?.body.toOpaque() && found?.index == expected?.index,
                                "\(method.selector) on a \(kind) from \(start)")
                    }
                }
            }
            // Without overrides the view's name is never read.
            #expect(classes.hasOverrides || namesRead == 0)
        }
    }
}
