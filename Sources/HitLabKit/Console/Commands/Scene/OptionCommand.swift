/// `option KEY=VALUE …`: delivery settings. The keys are `DeliveryOptionKey.all`.
struct OptionCommand: CommandUnit {
    static let specs = [CommandSpec("option", usage: "option KEY=VALUE …",
                                    summary: "Delivery settings: " + DeliveryOptionKey.all.map(\.shown).joined(separator: ", ") + ".",
                                    details: "steps and depth are the budgets that stop a runaway override.",
                                    arguments: [.option, .option, .option], topic: "Build a scene")]
    let settings: [DeliverySetting]

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        var settings: [DeliverySetting] = []
        while let pair = try args.next() { settings.append(try DeliveryOptionKey.setting(pair, args.spec)) }
        guard !settings.isEmpty else { throw .usage(args.spec, "option needs at least one KEY=VALUE") }
        return Self(settings: settings)
    }

    var effect: CommandEffect { .changesScene }

    func run(in session: Session) throws -> Reply {
        for s in settings { s.apply(to: &session.state) }
        return session.sceneChanged()
    }
}
