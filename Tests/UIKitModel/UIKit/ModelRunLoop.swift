// The main run loop and media clock of the model: time passes only when a test says so, one
// display frame at a time; each turn runs the blocks queued for the main thread, ends the
// animations whose time is up and reports them to their transactions, and fires display links.

/// The model's main thread: its clock, its queue and its frames. Tests drive it; the glue reads
/// it through the SDK's own calls (`CACurrentMediaTime`, `CADisplayLink`, `CATransaction`).
@MainActor
package enum ModelRunLoop {
  /// Media time now (seconds; CACurrentMediaTime's clock).
  package static var now: CFTimeInterval = 1000
  /// The display's frame interval (seconds): ProMotion's 120 Hz.
  package static var frameInterval: CFTimeInterval = 1.0 / 120
  static var queue: [() -> Void] = []
  package static var displayLinks: [CADisplayLink] = []
  /// Layers with animations, checked for their end at every turn.
  static var animatedLayers: [ObjectIdentifier: CALayer] = [:]

  /// A fresh main thread at media time 1000 s: no queued blocks, no display links, no
  /// animations, no open transaction, Reduce Motion off.
  package static func reset() {
    now = 1000
    frameInterval = 1.0 / 120
    queue = []
    displayLinks = []
    animatedLayers = [:]
    CATransaction.reset()
    UIAccessibility.isReduceMotionEnabled = false
  }

  /// Queues `block` for the next turn (a main-queue dispatch, or a completion block UIKit
  /// delivers "on the main thread").
  package static func enqueue(_ block: @escaping () -> Void) { queue.append(block) }

  /// One turn without time passing: the implicit transaction commits, then every block queued
  /// before and during the turn runs, animations whose time is up end.
  package static func turn() {
    CATransaction.commitImplicit()
    endFinishedAnimations()
    var rounds = 0
    while !queue.isEmpty, rounds < 1000 {
      let blocks = queue
      queue = []
      for block in blocks { block() }
      CATransaction.commitImplicit()
      endFinishedAnimations()
      rounds += 1
    }
  }

  /// Lets `seconds` pass one display frame at a time; at each frame the display links fire (with
  /// that frame's timestamp and target timestamp) and the turn runs.
  package static func advance(by seconds: CFTimeInterval) {
    turn()
    let end = now + seconds
    while now + frameInterval <= end + 1e-9 {
      now += frameInterval
      for link in displayLinks where !link.isPaused { link.fire(at: now) }
      turn()
    }
    if now < end {
      now = end
      turn()
    }
  }

  /// Runs until no animation is left (at most `limit` seconds).
  package static func settle(limit: CFTimeInterval = 5) {
    let end = now + limit
    turn()
    while !animatedLayers.isEmpty || !queue.isEmpty, now < end { advance(by: frameInterval) }
  }

  static func endFinishedAnimations() {
    for (id, layer) in animatedLayers {
      layer.endAnimations(finishedBy: now)
      if layer.animationKeys() == nil { animatedLayers[id] = nil }
    }
  }
}

/// Media time now (CABase.h): the model's clock.
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval { ModelRunLoop.now }

/// A run loop (NSRunLoop.h): the model has the main one only.
@MainActor
open class RunLoop: NSObject {
  /// A run-loop mode.
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode(rawValue: "kCFRunLoopDefaultMode")
    public static let common = Mode(rawValue: "kCFRunLoopCommonModes")
  }

  public class var main: RunLoop { shared }
  private static let shared = RunLoop()
}

/// A frame-rate range (CAFrameRateRange.h).
public struct CAFrameRateRange: Equatable, Sendable {
  public var minimum: Float
  public var maximum: Float
  public var preferred: Float?
  public init(minimum: Float, maximum: Float, preferred: Float?) {
    (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
  }
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A display link (CADisplayLink.h): it retains its target and calls the selector once per
/// frame while added to a run loop and not paused, until invalidated.
@MainActor
open class CADisplayLink: NSObject {
  private var target: NSObject?
  private let selector: Selector
  open private(set) var timestamp: CFTimeInterval = 0
  open private(set) var targetTimestamp: CFTimeInterval = 0
  open var isPaused = false
  open var preferredFrameRateRange = CAFrameRateRange.default
  /// Whether the link is on the run loop (added and not invalidated).
  package private(set) var isRunning = false

  public init(target: Any, selector sel: Selector) {
    self.target = target as? NSObject
    selector = sel
  }

  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard target != nil, !isRunning else { return }
    isRunning = true
    ModelRunLoop.displayLinks.append(self)
  }

  /// Removes the link from the run loop and releases the target.
  open func invalidate() {
    isRunning = false
    target = nil
    ModelRunLoop.displayLinks.removeAll { $0 === self }
  }

  func fire(at time: CFTimeInterval) {
    timestamp = time
    targetTimestamp = time + ModelRunLoop.frameInterval
    _ = target?.perform(selector, with: self)
  }
}
