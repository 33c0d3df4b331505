// swift-tools-version: 6.2
// Passage — interactive view-controller transitions with a pure-Swift motion engine.

import PackageDescription

// Test code — the test targets and the UIKit model they run against — compiles unoptimised and
// without debug information even in `-c release`, in one job per module (no separate job that
// emits a module nothing imports): the libraries under test are optimised as an app gets them,
// while the tests' own code, compiled once and run for seconds, skips the work that took most of
// the release build's time (docs/DESIGN-NOTES.md, "Test code in a release build").
let testCode: [SwiftSetting] = [
  .unsafeFlags(["-Onone", "-no-emit-module-separately-wmo"], .when(configuration: .release))
]

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
  // `UIKitModel` (off by default, so an app that depends on Passage never sees it) compiles the
  // iOS front end against a behavioural model of the UIKit it uses (Tests/UIKitModel), on Linux,
  // so that the glue runs in tests: `swift test --traits UIKitModel`. The model's modules carry
  // Apple's names, so the glue's own `import UIKit` picks them up; never enable it where the real
  // UIKit, QuartzCore or os exist.
  traits: [
    .trait(
      name: "UIKitModel",
      description: "Compile the iOS front end against the test-only model of UIKit (Linux only).")
  ],
  targets: [
    // The platform's C library (Darwin, Android, Glibc, Musl or ucrt), imported in this one place.
    // Declares nothing, so it adds no API; the targets below that call C import it.
    .target(name: "PassageLibC"),
    // The motion engine: geometry, timing, keyframes, timelines, interaction. Standard library and
    // the C math functions only.
    .target(name: "PassageCore", dependencies: ["PassageLibC"]),
    // The transition catalog (Recede, Push, Fade) and, on Apple platforms, the UIKit front end.
    .target(
      name: "Passage",
      dependencies: [
        "PassageCore", "PassageLibC",
        .target(name: "UIKit", condition: .when(traits: ["UIKitModel"])),
        .target(name: "QuartzCore", condition: .when(traits: ["UIKitModel"])),
        .target(name: "SafariServices", condition: .when(traits: ["UIKitModel"])),
        .target(name: "os", condition: .when(traits: ["UIKitModel"])),
      ]),
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
    // The behavioural model of UIKit, Core Animation, SafariServices and os that the iOS front end
    // runs against in tests (trait `UIKitModel`): Apple's signatures (checked against the real SDK
    // by Tools/uikit-model-check), behaviour as Apple's headers and documents describe it.
    .target(
      name: "UIKit", dependencies: ["PassageLibC"], path: "Tests/UIKitModel/UIKit", swiftSettings: testCode),
    .target(
      name: "QuartzCore", dependencies: ["UIKit"], path: "Tests/UIKitModel/QuartzCore",
      swiftSettings: testCode),
    .target(
      name: "SafariServices", dependencies: ["UIKit"], path: "Tests/UIKitModel/SafariServices",
      swiftSettings: testCode),
    .target(name: "os", dependencies: ["UIKit"], path: "Tests/UIKitModel/os", swiftSettings: testCode),
    // Swift Testing declares a cross-import overlay for UIKit: a file importing both looks for
    // this module. The real one adds image attachments; the model's only re-exports the two.
    .target(
      name: "_Testing_UIKit", dependencies: ["UIKit"], path: "Tests/UIKitModel/_Testing_UIKit",
      swiftSettings: testCode),
    // Shared checkers for the test targets: approximate equality, seeded randomness.
    .target(
      name: "PassageTestSupport", dependencies: ["PassageCore", "PassageLibC"],
      path: "Tests/PassageTestSupport", swiftSettings: testCode),
    .testTarget(
      name: "PassageCoreTests", dependencies: ["PassageCore", "PassageTestSupport"], swiftSettings: testCode),
    .testTarget(
      name: "PassageTests", dependencies: ["Passage", "PassageRecording", "PassageTestSupport"],
      swiftSettings: testCode),
    .testTarget(
      name: "PassageRecordingTests", dependencies: ["Passage", "PassageRecording", "PassageTestSupport"],
      swiftSettings: testCode),
    .testTarget(
      name: "PassageRenderTests",
      dependencies: ["PassageRender", "Passage", "PassageLibC", "PassageTestSupport"], swiftSettings: testCode
    ),
    .testTarget(
      name: "PassageFilmTests", dependencies: ["PassageFilm", "PassageTestSupport"], swiftSettings: testCode),
    .testTarget(
      name: "PassageCLITests",
      dependencies: ["PassageCLI", "PassageCommands", "PassageBench", "PassageTestSupport"],
      swiftSettings: testCode),
    // Passage against iOS's own motion, measured frame by frame (docs/PARITY.md).
    .testTarget(
      name: "PassageParityTests",
      dependencies: ["Passage", "PassageRecording", "PassageRender", "PassageLibC", "PassageTestSupport"],
      swiftSettings: testCode),
    // The iOS front end itself (Sources/Passage/UIKit) driven through the UIKit model; its files
    // compile to nothing without the trait.
    .testTarget(
      name: "PassageUIKitTests",
      dependencies: ["Passage", "UIKit", "_Testing_UIKit", "PassageTestSupport"], swiftSettings: testCode),
    .testTarget(
      name: "PassageTestingTests", dependencies: ["PassageTesting", "PassageTestSupport"],
      exclude: ["__Snapshots__"], swiftSettings: testCode),
  ]
)
