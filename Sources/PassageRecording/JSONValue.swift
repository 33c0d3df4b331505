/// A minimal JSON document, for the machine-readable output of recordings and the CLI.
///
/// Numbers print in ``NumberText/shortest(_:)`` form (so every `Double` survives exactly);
/// NaN and infinities, which JSON cannot express, print as `null`. Object keys keep their order.
package indirect enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object with ordered keys.
  case object([(String, JSONValue)])

  /// The compact JSON text.
  package var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += NumberText.shortest(n)
    case .string(let s): JSONValue.quote(s, into: &out)
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        item.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (i, (key, value)) in members.enumerated() {
        if i > 0 { out += "," }
        JSONValue.quote(key, into: &out)
        out += ":"
        value.write(to: &out)
      }
      out += "}"
    }
  }

  private static func quote(_ s: String, into out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }

  /// Two documents are equal when they print the same text.
  package static func == (a: JSONValue, b: JSONValue) -> Bool { a.text == b.text }
  /// Hashes the printed text.
  package func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
