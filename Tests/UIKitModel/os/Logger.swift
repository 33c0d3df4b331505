@_exported import UIKit

/// The unified log (os/log.h, the Swift `Logger`): the model keeps the messages.
public struct Logger: @unchecked Sendable {
  let subsystem: String
  let category: String
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }
  public func fault(_ message: OSLogMessage) { Logger.record("fault", message.text) }
  public func error(_ message: OSLogMessage) { Logger.record("error", message.text) }

  nonisolated(unsafe) package static var messages: [String] = []
  static func record(_ level: String, _ text: String) { messages.append("\(level): \(text)") }
}

/// A log message with privacy per interpolation (os/log.h).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  let text: String
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The interpolation of an ``OSLogMessage``.
public struct OSLogInterpolation: StringInterpolationProtocol {
  var text = ""
  public init(literalCapacity: Int, interpolationCount: Int) {}
  public mutating func appendLiteral(_ literal: String) { text += literal }
  public mutating func appendInterpolation(
    _ value: @autoclosure @escaping () -> String, privacy: OSLogPrivacy = .auto
  ) {
    text += value()
  }
}

/// How a value is shown in the log (os/log.h).
public struct OSLogPrivacy {
  let name: String
  public static var auto: OSLogPrivacy { OSLogPrivacy(name: "auto") }
  public static var `public`: OSLogPrivacy { OSLogPrivacy(name: "public") }
  public static var `private`: OSLogPrivacy { OSLogPrivacy(name: "private") }
}
