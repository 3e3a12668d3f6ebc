import Designable
@testable import DesignableTesting
import TestSupport
import XCTest
@testable import AppViews

/// An `init(coder:)` that forgets the setup `init(frame:)` does (ForgetfulButton forgets its
/// title and colour) must show on the coder path: with the generated registration, and for a
/// class nobody registered, through a second evaluation of the snapshot's expression.
final class CoderPathHonestyTests: XCTestCase {
    private let frame = CGRect(x: 0, y: 0, width: 120, height: 40)

    /// Records the code path's image, then verifies the code and coder paths against it.
    private func verify(_ value: @autoclosure () -> UIView, registry: DesignableRegistry, testName: String = #function) -> String? {
        let sandbox = SnapshotSandbox()
        return sandbox.run { () -> String? in
            _ = verifySnapshot(of: value(), as: .image(paths: [.code]), named: "button", record: .all,
                               snapshotDirectory: sandbox.references.path, testName: testName)
            return verifySnapshot(of: value(), as: .image(paths: [.code, .coder], registry: registry), named: "button",
                                  record: .never, snapshotDirectory: sandbox.references.path, testName: testName)
        }
    }

    func testTheGeneratedRegistrationLetsTheCoderPathSeeAForgetfulInitCoder() throws {
        let registry = DesignableRegistry()
        AppViews.registerDesignables(in: registry)
        let message = try XCTUnwrap(verify(ForgetfulButton(frame: frame), registry: registry))
        XCTAssertTrue(message.contains("code ✓, coder ✗"), message)
        XCTAssertFalse(message.contains("not registered"), message)
    }

    func testAnUnregisteredClassIsComparedWithASecondEvaluationOfTheExpression() throws {
        let message = try XCTUnwrap(verify(ForgetfulButton(frame: frame), registry: DesignableRegistry()))
        XCTAssertTrue(message.contains("code ✓, coder ✗"), message)
        XCTAssertTrue(message.contains("ForgetfulButton is not registered, so the coder path took a second evaluation of the snapshot's expression"), message)
    }

    func testAnUnregisteredExistingViewSaysWhatTheCoderPathCannotSee() throws {
        let button = ForgetfulButton(frame: frame)
        let message = verify(button, registry: DesignableRegistry())
        XCTAssertNil(message, "the same object twice: the setup is archived as if a designer set it, so the paths agree")
        XCTAssertTrue(UnregisteredCoderReference.existingViewNote(for: ForgetfulButton.self).contains("ForgetfulButton is not registered and the snapshot was given an existing view"))
        XCTAssertTrue(UnregisteredCoderReference.existingViewNote(for: ForgetfulButton.self).contains("differs from a plain UIButton"))
    }
}
