import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// The catalog is the one place for each UIKit fact: every command that names a class or a
/// property must agree with it, so these tests walk the tables, not a list of their own.
@Suite struct UIKitCatalogTests {
    /// A scene with one view of each kind, a recognizer of each kind and a controller.
    func session() -> Session {
        let s = Session()
        let kinds: [(String, String)] = [("view", "V"), ("button", "B"), ("control", "C"), ("label", "L"), ("image", "I")]
        for (command, name) in kinds { #expect(!s.execute("\(command) \(name) 0 0 100 100").isError) }
        #expect(!s.execute("window W2 0 0 100 100").isError)
        #expect(!s.execute("scroll Sc 0 0 100 100").isError)
        #expect(!s.execute("table Tb 0 0 100 100 rows=2").isError)
        #expect(!s.execute("controller VC view V").isError)
        for kind in GestureKind.learnerKinds { #expect(!s.execute("gesture G\(kind.rawValue) \(kind.rawValue) on V").isError) }
        return s
    }

    @Test func everyClassChainEndsAtARootAndKnowsItsKind() {
        for c in UIKitCatalog.classes {
            let chain = UIKitCatalog.chain(from: c.name)
            #expect(chain.first == c.name)
            #expect(UIKitCatalog.named(chain.last!)?.superclass == nil, "\(c.name)'s chain ends at a root")
        }
        for kind in ViewKind.allCases { #expect(kind.uikitClasses.last == "UIResponder" && UIKitCatalog.named(kind.className)?.role == .view(kind)) }
        for kind in GestureKind.allCases { #expect(kind.uikitClasses.last == "UIGestureRecognizer" && UIKitCatalog.named(kind.className)?.role == .recognizer(kind)) }
        #expect(BuiltInResponders.names == ["UIWindow", "UIWindowScene", "UIApplication", "AppDelegate"])
        #expect(UIKitCatalog.classes.allSatisfy { Scene.reservedNames.contains($0.name) })
        // The classes dumps name are catalog rows: the import table is a view of them.
        for (name, up) in UIKitClassTable.superclasses {
            #expect(UIKitCatalog.named(name)?.superclass == up && UIKitCatalog.named(name)?.viewKind != nil, "\(name)")
        }
        #expect(UIKitClassTable.kind(of: "UISwitch") == .control && UIKitClassTable.kind(of: "UICollectionView") == .scrollView)
        #expect(UIKitClassTable.kind(of: "_UIButtonBarButton") == .control && UIKitClassTable.kind(of: "UIButtonLabel") == .label)
        #expect(UIKitClassTable.superclasses.count == UIKitCatalog.classes.filter { $0.viewKind != nil }.count - 1)
    }

    @Test func everyClassIsTreatedAlikeByOverrideBreakShowAndCompletion() {
        let s = session()
        let completer = Completer(session: s)
        let showable = Set(completer.complete("show source ").candidates)
        let breakable = Set(completer.complete("break ").candidates)
        let overridable = Set(completer.complete("override ").candidates)
        for c in UIKitCatalog.classes {
            // The view classes only dumps name are not offered, but are UIKit's all the same.
            let offered = UIKitCatalog.learnerClassNames.contains(c.name)
            #expect(showable.contains(c.name + ".") == offered, "show source completes \(c.name)")
            #expect(breakable.contains(c.name + ".") == offered, "break completes \(c.name)")
            #expect(overridable.contains(c.name + ".") == c.takesOverrides, "override completes \(c.name) only if it takes overrides")
            #expect(!s.execute("break \(c.name).hitTest").isError, "break \(c.name).hitTest")
            let reply = s.execute("override \(c.name).canBecomeFirstResponder { return true }")
            if c.takesOverrides {
                #expect(!reply.isError, "override \(c.name): \(reply.text)")
            } else {
                #expect(reply.text.contains("UIKit's own class"), "override \(c.name): \(reply.text)")
            }
        }
        // A class with a UIKit method in its chain shows it, whichever way it is named.
        for name in ["UIView", "UIButton", "UIControl", "UILabel", "UIWindow", "UIImageView"] {
            #expect(!s.execute("show source \(name).hitTest").isError, "show source \(name).hitTest")
        }
    }

    @Test func everyViewPropertyIsASetKeyUnderEveryNameAndCompletesAndShowsInHelp() throws {
        let s = session()
        let help = s.execute("help set").text
        for key in ViewSettingKey.all {
            let d = key.descriptor
            #expect(help.contains(key.shown), "help set lists \(key.shown)")
            // The view of the class that declares it.
            let view = d.owner == "UIControl" ? "B" : d.owner == "UIWindow" ? "W2" : d.owner == "UIScrollView" ? "Sc" : d.owner == "UITableView" ? "Tb" : "V"
            let keys = Completer(session: s).complete("set \(view) ").candidates
            for word in d.keys {
                #expect(keys.contains(word + "="), "set \(view) completes \(word)=")
                #expect(try ViewSettingKey.setting("\(word)=\(Self.sample(d.format))", SetCommand.spec).descriptor.name == d.name)
            }
            let reply = s.execute("set \(view) \(d.name)=\(Self.sample(d.format))")
            #expect(!reply.isError, "set \(view) \(d.name)=…: \(reply.text)")
            // A key of another class's property is refused on a plain view, with the reason.
            if d.owner != "UIView" { #expect(s.execute("set V \(d.key)=\(Self.sample(d.format))").isError) }
        }
    }

    @Test func whatSetChangesSaveWritesBackAndAFreshSceneReads() throws {
        let s = session()
        #expect(!s.execute("set V hidden=yes alpha=0.3 isExclusiveTouch=yes clipsToBounds=yes bounds=0,10 color=red").isError)
        #expect(!s.execute("set B isEnabled=no").isError)
        #expect(!s.execute("set L interaction=yes").isError)
        let script = SceneScript(state: s.state).render()
        let copy = Session()
        for line in script.split(separator: "\n") where !line.hasPrefix("#") { #expect(!copy.execute(String(line)).isError, "\(line)") }
        #expect(SceneScript(state: copy.state).render() == script)
        for name in ["V", "B", "L"] {
            let a = s.state.scene[try s.state.scene.viewID(named: name)], b = copy.state.scene[try copy.state.scene.viewID(named: name)]
            for d in ViewPropertyDescriptor.all where d.isSaved { #expect(d.get(a) == d.get(b), "\(name).\(d.name) survives save") }
        }
    }

    @Test func everyRecognizerPropertyTakesBothNamesAndItsClassOnly() {
        let s = session()
        for d in RecognizerPropertyDescriptor.all {
            let value: String
            switch d.format {
            case .flag: value = "no"
            case .count: value = "2"
            case .amount: value = "3"
            case .word(let words): value = words.last!
            }
            for kind in GestureKind.learnerKinds {
                for word in d.keys {
                    let reply = s.execute("set G\(kind.rawValue) \(word)=\(value)")
                    #expect(reply.isError != d.applies(to: kind), "set G\(kind.rawValue) \(word)=\(value): \(reply.text)")
                }
            }
        }
        // Either name sets it, and save writes the short key.
        #expect(!s.execute("set Gtap numberOfTapsRequired=2").isError)
        #expect(!s.execute("set Gtap numberOfTapsRequired=3").isError)
        #expect(s.execute("tree").text.contains("taps=3"))
    }

    /// A valid value for a key of this format.
    static func sample(_ format: ViewPropertyDescriptor.Format) -> String {
        switch format {
        case .flag: "yes"
        case .fraction: "0.5"
        case .point, .boundsOrigin: "0,10"
        case .rect: "0,0,50,50"
        case .size: "10,10"
        case .color: "red"
        case .transform: "rotate(10)"
        case .windowLevel: "alert"
        case .length: "60"
        }
    }
}
