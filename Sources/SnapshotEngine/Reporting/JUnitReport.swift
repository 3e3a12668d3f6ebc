import Foundation

/// A JUnit XML report, for the CI systems that read test results in that format (GitLab,
/// Jenkins, CircleCI, Buildkite, Azure Pipelines): `designable scan --junit`,
/// `designable check --junit`, and `junit.xml` beside the artifacts of failing snapshots.
///
/// The de facto schema has no single standard; this writes the common core every reader
/// accepts: `<testsuites>` of `<testsuite name tests failures errors skipped>` of
/// `<testcase classname name file line>`, each with at most one `<failure message type>` or
/// `<skipped message>`. Text is escaped, and characters XML 1.0 forbids are dropped.
///
/// ```swift
/// let report = JUnitReport(name: "designable check", suites: [
///     .init(name: "Main.storyboard", cases: [.init(className: "Main.storyboard", name: "line 40", failure: .init(message: "misplaced view", type: "misplacedView"))]),
/// ])
/// try report.write(to: URL(fileURLWithPath: "check.xml"))
/// ```
package struct JUnitReport: Sendable {
    /// Why a case failed.
    package struct Failure: Sendable, Equatable {
        /// One line for the summary.
        package var message: String
        /// The kind of failure, such as a rule's id.
        package var type: String
        /// The whole text, when longer than the message.
        package var details: String?

        package init(message: String, type: String, details: String? = nil) {
            self.message = message
            self.type = type
            self.details = details
        }
    }

    /// One test case: a passing one has neither failure nor skip.
    package struct Case: Sendable, Equatable {
        package var className: String
        package var name: String
        package var file: String?
        package var line: Int?
        package var failure: Failure?
        /// Why the case did not run.
        package var skipped: String?

        package init(className: String, name: String, file: String? = nil, line: Int? = nil, failure: Failure? = nil, skipped: String? = nil) {
            self.className = className
            self.name = name
            self.file = file
            self.line = line
            self.failure = failure
            self.skipped = skipped
        }
    }

    /// A group of cases, such as one document's findings or one test file's snapshots.
    package struct Suite: Sendable, Equatable {
        package var name: String
        package var cases: [Case]

        package init(name: String, cases: [Case]) {
            self.name = name
            self.cases = cases
        }
    }

    package var name: String
    package var suites: [Suite]

    package init(name: String, suites: [Suite]) {
        self.name = name
        self.suites = suites
    }

    /// The XML text.
    package func xml() -> String {
        let all = suites.flatMap(\.cases)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(Self.escape(name))\" tests=\"\(all.count)\" failures=\"\(all.filter { $0.failure != nil }.count)\" errors=\"0\""
            + " skipped=\"\(all.filter { $0.skipped != nil && $0.failure == nil }.count)\">\n"
        for suite in suites {
            let failures = suite.cases.filter { $0.failure != nil }.count
            let skipped = suite.cases.filter { $0.skipped != nil && $0.failure == nil }.count
            out += "  <testsuite name=\"\(Self.escape(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
            for item in suite.cases {
                var attributes = "classname=\"\(Self.escape(item.className))\" name=\"\(Self.escape(item.name))\""
                if let file = item.file { attributes += " file=\"\(Self.escape(file))\"" }
                if let line = item.line, line > 0 { attributes += " line=\"\(line)\"" }
                if let failure = item.failure {
                    out += "    <testcase \(attributes)>\n"
                    out += "      <failure message=\"\(Self.escape(failure.message))\" type=\"\(Self.escape(failure.type))\">"
                        + Self.escape(failure.details ?? failure.message) + "</failure>\n"
                    out += "    </testcase>\n"
                } else if let skipped = item.skipped {
                    out += "    <testcase \(attributes)>\n      <skipped message=\"\(Self.escape(skipped))\"/>\n    </testcase>\n"
                } else {
                    out += "    <testcase \(attributes)/>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// Writes the report to `url` atomically.
    package func write(to url: URL) throws {
        try AtomicFile.write(Data(xml().utf8), to: url)
    }

    /// `text` safe in XML content and attribute values: the five markup characters escaped,
    /// line breaks and tabs kept as references (attribute values would fold them), and the
    /// control characters XML 1.0 cannot hold at all dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value)
                if allowed { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
