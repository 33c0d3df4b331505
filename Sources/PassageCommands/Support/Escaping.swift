extension String {
  /// The text with `&`, `<`, `>` and `"` escaped for HTML and SVG.
  package var escapingMarkup: String {
    var out = ""
    for c in self {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }

  /// The text with every control character (C0, DEL, C1), line or paragraph separator and
  /// bidirectional formatting character (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069)
  /// written as an escape (`\n`, `\t`, `\r`, `\u{202E}`), so that text from the input printed in
  /// a message stays on one line and reads in order.
  package var escapingControlCharacters: String {
    var out = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.isControlOrBidirectionalFormatting {
          out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is a control character, a line or paragraph separator or a bidirectional
  /// formatting character.
  package var isControlOrBidirectionalFormatting: Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E...0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}
