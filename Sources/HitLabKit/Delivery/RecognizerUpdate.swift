/// What a recognizer's own methods did to its state during one update, so that UIKit's
/// response (the action, then cancelling the views' touches) follows once, after them.
struct RecognizerUpdate {
    /// Its state changed to one UIKit may send an action for.
    var changed = false
    /// It recognized (Possible to Began or Ended).
    var recognized = false
}
