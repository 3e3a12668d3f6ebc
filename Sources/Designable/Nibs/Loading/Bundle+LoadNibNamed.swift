import Foundation

/// UIKit's nib loading on `Bundle`, which Foundation on Linux lacks.
extension Bundle {
    /// Loads the nib called `name` in this bundle with `owner` as File's Owner and returns its
    /// top-level objects, as UIKit's `loadNibNamed(_:owner:options:)`.
    ///
    /// ```swift
    /// let content = Bundle.module.loadNibNamed("ProfileCard", owner: self)?.first as? UIView
    /// ```
    ///
    /// Returns `nil` where UIKit raises an exception (no such nib, an outlet the owner does not
    /// declare, …), after writing the reason to standard error; ``UINib/load(owner:strict:registry:)``
    /// throws it instead. The options are accepted and ignored.
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).topLevelObjectsLoggingIssues(owner: owner)
    }
}
