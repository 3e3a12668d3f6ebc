import Foundation
import PackagePlugin

/// Compiles a folder of an app's UIKit view sources, unchanged, into the target that uses it,
/// against Designable, and generates the module's `registerDesignables(in:)`.
///
/// The target's folder holds `uikit-sources.json` (see `BridgeConfiguration`) and at least one
/// Swift file of its own, which SwiftPM needs to build the target at all; a one-line
/// `AppViews.swift` does. Every Swift file the configuration names is translated by the
/// `uikit-sources` tool into the plugin's work folder, keeping its lines, and compiled from there.
@main
struct UIKitSourcesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let folder = module.directoryURL
        let configurationFile = folder.appendingPathComponent(BridgeConfiguration.fileName)
        let configuration: BridgeConfiguration
        do {
            configuration = try BridgeConfiguration.load(configurationFile)
        } catch {
            Diagnostics.error(error.description)
            throw error
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Translated")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)

        var arguments = ["--module", module.moduleName]
        var outputs: [URL] = []
        var usedNames: Set<String> = []
        for source in configuration.sourceFiles {
            // Distinct names in one folder, none the same as the user's file's own (its
            // #sourceLocation claims that one): `Gauge.bridged.swift`, numbered when two share it.
            let stem = source.deletingPathExtension().lastPathComponent
            var name = "\(stem).bridged.swift"
            var n = 2
            while !usedNames.insert(name).inserted {
                name = "\(stem).bridged\(n).swift"
                n += 1
            }
            let translated = output.appendingPathComponent(name)
            arguments += ["--file", source.path, translated.path]
            outputs.append(translated)
        }
        for resource in configuration.resourceFolders { arguments += ["--resource", resource.path] }
        // What the target can import, so `import Combine` without DesignableCombine is an error saying what to add.
        for dependency in module.recursiveTargetDependencies { arguments += ["--dependency", dependency.name] }
        let registration = output.appendingPathComponent("\(module.moduleName)+registerDesignables.swift")
        arguments += ["--registration", registration.path]
        outputs.append(registration)

        return [.buildCommand(
            displayName: "Translating \(configuration.sourceFiles.count) UIKit source files for \(module.moduleName)",
            executable: try context.tool(named: "uikit-sources").url,
            arguments: arguments,
            inputFiles: configuration.sourceFiles + [configurationFile],
            outputFiles: outputs)]
    }
}
