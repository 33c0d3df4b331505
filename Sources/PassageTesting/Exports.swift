// `import PassageTesting` brings recordings and gesture scripts, which snapshot strategies take.
@_exported import PassageRecording
