/// The view properties most views leave empty (a control's target-actions, a hosting view's
/// SwiftUI body), kept together behind one immutable reference in `ViewState`: a view is copied
/// whole whenever a delivery writes to a shared scene, and this keeps the copy to one retain
/// for all of them. A write makes a new one.
final class RareViewFields: Sendable {
    let actionEvents: [String]
    let actionMethods: [String: String]
    let hostedBody: String?

    init(actionEvents: [String], actionMethods: [String: String], hostedBody: String?) {
        self.actionEvents = actionEvents
        self.actionMethods = actionMethods
        self.hostedBody = hostedBody
    }
}
