import Foundation

/// Compares a value's snapshot with its reference and returns a failure message, or `nil` when
/// it matches; reports nothing. ``assertSnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)``
/// is this plus reporting.
///
/// Use it to build your own assertion, or to check a failure in a test:
///
/// ```swift
/// let message = verifySnapshot(of: bitmap, as: .image, named: "badge", record: .never)
/// XCTAssertEqual(message, nil)
/// ```
///
/// - Parameters:
///   - value: the value to snapshot; an error it throws is a failure.
///   - snapshotting: the strategy, such as `.image` or `.lines`.
///   - name: names the reference `<testName>.<name>`; without it references are numbered
///     `<testName>.1`, `<testName>.2`, … in the order the test takes them.
///   - record: the record mode; `nil` uses ``withSnapshotTesting(record:diffTool:operation:)-(_,_,()->R)``,
///     then `SNAPSHOT_TESTING_RECORD`, then `missing` (`never` when `CI` is set).
///   - snapshotDirectory: a folder that holds this file's references instead of
///     `__Snapshots__/<TestTarget>/<TestFileName>`.
///   - timeout: how many seconds an asynchronous snapshot (``Async``, `.wait(for:on:)`) may take
///     to arrive; a synchronous one ignores it.
///   - fileID: the calling file's ID, which names the module in the record command; leave the default.
///   - filePath: the calling file's path, which places `__Snapshots__`; leave the default.
///   - testName: the calling test, which names the reference; leave the default.
///   - line: the calling line; leave the default.
///   - column: the calling column; leave the default.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    SnapshotVerification.run(of: value, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
                             timeout: timeout, fileID: "\(fileID)", filePath: "\(filePath)", testName: testName, line: line)?.message
}

