/// The transitions Passage ships, by name.
public enum Catalog {
  /// Every catalog transition with its default parameters: recede, push, fade, zoom.
  public static let all: [any PassageTransition] = [Recede(), Push(), Fade(), Zoom()]

  /// The transition called `name` (`recede`, `push`, `fade` or `zoom`); `reference` selects the reference
  /// variant (the article's numbers) where one exists. `nil` for an unknown name.
  public static func transition(named name: String, reference: Bool = false) -> (any PassageTransition)? {
    switch name.lowercased() {
    case "recede": return Recede.reference
    case "push": return reference ? Push.reference : Push()
    case "fade": return Fade()
    case "zoom": return Zoom()
    default: return nil
    }
  }
}

extension PassageTransition where Self == Recede {
  /// The recede transition with the reference article's numbers: `present(vc, transition: .recede)`.
  public static var recede: Recede { Recede() }
}

extension PassageTransition where Self == Push {
  /// The push presentation with Passage's defaults: `present(safari, transition: .push)`.
  public static var push: Push { Push() }
}

extension PassageTransition where Self == Fade {
  /// The cross-fade: `present(vc, transition: .fade)`.
  public static var fade: Fade { Fade() }
}

extension PassageTransition where Self == Zoom {
  /// The zoom out of a source view with Passage's defaults: `present(vc, transition: .zoom)`, the
  /// front end giving the source's frame in ``TransitionContext/source``.
  public static var zoom: Zoom { Zoom() }
}
