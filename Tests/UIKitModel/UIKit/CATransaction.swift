// Transactions (CATransaction.h): changes to layers are grouped; a group's completion block "is
// guaranteed to be called (on the main thread) as soon as all animations subsequently added by
// this transaction group have completed (or been removed). If no animations are added before the
// current transaction group is committed (or the completion block is set to a different value),
// the block will be invoked immediately." Changes made outside an explicit group join an implicit
// one, committed at the end of the run-loop turn.

/// Groups layer changes (CATransaction.h).
@MainActor
open class CATransaction: NSObject {
  /// An open or committed group with a completion block still to call.
  final class Group {
    var disableActions = false
    var completion: (() -> Void)?
    var waitingFor: Set<ObjectIdentifier> = []
    var committed = false
    let implicit: Bool
    init(implicit: Bool) { self.implicit = implicit }
  }

  static var stack: [Group] = []

  static func reset() {
    stack = []
  }

  public class func begin() { stack.append(Group(implicit: false)) }

  public class func commit() {
    guard let index = stack.lastIndex(where: { !$0.implicit }) else { return }
    finish(stack.remove(at: index))
  }

  static func commitImplicit() {
    while let index = stack.lastIndex(where: { $0.implicit }) { finish(stack.remove(at: index)) }
  }

  private static func finish(_ group: Group) {
    group.committed = true
    if group.waitingFor.isEmpty, let completion = group.completion {
      group.completion = nil
      completion()
    }
  }

  /// The group changes go to now: the innermost open one, or a new implicit one.
  static var current: Group {
    if let last = stack.last { return last }
    let group = Group(implicit: true)
    stack.append(group)
    return group
  }

  public class func setDisableActions(_ flag: Bool) { current.disableActions = flag }
  public class func disableActions() -> Bool { stack.contains { $0.disableActions } }

  public class func setCompletionBlock(_ block: (() -> Void)?) {
    let group = current
    group.completion = block
    group.waitingFor = []
  }

  /// `animation` was added now: every open group with a completion block waits for it.
  static func added(_ animation: CAAnimation) {
    _ = current
    for group in stack where group.completion != nil {
      group.waitingFor.insert(ObjectIdentifier(animation))
      animation.groups.append(group)
    }
  }

  /// `animation` completed or was removed: a committed group waiting for nothing more runs its
  /// block on the main thread's next turn.
  static func ended(_ animation: CAAnimation) {
    for group in animation.groups {
      group.waitingFor.remove(ObjectIdentifier(animation))
      if group.committed, group.waitingFor.isEmpty, let completion = group.completion {
        group.completion = nil
        ModelRunLoop.enqueue(completion)
      }
    }
    animation.groups = []
  }
}
