// `import Passage` brings the engine's geometry, motion and interaction types too.
@_exported import PassageCore
