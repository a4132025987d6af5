import Foundation
import PackagePlugin

/// Compiles the web viewer into `SegnavViewer` at build time: `embed-viewer.sh`
/// turns `ViewerPage.html` into a Swift file holding the page byte for
/// byte and the SHA-256 hash sources of its inline script and style, which the
/// page's Content-Security-Policy allows (`ViewerRoutes`). So the page exists
/// once in the repository (no generated copy to keep in step), and its hashes
/// are computed by coreutils when it is embedded, not by hand-written code at
/// run time. The binary stays self-contained: no bundle, no file read at start.
@main
struct EmbedViewer: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let page = target.directoryURL.appending(path: "ViewerPage.html")
        let script = context.package.directoryURL.appending(path: "Plugins/EmbedViewer/embed-viewer.sh")
        let output = context.pluginWorkDirectoryURL.appending(path: "ViewerPage.swift")
        let client = target.directoryURL.appending(path: "client.js")
        let types = target.directoryURL.appending(path: "client.d.ts")
        let clientScript = context.package.directoryURL.appending(path: "Plugins/EmbedViewer/embed-client.sh")
        let clientOutput = context.pluginWorkDirectoryURL.appending(path: "ClientModule.swift")
        // DESIGN.md too: the why route quotes its rules and flaws from the one copy the repository holds.
        let design = context.package.directoryURL.appending(path: "docs/DESIGN.md")
        let designScript = context.package.directoryURL.appending(path: "Plugins/EmbedViewer/embed-design.sh")
        let designOutput = context.pluginWorkDirectoryURL.appending(path: "DesignDocument.swift")
        return [
            .buildCommand(
                displayName: "Embedding the viewer page",
                executable: URL(fileURLWithPath: "/bin/bash"),
                arguments: [script.path, page.path, output.path],
                inputFiles: [page, script],
                outputFiles: [output]),
            .buildCommand(
                displayName: "Embedding the JavaScript client",
                executable: URL(fileURLWithPath: "/bin/bash"),
                arguments: [clientScript.path, client.path, types.path, clientOutput.path],
                inputFiles: [client, types, clientScript],
                outputFiles: [clientOutput]),
            .buildCommand(
                displayName: "Embedding DESIGN.md",
                executable: URL(fileURLWithPath: "/bin/bash"),
                arguments: [designScript.path, design.path, designOutput.path],
                inputFiles: [design, designScript],
                outputFiles: [designOutput]),
        ]
    }
}
