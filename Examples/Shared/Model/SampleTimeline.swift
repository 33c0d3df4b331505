import Foundation

/// The posts the app shows, newest first.
enum SampleTimeline {
  static let posts: [Post] = [
    Post(
      id: 1, author: .harbourReview,
      text: "Twelve days on the coastal ferry, from the first snow to the midnight sun. "
        + "This weekend's long read.",
      date: minutesAgo(12), attachment: .article(.northByFerry)),
    Post(
      id: 2, author: .jonas,
      text: "Reminder that SFSafariViewController gives you Reader, AutoFill and content blockers "
        + "for free, and your app never sees what the user types. The docs are short.",
      date: minutesAgo(47),
      attachment: .web(
        WebLink(
          title: "SFSafariViewController",
          address: "https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller"))),
    Post(
      id: 3, author: .ana,
      text: "Light at three in the morning, in June, this far north. I wrote down what it does "
        + "to colours.",
      date: minutesAgo(95), attachment: .story(.midsummerLight)),
    Post(
      id: 4, author: .mira,
      text: "The best bakery in Bergen is the one with the queue. The second best has no queue "
        + "and is right next door.",
      date: minutesAgo(180),
      attachment: .web(WebLink(title: "Bergen", address: "https://en.wikipedia.org/wiki/Bergen"))),
    Post(
      id: 5, author: .jonas,
      text: "Swift 6's data-race checking found two real bugs in my app before lunch. "
        + "The migration guide is worth reading first.",
      date: minutesAgo(260),
      attachment: .web(
        WebLink(
          title: "Migrating to Swift 6",
          address: "https://www.swift.org/migration/documentation/migrationguide/"))),
    Post(
      id: 6, author: .harbourReview,
      text: "From the archive: the ship that has called at the same thirty-four ports every day "
        + "since 1893.",
      date: minutesAgo(400),
      attachment: .web(WebLink(title: "Hurtigruten", address: "https://en.wikipedia.org/wiki/Hurtigruten"))),
    Post(
      id: 7, author: .mira,
      text: "Packing for the fjords in September: a wool layer, a rain shell, and no plans after 4 p.m.",
      date: minutesAgo(1_440),
      attachment: .web(
        WebLink(title: "Geirangerfjord", address: "https://en.wikipedia.org/wiki/Geirangerfjord"))),
  ]

  private static func minutesAgo(_ minutes: Double) -> Date {
    Date(timeIntervalSinceNow: -minutes * 60)
  }
}
