/// A buffer of image rows shared by the threads of `Parallel.forEach` that each write a disjoint
/// band of them.
struct SharedRows: @unchecked Sendable {
  // Safety: each band's task writes only the rows of its band, and the buffer outlives
  // `Parallel.forEach`, which returns only when every task is done.
  let bytes: UnsafeMutableRawBufferPointer

  init(_ bytes: UnsafeMutableRawBufferPointer) { self.bytes = bytes }
}
