/// Output collected into one buffer and handed on in large pieces: a command's streamed lines
/// (`trace lines` makes a million) reach the terminal in a few `write(2)` calls instead of one
/// a line, which was most of the time such a command took in a terminal. The owner flushes
/// before anything else is shown (a prompt, a pause, the line Ctrl-C adds).
public struct OutputBuffer {
    /// How many bytes are held before they are handed on.
    public static let defaultCapacity = 64 << 10

    private var bytes: [UInt8] = []
    private let capacity: Int
    /// Takes the bytes collected so far; called with at least one byte.
    private let sink: (UnsafeRawBufferPointer) -> Void

    public init(capacity: Int = OutputBuffer.defaultCapacity, sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.capacity = capacity
        self.sink = sink
        bytes.reserveCapacity(capacity)
    }

    /// Adds `line` and a newline, handing the buffer on when it is full.
    public mutating func appendLine(_ line: String) {
        var line = line
        line.withUTF8 { bytes.append(contentsOf: $0) }
        bytes.append(0x0A)
        if bytes.count >= capacity { flush() }
    }

    /// Hands on whatever is held.
    public mutating func flush() {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { sink($0) }
        bytes.removeAll(keepingCapacity: true)
    }
}
