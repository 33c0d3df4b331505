// expected-error: extraneous argument label 'finished:' in call
// UIViewControllerContextTransitioning.completeTransition(_:) takes an unlabeled Bool.
import UIKit

@MainActor func finish(_ context: any UIViewControllerContextTransitioning) {
  context.completeTransition(finished: true)
}
