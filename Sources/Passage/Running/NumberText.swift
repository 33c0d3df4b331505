#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Number formatting for readable output.
enum NumberText {
  /// `n` rounded to `significantDigits` (clamped to 1…17) in C's `%g` style, minus zero shown as
  /// `0`; NaN and infinities as `nan`, `inf`, `-inf`.
  static func rounded(_ n: Double, significantDigits: Int) -> String {
    guard n.isFinite else { return n.isNaN ? "nan" : (n > 0 ? "inf" : "-inf") }
    let digits = Int32(min(max(significantDigits, 1), 17))
    var buffer = [CChar](repeating: 0, count: 64)
    let count = buffer.withUnsafeMutableBufferPointer { pointer in
      withVaList([digits, n]) { vsnprintf(pointer.baseAddress, 64, "%.*g", $0) }
    }
    guard count > 0 else { return JSONValue.format(n) }
    let text = String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return text == "-0" ? "0" : text
  }
}
