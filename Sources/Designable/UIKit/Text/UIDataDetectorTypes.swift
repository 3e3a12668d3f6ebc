import Foundation

/// The kinds of text a text view turns into links, as UIKit's `UIDataDetectorTypes`.
///
/// Snapshot semantics: nothing is detected; the types are kept for code that sets and reads them.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// URLs.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Things to look up.
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Money amounts.
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Physical values with units.
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}

/// How a person interacted with a link or attachment, as UIKit's `UITextItemInteraction`.
public enum UITextItemInteraction: Int, Sendable {
    /// A tap.
    case invokeDefaultAction = 0
    /// A long press.
    case presentActions = 1
    /// A 3D Touch preview.
    case preview = 2
}
