/// The legend under `draw`'s picture in Chinese.
extension ChineseWords {
    public var drawnHidden: String { t("（隐藏或透明）") }
    public func drawnLastTouch(_ mark: String, _ point: String) -> String { t("\(mark) 上一次触摸 \(point)") }
    public func drawnFingers(_ fingers: [(finger: Int, at: String)]) -> String {
        t("1–9 按在屏幕上的手指：") + fingers.map { t("\($0.finger) 在 \($0.at)") }.joined(separator: "，")
    }
    public func drawnLastHit(_ view: String) -> String { t("┏┓ 上一次命中的视图：\(view)") }
    public func drawnClipped(_ count: Int, outside clipper: String) -> String {
        t("（\(clipper) 边界外的 \(count) 个视图被裁剪：没有画出）")
    }
    public func drawnScale(_ points: String) -> String { t("1 个字符宽 = \(points) 点") }
}
