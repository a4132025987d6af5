import Foundation
import MicroHTTP
import Testing
@testable import SegnavService
import SegnavViewer

/// `GET /` serves the embedded viewer (DESIGN.md §6); the page itself is tested in
/// a real browser by Tests/browser/test_viewer.py.
@Suite("Viewer page")
struct ViewerTests {
    static let htmlPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/SegnavViewer/ViewerPage.html").path

    @Test("the embedded page is ViewerPage.html byte for byte (embedded at build time)")
    func embeddedMatchesFile() throws {
        let file = try #require(FileManager.default.contents(atPath: Self.htmlPath), "missing \(Self.htmlPath)")
        #expect(Array(ViewerPage.html.utf8) == Array(file))
    }

    @Test("GET / answers the page as HTML, uncached, under the policy, without leaving the MHD thread")
    func servesPage() async throws {
        let app = SegnavApp()
        guard case .response = app.handler(for: Request(method: "GET", path: "/")) else {
            Issue.record("GET / must be immediate")
            return
        }
        let response = await app.respond(to: Request(method: "GET", path: "/"))
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "text/html; charset=utf-8")
        #expect(response.header("Cache-Control") == "no-cache")
        #expect(response.header("X-Content-Type-Options") == "nosniff")
        #expect(response.header("Content-Security-Policy") == ViewerRoutes.contentSecurityPolicy)
        #expect(response.body == Array(ViewerPage.html.utf8))
    }

    @Test(
        "the page and the client's files carry a tag of their bytes; If-None-Match naming it gets 304, immediately",
        arguments: ["/", "/v1/client.js", "/v1/client.d.ts"])
    func assetTags(path: String) async throws {
        let app = SegnavApp()
        let first = await app.respond(to: Request(method: "GET", path: path))
        let tag = try #require(first.header("ETag"))
        #expect(tag.count == 18 && tag.hasPrefix("\"") && tag.hasSuffix("\""), "\(tag)")
        for asked in [tag, "W/\(tag)", "\"0000000000000000\", \(tag)", "*"] {
            let request = Request(method: "GET", path: path, headers: [Field("If-None-Match", asked)])
            guard case .response = app.handler(for: request) else {
                Issue.record("a conditional GET of \(path) must be immediate")
                return
            }
            let again = await app.respond(to: request)
            #expect(again.status == 304, "\(asked)")
            #expect(again.body.isEmpty)
            #expect(again.header("ETag") == tag)
        }
        for asked in ["\"0000000000000000\"", "nonsense", ""] {
            let other = await app.respond(to: Request(method: "GET", path: path, headers: [Field("If-None-Match", asked)]))
            #expect(other.status == 200, "\(asked)")
            #expect(other.body == first.body)
        }
    }

    @Test("the page is open when a token is set; the API behind it is not")
    func openWithToken() async throws {
        let app = SegnavApp(configuration: ServiceConfiguration(token: "s3cret"))
        #expect(await app.respond(to: Request(method: "GET", path: "/")).status == 200)
        #expect(await app.respond(to: Request(method: "GET", path: "/v1/sessions")).status == 401)
    }

    @Test("the policy allows the page's own inline script and style by hash, and nothing from elsewhere")
    func policy() throws {
        let policy = ViewerRoutes.contentSecurityPolicy
        let directives = Dictionary(
            uniqueKeysWithValues: policy.split(separator: ";").map { part -> (String, String) in
                let words = part.split(separator: " ", maxSplits: 1)
                return (String(words[0]), words.count > 1 ? String(words[1]) : "")
            })
        #expect(directives["default-src"] == "'none'")
        #expect(directives["connect-src"] == "'self'")
        #expect(directives["frame-ancestors"] == "'none'")
        #expect(!policy.contains("unsafe-inline") && !policy.contains("unsafe-eval"))
        // Each hash checked against coreutils' sha256sum over the exact bytes between the tags.
        let html = ViewerPage.html
        let scripts = try Self.hashSources(of: "script", in: html), styles = try Self.hashSources(of: "style", in: html)
        // The inline script by hash, and scripts of this origin: the page imports /v1/client.js.
        #expect(directives["script-src"] == (["'self'"] + scripts).joined(separator: " "))
        #expect(directives["style-src"] == styles.joined(separator: " "))
        #expect(ViewerPage.scriptHashes.count == 1 && ViewerPage.styleHashes.count == 1)
    }

    /// `'sha256-…'` of each `<tag>…</tag>` block, by sha256sum and base64 (an independent computation).
    static func hashSources(of tag: String, in html: String) throws -> [String] {
        var sources: [String] = []
        var rest = Substring(html)
        while let open = rest.range(of: "<\(tag)>"), let close = rest.range(of: "</\(tag)>", range: open.upperBound..<rest.endIndex) {
            let block = Data(rest[open.upperBound..<close.lowerBound].utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "sha256sum | cut -d' ' -f1"]
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            input.fileHandleForWriting.write(block)
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
            let hex = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            var digest = Data()
            var index = hex.startIndex
            while index < hex.endIndex {
                let next = hex.index(index, offsetBy: 2)
                digest.append(UInt8(hex[index..<next], radix: 16)!)
                index = next
            }
            sources.append("'sha256-\(digest.base64EncodedString())'")
            rest = rest[close.upperBound...]
        }
        return sources
    }

    @Test("the page loads nothing from elsewhere and never parses text as HTML")
    func pageHygiene() {
        let page = Array(ViewerPage.html.utf8)
        for forbidden in [
            "http://", "https://", "//cdn", "innerHTML", "outerHTML", "insertAdjacentHTML",
            "document.write", "eval(", "new Function", " style=\"", "setAttribute('style'",
            "<script src", "<link rel=\"stylesheet\"",
        ] {
            #expect(page.firstRange(of: Array(forbidden.utf8)) == nil, "the viewer page contains \(forbidden)")
        }
    }
}
