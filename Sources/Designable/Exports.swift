// `import UIKit` brings Foundation (CGFloat, CGRect, NSCoder, Data, URL…) on iOS, and view code
// relies on it: `import Designable` must do the same, so a file's only import can be the toolkit.
@_exported import Foundation
