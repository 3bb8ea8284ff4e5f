/// Scenes built into HitLab, ready to tap: the default scene and the ones tests and
/// benchmarks share.
public enum SampleScenes {
    /// The coloured views of the first article ("一篇搞定事件传递…", section 3): BlackView holds
    /// RedView, GreenView and YellowView in that order; WhiteView sits in YellowView and reaches
    /// up out of it over GreenView. GreenView lies inside RedView. Every view logs its hitTest
    /// and touchesBegan, then calls super.
    ///
    /// Window points for the article's six taps: white over yellow (180, 320), white outside
    /// yellow (180, 240), yellow (220, 430), green (80, 180), red (300, 120), grey (320, 550).
    public static func colouredViews() -> (scene: Scene, classes: ClassTable) {
        var scene = Scene(width: 375, height: 667)
        var classes = ClassTable()
        do {
            let black = try scene.addView(name: "BlackView", kind: .view, frame: Rect(x: 20, y: 80, width: 335, height: 500))
            try scene.addView(name: "RedView", kind: .view, frame: Rect(x: 20, y: 20, width: 295, height: 200), in: black)
            try scene.addView(name: "GreenView", kind: .view, frame: Rect(x: 40, y: 60, width: 200, height: 120), in: black)
            let yellow = try scene.addView(name: "YellowView", kind: .view, frame: Rect(x: 60, y: 200, width: 215, height: 220), in: black)
            try scene.addView(name: "WhiteView", kind: .view, frame: Rect(x: 40, y: -60, width: 120, height: 140), in: yellow)
            for (name, colour) in [("BlackView", "gray"), ("RedView", "red"), ("GreenView", "green"), ("YellowView", "yellow"), ("WhiteView", "white")] {
                try scene.update(try scene.viewID(named: name)) { $0.backgroundColor = colour }
                try classes.setOverride(MethodBody(className: name, method: .hitTest, source: loggingHitTest))
                try classes.setOverride(MethodBody(className: name, method: .touchesBegan, source: loggingTouchesBegan))
            }
        } catch {
            preconditionFailure("the built-in coloured scene does not build: \(error)")
        }
        return (scene, classes)
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
}
