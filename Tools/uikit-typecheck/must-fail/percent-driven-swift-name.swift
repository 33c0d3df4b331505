// expected-error: value of type 'UIPercentDrivenInteractiveTransition' has no member 'updateInteractiveTransition'
// In Swift, UIPercentDrivenInteractiveTransition's -updateInteractiveTransition: is update(_:).
import UIKit

@MainActor func scrub(_ interaction: UIPercentDrivenInteractiveTransition) {
  interaction.updateInteractiveTransition(0.5)
}
