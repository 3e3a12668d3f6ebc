import ArgumentParser
import DesignableReview

/// `designable-review`: the review server, an executable of its own so that `designable` and
/// test suites never build Hummingbird and SwiftNIO. `designable review` runs it.
///
/// An `@main` type rather than top-level code: there, `ReviewServerCommand.main()` resolves to
/// `ParsableCommand`'s synchronous entry point, which refuses an asynchronous command; here
/// the `await` picks `AsyncParsableCommand`'s.
@main
enum ReviewMain {
    static func main() async {
        await ReviewServerCommand.main()
    }
}
