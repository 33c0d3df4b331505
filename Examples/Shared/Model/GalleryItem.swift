/// A picture in a carousel, drawn from an SF Symbol on a coloured card.
struct GalleryItem: Hashable, Sendable {
  let symbolName: String
  let caption: String
  let accent: Accent
}
