import HitLabModel
import HitLabScript
/// Apple Pencil's late values, as Apple documents `touchesEstimatedPropertiesUpdated(_:)`,
/// `UITouch.estimatedPropertiesExpectingUpdates` and `estimationUpdateIndex`: the real force
/// of touches UIKit delivered with an estimate arrives, while the pencil is on the glass or
/// after the touch has ended. UIKit takes `.force` out of `estimatedPropertiesExpectingUpdates`
/// (and, with a real value, out of `estimatedProperties`), keeps `estimationUpdateIndex`, and
/// calls `touchesEstimatedPropertiesUpdated(_:)` with the updated touches, on the recognizers
/// that saw them first (as `UIWindow.sendEvent(_:)` does), then on each touch's view. No hit
/// test runs and no UIEvent is sent: the touches keep the views they began in.
extension EventDispatcher {
    /// The update for the touches with these ids that still expect one; `force` nil is UIKit
    /// saying no update is coming after all (the force stays an estimate).
    func updateEstimates(of ids: [Int], force: Double?, at time: Double) throws(ScriptError) {
        // Time passed since the last event: recognizers' timers that are due fire first.
        try fireTimers(upTo: time, beforeEvent: true)
        var updated: [Touch] = []
        for id in ids {
            guard var touch = runtime.touch(id: id) ?? runtime.awaitingUpdates.first(where: { $0.id == id }),
                  var pencil = touch.pencil, pencil.expectsUpdate else { continue }
            pencil.expectsUpdate = false
            if let force {
                pencil.force = force
                pencil.isEstimate = false
            }
            touch.pencil = pencil
            change(.touchChanged(touch))
            updated.append(touch)
        }
        guard let first = updated.first else { return }
        recorder.phase(.estimates, first.phase)
        let event = Event(timestamp: time, touches: updated)
        var recognizers: [RecognizerID] = []
        for touch in updated {
            for id in touch.recognizers where scene.contains(id) && !recognizers.contains(id) { recognizers.append(id) }
        }
        for id in recognizers {
            let mine = updated.filter { $0.recognizers.contains(id) }.map(\.id)
            try update(id, nil) { () throws(ScriptError) in
                _ = try call(.touchesEstimatedPropertiesUpdated, on: .recognizer(id), [.touches(mine)], event)
            }
        }
        // A touch UIKit withheld from its view (multi-touch off, exclusive touch) was never
        // the view's, so the view hears nothing of its update either.
        var views: [(view: ViewID, ids: [Int])] = []
        for touch in updated where touch.isDelivered && scene.contains(touch.view!) {
            if let i = views.firstIndex(where: { $0.view == touch.view! }) { views[i].ids.append(touch.id) } else { views.append((touch.view!, [touch.id])) }
        }
        for (view, mine) in views {
            _ = try call(.touchesEstimatedPropertiesUpdated, on: .view(view), [.touches(mine)], event)
        }
        try fireTimers(upTo: time)
    }
}
