/// A tiny built-in bitmap font: 5 × 7 dots per glyph (capital height 7) plus 2 rows for
/// descenders, one column of spacing; ASCII letters, digits and a little punctuation.
///
/// Each glyph is up to 9 rows of 5 bits, the highest bit the leftmost dot. Characters without a
/// glyph draw as a space.
enum PixelFont {
  /// Dots per glyph row.
  static let glyphWidth = 5
  /// Dots from the top of a capital to the baseline.
  static let capHeight = 7
  /// Dots from one glyph's left edge to the next one's.
  static let advance = 6

  /// The rows of `character`, top first (rows 7 and 8 hang below the baseline).
  static func rows(of character: Character) -> [UInt8] {
    glyphs[character] ?? []
  }

  /// The width of `text` in dots (no trailing spacing).
  static func width(of text: String) -> Int {
    max(0, text.count * advance - 1)
  }

  /// The glyphs, parsed once from `glyphTable`.
  private static let glyphs: [Character: [UInt8]] = {
    let words = glyphTable.split(whereSeparator: \.isWhitespace)
    var glyphs: [Character: [UInt8]] = [:]
    for index in stride(from: 0, to: words.count - 1, by: 2) {
      guard let character = words[index].first else { continue }
      let hex = Array(words[index + 1].utf8)
      glyphs[character] = stride(from: 0, to: hex.count - 1, by: 2).compactMap { i in
        UInt8(String(decoding: hex[i...i + 1], as: UTF8.self), radix: 16)
      }
    }
    return glyphs
  }()

  /// Each glyph as its character and its rows in hex, two digits a row, top first: 7 rows, and
  /// up to 9 for a glyph that hangs below the baseline. Text, not an array literal, because the
  /// compiler takes half a second to optimise a literal of 86 arrays.
  private static let glyphTable = """
    A 0E11111F111111  B 1E11111E11111E  C 0E11101010110E  D 1E11111111111E
    E 1F10101E10101F  F 1F10101E101010  G 0E11101711110F  H 1111111F111111
    I 0E04040404040E  J 0702020202120C  K 11121418141211  L 1010101010101F
    M 111B1515111111  N 11111915131111  O 0E11111111110E  P 1E11111E101010
    Q 0E11111115120D  R 1E11111E141211  S 0F10100E01011E  T 1F040404040404
    U 1111111111110E  V 11111111110A04  W 1111111515150A  X 11110A040A1111
    Y 11110A04040404  Z 1F01020408101F  a 00000E010F110F  b 10101E1111111E
    c 00000E1010110E  d 01010F1111110F  e 00000E111F100E  f 0609081C080808
    g 00000F1111110F010E  h 10101619111111  i 04000C0404040E  j 02000602020202120C
    k 10101214181412  l 0C04040404040E  m 00001A15151515  n 00001619111111
    o 00000E1111110E  p 00001E1111111E1010  q 00000F1111110F0101  r 00001619101010
    s 00000E100E011E  t 08081C08080906  u 0000111111130D  v 00001111110A04
    w 0000111115150A  x 0000110A040A11  y 0000111111110F010E  z 00001F0204081F
    0 0E11131519110E  1 040C040404040E  2 0E11010204081F  3 1F02040201110E
    4 02060A121F0202  5 1F101E0101110E  6 0608101E11110E  7 1F010204080808
    8 0E11110E11110E  9 0E11110F01020C  . 00000000000C0C  , 00000000000C0C0408
    : 000C0C000C0C00  - 0000000E000000  / 01010204081010  ! 04040404040004
    ? 0E110102040004  ' 04040800000000  < 02040810080402  > 08040201020408
    ( 02040808080402  ) 08040202020408  + 0004041F040400  % 18190204081303
    @ 0E11171517100F  # 0A0A1F0A1F0A0A  = 00001F001F0000  _ 0000000000001F
    * 0004150E150400  ; 000C0C000C0C0408  [ 0E08080808080E  ] 0E02020202020E
    | 04040404040404  " 0A0A1400000000
    """
}
