import Foundation
import MicroHTTP
import Testing
@testable import SegnavService

/// `GET /` serves the embedded viewer (DESIGN.md §6); the page itself is tested in
/// a real browser by Tests/browser/test_viewer.py.
@Suite("Viewer page")
struct ViewerTests {
    static let htmlPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/SegnavService/Viewer/ViewerPage.html").path

    @Test("the embedded page is ViewerPage.html byte for byte (run scripts/embed-viewer.sh after editing it)")
    func embeddedMatchesFile() throws {
        let file = try #require(FileManager.default.contents(atPath: Self.htmlPath), "missing \(Self.htmlPath)")
        let embedded = Array(ViewerPage.html.utf8)
        #expect(embedded.count == file.count)
        #expect(embedded == Array(file), "ViewerPage.swift is stale: run scripts/embed-viewer.sh")
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

    @Test("the page is open when a token is set; the API behind it is not")
    func openWithToken() async throws {
        let app = SegnavApp(configuration: ServiceConfiguration(token: "s3cret"))
        #expect(await app.respond(to: Request(method: "GET", path: "/")).status == 200)
        #expect(await app.respond(to: Request(method: "GET", path: "/v1/sessions")).status == 401)
    }

    @Test("the policy allows the page's own inline script and style by hash, and nothing from elsewhere")
    func policy() throws {
        let policy = ViewerRoutes.contentSecurityPolicy
        let directives = Dictionary(uniqueKeysWithValues: policy.split(separator: ";").map { part -> (String, String) in
            let words = part.split(separator: " ", maxSplits: 1)
            return (String(words[0]), words.count > 1 ? String(words[1]) : "")
        })
        #expect(directives["default-src"] == "'none'")
        #expect(directives["connect-src"] == "'self'")
        #expect(directives["frame-ancestors"] == "'none'")
        #expect(!policy.contains("unsafe-inline") && !policy.contains("unsafe-eval"))
        let html = Array(ViewerPage.html.utf8)
        let scripts = ViewerRoutes.inlineBlocks(of: "script", in: html)
        let styles = ViewerRoutes.inlineBlocks(of: "style", in: html)
        #expect(scripts.count == 1)
        #expect(styles.count == 1)
        #expect(directives["script-src"] == scripts.map(ViewerRoutes.hashSource).joined(separator: " "))
        #expect(directives["style-src"] == styles.map(ViewerRoutes.hashSource).joined(separator: " "))
    }

    @Test("the page loads nothing from elsewhere and never parses text as HTML")
    func pageHygiene() {
        let page = Array(ViewerPage.html.utf8)
        for forbidden in ["http://", "https://", "//cdn", "innerHTML", "outerHTML", "insertAdjacentHTML",
                          "document.write", "eval(", "new Function", " style=\"", "setAttribute('style'",
                          "<script src", "<link rel=\"stylesheet\""] {
            #expect(page.firstRange(of: Array(forbidden.utf8)) == nil, "the viewer page contains \(forbidden)")
        }
    }

    @Test("SHA-256 and base64 match the FIPS 180-4 / RFC 4648 vectors")
    func digest() {
        func hex(_ bytes: [UInt8]) -> String { bytes.map { String($0, radix: 16).leftPadded(to: 2) }.joined() }
        #expect(hex(SHA256.hash([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(SHA256.hash(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex(SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000)))
            == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        #expect(SHA256.base64([]) == "")
        #expect(SHA256.base64(Array("f".utf8)) == "Zg==")
        #expect(SHA256.base64(Array("fo".utf8)) == "Zm8=")
        #expect(SHA256.base64(Array("foobar".utf8)) == "Zm9vYmFy")
        #expect(SHA256.base64(SHA256.hash(Array("abc".utf8))) == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
