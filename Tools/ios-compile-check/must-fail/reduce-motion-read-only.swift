// expected-error: to expected argument type 'WritableKeyPath<EnvironmentValues, Bool>'
// `accessibilityReduceMotion` is read-only in SwiftUICore: Reduce Motion reaches Passage from
// the system (and the preview canvas), not from `.environment(_:_:)`.
import SwiftUI

struct Preview: View {
  var body: some View {
    Text("motion").environment(\.accessibilityReduceMotion, true)
  }
}
