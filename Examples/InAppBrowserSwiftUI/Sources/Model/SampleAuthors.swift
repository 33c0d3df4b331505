/// The people in the sample timeline.
extension Author {
  static let harbourReview = Author(name: "The Harbour Review", handle: "harbourreview", accent: .indigo)
  static let jonas = Author(name: "Jonas Weber", handle: "jonasbuilds", accent: .orange)
  static let ana = Author(name: "Ana Sousa", handle: "anasousa", accent: .pink)
  static let mira = Author(name: "Mira Castell", handle: "miratravels", accent: .teal)
}
