import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// The trace page's player: a small script, inline, that reads each touch's data from its
/// `application/json` block and shows one place at a time. It never works out where a motion
/// goes: each place carries its targets, computed by the debugger in Swift, so the page moves
/// exactly as `step`, `next` and `finish` do. `#keys=nnsS` in the address replays key presses
/// on load and `#buttons=step,reverse-step` clicks the buttons (a test reads the result with a
/// headless browser); `#place=N` opens at place N and `#touch=K` at the K-th touch (from 1).
/// The text is `player.js` beside this file, which SwiftPM builds into the binary.
enum TracePagePlayer {
    static let script = String(decoding: PackageResources.player_js, as: UTF8.self)
}
