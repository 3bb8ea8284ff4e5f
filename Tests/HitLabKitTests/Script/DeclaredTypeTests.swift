import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole
import HitLabKit

/// A literal that cannot be the type a `let` or `var` declares is refused when the override is
/// written, at the literal's line and column, in the words Swift's compiler uses ("cannot
/// convert value of type 'String' to specified type 'Int'"; "'nil' cannot initialize
/// specified type 'Int'"), since Swift refuses such a body before it ever runs. What Swift
/// accepts is accepted: an integer literal for a Double or CGFloat, nil for an optional.
@Suite struct DeclaredTypeTests {
    @Test(arguments: [
        ("let v: Int = \"a\"", "line 1, column 14: cannot convert value of type 'String' to specified type 'Int'"),
        ("print(1)\nvar v: Int = 1.5", "line 2, column 14: cannot convert value of type 'Double' to specified type 'Int'"),
        ("let s: String = 3", "line 1, column 17: cannot convert value of type 'Int' to specified type 'String'"),
        ("let b: Bool = 1", "line 1, column 15: cannot convert value of type 'Int' to specified type 'Bool'"),
        ("let n: Int = nil", "line 1, column 14: 'nil' cannot initialize specified type 'Int'"),
        ("let p: CGPoint = 0", "line 1, column 18: cannot convert value of type 'Int' to specified type 'CGPoint'"),
        ("let o: Int? = \"x\\(1)\"", "line 1, column 15: cannot convert value of type 'String' to specified type 'Int?'"),
        ("let _: Bool = -2", "line 1, column 15: cannot convert value of type 'Int' to specified type 'Bool'"),
    ])
    func aLiteralOfAnotherTypeIsRefusedWhenWritten(body: String, message: String) {
        let s = scriptedSession("window 300 300\nview Pad 0 0 300 300")
        let reply = s.execute("override Pad.touchesBegan {\n\(body)\n}")
        let error = reply.error ?? ""
        #expect(error.contains("in Pad.touchesBegan(_:with:) at " + message), "\(reply.text)")
        #expect(s.state.classes.override(.touchesBegan, of: "Pad") == nil)
    }

    @Test(arguments: ["let d: Double = 1", "let f: CGFloat = -3", "var o: Int? = nil", "let s: String = \"a\\(1)\"",
                      "let b: Bool = true", "let v: UIView? = nil", "let t: [Int] = [1]", "let x: Int = 1 + 2", "var w: Double = 2.5"])
    func whatSwiftAcceptsIsAccepted(body: String) throws {
        _ = try MethodBody(className: "Pad", method: .touchesBegan, source: body)
    }
}