/// The steps of one verification, shared by `verifySnapshot` and `assertSnapshot`.
enum SnapshotVerification {
    static func run<Value, Format>(
        of value: () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String?,
        record argument: SnapshotTestingConfiguration.Record?, snapshotDirectory: String?,
        timeout: TimeInterval = 5, fileID: String, filePath: String, testName: String, line: UInt = 0
    ) -> SnapshotFailure? {
        let environment = SnapshotEnvironment.current
        let configuration = SnapshotTestingConfiguration.current
        let mode: SnapshotTestingConfiguration.Record
        switch SnapshotTestingConfiguration.Record.resolve(argument: argument, configuration: configuration, environment: environment) {
        case let .success(resolved): mode = resolved
        case let .failure(invalid): return SnapshotFailure(message: invalid.message)
        }
        let location = SnapshotLocation(filePath: filePath, fileID: fileID, testName: testName, name: name,
                                        pathExtension: snapshotting.pathExtension, snapshotDirectory: snapshotDirectory,
                                        environment: environment)
        SnapshotUsage.record(location, environment: environment)
        let context = FailureContext(location: location, fileID: fileID, filePath: filePath, line: line, testName: testName, environment: environment,
                                     diffTool: configuration.diffTool ?? GlobalSnapshotSettings.diffTool.withLock { $0 }, pathExtension: snapshotting.pathExtension)
        let reference = location.reference.path

        // One snapshot, or one per variant with the first being the one recorded.
        let variants: [SnapshotVariant<Format>]
        do {
            variants = try SnapshotTimeout.$seconds.withValue(timeout) {
                try SnapshotValue.withExpression(value) {
                    if let variants = snapshotting.variants { return try variants.make(value()) }
                    return [SnapshotVariant(name: "", fileSuffix: "", snapshot: try snapshotting.snapshot(value()))]
                }
            }
        } catch {
            return SnapshotFailure(message: "Could not take the snapshot for \(reference): \(error)")
        }
        guard let snapshot = variants.first?.snapshot else {
            return SnapshotFailure(message: "Could not take the snapshot for \(reference): the strategy made none")
        }
        let isMultiple = variants.count > 1
        let wording = snapshotting.variants?.wording ?? .generic
        /// While recording, the other variants are compared with the one recorded, and any
        /// difference fails with its artifacts.
        func recorded(_ headline: String, _ closing: String) -> SnapshotFailure {
            let comparison = VariantComparison(variants, reference: { snapshot }, diffing: snapshotting.diffing, wording: wording)
            guard isMultiple, !comparison.passes else {
                context.removeArtifacts()
                return SnapshotFailure(message: headline + "\n" + closing)
            }
            var message = headline + " It was recorded from the \(variants[0].name) \(wording.noun); "
                + "the other \(wording.plural) differ from it:\n"
                + comparison.summary + "\n" + comparison.details + "\n" + closing
            let attachments = comparison.attachments
            // The reference was just written from the recorded path: nothing to accept.
            message += context.saveArtifacts(attachments, accept: nil, message: message)
            return SnapshotFailure(message: message, attachments: attachments)
        }

        func readReference() -> Result<Data?, SnapshotFailure> {
            guard FileManager.default.fileExists(atPath: reference) else { return .success(nil) }
            do { return .success(try Data(contentsOf: location.reference)) } catch {
                return .failure(SnapshotFailure(message: "Cannot read the reference \(reference): \(error.localizedDescription)"))
            }
        }
        var existing: Data?
        switch readReference() {
        case let .success(data): existing = data
        case let .failure(failure): return failure
        }

        if mode == .all {
            if let failure = write(snapshot, with: snapshotting.diffing, to: location) { return failure }
            return recorded("Record mode is \"all\": wrote the snapshot to \(reference).",
                            "Review it, then run the test again with recording off.")
        }

        if existing == nil, mode != .never {
            // Another process (`swift test --parallel`) may record the same reference between
            // the look above and this write; only one of them writes, and the others compare.
            switch writeIfAbsent(snapshot, with: snapshotting.diffing, to: location) {
            case let .failure(failure):
                return failure
            case .success(true):
                return recorded("No reference was found on disk. Recorded the snapshot at \(reference).",
                                "Review it, then run the test again.")
            case .success(false):
                switch readReference() {
                case let .success(data): existing = data
                case let .failure(failure): return failure
                }
            }
        }

        guard let existing else {
            if mode == .never {
                let why = environment.isCI && argument == nil && configuration.record == nil && environment.record == nil
                    ? "References are never recorded under CI (CI is set)."
                    : "Record mode is \"never\"."
                var message = """
                    No reference at \(reference). \(why)
                    Record it locally with:
                      \(context.recordCommand(mode: .missing))
                    then review the new file and commit it, or review the would-be reference in the
                    artifacts and accept it with `designable accept`.
                    """
                // The snapshot that would have been recorded goes to the artifacts, so a reviewer can
                // download it from CI and accept it instead of recording it again.
                guard let name = snapshotting.pathExtension.map({ "actual.\($0)" }) ?? Optional("actual"),
                      let data = try? snapshotting.diffing.toData(snapshot) else { return SnapshotFailure(message: message) }
                let attachments = [SnapshotAttachment(name: name, data: data)]
                message += context.saveArtifacts(attachments, accept: name, message: message, missingReference: true)
                return SnapshotFailure(message: message, attachments: attachments)
            }
            return SnapshotFailure(message: "The reference \(reference) was recorded and then removed while this test ran.")
        }

        if isMultiple {
            return verifyVariants(variants, wording: wording, existing: existing, diffing: snapshotting.diffing, mode: mode,
                                  location: location, context: context)
        }
        if snapshotting.diffing.matchesWithoutDecoding?(snapshot, existing) == true {
            context.removeArtifacts()
            return nil
        }
        let stored: Format
        do {
            stored = try snapshotting.diffing.fromData(existing)
        } catch {
            // Never overwritten here, even under "failed": a damaged file deserves a person's look.
            return SnapshotFailure(message: """
                The reference \(reference) is damaged and cannot be read: \(error)
                It was left as it is. Delete it and record it again with:
                  \(context.recordCommand(mode: .missing))
                """)
        }
        guard let (difference, attachments) = snapshotting.diffing.diff(stored, snapshot) else {
            context.removeArtifacts()
            return nil
        }
        var message = "Snapshot does not match the reference \(reference).\n\(difference)"
        let provenance = snapshotting.diffing.provenance?(existing)
        if let provenance { message += "\n" + provenance.text }
        if mode == .failed {
            if let failure = write(snapshot, with: snapshotting.diffing, to: location) { return failure }
            message += "\nRecord mode is \"failed\": wrote the new snapshot over the reference. Review it, then run the test again."
        } else {
            message += "\n" + context.acceptHint()
        }
        let actual = attachments.first { $0.name.hasPrefix("actual.") }?.name
        message += context.saveArtifacts(attachments, accept: actual, message: message, rendererChanged: provenance?.rendererChanged == true)
        return SnapshotFailure(message: message, attachments: attachments)
    }

