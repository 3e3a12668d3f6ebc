/// The arguments a selector's method receives, as the `UIKitSources` plugin's generated
/// registrations unpack them: `target.tap(SelectorArguments.argument(arguments, 0))`.
public enum SelectorArguments {
    /// Argument `index` as the parameter's type `T`. A missing or `nil` argument is `nil` for an
    /// optional parameter, as Objective-C passes `nil` for a method that takes more arguments
    /// than its caller sends (an action without its event). For a non-optional parameter it stops
    /// the program naming the selector's argument, as a wrong type would crash on iOS.
    public static func argument<T>(_ arguments: [Any?], _ index: Int, as type: T.Type = T.self) -> T {
        let value: Any? = index < arguments.count ? arguments[index] : nil
        if let typed = value as? T { return typed }
        if let none = Optional<Any>.none as? T { return none }
        fatalError("argument \(index) of a selector's method is a \(value.map { "\(Swift.type(of: $0))" } ?? "nil"), not a \(T.self)")
    }
}
