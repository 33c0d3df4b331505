/// The people in the sample timeline.
extension Author {
  static let harbourReview = Author(
    name: "The Harbour Review", handle: "harbourreview",
    bio: "Long reads about the coast and the people who live on it. New essays every Saturday.",
    accent: .indigo,
    website: WebLink(title: "The Harbour Review", address: "https://en.wikipedia.org/wiki/Hurtigruten"),
    highlights: [
      GalleryItem(symbolName: "ferry.fill", caption: "The morning boat", accent: .blue),
      GalleryItem(symbolName: "map.fill", caption: "Every port of call", accent: .teal),
      GalleryItem(symbolName: "book.fill", caption: "The print edition", accent: .indigo),
      GalleryItem(symbolName: "camera.fill", caption: "Readers' photos", accent: .orange),
    ])

  static let jonas = Author(
    name: "Jonas Weber", handle: "jonasbuilds",
    bio: "Writes iOS apps and the occasional blog post. Currently migrating everything to Swift 6.",
    accent: .orange,
    website: WebLink(title: "Swift.org", address: "https://www.swift.org"),
    highlights: [
      GalleryItem(symbolName: "swift", caption: "Strict concurrency, done", accent: .orange),
      GalleryItem(symbolName: "iphone", caption: "Shipped this spring", accent: .blue),
      GalleryItem(symbolName: "hammer.fill", caption: "Side projects", accent: .pink),
      GalleryItem(symbolName: "terminal.fill", caption: "Dotfiles", accent: .indigo),
    ])

  static let ana = Author(
    name: "Ana Sousa", handle: "anasousa",
    bio: "Photographer. Chasing low sun and high latitudes, one ferry at a time.",
    accent: .pink,
    website: WebLink(title: "Midnight sun", address: "https://en.wikipedia.org/wiki/Midnight_sun"),
    highlights: [
      GalleryItem(symbolName: "sunrise.fill", caption: "3 a.m., June", accent: .orange),
      GalleryItem(symbolName: "cloud.fog.fill", caption: "Fog over the sound", accent: .teal),
      GalleryItem(symbolName: "snowflake", caption: "First snow", accent: .blue),
      GalleryItem(symbolName: "moon.stars.fill", caption: "Polar night", accent: .indigo),
      GalleryItem(symbolName: "leaf.fill", caption: "Birch in August", accent: .pink),
    ])

  static let mira = Author(
    name: "Mira Castell", handle: "miratravels",
    bio: "Travel writer. Trains over planes, bakeries over restaurants.",
    accent: .teal,
    website: WebLink(title: "Bergen", address: "https://en.wikipedia.org/wiki/Bergen"),
    highlights: [
      GalleryItem(symbolName: "tram.fill", caption: "The Flåm line", accent: .teal),
      GalleryItem(symbolName: "cup.and.saucer.fill", caption: "Coffee stops", accent: .orange),
      GalleryItem(symbolName: "bicycle", caption: "By bike", accent: .pink),
      GalleryItem(symbolName: "figure.walk", caption: "On foot", accent: .blue),
    ])
}
