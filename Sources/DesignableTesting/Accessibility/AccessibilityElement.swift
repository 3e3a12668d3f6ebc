import Designable
import Foundation

/// One element an assistive technology visits, as the accessibility strategies read it from a
/// view tree: where it is and what VoiceOver says about it.
struct AccessibilityElement: Equatable {
    /// Its frame in the root view's points.
    var frame: CGRect
    var label: String?
    var value: String?
    var traits: UIAccessibilityTraits
    var hint: String?

    /// What VoiceOver reads, in its order: "Notifications: 1. Switch button." without the hint.
    var spoken: String {
        var text = [label, value].compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: ": ")
        if text.isEmpty { text = "(no label)" }
        let names = AccessibilityElement.traitNames(traits)
        return text + "." + (names.isEmpty ? "" : " " + names.joined(separator: ". ") + ".")
    }

    /// The traits VoiceOver speaks, in its words.
    static func traitNames(_ traits: UIAccessibilityTraits) -> [String] {
        let table: [(UIAccessibilityTraits, String)] = [
            (.selected, "Selected"), (.button, "Button"), (.link, "Link"), (.header, "Heading"), (.searchField, "Search Field"),
            (.image, "Image"), (.adjustable, "Adjustable"), (.tabBar, "Tab Bar"), (.keyboardKey, "Keyboard Key"),
            (.notEnabled, "Dimmed"), (.playsSound, "Plays Sound"), (.startsMediaSession, "Starts Media Session"),
            (.updatesFrequently, "Updates Frequently"), (.summaryElement, "Summary"), (.causesPageTurn, "Causes Page Turn"),
            (.allowsDirectInteraction, "Allows Direct Interaction"),
        ]
        return table.filter { traits.contains($0.0) }.map(\.1)
    }
}

/// The accessibility elements of a view tree in reading order.
///
/// A view is an element when its `isAccessibilityElement` says so, or, left unset, when UIKit
/// makes its class one: labels with text, buttons, switches, text fields and segmented
/// controls. Their label, value and traits default as UIKit's do (a label's text, a button's
/// title and `.button`, a switch's `"1"` or `"0"`). An element hides its subviews; hidden
/// views and `accessibilityElementsHidden` subtrees are left out, and so are the siblings of a
/// visible view whose `accessibilityViewIsModal` is set.
///
/// The order is a container's `accessibilityElements` when set, otherwise its subviews by
/// position: top to bottom, then leading to trailing (right to left when the root's traits
/// say so), each subview's elements together, as VoiceOver moves through a screen.
enum AccessibilityHierarchy {
    static func elements(of root: UIView, rightToLeft: Bool = false) -> [AccessibilityElement] {
        var found: [AccessibilityElement] = []
        collect(root, root: root, rightToLeft: rightToLeft, into: &found)
        return found
    }

    private static func collect(_ view: UIView, root: UIView, rightToLeft: Bool, into found: inout [AccessibilityElement]) {
        guard !view.isHidden, view.alpha > 0 else { return }
        if isElement(view) {
            found.append(element(for: view, root: root))
            return
        }
        guard !view.accessibilityElementsHidden else { return }
        let children: [UIView]
        if let listed = view.accessibilityElements {
            children = listed.compactMap { $0 as? UIView }
        } else {
            children = view.subviews.sorted { a, b in
                let fa = a.convert(a.bounds, to: root), fb = b.convert(b.bounds, to: root)
                if fa.minY != fb.minY { return fa.minY < fb.minY }
                return rightToLeft ? fa.maxX > fb.maxX : fa.minX < fb.minX
            }
        }
        // A modal view (an open menu, an alert) hides its siblings, as VoiceOver reads only it.
        let modal = view.subviews.last { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha > 0 }
        for child in children where modal == nil || child === modal {
            collect(child, root: root, rightToLeft: rightToLeft, into: &found)
        }
    }

    static func isElement(_ view: UIView) -> Bool {
        if view.accessibilityElementIsSet { return view.isAccessibilityElement }
        switch view {
        case let label as UILabel: return label.text?.isEmpty == false
        case is UIButton, is UISwitch, is UITextField, is UISegmentedControl: return true
        default: return view.isAccessibilityElement
        }
    }

    static func element(for view: UIView, root: UIView) -> AccessibilityElement {
        var label = view.accessibilityLabel
        var value = view.accessibilityValue
        var traits = view.accessibilityTraits
        switch view {
        case let text as UILabel:
            label = label ?? text.text
            if traits.isEmpty { traits = .staticText }
        case let button as UIButton:
            label = label ?? button.currentTitle
            if traits.isEmpty { traits = .button }
        case let toggle as UISwitch:
            value = value ?? (toggle.isOn ? "1" : "0")
            if traits.isEmpty { traits = .button }
        case let field as UITextField:
            label = label ?? field.placeholder
            value = value ?? field.text
        case let segments as UISegmentedControl:
            value = value ?? segments.titleForSegment(at: segments.selectedSegmentIndex)
        default:
            break
        }
        if let control = view as? UIControl, !control.isEnabled { traits.insert(.notEnabled) }
        return AccessibilityElement(frame: view.convert(view.bounds, to: root), label: label, value: value, traits: traits,
                                    hint: view.accessibilityHint)
    }
}
