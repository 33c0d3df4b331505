#if os(iOS) || UIKitModel
  import UIKit

  /// The one place where Passage meets Objective-C messaging: a target whose action runs a
  /// closure, for gesture recognisers (UIGestureRecognizer.h `addTarget:action:`, which does not
  /// retain the target) and display links (CADisplayLink.h `displayLinkWithTarget:selector:`,
  /// which does). Everything else of the glue is plain Swift, so the same files also run against
  /// the test model of UIKit, which has no Objective-C runtime and delivers the action through
  /// `perform(_:with:)`.
  @MainActor
  final class ActionTarget: NSObject {
    private let body: (AnyObject) -> Void

    /// A target that calls `body` with the sender of each action.
    init(_ body: @escaping (AnyObject) -> Void) {
      self.body = body
      super.init()
    }

    /// The selector of the action.
    static var action: Selector {
      #if os(iOS)
        #selector(fire(_:))
      #else
        Selector("fire:")
      #endif
    }

    #if os(iOS)
      @objc private func fire(_ sender: AnyObject) { body(sender) }
    #else
      override func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        if aSelector == Self.action, let sender = object as AnyObject? { body(sender) }
        return nil
      }
    #endif

    /// The key under which a recogniser keeps its targets alive.
    private static let retainedKey = UnsafeRawPointer(
      UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// Adds `body` as an action of `recognizer`, which keeps the target as long as it lives
    /// (objc/runtime.h: an associated object is retained by its owner).
    static func add(
      to recognizer: UIGestureRecognizer, _ body: @escaping (UIGestureRecognizer) -> Void
    ) {
      let target = ActionTarget { sender in
        if let recognizer = sender as? UIGestureRecognizer { body(recognizer) }
      }
      recognizer.addTarget(target, action: action)
      objc_setAssociatedObject(recognizer, retainedKey, target, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }
#endif
