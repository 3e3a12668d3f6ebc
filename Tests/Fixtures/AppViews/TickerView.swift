import UIKit

/// Counts notifications and timer ticks through selectors, and answers `perform`: the
/// Objective-C runtime's ways of calling a method by name.
class TickerView: UIView {
    static let tickNotification = Notification.Name("TickerViewTick")
    private(set) var ticks = 0
    private(set) var lastSender: String?
    var timer: Timer?

    func start() {
        NotificationCenter.default.addObserver(self, selector: #selector(handleTick(_:)), name: TickerView.tickNotification, object: nil)
        timer = Timer.scheduledTimer(timeInterval: 0.01, target: self, selector: #selector(timerFired), userInfo: nil, repeats: false)
    }

    @objc private func handleTick(_ notification: Notification) {
        ticks += 1
        lastSender = notification.object as? String
    }

    @objc func timerFired(_ timer: Timer) {
        ticks += 10
    }

    @objc func reset() {
        ticks = 0
    }

    func canReset() -> Bool {
        responds(to: #selector(reset))
    }
}
