import MicroHTTP
import SegnavViewer

/// `GET /`: the web viewer (DESIGN.md §6), one self-contained page compiled into
/// the binary (`ViewerPage.html`, turned into `ViewerPage` at build time by the
/// EmbedViewer plugin). A constant, so the handler is immediate (DESIGN.md §5);
/// open without a token (`Route.Access.open`): the page asks for one and
/// sends it on its API calls.
enum ViewerRoutes {
    /// Built once per process: the page, its headers, its policy.
    static let page = Response(
        status: 200,
        headers: [
            Field("Content-Type", "text/html; charset=utf-8"),
            Field("Cache-Control", "no-cache"),
            Field("ETag", tag(of: ViewerPage.html)),
            Field("Content-Security-Policy", contentSecurityPolicy),
            Field("X-Content-Type-Options", "nosniff"),
            Field("Referrer-Policy", "no-referrer"),
        ], body: Array(ViewerPage.html.utf8))

    /// `GET /v1/client.js` and `/v1/client.d.ts`: the JavaScript client, an ES
    /// module (SegnavViewer/client.js, embedded by the EmbedViewer plugin), for pages
    /// and Node alike. Open to anyone, like the page that imports it: it holds
    /// no data; CORS lets another origin's page import it.
    static let clientModule = Response(
        status: 200,
        headers: [
            Field("Content-Type", "text/javascript; charset=utf-8"),
            Field("Cache-Control", "no-cache"),
            Field("ETag", tag(of: ClientModule.javascript)),
            Field("X-Content-Type-Options", "nosniff"),
        ], body: Array(ClientModule.javascript.utf8)
    ).preparing()
    static let clientTypes = Response(
        status: 200,
        headers: [
            Field("Content-Type", "text/plain; charset=utf-8"),
            Field("Cache-Control", "no-cache"),
            Field("ETag", tag(of: ClientModule.typescript)),
            Field("X-Content-Type-Options", "nosniff"),
        ], body: Array(ClientModule.typescript.utf8)
    ).preparing()

    /// A constant asset, or 304 when `If-None-Match` names its tag: `Cache-Control: no-cache` makes a browser
    /// ask every time, and the tag lets it keep its copy instead of fetching the bytes again.
    static func asset(_ response: Response, _ request: Request) -> Handler {
        guard let tag = response.header("ETag"), let asked = request.header("If-None-Match"), ETag.matches(asked, current: tag)
        else { return .response(response) }
        return .response(Response(status: 304, headers: [Field("ETag", tag), Field("Cache-Control", "no-cache")]))
    }

    /// A strong tag from the bytes themselves (FNV-1a, 64 bits): it changes when the embedded file does, and is
    /// the same on every node built from the same sources.
    static func tag(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }

    /// Nothing from elsewhere: the page's own inline script and style, each
    /// allowed by its SHA-256 hash (not `'unsafe-inline'`: an injected
    /// `<script>` or `style` attribute would not run), requests only to this
    /// origin, no framing, no form posts, no `<base>`. The hashes were computed
    /// from the very bytes embedded, when the page was embedded (the EmbedViewer
    /// build plugin), so they can never name a stale digest.
    static let contentSecurityPolicy: String = [
        "default-src 'none'",
        // 'self': the page imports segnav's own JavaScript client (`/v1/client.js`) to follow its session.
        "script-src 'self' \(ViewerPage.scriptHashes.joined(separator: " "))",
        "style-src \(ViewerPage.styleHashes.isEmpty ? "'none'" : ViewerPage.styleHashes.joined(separator: " "))",
        "connect-src 'self'",
        "img-src 'self' data:",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
    ].joined(separator: "; ")
}
