/// What follows `passage NAME` on a usage line, made from the declarations as
/// swift-argument-parser's usage generator makes it: the positionals, then each option, optional
/// ones in brackets and repeatable ones followed by `...`. Past ``maximumListed`` options the
/// optional ones are summed up as `[options]`, their lines below saying the rest.
package enum Synopsis {
  /// The most options a synopsis lists one by one.
  package static let maximumListed = 12

  /// `TRANSITION [options] -o OUT`, `SPEC [--at T]... [--samples N] [--json]`.
  package static func text(positionals: [Positional], options: [Option]) -> String {
    let listed =
      options.count > maximumListed
      ? ["[options]"] + options.filter(\.required).map(\.synopsis)
      : options.map(\.synopsis)
    return (positionals.map(\.name) + listed).joined(separator: " ")
  }
}

extension Option {
  /// The option in a synopsis: its shortest name and placeholder, in brackets unless it is
  /// required, followed by `...` when it is repeatable: `[--at T]...`, `-o OUT`.
  package var synopsis: String {
    let shortest = names.min { $0.count < $1.count } ?? name
    let word = takesValue ? "\(shortest) \(placeholder)" : shortest
    return (required ? word : "[\(word)]") + (repeatable ? "..." : "")
  }
}
