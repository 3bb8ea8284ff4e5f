import HitLabModel
import HitLabScript
/// Reads the text `po view.recursiveDescription()` prints (and `_printHierarchy`'s lines, for
/// the controllers) into a `HierarchyDump`, the way real dumps come: with a log's or
/// debugger's text before the root, lines cut short, fields HitLab does not know, indentation
/// in any of its printed forms, a text that spans lines, and sublayer lines between views.
///
/// The depth of a line is the number of `|` before the view's `<` (or of `-`, in the form that
/// writes its depth as dashes); a line deeper than the one before by more than one level goes
/// under the nearest shallower line. Cycript's one-line form (`@"<UIWindow…>\n   | <…"`) is
/// unescaped first. Bad input stops at the first line that cannot be read, with its number:
/// nothing is half-read, and the lines that are not views are counted, not dropped silently.
public struct RecursiveDescriptionReader: Sendable {
    /// More views than this are refused: a dump of a whole app is a few thousand.
    public static let viewLimit = 100_000
    public let viewLimit: Int
    /// A text spanning more lines than this is taken to end there.
    static let textLineLimit = 200

    public init(viewLimit: Int = Self.viewLimit) { self.viewLimit = viewLimit }

    public func read(_ text: String) throws(DumpError) -> HierarchyDump {
        try read(bytes: Array(text.utf8))
    }

    /// Reads a file's bytes; a NUL byte or bytes that are not UTF-8 mean it is not a dump.
    public func read(bytes original: [UInt8]) throws(DumpError) -> HierarchyDump {
        let bytes = CycriptString.unescaped(original) ?? original
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // One check of the whole file; line by line only to name the bad line.
        let wholeFileIsText = !bytes.contains(0) && String(validating: bytes, as: UTF8.self) != nil
        var dump = HierarchyDump()
        var open: [(depth: Int, index: Int)] = []   // the views a deeper line may go under
        var i = 0
        while i < lines.count {
            let number = i + 1
            var line = Array(lines[i])
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            guard wholeFileIsText || (!line.contains(0) && String(validating: line, as: UTF8.self) != nil) else {
                throw DumpError(line: number, "not text (a binary file?): import the text `po view.recursiveDescription()` prints in lldb, saved as a file")
            }
            i += 1
            let firstByte = line.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
            if firstByte == nil || firstByte == UInt8(ascii: "#") { continue }  // blank, or a note about the dump
            guard DumpLineScanner.hasFrame(line), var parts = DumpLineScanner.parts(of: line) else {
                if let controller = Self.controllerLine(line, number: number) {
                    dump.controllers.append(controller)
                } else {
                    dump.noteOtherLine(number, line)
                }
                continue
            }
            // A text that spans lines: join the lines that follow until it closes.
            var joined = 0
            while parts.endsInsideText, i < lines.count, joined < Self.textLineLimit,
                  !DumpLineScanner.hasFrame(Array(lines[i])), wholeFileIsText || String(validating: lines[i], as: UTF8.self) != nil {
                line += [UInt8(ascii: "\n")] + lines[i]
                i += 1
                joined += 1
                parts = DumpLineScanner.parts(of: line) ?? parts
            }
            guard dump.views.count < viewLimit else {
                throw DumpError(line: number, "more than \(viewLimit.withThousandsSeparators) views: import part of the hierarchy (the recursiveDescription of one subview)")
            }
            var view = try Self.view(from: parts, line: number)
            while let last = open.last, last.depth >= parts.depth { open.removeLast() }
            view.parent = open.last?.index
            open.append((parts.depth, dump.views.count))
            if parts.fields.contains(where: { $0.key == "layer" }) { dump.printsInteraction = true }
            dump.views.append(view)
        }
        guard !dump.views.isEmpty else {
            throw DumpError(line: nil, "no view line in \(lines.count) line\(lines.count == 1 ? "" : "s"): expected lines such as `<UIView: 0x7f9c; frame = (0 0; 375 667); layer = <CALayer: 0x6000>>`, as `po view.recursiveDescription()` prints them")
        }
        return dump
    }

