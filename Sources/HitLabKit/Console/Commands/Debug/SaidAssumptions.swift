import HitLabInterchange
/// The assumptions `why` has already said about an imported scene (kept with the scene as a
/// session extra): each is said once per import unless it is about a view that decides the
/// answer, so a deep view's answer does not repeat six lines on every `why`.
struct SaidAssumptions: Sendable {
    /// The import they were said about: a new import starts afresh.
    let record: ImportRecord
    var said: [ImportAssumption] = []
}
