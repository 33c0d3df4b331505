import Passage
import SafariServices
import UIKit

/// A timeline of posts; each opens its link in one of the ways Passage offers.
final class TimelineViewController: UITableViewController {
  private struct Post {
    let author: String
    let text: String
    let url: URL
  }

  private let posts: [Post] = [
    Post(
      author: "Ryo", text: "How the Twitter in-app browser slides in",
      url: TimelineViewController.link("recede")),
    Post(
      author: "Reeder", text: "SFSafariViewController, pushed and popped",
      url: TimelineViewController.link("push")),
    Post(
      author: "Passage", text: "Transitions you can test on Linux", url: TimelineViewController.link("linux")),
  ]

  private static func link(_ path: String) -> URL {
    URL(string: "https://example.com/\(path)") ?? URL(fileURLWithPath: "/")
  }

  private enum Action: Int, CaseIterable {
    case push, recede, navigation

    var title: String {
      switch self {
      case .push: return "Open in browser (push)"
      case .recede: return "Read article (recede)"
      case .navigation: return "Push in navigation"
      }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Timeline"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
  }

  override func numberOfSections(in tableView: UITableView) -> Int { posts.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Action.allCases.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "\(posts[section].author): \(posts[section].text)"
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = Action(rawValue: indexPath.row)?.title
    content.textProperties.color = .systemBlue
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let post = posts[indexPath.section]
    switch Action(rawValue: indexPath.row) {
    case .push?:
      present(SFSafariViewController(url: post.url), transition: .push)
    case .recede?:
      present(ArticleViewController(title: post.text, url: post.url), transition: .recede)
    case .navigation?:
      navigationController?.pushViewController(
        ArticleViewController(title: post.text, url: post.url), animated: true)
    case nil:
      break
    }
  }
}