    /// Compares every variant with the single reference: a line marking each, then each
    /// differing one's own message and artifacts.
    private static func verifyVariants<Format>(
        _ variants: [SnapshotVariant<Format>], wording: VariantWording, existing: Data, diffing: Diffing<Format>,
        mode: SnapshotTestingConfiguration.Record, location: SnapshotLocation, context: FailureContext
    ) -> SnapshotFailure? {
        let reference = location.reference.path
        let comparison: VariantComparison<Format>
        do {
            comparison = try VariantComparison(variants, reference: { try diffing.fromData(existing) }, diffing: diffing, wording: wording,
                                               matches: { diffing.matchesWithoutDecoding?($0, existing) == true })
        } catch {
            return SnapshotFailure(message: """
                The reference \(reference) is damaged and cannot be read: \(error)
                It was left as it is. Delete it and record it again with:
                  \(context.recordCommand(mode: .missing))
                """)
        }
        if comparison.passes {
            context.removeArtifacts()
            return nil
        }
        var message = "Snapshot does not match the reference \(reference).\n\(comparison.summary)\n\(comparison.details)"
        // Only a reference the recorded variant no longer matches can be the renderer's doing;
        // variants that drift from a matching one are the value's.
        let provenance = comparison.referenceVariantPasses ? nil : diffing.provenance?(existing)
        if let provenance { message += "\n" + provenance.text }
        if mode == .failed {
            if let failure = write(variants[0].snapshot, with: diffing, to: location) { return failure }
            message += "\nRecord mode is \"failed\": wrote the \(variants[0].name) \(wording.noun)'s snapshot over the reference. "
                + "Review it, then run the test again."
        } else if comparison.referenceVariantPasses {
            message += "\nThe \(variants[0].name) \(wording.noun) still matches the reference, so " + wording.drift
        } else {
            message += "\n" + context.acceptHint()
        }
        let attachments = comparison.attachments
        message += context.saveArtifacts(attachments, accept: comparison.recordedVariantActual, message: message,
                                         rendererChanged: provenance?.rendererChanged == true)
        return SnapshotFailure(message: message, attachments: attachments)
    }

    /// Writes the reference atomically; a failure if it cannot be encoded or written.
    private static func write<Format>(_ snapshot: Format, with diffing: Diffing<Format>, to location: SnapshotLocation) -> SnapshotFailure? {
        do {
            try AtomicFile.write(diffing.toData(snapshot), to: location.reference)
            return nil
        } catch {
            return recordingFailure(location, error)
        }
    }

    /// Writes a missing reference unless another process has just done so: `false` then.
    private static func writeIfAbsent<Format>(_ snapshot: Format, with diffing: Diffing<Format>,
                                              to location: SnapshotLocation) -> Result<Bool, SnapshotFailure> {
        do {
            return .success(try AtomicFile.writeIfAbsent(diffing.toData(snapshot), to: location.reference))
        } catch {
            return .failure(recordingFailure(location, error))
        }
    }

    private static func recordingFailure(_ location: SnapshotLocation, _ error: any Error) -> SnapshotFailure {
        let untouched = FileManager.default.fileExists(atPath: location.reference.path)
            ? "The existing reference was left as it was." : "Nothing was written."
        return SnapshotFailure(message: "Could not record the reference \(location.reference.path): \(error). \(untouched)")
    }
}
