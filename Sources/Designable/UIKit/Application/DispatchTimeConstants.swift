import Foundation

/// Nanoseconds in a second, as Darwin's `NSEC_PER_SEC`, which code written for iOS multiplies
/// delays by (`DispatchTime.now() + Double(NSEC_PER_SEC) * 0.3`); Linux's Dispatch lacks it.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond, as Darwin's `NSEC_PER_MSEC`.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds in a second, as Darwin's `USEC_PER_SEC`.
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond, as Darwin's `NSEC_PER_USEC`.
public let NSEC_PER_USEC: UInt64 = 1_000
