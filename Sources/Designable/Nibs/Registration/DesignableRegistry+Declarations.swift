import Foundation

/// Where a registered class is declared: the user's source file and the line of its `class`
/// keyword, so that `designable scan --sarif` can put a drift on that line of a pull request.
public struct DesignableDeclarationSite: Sendable, Equatable {
    /// The file as the UIKitSources plugin was given it: absolute in a package's build, or
    /// relative to the folder the tool ran in.
    public var file: String
    /// The 1-based line of the declaration.
    public var line: Int

    /// A declaration in `file` at `line`.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}

extension DesignableRegistry {
    /// Notes where the class registered as `name` is declared. The UIKitSources plugin's
    /// generated registration calls it beside each `register`; a hand-written registration may
    /// too. Noting it again replaces the earlier site.
    public func declare(_ name: String, file: String, line: Int) {
        declarationSites.withLock { $0[name] = DesignableDeclarationSite(file: file, line: line) }
    }

    /// Where the class registered as `name` is declared, when its registration said.
    public func declarationSite(of name: String) -> DesignableDeclarationSite? {
        declarationSites.withLock { $0[name] }
    }
}
