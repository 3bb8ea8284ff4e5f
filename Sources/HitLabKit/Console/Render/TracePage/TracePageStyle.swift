import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// The trace page's stylesheet, inline so the page needs nothing beside it. The highlights
/// use the Okabe–Ito colours (blue, bluish green, vermillion), which colour-blind readers tell
/// apart, and each also has a shape or a word (✓, ✗, a dashed or solid outline), so nothing
/// is said by colour alone; the hit view and the touch look as `draw` paints them. A print
/// view shows every panel in full, without the controls. The text is `style.css` beside this
/// file, which SwiftPM builds into the binary, so editors and linters see a real stylesheet.
enum TracePageStyle {
    static let css = String(decoding: PackageResources.style_css, as: UTF8.self)
}
