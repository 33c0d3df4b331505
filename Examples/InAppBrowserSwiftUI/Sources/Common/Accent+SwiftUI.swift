import SwiftUI

extension Accent {
  /// The system colour this accent names; it adapts to dark mode and increased contrast.
  var color: Color {
    switch self {
    case .blue: return .blue
    case .indigo: return .indigo
    case .orange: return .orange
    case .pink: return .pink
    case .teal: return .teal
    }
  }
}