    /// A view from its line's parts: the frame must be four numbers; the other fields HitLab
    /// knows are read when whole, and the rest are skipped.
    static func view(from parts: DumpLineScanner.Parts, line: Int) throws(DumpError) -> HierarchyDump.View {
        guard let frameField = parts.fields.first(where: { $0.key == "frame" }) else {
            throw DumpError(line: line, "\(parts.className)'s frame is cut short: expected frame = (X Y; W H)")
        }
        let frameText = String(decoding: frameField.value, as: UTF8.self)
        guard !frameField.isCut, let n = DumpLineScanner.numbers(frameField.value), n.count == 4, n.allSatisfy(\.isFinite) else {
            throw DumpError(line: line, "frame = \(frameText) is not four numbers: expected frame = (X Y; W H), e.g. frame = (0 0; 320 44)")
        }
        var view = HierarchyDump.View(className: parts.className, address: parts.address, line: line,
                                      frame: standardized(Rect(x: n[0], y: n[1], width: n[2], height: n[3])))
        view.controllerClass = parts.controllerClass
        for field in parts.fields where !field.isCut {
            let value = field.value
            func word() -> String { String(decoding: value, as: UTF8.self).trimmed }
            // A view property's field, read by its row's format; geometry is solved later, together.
            if let index = ViewPropertyDescriptor.index(ofDumpKey: field.key) {
                let row = ViewPropertyDescriptor.all[index]
                switch row.format {
                case .rect:
                    continue   // the frame, read above
                case .boundsOrigin:
                    if let b = DumpLineScanner.numbers(value), b.count == 4, b.allSatisfy(\.isFinite) {
                        view.bounds = standardized(Rect(x: b[0], y: b[1], width: b[2], height: b[3]))
                    }
                case .transform:
                    guard let t = DumpLineScanner.numbers(value), t.count == 6, t.allSatisfy(\.isFinite) else {
                        throw DumpError(line: line, "transform = \(word()) is not six numbers: expected transform = [a, b, c, d, tx, ty]")
                    }
                    let matrix = Transform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
                    if !matrix.isIdentity { view.transform = matrix }
                case .point where row.dump?.isGeometry == true:
                    if case .point(let p)? = DumpValue.read(value, as: .point) { view.contentOffset = p }
                default:
                    if let v = DumpValue.read(value, as: row.format) { view.properties[index] = v }
                }
                continue
            }
            switch field.key {
            case "text":
                var t = Substring(word())
                if t.first == "'" { t = t.dropFirst() }
                if t.last == "'" { t = t.dropLast() }
                view.text = String(t)
            case "gestureRecognizers": view.hasGestureRecognizers = true
            case "baseClass": view.baseClass = word()
            default: break
            }
        }
        return view
    }

    /// A rectangle with its size made positive, as CGRectStandardize does.
    static func standardized(_ r: Rect) -> Rect {
        Rect(x: r.minX, y: r.minY, width: r.width, height: r.height)
    }

    /// `<MyViewController 0x7f…>, state: appeared, view: <UIView 0x7f…>` from `_printHierarchy`.
    static func controllerLine(_ b: [UInt8], number: Int) -> HierarchyDump.Controller? {
        let text = String(decoding: b, as: UTF8.self)
        guard let viewMark = text.range(of: "view: <"), text.contains(", state:") || text.contains(">, view:"),
              let open = text.firstIndex(of: "<"), open < viewMark.lowerBound else { return nil }
        let head = text[text.index(after: open)...]
        guard let space = head.firstIndex(of: " ") else { return nil }
        let className = String(head[..<space])
        let after = text[viewMark.upperBound...]
        guard let address = after.range(of: " 0x") else { return nil }
        let hex = after[after.index(address.lowerBound, offsetBy: 1)...].prefix { $0.isHexDigit || $0 == "x" }
        guard !className.isEmpty else { return nil }
        return HierarchyDump.Controller(className: className, viewAddress: hex.lowercased(), line: number)
    }
}

extension Int {
    /// With thousands separated by commas: 100,000.
    var withThousandsSeparators: String {
        let digits = String(self)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }
}
