import DesignableReview

// `designable-review`: the review server, an executable of its own so that `designable` and
// test suites never build Hummingbird and SwiftNIO. `designable review` runs it.
await ReviewServerCommand.serve()
