import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `option KEY=VALUE …`: delivery settings, and the teaching language. The keys are
/// `DeliveryOptionKey.all`.
struct OptionCommand: CommandUnit {
    static let specs = [CommandSpec("option", usage: "option KEY=VALUE …",
                                    summary: "Delivery settings and the teaching language: " + DeliveryOptionKey.all.map(\.shown).joined(separator: ", ") + ".",
                                    details: "steps and depth are the budgets that stop a runaway override. lang is how HitLab teaches (lessons, exercises, explain, why); commands, errors and help stay English, and save does not write it.",
                                    arguments: [.repeating(.option)], examples: ["option passes=1"], topic: "Build a scene")]
    let settings: [DeliverySetting]

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        var settings: [DeliverySetting] = []
        while let pair = try args.next() { settings.append(try DeliveryOptionKey.setting(pair, args.spec)) }
        guard !settings.isEmpty else { throw .usage(args.spec, "option needs at least one KEY=VALUE") }
        return Self(settings: settings)
    }

    /// Changing only the language reads the scene, so it works while a touch is paused.
    var effect: CommandEffect { settings.contains(where: \.changesScene) ? .changesScene : .reads }

    func run(in session: Session) throws -> Reply {
        for s in settings { s.apply(to: session) }
        return settings.contains(where: \.changesScene) ? session.sceneChanged() : Reply()
    }
}

extension OptionCommand: SavedByCommand {
    /// `option KEY=VALUE …` for the delivery options that differ from their defaults.
    static func savedLines(_ state: SessionState) -> [String] {
        let options = DeliveryOptionKey.saved(state)
        return options.isEmpty ? [] : ["option " + options.joined(separator: " ")]
    }
}
