import CZlib

/// zlib compression for PNG image data, with strictly bounded output when inflating: compression
/// in PNGZlib+Deflate.swift (one stream, and independent blocks on every core), decompression in
/// PNGZlib+Inflate.swift.
package enum PNGZlib {}
