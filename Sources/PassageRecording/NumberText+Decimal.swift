extension NumberText {
  /// The value of `text` when it is a decimal number, the form the tool's help documents:
  /// an optional sign, digits with an optional fraction (`12`, `-0.5`, `.5`, `3.`), and an
  /// optional decimal exponent (`1e-3`, `2E+6`); `nil` for anything else.
  ///
  /// `Double(String)` also reads hexadecimal (`0x10`, `0x1p-2`), `inf`, `infinity` and `nan` in
  /// any case, none of which the help offers: this check comes first, so that `--at 0x10` is
  /// refused rather than read as 16. Every number the tool reads from its arguments goes
  /// through it; gesture scripts may adopt it too.
  ///
  /// The value may be infinite when the text is too large for a `Double` (`1e400`): callers
  /// check their range, as for any other number.
  package static func decimal(_ text: some StringProtocol) -> Double? {
    let bytes = Array(text.utf8)
    var i = 0
    func digits() -> Int {
      let start = i
      while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
      return i - start
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
    var mantissa = digits()
    if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
      i += 1
      mantissa += digits()
    }
    guard mantissa > 0 else { return nil }
    if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
      i += 1
      if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
      guard digits() > 0 else { return nil }
    }
    guard i == bytes.count else { return nil }
    return Double(String(decoding: bytes, as: UTF8.self))
  }
}
