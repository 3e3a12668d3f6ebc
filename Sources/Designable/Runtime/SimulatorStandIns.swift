// What iOS code reads to tell the Simulator from a device, defined here so that it compiles and
// links: the Linux build is neither, and behaves as a device with the Simulator's options off.

/// Whether the code runs in the iOS Simulator, as the C macro Swift imports: 0, as on a device,
/// since the Linux build is neither.
public let TARGET_OS_SIMULATOR: Int32 = 0

/// UIKit's private `UIAnimationDragCoefficient()`, which iOS code declares with
/// `@_silgen_name("UIAnimationDragCoefficient")` to follow the Simulator's Slow Animations
/// factor: 1 here, as with slow animations off. Defined so that such code links.
@_silgen_name("UIAnimationDragCoefficient")
public func __designable_UIAnimationDragCoefficient() -> Float { 1 }
