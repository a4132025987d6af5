import MicroHTTP

/// `GET /`: the web viewer (DESIGN.md §6), one self-contained page compiled into
/// the binary (`ViewerPage.html`, embedded in `ViewerPage.swift` by
/// `scripts/embed-viewer.sh`). A constant, so the handler is immediate (DESIGN.md §5);
/// open without a token (`AccessPolicy.open`): the page asks for one and
/// sends it on its API calls.
enum ViewerRoutes {
    static func register(on router: inout Router) {
        let response = page
        router.add("GET", "/", .immediate { _ in response })
    }

    /// Built once per process: the page, its headers, its policy.
    static let page = Response(status: 200, headers: [
        Field("Content-Type", "text/html; charset=utf-8"),
        Field("Cache-Control", "no-cache"),
        Field("Content-Security-Policy", contentSecurityPolicy),
        Field("X-Content-Type-Options", "nosniff"),
        Field("Referrer-Policy", "no-referrer"),
    ], body: Array(ViewerPage.html.utf8))

    /// Nothing from elsewhere: the page's own inline script and style, each
    /// allowed by its SHA-256 hash (not `'unsafe-inline'`: an injected
    /// `<script>` or `style` attribute would not run), requests only to this
    /// origin, no framing, no form posts, no `<base>`. Hashed from the
    /// embedded page itself, so it can never name a stale digest.
    static let contentSecurityPolicy: String = {
        let html = Array(ViewerPage.html.utf8)
        let scripts = inlineBlocks(of: "script", in: html).map(hashSource).joined(separator: " ")
        let styles = inlineBlocks(of: "style", in: html).map(hashSource).joined(separator: " ")
        return [
            "default-src 'none'",
            "script-src \(scripts.isEmpty ? "'none'" : scripts)",
            "style-src \(styles.isEmpty ? "'none'" : styles)",
            "connect-src 'self'",
            "img-src 'self' data:",
            "base-uri 'none'",
            "form-action 'none'",
            "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }()

    static func hashSource(_ content: [UInt8]) -> String {
        "'sha256-\(SHA256.base64(SHA256.hash(content)))'"
    }

    /// The text between each `<tag>` (no attributes) and the next `</tag>`,
    /// the exact bytes a browser hashes for a CSP hash source.
    static func inlineBlocks(of tag: String, in html: [UInt8]) -> [[UInt8]] {
        let open = Array("<\(tag)>".utf8), close = Array("</\(tag)>".utf8)
        var blocks: [[UInt8]] = []
        var index = 0
        while let start = find(open, in: html, from: index) {
            let contentStart = start + open.count
            guard let end = find(close, in: html, from: contentStart) else { break }
            blocks.append(Array(html[contentStart..<end]))
            index = end + close.count
        }
        return blocks
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard needle.count <= haystack.count, start <= haystack.count - needle.count else { return nil }
        var i = start
        while i <= haystack.count - needle.count {
            if haystack[i] == needle[0], haystack[i..<i + needle.count].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
