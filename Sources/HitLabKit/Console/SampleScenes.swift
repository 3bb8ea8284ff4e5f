import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// Scenes built into HitLab, as command scripts: the REPL's default scene and the ones
/// tests and benchmarks share.
public enum SampleScenes {
    /// The first article's coloured views (seeds/000, section 3): BlackView holds RedView,
    /// GreenView and YellowView in that order; WhiteView sits in YellowView and reaches up out
    /// of it over GreenView; GreenView lies inside RedView. Every view logs its hitTest and
    /// touchesBegan, then calls super.
    ///
    /// Window points for the article's six taps: white over yellow (180, 320), white outside
    /// yellow (180, 240), yellow (220, 430), green (80, 180), red (300, 120), grey (320, 550).
    public static let colouredViewsScript: String = {
        var lines = [
            "# The first article's coloured views: every view logs hitTest and touchesBegan.",
            "window 375 667",
            "view BlackView 20 80 335 500",
            "view RedView 20 20 295 200 in BlackView",
            "view GreenView 40 60 200 120 in BlackView",
            "view YellowView 60 200 215 220 in BlackView",
            "view WhiteView 40 -60 120 140 in YellowView",
            "set BlackView color=gray",
            "set RedView color=red",
            "set GreenView color=green",
            "set YellowView color=yellow",
            "set WhiteView color=white",
        ]
        for name in ["BlackView", "RedView", "GreenView", "YellowView", "WhiteView"] {
            lines.append("override \(name).hitTest {\n\(indented(loggingHitTest))\n}")
            lines.append("override \(name).touchesBegan {\n\(indented(loggingTouchesBegan))\n}")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    /// The coloured views as a scene and its overrides.
    public static func colouredViews() -> (scene: Scene, classes: ClassTable) {
        let session = Session(startScript: colouredViewsScript)
        return (session.state.scene, session.state.classes)
    }

    /// The article's hitTest override: log, then let UIKit's hitTest do the work.
    public static let loggingHitTest = """
        print("hitTest----\\(type(of: self))")
        return super.hitTest(point, with: event)
        """

    /// The article's touchesBegan override: log, then pass the touches up the chain.
    public static let loggingTouchesBegan = """
        print("touchBegan---\\(type(of: self))")
        super.touchesBegan(touches, with: event)
        """

    private static func indented(_ body: String) -> String {
        body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}
