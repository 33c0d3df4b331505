// The platform's C library, named in this one place in the package.
//
// Every target that calls C (math functions, files, signals, the environment) writes
// `import PassageLibC` instead of its own `#if canImport(Glibc)` ladder. The module declares
// nothing, so it adds no API; it only re-exports the C library module of the platform:
// Darwin on Apple platforms, Bionic's `Android` module (checked before Glibc, which Android
// toolchains may also offer), Glibc on most Linux distributions, Musl for fully static Linux
// builds, ucrt on Windows.

#if canImport(Darwin)
  @_exported import Darwin
#elseif canImport(Android)
  @_exported import Android
#elseif canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(ucrt)
  @_exported import ucrt
#else
  #error("Passage needs the platform's C library: Darwin, Android, Glibc, Musl or ucrt")
#endif
