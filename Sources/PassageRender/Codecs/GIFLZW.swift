/// The variable-length LZW compression of GIF image data.
///
/// Codes start at `minCodeSize + 1` bits and grow to at most 12; when all 4096 codes are used a
/// clear code is written and the dictionary starts over. Bits are packed least significant first.
enum GIFLZW {
  private static let maxCode = 4095
  private static let tableBits = 13

  /// Compresses palette indices (each below `1 << minCodeSize`) into an LZW code stream,
  /// starting with a clear code and ending with the end-of-information code.
  ///
  /// - Parameter minCodeSize: the GIF "LZW minimum code size", 2–8.
  static func encode(_ indices: UnsafeBufferPointer<UInt8>, minCodeSize: Int) -> [UInt8] {
    let clear = 1 << minCodeSize
    let end = clear + 1
    var output: [UInt8] = []
    output.reserveCapacity(indices.count / 2 + 16)
    var bitBuffer: UInt64 = 0
    var bitCount = 0
    var codeSize = minCodeSize + 1
    var next = end + 1

    @inline(__always) func emit(_ code: Int) {
      bitBuffer |= UInt64(code) << UInt64(bitCount)
      bitCount += codeSize
      while bitCount >= 8 {
        output.append(UInt8(truncatingIfNeeded: bitBuffer))
        bitBuffer >>= 8
        bitCount -= 8
      }
    }

    // Dictionary: open addressing from (prefix code << 8 | byte) to code; -1 marks empty slots.
    // Before it, each code remembers the last child found or added for it (`lastByte` 256 for
    // none): runs of one index and patterns that repeat, as in interface pictures, extend a code
    // by the same byte again and again, and find its child there without hashing.
    let mask = (1 << tableBits) - 1
    var keys = [Int32](repeating: -1, count: 1 << tableBits)
    var codes = [UInt16](repeating: 0, count: 1 << tableBits)
    var lastByte = [UInt16](repeating: 256, count: maxCode + 1)
    var lastChild = [UInt16](repeating: 0, count: maxCode + 1)

    emit(clear)
    guard let first = indices.first else {
      emit(end)
      if bitCount > 0 { output.append(UInt8(truncatingIfNeeded: bitBuffer)) }
      return output
    }
    keys.withUnsafeMutableBufferPointer { keys in
      codes.withUnsafeMutableBufferPointer { codes in
        lastByte.withUnsafeMutableBufferPointer { lastByte in
          lastChild.withUnsafeMutableBufferPointer { lastChild in
            var prefix = Int(first)
            for i in 1..<indices.count {
              let byte = Int(indices[i])
              if Int(lastByte[prefix]) == byte {
                prefix = Int(lastChild[prefix])
                continue
              }
              let key = Int32(truncatingIfNeeded: prefix << 8 | byte)
              var slot = Int((UInt32(bitPattern: key) &* 0x9E37_79B1) >> UInt32(32 - tableBits))
              var found = -1
              while true {
                let stored = keys[slot]
                if stored == key {
                  found = Int(codes[slot])
                  break
                }
                if stored < 0 { break }
                slot = (slot + 1) & mask
              }
              if found >= 0 {
                lastByte[prefix] = UInt16(truncatingIfNeeded: byte)
                lastChild[prefix] = UInt16(truncatingIfNeeded: found)
                prefix = found
                continue
              }
              emit(prefix)
              if next <= maxCode {
                keys[slot] = key
                codes[slot] = UInt16(truncatingIfNeeded: next)
                lastByte[prefix] = UInt16(truncatingIfNeeded: byte)
                lastChild[prefix] = UInt16(truncatingIfNeeded: next)
                if next == 1 << codeSize && codeSize < 12 { codeSize += 1 }
                next += 1
              } else {
                emit(clear)
                for s in keys.indices { keys[s] = -1 }
                for s in lastByte.indices { lastByte[s] = 256 }
                codeSize = minCodeSize + 1
                next = end + 1
              }
              prefix = byte
            }
            emit(prefix)
          }
        }
      }
    }
    // The decoder adds a dictionary entry for the last code too, and may widen the codes for
    // the end-of-information code that follows; do the same.
    if next == 1 << codeSize && codeSize < 12 { codeSize += 1 }
    emit(end)
    if bitCount > 0 { output.append(UInt8(truncatingIfNeeded: bitBuffer)) }
    return output
  }
}
