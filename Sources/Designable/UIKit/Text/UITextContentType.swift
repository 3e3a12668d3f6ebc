/// What a text field holds, for AutoFill, as UIKit's `UITextContentType`, with UIKit's raw values.
///
/// Kept for source compatibility and for tests to read back: nothing is filled in a snapshot.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// UIKit's string for the type.
    public let rawValue: String
    /// The type UIKit spells `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A title before a name, such as "Dr.".
    public static let namePrefix = UITextContentType(rawValue: "honorific-prefix")
    /// A first name.
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// A middle name.
    public static let middleName = UITextContentType(rawValue: "additional-name")
    /// A last name.
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// A suffix after a name, such as "Jr.".
    public static let nameSuffix = UITextContentType(rawValue: "honorific-suffix")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "job-title")
    /// An organization's name.
    public static let organizationName = UITextContentType(rawValue: "organization")
    /// A place.
    public static let location = UITextContentType(rawValue: "location")
    /// A whole street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// An address's first line.
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
    /// An address's second line.
    public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    /// A state or province.
    public static let addressState = UITextContentType(rawValue: "address-level1")
    /// A city and state.
    public static let addressCityAndState = UITextContentType(rawValue: "address-level1+2")
    /// A district within a city.
    public static let sublocality = UITextContentType(rawValue: "address-level3")
    /// A country.
    public static let countryName = UITextContentType(rawValue: "country-name")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "url")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    /// An account name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password, which AutoFill may suggest.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code from a message.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// A parcel's tracking number.
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipment-tracking-number")
    /// A flight number.
    public static let flightNumber = UITextContentType(rawValue: "flight-number")
    /// A date, a time or both.
    public static let dateTime = UITextContentType(rawValue: "date-time")
}
