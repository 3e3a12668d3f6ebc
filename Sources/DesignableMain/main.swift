import DesignableCLI

// The gallery's own tool; a project makes the same two lines with `adding:` its own views.
DesignableCommand.main(adding: [])
