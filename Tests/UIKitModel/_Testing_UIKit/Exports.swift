// What a file importing both Swift Testing and UIKit sees (the cross-import overlay's modules).
@_exported import Testing
@_exported import UIKit
