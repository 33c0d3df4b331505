import UIKit

extension Accent {
  /// The system colour this accent names; it adapts to dark mode and increased contrast.
  var color: UIColor {
    switch self {
    case .blue: return .systemBlue
    case .indigo: return .systemIndigo
    case .orange: return .systemOrange
    case .pink: return .systemPink
    case .teal: return .systemTeal
    }
  }
}
