// Combine, for an app's view files that import it: the UIKitSources plugin turns their
// `import Combine` into `import DesignableCombine`.
//
// It is OpenCombine (https://github.com/OpenCombine/OpenCombine), a well-kept implementation of
// Combine's API, through its shim: `Publisher`, `@Published`, `ObservableObject`, subjects,
// `AnyCancellable`, and, from its Dispatch and Foundation parts, `DispatchQueue`, `RunLoop` and
// `OperationQueue` as schedulers, `NotificationCenter.publisher(for:object:)`,
// `Timer.publish(every:on:in:)` and `URLSession.dataTaskPublisher(for:)`, spelled as Combine spells them.
//
// Where it differs from Apple's Combine: there is no key-value observing on Linux, so
// `NSObject.publisher(for: \.keyPath)` does not exist; a view file that uses it fails to compile
// at its line. Snapshots render synchronously: a value delivered later on a queue
// (`receive(on: DispatchQueue.main)`) reaches the view only if the test lets the main queue run.
@_exported import OpenCombineShim
