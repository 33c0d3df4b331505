// expected-error: main actor-isolated property 'alpha' can not be mutated from a nonisolated context
// UIView is NS_SWIFT_UI_ACTOR: its members are main-actor isolated, and a nonisolated function
// (a CAAnimationDelegate callback, a background task) must hop to the main actor first.
import UIKit

func hide(_ view: UIView) {
  view.alpha = 0
}
