import HitLabDelivery
/// A delivering command as typed and what it recorded: one part of a touch that several
/// commands make (`touch down`, `wait`, `touch move`, `touch up`), kept so the trace page
/// shows the whole touch and not only its last command.
public struct DeliveredCommand: Sendable {
    public let command: String
    public let delivery: DeliveryResult

    public init(command: String, delivery: DeliveryResult) {
        self.command = command
        self.delivery = delivery
    }
}
