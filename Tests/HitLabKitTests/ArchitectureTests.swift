import Foundation
import Testing

/// The layers are targets, so the compiler keeps each from naming a layer it does not depend
/// on; these tests keep the three descriptions of the layering equal: the table in
/// ARCHITECTURE.md, the targets' dependencies in Package.swift, and each file's imports.
@Suite struct ArchitectureTests {
    static let layers = ["Model", "Script", "Delivery", "Debugger", "Interchange", "Console", "Lessons"]
    /// Targets of data, not code, that any layer may read (the course built into the binary).
    static let data: Set<String> = ["Course"]

    /// Each layer's "May use" column, as written in ARCHITECTURE.md.
    func tableRows() throws -> [String: Set<String>] {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        var rows: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let layer = cells.first, Self.layers.contains(layer), let uses = cells.last else { continue }
            rows[layer] = uses == "nothing" ? [] : Set(uses.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return rows
    }

    /// Each layer target's dependencies, as Package.swift declares them.
    func packageDependencies() throws -> [String: Set<String>] {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        var out: [String: Set<String>] = [:]
        for layer in Self.layers {
            let start = try #require(text.range(of: ".target(name: \"HitLab\(layer)\""), "Package.swift has no target HitLab\(layer)")
            let rest = text[start.upperBound...]
            let declaration = rest[..<(rest.range(of: "path:")?.lowerBound ?? rest.endIndex)]
            let names = declaration.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            out[layer] = Set(names.filter { $0.hasPrefix("HitLab") }.map { String($0.dropFirst("HitLab".count)) })
        }
        return out
    }

    @Test func theTableIsPackageSwift() throws {
        let table = try tableRows(), package = try packageDependencies()
        #expect(Set(table.keys) == Set(Self.layers))
        for layer in Self.layers {
            #expect(table[layer] == package[layer], "\(layer): ARCHITECTURE.md says \(table[layer]?.sorted() ?? []), Package.swift \(package[layer]?.sorted() ?? [])")
            // Downwards only: every layer it uses comes before it.
            let below = Set(Self.layers.prefix { $0 != layer }).union(Self.data)
            #expect(package[layer, default: []].isSubset(of: below), "\(layer) depends on a layer above it")
        }
    }

    @Test func everyFileImportsOnlyTheLayersItMayUse() throws {
        let table = try tableRows()
        for layer in Self.layers {
            let root = repositoryRoot.appendingPathComponent("Sources/HitLabKit/" + layer)
            let files = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
                .filter { $0.pathExtension == "swift" }
            #expect(!files.isEmpty)
            for file in files {
                let imports = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                    .filter { $0.hasPrefix("import HitLab") }.map { String($0.dropFirst("import HitLab".count)) }
                for name in imports {
                    #expect(table[layer, default: []].contains(name), "\(file.lastPathComponent) in \(layer) imports HitLab\(name)")
                }
            }
        }
    }
}
