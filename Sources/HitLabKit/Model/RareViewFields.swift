/// The view properties most views leave empty (a control's target-actions, a hosting view's
/// SwiftUI body), kept together behind one immutable reference in `ViewState`: a view is copied
/// whole whenever a delivery writes to a shared scene, and this keeps the copy to one retain
/// for all of them. A write makes a new one.
final class RareViewFields: Sendable, Equatable {
    let actionEvents: [String]
    let actionMethods: [String: String]
    let hostedBody: String?

    init(actionEvents: [String], actionMethods: [String: String], hostedBody: String?) {
        self.actionEvents = actionEvents
        self.actionMethods = actionMethods
        self.hostedBody = hostedBody
    }

    static func == (a: RareViewFields, b: RareViewFields) -> Bool {
        a === b || (a.actionEvents == b.actionEvents && a.actionMethods == b.actionMethods && a.hostedBody == b.hostedBody)
    }
}
