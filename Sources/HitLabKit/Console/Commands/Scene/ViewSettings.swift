/// One `KEY=VALUE` of `set`, parsed.
enum ViewSetting: Sendable, Equatable {
    case hidden(Bool), alpha(Double), interaction(Bool), multitouch(Bool), exclusive(Bool), enabled(Bool)
    case frame(Rect), boundsOrigin(Point), color(String?)
    case transform(TransformSpec), clips(Bool), level(Double)

    func apply(to view: inout ViewState) {
        switch self {
        case .hidden(let b): view.isHidden = b
        case .alpha(let a): view.alpha = a
        case .interaction(let b): view.isUserInteractionEnabled = b
        case .multitouch(let b): view.isMultipleTouchEnabled = b
        case .exclusive(let b): view.isExclusiveTouch = b
        case .enabled(let b): view.isEnabled = b
        case .frame(let r): view.frame = r
        case .boundsOrigin(let p): view.bounds.origin = p
        case .color(let c): view.backgroundColor = c
        case .transform(let t): view.transformSpec = t
        case .clips(let b): view.clipsToBounds = b
        case .level(let l): view.windowLevel = l
        }
    }

    /// Why this setting cannot go on `view`, if it cannot.
    func refusal(for view: ViewState, named name: String) -> String? {
        switch self {
        case .enabled where !view.kind.isControl:
            return "\(name) is a \(view.kind.uikitClasses[0]), and only controls (buttons) have enabled; use interaction=no to make a view ignore touches"
        case .level where view.kind != .window:
            return "\(name) is not a window, so it has no level; `window NAME X Y W H level=…` adds a window"
        case .frame where name == "UIWindow", .transform where name == "UIWindow":
            return "the key window keeps its frame and transform; `window W H` starts a scene of another size"
        default:
            return nil
        }
    }
}

/// A key of `set`: its name, how its value is written, how it is read, and what `save` writes
/// for a view. Parsing, completion, `help set` and `save` all read `ViewSettingKey.all`.
struct ViewSettingKey: Sendable {
    typealias Parse = @Sendable (_ value: String, _ key: String, _ spec: CommandSpec) throws(CommandError) -> ViewSetting

    let name: String
    var aliases: [String] = []
    /// The key as help shows it: `hidden`, `frame=X,Y,W,H`.
    let shown: String
    let parse: Parse
    /// The `KEY=VALUE` that rebuilds this view's setting, or nil when it has the default.
    let save: @Sendable (ViewState) -> String?

    static func flag(_ name: String, _ make: @escaping @Sendable (Bool) -> ViewSetting,
                     save: @escaping @Sendable (ViewState) -> String?) -> ViewSettingKey {
        ViewSettingKey(name: name, shown: name, parse: { value, key, spec throws(CommandError) in make(try CommandSyntax.bool(value, key, spec)) }, save: save)
    }

    /// In the order `save` writes them.
    static let all: [ViewSettingKey] = [
        ViewSettingKey(name: "color", aliases: ["colour"], shown: "color", parse: { value, _, spec throws(CommandError) in
            if value == "none" || value == "clear" { return .color(nil) }
            guard Palette.rgb(value) != nil else {
                throw .usage(spec, "color=\(value): use a colour name (\(Palette.names.joined(separator: ", "))) or #RRGGBB")
            }
            return .color(value)
        }, save: { $0.backgroundColor.map { "color=\($0)" } }),
        flag("hidden", ViewSetting.hidden) { $0.isHidden ? "hidden=yes" : nil },
        ViewSettingKey(name: "alpha", shown: "alpha", parse: { value, _, spec throws(CommandError) in
            guard let a = CommandSyntax.number(value), a >= 0, a <= 1 else { throw .usage(spec, "alpha=\(value): alpha is a number from 0 to 1") }
            return .alpha(a)
        }, save: { $0.alphaStorage != 1 ? "alpha=\(String($0.alphaStorage))" : nil }),
        flag("interaction", ViewSetting.interaction) {
            $0.isUserInteractionEnabled != $0.kind.interactiveByDefault ? "interaction=\($0.isUserInteractionEnabled ? "yes" : "no")" : nil
        },
        flag("multitouch", ViewSetting.multitouch) { $0.isMultipleTouchEnabled ? "multitouch=yes" : nil },
        flag("exclusive", ViewSetting.exclusive) { $0.isExclusiveTouch ? "exclusive=yes" : nil },
        flag("enabled", ViewSetting.enabled) { $0.kind.isControl && !$0.isEnabled ? "enabled=no" : nil },
        ViewSettingKey(name: "frame", shown: "frame=X,Y,W,H", parse: { value, _, spec throws(CommandError) in
            let n = numbers(value)
            guard n.count == 4 else { throw .usage(spec, "frame=\(value): write frame=X,Y,W,H, e.g. frame=0,0,100,50") }
            guard n[2] >= 0, n[3] >= 0 else { throw .usage(spec, "frame=\(value): width and height must be 0 or more") }
            return .frame(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
        }, save: { _ in nil }),   // the frame is part of the line that adds the view
        ViewSettingKey(name: "bounds", shown: "bounds=X,Y", parse: { value, _, spec throws(CommandError) in
            let n = numbers(value)
            guard n.count == 2 else { throw .usage(spec, "bounds=\(value): write bounds=X,Y (the bounds origin), e.g. bounds=0,100") }
            return .boundsOrigin(Point(x: n[0], y: n[1]))
        }, save: { $0.bounds.origin != .zero ? "bounds=\(formatNumber($0.bounds.origin.x)),\(formatNumber($0.bounds.origin.y))" : nil }),
        ViewSettingKey(name: "transform", shown: "transform=…", parse: { value, _, spec throws(CommandError) in
            switch TransformSpec.parse(value) {
            case .success(let t): return .transform(t)
            case .failure(let e): throw .usage(spec, e.message)
            }
        }, save: { $0.transformSpec.steps.isEmpty ? nil : "transform=\"\($0.transformSpec)\"" }),
        flag("clips", ViewSetting.clips) { $0.clipsToBounds ? "clips=yes" : nil },
        ViewSettingKey(name: "level", shown: "level=…", parse: { value, _, spec throws(CommandError) in
            .level(try WindowLevel.parse(value, spec))
        }, save: { _ in nil }),   // part of the line that adds the window
    ]

    /// The comma-separated numbers of a value; fewer than written when one is not a number.
    private static func numbers(_ value: String) -> [Double] {
        let parts = value.split(separator: ",", omittingEmptySubsequences: false)
        let n = parts.compactMap { CommandSyntax.number(String($0)) }
        return n.count == parts.count ? n : []
    }

    /// Parses one `KEY=VALUE` of `set`.
    static func setting(_ pair: String, _ spec: CommandSpec) throws(CommandError) -> ViewSetting {
        let (key, value) = try CommandSyntax.keyValue(pair, spec)
        guard let k = all.first(where: { $0.name == key || $0.aliases.contains(key) }) else {
            let near = NameSuggestions.nearest(to: key, in: all.map(\.name))
            throw .usage(spec, "unknown key '\(key)'" + NameSuggestions.hint(near))
        }
        return try k.parse(value, key, spec)
    }

    /// `hidden=yes alpha=0.5 …` for a view's settings that differ from a new view's.
    static func saved(_ view: ViewState) -> [String] { all.compactMap { $0.save(view) } }
}
