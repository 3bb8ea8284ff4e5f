import HitLabModel
/// When a learner's body moved a view, as `why` and `explain` say it: in an earlier command
/// (the runtime state kept the move), or during the touch being looked at.
public enum MoveTime: Sendable, Equatable {
    case earlierCommand, thisTouch
}
