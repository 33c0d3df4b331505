import PassageLibC

// The few C math functions the engine needs. The rest of PassageCore calls these names, so this
// is its only file that imports the C library (through PassageLibC, the package's one platform
// import).

/// The sine of `x` radians (also for Passage, which imports no C library).
@inline(__always) package func sine(_ x: Double) -> Double { sin(x) }
/// The cosine of `x` radians (also for Passage, which imports no C library).
@inline(__always) package func cosine(_ x: Double) -> Double { cos(x) }
@inline(__always) func arcCosine(_ x: Double) -> Double { acos(x) }
@inline(__always) func exponential(_ x: Double) -> Double { exp(x) }
@inline(__always) func naturalLog(_ x: Double) -> Double { log(x) }
