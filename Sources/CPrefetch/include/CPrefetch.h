#ifndef PASSAGE_CPREFETCH_H
#define PASSAGE_CPREFETCH_H

/// Asks the processor to bring the cache line holding `address` closer, for a read soon
/// (`__builtin_prefetch(address, 0, 3)`: prefetcht0 on x86-64, prfm pldl1keep on arm64).
///
/// A hint only: it never faults, even for an address outside any mapping, and changes no result.
/// Swift has no prefetch of its own; this header is inlined into the Swift code that calls it.
static inline void passage_prefetch(const void *address) {
  __builtin_prefetch(address, 0, 3);
}

#endif
