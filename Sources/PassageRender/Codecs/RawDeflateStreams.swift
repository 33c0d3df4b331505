import CZlib
import PassageLibC

/// Raw deflate streams (no zlib header, 32 KiB window, memory level 9) kept for reuse by the
/// PNG encoder's blocks and trial deflates.
///
/// A stream's state is about 400 KiB in several allocations, two of them at glibc's threshold
/// for mapping fresh pages, and `deflateReset` clears its 128 KiB hash table: a stream set up
/// for each of a 3× frame's 35 blocks and dozens of trials faulted in about 2 000 new pages per
/// frame. A stream taken from here is reset and given its level and strategy
/// (`deflateParams` right after `deflateReset`, which zlib's manual allows and which sets what
/// `deflateInit2` would), so its output is the same as a new stream's.
enum RawDeflateStreams {
  /// Runs `body` with a stream at `level` and `strategy`, reset to its start; `nil` when zlib
  /// cannot make one. The stream must not be used after `body` returns.
  static func with<R>(level: Int32, strategy: Int32, _ body: (UnsafeMutablePointer<z_stream>) -> R) -> R? {
    guard let stream = pool.take(level: level, strategy: strategy) else { return nil }
    defer { pool.give(stream) }
    return body(stream)
  }

  /// Streams kept at most: more than the threads that deflate at once on any machine here.
  static let kept = 16

  private static let pool = Pool()

  /// The free streams, behind a mutex.
  private final class Pool: @unchecked Sendable {
    // Safety: `free` is read and written only with `mutex` locked; a stream is used by one
    // thread between `take` and `give`.
    private var free: [UnsafeMutablePointer<z_stream>] = []
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
      let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
      pthread_mutex_init(mutex, nil)
      return mutex
    }()

    func take(level: Int32, strategy: Int32) -> UnsafeMutablePointer<z_stream>? {
      pthread_mutex_lock(mutex)
      let reused = free.popLast()
      pthread_mutex_unlock(mutex)
      if let reused {
        // No buffers: zlib before 1.2.12 may deflate what is pending when the parameters change,
        // and then fails on the missing output instead of writing to the last user's buffer.
        (reused.pointee.next_in, reused.pointee.avail_in) = (nil, 0)
        (reused.pointee.next_out, reused.pointee.avail_out) = (nil, 0)
        if deflateReset(reused) == Z_OK && deflateParams(reused, level, strategy) == Z_OK { return reused }
        end(reused)
      }
      let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
      stream.initialize(to: z_stream())
      guard
        deflateInit2_(
          stream, level, Z_DEFLATED, -15, 9, strategy, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
          == Z_OK
      else {
        stream.deinitialize(count: 1)
        stream.deallocate()
        return nil
      }
      return stream
    }

    func give(_ stream: UnsafeMutablePointer<z_stream>) {
      pthread_mutex_lock(mutex)
      let keep = free.count < RawDeflateStreams.kept
      if keep { free.append(stream) }
      pthread_mutex_unlock(mutex)
      if !keep { end(stream) }
    }

    private func end(_ stream: UnsafeMutablePointer<z_stream>) {
      deflateEnd(stream)
      stream.deinitialize(count: 1)
      stream.deallocate()
    }
  }
}
