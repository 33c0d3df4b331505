// QuartzCore's types live in the model's UIKit module (as UIKit re-exports QuartzCore on iOS).
@_exported import UIKit
