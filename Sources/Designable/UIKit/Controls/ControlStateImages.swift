import Foundation

/// Images a control keeps per state (a slider's thumb and tracks, a stepper's glyphs and
/// background), looked up as UIKit looks them up: the image set for the exact state, else the
/// one set for `.normal`.
struct ControlStateImages {
    private var images: [UInt: UIImage] = [:]

    /// The image set for exactly `state`, or `nil`.
    subscript(state: UIControl.State) -> UIImage? {
        get { images[state.rawValue] }
        set { images[state.rawValue] = newValue }
    }

    /// The image to draw in `state`: its own, else the normal state's.
    func resolved(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[UIControl.State.normal.rawValue] }
}
