import Foundation

/// The unified logging system's names, so view code that logs (`import os`, which the
/// UIKitSources plugin turns into `import Designable`) compiles unchanged: `OSLog`, `Logger`,
/// `os_log` and `OSLogType`.
///
/// Snapshot semantics: messages go nowhere, as iOS sends them to the unified log and not to
/// the test's output; set `DESIGNABLE_OSLOG=1` to see them on standard error.
public final class OSLog: @unchecked Sendable {
    /// The subsystem, such as `com.example.app`.
    public let subsystem: String
    /// The category within it.
    public let category: String

    /// A log of `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The default log.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that records nothing.
    public static let disabled = OSLog(subsystem: "", category: "disabled")

    static let echoes = ProcessInfo.processInfo.environment["DESIGNABLE_OSLOG"].map { !["", "0", "false"].contains($0) } ?? false

    func write(_ type: OSLogType, _ message: @autoclosure () -> String) {
        guard Self.echoes, self !== OSLog.disabled else { return }
        FileHandle.standardError.write(Data("[\(subsystem)\(category.isEmpty ? "" : ":" + category)] \(type.name): \(message())\n".utf8))
    }
}

/// A message's level, as `OSLogType`.
public struct OSLogType: Equatable, Sendable {
    let name: String
    /// The default level.
    public static let `default` = OSLogType(name: "default")
    /// Information.
    public static let info = OSLogType(name: "info")
    /// Debugging detail.
    public static let debug = OSLogType(name: "debug")
    /// An error.
    public static let error = OSLogType(name: "error")
    /// A fault.
    public static let fault = OSLogType(name: "fault")
}

/// How an interpolated value is shown in the log, as `OSLogPrivacy`; values are shown as they
/// are here, as the log is the test's own.
public struct OSLogPrivacy: Equatable, Sendable {
    let name: String
    /// Redacted unless the value is a scalar.
    public static let auto = OSLogPrivacy(name: "auto")
    /// Shown.
    public static let `public` = OSLogPrivacy(name: "public")
    /// Redacted.
    public static let `private` = OSLogPrivacy(name: "private")
    /// Redacted, with a hash to correlate.
    public static let sensitive = OSLogPrivacy(name: "sensitive")
}

/// A log message with interpolated values, as `OSLogMessage`.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    /// The message's text.
    public let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    /// The interpolation of a log message: values with an optional privacy and format.
    public struct Interpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T, privacy: OSLogPrivacy = .auto) { text += "\(value)" }
        public mutating func appendInterpolation<T>(_ value: T, format: Any? = nil, align: Any? = nil, privacy: OSLogPrivacy = .auto) {
            text += "\(value)"
        }
    }
}

/// The modern logger, as `Logger` (iOS 14).
public struct Logger: Sendable {
    let log: OSLog

    /// A logger of `subsystem` and `category`.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    /// A logger writing to `log`.
    public init(_ log: OSLog) { self.log = log }
    /// The default logger.
    public init() { log = .default }

    /// Logs `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { log.write(level, message.text) }
    /// Logs at the default level.
    public func log(_ message: OSLogMessage) { log.write(.default, message.text) }
    /// Logs debugging detail.
    public func debug(_ message: OSLogMessage) { log.write(.debug, message.text) }
    /// Logs debugging detail.
    public func trace(_ message: OSLogMessage) { log.write(.debug, message.text) }
    /// Logs information.
    public func info(_ message: OSLogMessage) { log.write(.info, message.text) }
    /// Logs a notice.
    public func notice(_ message: OSLogMessage) { log.write(.default, message.text) }
    /// Logs a warning.
    public func warning(_ message: OSLogMessage) { log.write(.error, message.text) }
    /// Logs an error.
    public func error(_ message: OSLogMessage) { log.write(.error, message.text) }
    /// Logs a critical error.
    public func critical(_ message: OSLogMessage) { log.write(.fault, message.text) }
    /// Logs a fault.
    public func fault(_ message: OSLogMessage) { log.write(.fault, message.text) }
}

/// Logs a printf-style message, as `os_log(_:log:type:_:)`.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    log.write(type, String(format: "\(message)", arguments: args))
}

/// Logs a message at `type`, as `os_log(_:_:)` with a type first (iOS 14).
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {
    log.write(type, String(format: "\(message)", arguments: args))
}
