import DesignableCLI
import DesignableDemo

// Designable's own tool, with the gallery as its demo. A project's two-line executable calls
// `DesignableCommand.main(adding:)` with its own views, and ships none of the gallery's.
DesignableCommand.main(demo: .designable)
