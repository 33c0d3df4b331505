// swift-tools-version: 6.2
// Passage — interactive view-controller transitions with a pure-Swift motion engine.

import PackageDescription

let package = Package(
  name: "Passage",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [
    .library(name: "PassageCore", targets: ["PassageCore"]),
    .library(name: "Passage", targets: ["Passage"]),
    .library(name: "PassageRender", targets: ["PassageRender"]),
    .library(name: "PassageFilm", targets: ["PassageFilm"]),
    .library(name: "PassageTesting", targets: ["PassageTesting"]),
    .executable(name: "passage", targets: ["PassageCLI"]),
  ],
  targets: [
    // The platform's C library (Darwin, Android, Glibc, Musl or ucrt), imported in this one place.
    // Declares nothing, so it adds no API; the targets below that call C import it.
    .target(name: "PassageLibC"),
    // The motion engine: geometry, timing, keyframes, timelines, interaction. Standard library and
    // the C math functions only.
    .target(name: "PassageCore", dependencies: ["PassageLibC"]),
    // The transition catalog (Recede, Push, Fade) and, on Apple platforms, the UIKit front end.
    .target(name: "Passage", dependencies: ["PassageCore"]),
    // Recorded runs for tools and tests: sampled scenes and effects, gesture scripts, JSON and text
    // output. Used by PassageFilm, the CLI and PassageTesting; apps that link Passage never see it.
    .target(name: "PassageRecording", dependencies: ["Passage", "PassageLibC"]),
    // System zlib, for PNG.
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    // The processor's cache prefetch hint, which Swift does not expose (one inline C function).
    .target(name: "CPrefetch"),
    // Scenes into pixels: software compositor, mock screens, PNG/GIF codecs. Needs only the
    // engine, not the catalog, so a build compiles it beside Passage and PassageRecording.
    .target(name: "PassageRender", dependencies: ["PassageCore", "PassageLibC", "CZlib", "CPrefetch"]),
    // Transitions into films: reels of recorded scenes at a frame rate, drawn as GIFs and contact
    // sheets.
    .target(name: "PassageFilm", dependencies: ["Passage", "PassageRecording", "PassageRender"]),
    // Snapshot testing of transitions (text dumps, contact sheets, frames).
    .target(name: "PassageTesting", dependencies: ["Passage", "PassageRecording", "PassageRender"]),
    // The `passage` tool's argument parser and the commands that draw nothing (list, inspect,
    // curve): apart from the tool so that a build compiles them beside PassageRender.
    .target(name: "PassageCommands", dependencies: ["Passage", "PassageRecording", "PassageLibC"]),
    // `passage bench`: the engine's, the renderer's and the codecs' timings, and the inputs for
    // the peer comparison. Apart from the tool so that a build compiles it beside the tool's
    // render and demo commands.
    .target(
      name: "PassageBench",
      dependencies: [
        "Passage", "PassageRecording", "PassageRender", "PassageFilm", "PassageCommands", "PassageLibC",
      ]),
    // The `passage` command-line tool.
    .executableTarget(
      name: "PassageCLI",
      dependencies: [
        "Passage", "PassageRecording", "PassageRender", "PassageFilm", "PassageCommands", "PassageBench",
        "PassageLibC",
      ]),
    // Shared checkers for the test targets: approximate equality, seeded randomness.
    .target(
      name: "PassageTestSupport", dependencies: ["PassageCore", "PassageLibC"],
      path: "Tests/PassageTestSupport"),
    .testTarget(name: "PassageCoreTests", dependencies: ["PassageCore", "PassageTestSupport"]),
    .testTarget(name: "PassageTests", dependencies: ["Passage", "PassageRecording", "PassageTestSupport"]),
    .testTarget(
      name: "PassageRecordingTests", dependencies: ["Passage", "PassageRecording", "PassageTestSupport"]),
    .testTarget(
      name: "PassageRenderTests",
      dependencies: ["PassageRender", "Passage", "PassageLibC", "PassageTestSupport"]),
    .testTarget(name: "PassageFilmTests", dependencies: ["PassageFilm", "PassageTestSupport"]),
    .testTarget(
      name: "PassageCLITests",
      dependencies: ["PassageCLI", "PassageCommands", "PassageBench", "PassageTestSupport"]),
    // Passage against iOS's own motion, measured frame by frame (docs/PARITY.md).
    .testTarget(
      name: "PassageParityTests",
      dependencies: ["Passage", "PassageRecording", "PassageRender", "PassageLibC", "PassageTestSupport"]),
    .testTarget(
      name: "PassageTestingTests", dependencies: ["PassageTesting", "PassageTestSupport"],
      exclude: ["__Snapshots__"]),
  ]
)
