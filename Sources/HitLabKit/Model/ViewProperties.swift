/// UIKit's view properties that HitLab models, one row each (see `ViewPropertyDescriptor`).
/// The order is the order `save` writes keys and `tree` writes notes in.
extension ViewPropertyDescriptor {
    public static let all: [ViewPropertyDescriptor] = [
        ViewPropertyDescriptor("backgroundColor", aliases: ["color", "colour"], format: .color, access: .body,
                               summary: "a colour name, clear (still hit) or #RRGGBB; none clears it",
                               dump: DumpField("backgroundColor", rank: 9), swift: .assign("backgroundColor"),
                               get: { .color($0.backgroundColor) }, set: { v, x in if case .color(let c) = x { v.backgroundColor = c } }),
        .flag("isHidden", aliases: ["hidden"], summary: "hidden views and their subviews are never hit", on: "hidden",
              dump: DumpField("hidden", rank: 5), swift: .assign("isHidden"),
              get: { $0.isHidden }, set: { $0.isHidden = $1 }),
        ViewPropertyDescriptor("alpha", format: .fraction, access: .body, summary: "0 to 1; below 0.01 is never hit (stored as a Float)",
                               section: .state, dump: DumpField("alpha", rank: 6), swift: .assign("alpha"),
                               get: { .number($0.alpha) }, set: { v, x in if let a = x.number { v.alpha = a } },
                               treeNote: { v in
                                   // What the Float keeps, as UIKit reads it back (0.3 prints as 0.3).
                                   v.alpha == 1 ? nil : "alpha \(formatNumber(Double(String(v.alphaStorage)) ?? v.alpha))"
                               }),
        ViewPropertyDescriptor("isUserInteractionEnabled", aliases: ["interaction"], format: .flag, access: .body,
                               summary: "no: the view and its subviews ignore touches", section: .state,
                               dump: DumpField("userInteractionEnabled", rank: 7), swift: .assign("isUserInteractionEnabled"),
                               get: { .bool($0.isUserInteractionEnabled) }, set: { v, x in if let b = x.bool { v.isUserInteractionEnabled = b } },
                               treeNote: { v in
                                   if v.isUserInteractionEnabled != ViewState.defaults(for: v.kind).isUserInteractionEnabled {
                                       return "interaction \(v.isUserInteractionEnabled ? "on" : "off")"
                                   }
                                   // Labels and image views start with it off, which is why a tap goes through them.
                                   return v.isUserInteractionEnabled ? nil : "interaction off (\(v.kind.className)'s default)"
                               }),
        .flag("isMultipleTouchEnabled", aliases: ["multitouch"], summary: "yes: the view takes more than one touch at a time",
              on: "multitouch", swift: .assign("isMultipleTouchEnabled"), get: { $0.isMultipleTouchEnabled }, set: { $0.isMultipleTouchEnabled = $1 }),
        .flag("isExclusiveTouch", aliases: ["exclusive"], summary: "yes: no other view takes a touch while this one has one",
              on: "exclusive", swift: .assign("isExclusiveTouch"), get: { $0.isExclusiveTouch }, set: { $0.isExclusiveTouch = $1 }),
        .flag("isEnabled", aliases: ["enabled"], owner: "UIControl", summary: "controls only: a disabled control is not hit",
              off: "disabled", swift: .assign("isEnabled"), get: { $0.isEnabled }, set: { $0.isEnabled = $1 }),
        ViewPropertyDescriptor("frame", format: .rect, access: .body, isSaved: false, summary: "X,Y,W,H in the superview's coordinates",
                               dump: DumpField("frame", rank: 0, isGeometry: true),
                               get: { .rect($0.frame) }, set: { v, x in if case .rect(let r) = x { v.frame = r } }),
        ViewPropertyDescriptor("bounds", format: .boundsOrigin, access: .body, summary: "X,Y: the bounds origin, which shifts the subviews",
                               section: .geometry, dump: DumpField("bounds", rank: 1, isGeometry: true),
                               // A scroll view's bounds origin is its contentOffset, set as that.
                               swift: .assign("bounds.origin", except: "UIScrollView"),
                               get: { .rect($0.bounds) },
                               set: { v, x in
                                   if case .point(let p) = x { v.bounds.origin = p }
                                   if case .rect(let r) = x { v.bounds = r }
                               },
                               treeNote: { v in v.bounds.origin == .zero ? nil : "bounds origin \(v.bounds.origin)" }),
        ViewPropertyDescriptor("center", format: .point, access: .body, isSetKey: false, isSaved: false,
                               summary: "the frame's centre in the superview's coordinates",
                               get: { .point($0.center) }, set: { v, x in if let p = x.point { v.center = p } }),
        ViewPropertyDescriptor("transform", format: .transform, access: .body, summary: "rotate(DEG) scale(S) scale(SX,SY) translate(X,Y) identity",
                               section: .geometry, dump: DumpField("transform", rank: 2, isGeometry: true), swift: .assign("transform"),
                               get: { .transform($0.transformSpec) }, set: { v, x in if case .transform(let t) = x { v.transformSpec = t } },
                               treeNote: { v in
                                   let size = "bounds \(formatNumber(v.bounds.width))×\(formatNumber(v.bounds.height)) about \(v.center)"
                                   if !v.transformSpec.steps.isEmpty { return "transform \(v.transformSpec) (\(size))" }
                                   return v.transform.isIdentity ? nil : "transformed (\(size))"
                               }),
        .flag("clipsToBounds", aliases: ["clips"], summary: "drawing only: clipping never changes what is hit", section: .geometry,
              on: "clips (drawing only)", dump: DumpField("clipsToBounds", rank: 4), swift: .assign("clipsToBounds"), get: { $0.clipsToBounds }, set: { $0.clipsToBounds = $1 }),
        ViewPropertyDescriptor("windowLevel", aliases: ["level"], format: .windowLevel, owner: "UIWindow", isSaved: false,
                               summary: "windows only: normal, statusBar, alert or a number; higher is in front",
                               get: { .number($0.windowLevel) }, set: { v, x in if let l = x.number { v.windowLevel = l } }),
        .flag("isTracking", aliases: [], owner: "UIControl", access: .uikit, isSetKey: false, isTrackingState: true, summary: "whether the control tracks a touch",
              section: .none, get: { $0.isTracking }, set: { $0.isTracking = $1 }),
        .flag("isTouchInside", aliases: [], owner: "UIControl", access: .uikit, isSetKey: false, isTrackingState: true,
              summary: "whether the tracked touch is inside the control", section: .none,
              get: { $0.isTouchInside }, set: { $0.isTouchInside = $1 }),
        .flag("isHighlighted", aliases: [], owner: "UIControl", alsoOwners: ["UITableViewCell"], isSetKey: false, isTrackingState: true,
              summary: "whether the control or the table's row draws highlighted",
              section: .none, get: { $0.isHighlighted }, set: { $0.isHighlighted = $1 }),
        .flag("isSelected", aliases: [], owner: "UITableViewCell", access: .uikit, isSetKey: false,
              summary: "whether the table selected the row (at a lift)", section: .none,
              get: { $0.isSelected }, set: { $0.isSelected = $1 }),
        // UIScrollView (reference §11). contentOffset is bounds.origin, which `bounds` saves.
        ViewPropertyDescriptor("contentSize", format: .size, owner: "UIScrollView",
                               summary: "W,H: the size of the content a drag may scroll through (smaller than the frame is legal)",
                               section: .geometry, dump: DumpField("contentSize", separator: ":", rank: 12, always: true),
                               // A table's content size follows its rows.
                               swift: .assign("contentSize", except: "UITableView"),
                               get: { .size($0.contentSize) }, set: { v, x in if case .size(let s) = x { v.contentSize = s } },
                               treeNote: { v in
                                   v.kind == .tableView || v.contentSize == Size(width: 0, height: 0) ? nil : "content \(formatNumber(v.contentSize.width))×\(formatNumber(v.contentSize.height))"
                               }),
        ViewPropertyDescriptor("contentOffset", aliases: ["offset"], format: .point, owner: "UIScrollView", access: .body, isSaved: false,
                               summary: "X,Y: where the scroll view is scrolled to (its bounds origin); stored as given",
                               dump: DumpField("contentOffset", separator: ":", rank: 11, always: true, isGeometry: true),
                               // A table is scrolled once its rows are laid out (SwiftExporter's tableWiring).
                               swift: .assign("contentOffset", except: "UITableView"),
                               get: { .point($0.bounds.origin) }, set: { v, x in if let p = x.point { v.bounds.origin = p } }),
        .flag("delaysContentTouches", aliases: [], owner: "UIScrollView",
              summary: "no: content views get touchesBegan at once instead of after 0.15 s", off: "delaysContentTouches off", swift: .assign("delaysContentTouches"),
              get: { $0.delaysContentTouches }, set: { $0.delaysContentTouches = $1 }),
        .flag("canCancelContentTouches", aliases: [], owner: "UIScrollView",
              summary: "no: a drag never takes a touch the content is already tracking", off: "canCancelContentTouches off", swift: .assign("canCancelContentTouches"),
              get: { $0.canCancelContentTouches }, set: { $0.canCancelContentTouches = $1 }),
        .flag("isScrollEnabled", aliases: ["scrollEnabled"], owner: "UIScrollView",
              summary: "no: a drag never scrolls it (the touch delay stays)", off: "scrolling off", swift: .assign("isScrollEnabled"),
              get: { $0.isScrollEnabled }, set: { $0.isScrollEnabled = $1 }),
        // Saved on the `table` line; `set` lays the rows out again, as reloadData does.
        ViewPropertyDescriptor("rowHeight", format: .length, owner: "UITableView", isSaved: false,
                               summary: "every row's height: the rows are laid out again and contentSize follows, as reloadData does",
                               swift: .always("rowHeight"),
                               get: { .number($0.rowHeight) }, set: { v, x in if let h = x.number { v.rowHeight = h } }),
    ]
}
