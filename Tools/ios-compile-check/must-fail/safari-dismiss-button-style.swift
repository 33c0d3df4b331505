// expected-error: type 'SFSafariViewController.DismissButtonStyle' has no member 'back'
// The browser's dismiss button is Done, Close or Cancel.
import Passage
import SafariServices

let options = SafariViewOptions(dismissButtonStyle: .back)
