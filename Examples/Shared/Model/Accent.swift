/// The colour a person or an article is drawn in, named after the system colour it maps to.
enum Accent: Hashable, Sendable {
  case blue
  case indigo
  case orange
  case pink
  case teal
}
