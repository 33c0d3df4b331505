/// What declares options of a command: an ``Option``, a ``Declared`` option, or an
/// ``OptionGroup`` of them.
package protocol OptionDeclaring: Sendable {
  /// The options declared, in order.
  var declaredOptions: [Option] { get }
}

/// A command's options, or options that several commands share, declared once as the stored
/// properties of a struct, as swift-argument-parser's `ParsableArguments` declares them: the
/// group's ``OptionDeclaring/declaredOptions`` are its properties' options in declaration order
/// (read with `Mirror`), and a property that is itself a group gives its own in its place, as an
/// `@OptionGroup` does. A property that declares no option (a `nil` one, a constant) is skipped.
///
/// So each option is written once: the usage lines, the synopsis (``Synopsis``) and the parsing
/// all come from the group.
///
/// ```swift
/// struct Options: OptionGroup {
///   let out = Declared.path("--out", placeholder: "DIR", default: "passage-demo", help: "the directory")
///   let scale = SharedOptions.scale(help: "pixels per point")
/// }
/// ```
package protocol OptionGroup: OptionDeclaring {}

extension OptionGroup {
  package var declaredOptions: [Option] {
    Mirror(reflecting: self).children.flatMap { ($0.value as? any OptionDeclaring)?.declaredOptions ?? [] }
  }
}

extension Option: OptionDeclaring {
  package var declaredOptions: [Option] { [self] }
}

extension Declared: OptionDeclaring {
  package var declaredOptions: [Option] { [option] }
}

/// The options of a command that takes none.
package struct NoOptions: OptionGroup {
  package init() {}
}
