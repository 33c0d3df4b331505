import PassageLibC

/// The value of the environment variable `name`, or `nil` when it is not set.
public func environment(_ name: String) -> String? {
  guard let value = getenv(name) else { return nil }
  return String(cString: value)
}
