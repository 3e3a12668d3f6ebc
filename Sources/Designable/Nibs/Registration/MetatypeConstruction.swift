import Foundation

extension DesignableRegistry {
    /// Builds exactly `type` with its `init(frame:)`, for code that constructs a view through a
    /// generic parameter: `let cell = Cell(frame: .zero)` in `class Strip<Cell: UIView>`.
    ///
    /// iOS compiles that call because the Objective-C runtime finds the initialiser on the class at
    /// run time; Swift alone allows it only for a `required` initialiser, which UIKit's
    /// `init(frame:)` is not. The UIKitSources plugin rewrites such calls to come here, and the
    /// registry answers from the registration of exactly that class, or builds one of UIKit's
    /// own view classes directly.
    ///
    /// A class with no registration (from a module whose `registerDesignables()` has not run, or
    /// one without an `init(frame:)`) stops the program with its name and what to do, as a
    /// missing initialiser stops an iOS app.
    public func makeView<V: UIView>(_ type: V.Type, frame: CGRect) -> V {
        if let registered = designableClass(for: type), let made = registered.make(frame: frame) as? V { return made }
        if let made = StandardElementClass.freshInstance(of: type, frame: frame) as? V { return made }
        let name = String(reflecting: type)
        let reason = designableClass(for: type) == nil
            ? "the registry knows no class \(name); run its module's registerDesignables() before building it"
            : "\(name) is registered without an init(frame:)"
        fatalError("\(name)(frame:) through a generic parameter: \(reason)")
    }

    /// A new instance of a view class given at run time, as UIKit builds the classes code hands it
    /// (a cell class registered with a collection view, a navigation bar class): a class this
    /// registry knows through its own `init(frame:)`, one of UIKit's view classes directly, and
    /// any other (a class declared in a test target, from a module whose `registerDesignables()`
    /// has not run) through its `init?(coder:)` with nothing to decode, as Interface Builder's
    /// loader would build it.
    ///
    /// Swift on Linux cannot call `init(frame:)` through a metatype, which is why an unknown class
    /// takes its coder path; the result is of exactly `type` unless that `init?(coder:)` fails.
    func instance(of type: UIView.Type, frame: CGRect) -> UIView {
        if let made = designableClass(for: type)?.make(frame: frame) { return made }
        let view = ViewArchiveWriter.decodedFresh(type, registry: self)
        if view.frame != frame { view.frame = frame }
        return view
    }
}
