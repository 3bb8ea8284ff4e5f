import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole

/// A runtime error names a line of the method it stopped in, counted from the method's first
/// line; a teacher reading a class's grades counts lines in the submitted file, as syntax
/// errors (`FILE:LINE:COLUMN`) already do. So a grade says the file's line too.
extension ClassGrade {
    /// `error` (`runtime error in Pad.touchesBegan(_:with:), line 2: …`) with the line counted
    /// in the submitted `text` (`…, line 4 of FILE: …`) when the method is one of the file's
    /// overrides; unchanged otherwise (an override of the exercise's start, say).
    static func countedInFile(_ error: String, text: String, file: String) -> String {
        guard let inRange = error.range(of: " in "), let lineRange = error.range(of: ", line ", range: inRange.upperBound..<error.endIndex) else { return error }
        let frame = error[inRange.upperBound..<lineRange.lowerBound]
        let digits = error[lineRange.upperBound...].prefix { $0.isNumber }
        guard let bodyLine = Int(digits), let dot = frame.firstIndex(of: "."),
              let method = MethodKind(name: String(frame[frame.index(after: dot)...])) else { return error }
        let header = "override \(frame[..<dot]).\(method.name)"
        // The last override of that method is the one that ran.
        guard let command = CommandAssembler.commands(in: text).commands.last(where: { command in
            command.text.hasPrefix(header) && command.text.dropFirst(header.count).first.map { $0 == " " || $0 == "{" } == true
        }) else { return error }
        // A body that starts on the line after its `{` numbers that line 1.
        let firstLine = command.text.prefix { $0 != "\n" }
        let opensAlone = firstLine.trimmingWhitespace.hasSuffix("{") && command.text.contains("\n")
        let fileLine = command.line + bodyLine - (opensAlone ? 0 : 1)
        return error.replacingCharacters(in: lineRange.lowerBound..<error.index(lineRange.upperBound, offsetBy: digits.count),
                                         with: ", line \(fileLine) of \(file)")
    }
}
