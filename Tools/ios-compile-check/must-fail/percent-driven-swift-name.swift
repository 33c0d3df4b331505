// expected-error: 'updateInteractiveTransition' has been renamed to 'update(_:)'
// In Swift, UIPercentDrivenInteractiveTransition's -updateInteractiveTransition: is update(_:).
import UIKit

@MainActor func scrub(_ interaction: UIPercentDrivenInteractiveTransition) {
  interaction.updateInteractiveTransition(0.5)
}
