// expected-error: call to main actor-isolated instance method 'callAsFunction()' in a synchronous nonisolated context
// Passage's dismiss action, like SwiftUI's, is called from the main actor (a view's body or action).
import Passage
import SwiftUI

func dismissLater(_ dismiss: PassageDismissAction) {
  dismiss()
}
