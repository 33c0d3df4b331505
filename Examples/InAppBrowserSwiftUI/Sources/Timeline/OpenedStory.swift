/// A story open in the app: the post whose card it grew out of (its zoom source's name) and the
/// article shown.
struct OpenedStory: Identifiable, Hashable {
  /// The post's id, which names its card as a zoom source.
  let id: Int
  let article: Article
}
