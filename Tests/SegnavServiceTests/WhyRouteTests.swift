import Foundation
import MicroHTTP
import NavigationModel
import Testing
@testable import SegnavService
import SegnavViewer

/// `GET /v1/sessions/{id}/events/{seq}/why`: the chain down to an event, its rules and flaw quoted from DESIGN.md.
@Suite("Why did this fire?")
struct WhyRouteTests {
    let client = APIClient()

    @Test("a managing seed's hand-made viewWillAppear: chain from the tap, rule 3.9, the flaw and what corrected does")
    func manualAppearance() async throws {
        let id = try await client.create(#"{"preset":"crafterm-2010"}"#)
        let acted = await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":1}"#).jsonBody
        let events = acted["events"]?.arrayValue ?? []
        let byHand = try #require(events.first { $0["name"] == "viewWillAppear" && $0["origin"] == "container" })
        let seq = try #require(byHand["seq"]?.intValue)
        let response = await client.call("GET", "/v1/sessions/\(id)/events/\(seq)/why")
        #expect(response.status == 200, "\(response.text)")
        let why = response.jsonBody
        #expect(why["event"] == byHand)
        let chain = why["chain"]?.arrayValue ?? []
        #expect(chain.count == 2)
        #expect(chain.first?["name"] == "valueChanged" && chain.last == byHand)
        let rules = why["rules"]?.arrayValue ?? []
        #expect(rules.map { $0["id"] } == ["3.9"])
        #expect(rules.first?["title"] == "`UISegmentedControl`")
        #expect(rules.first?["confidence"] == "high / medium")
        #expect(why["flaw"]?["id"] == "managingManualAppearance")
        #expect(why["flaw"]?["corrected"]?.stringValue?.contains("on modern it calls none") == true)
    }

    @Test("a duplicate names the call that made it twice: UIKit's viewWillAppear on Australia, after the program's own")
    func duplicateNamesTheEarlierCall() async throws {
        let id = try await client.create(#"{"preset":"crafterm-2010"}"#)
        let acted = await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":1}"#).jsonBody
        let events = acted["events"]?.arrayValue ?? []
        let byHand = try #require(
            events.first { $0["name"] == "viewWillAppear" && $0["origin"] == "container" && $0["receiver"]?["class"] != "ItalyViewController" })
        let duplicate = try #require(
            events.first { $0["name"] == "warning" && $0["args"]?["code"] == "duplicateAppearance" && $0["receiver"] == byHand["receiver"] })
        #expect(duplicate["cause"]?["setBy"] == byHand["seq"])
        #expect(duplicate["cause"]?["flaw"] == "managingManualAppearance")
        let seq = try #require(duplicate["seq"]?.intValue)
        let why = await client.call("GET", "/v1/sessions/\(id)/events/\(seq)/why").jsonBody
        #expect(why["setBy"] == byHand)
        #expect(why["flaw"]?["id"] == "managingManualAppearance")
        let because = try #require(why["because"]?.stringValue)
        #expect(because.contains("#\(byHand["seq"]?.intValue ?? 0) viewWillAppear"), "\(because)")
        #expect(because.contains("managingManualAppearance"))
        // Every warning of the switch reaches a program call with that flaw.
        for warning in events where warning["name"] == "warning" {
            let w = await client.call("GET", "/v1/sessions/\(id)/events/\(warning["seq"]?.intValue ?? 0)/why").jsonBody
            #expect(w["flaw"]?["id"] == "managingManualAppearance", "\(warning)")
        }
    }

    @Test("a warning's chain ends at the call that broke the appearance machine (rule 3.11, with its evidence text)")
    func warning() async throws {
        let id = try await client.create(#"{"preset":"crafterm-2010"}"#)
        let acted = await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":1}"#).jsonBody
        let warning = try #require((acted["events"]?.arrayValue ?? []).first { $0["name"] == "warning" })
        let culprit = try #require(warning["cause"]?["event"]?.intValue)
        let why = await client.call("GET", "/v1/sessions/\(id)/events/\(warning["seq"]?.intValue ?? 0)/why").jsonBody
        let chain = why["chain"]?.arrayValue ?? []
        #expect(chain.dropLast().last?["seq"]?.intValue == culprit)
        #expect((why["rules"]?.arrayValue ?? []).contains { $0["id"] == "3.11" && $0["title"] == "Appearance is a state machine, and a contract" })
        // The contract's clause the warning reports, with its statement (DESIGN.md §3.11).
        #expect(warning["args"]?["clause"] == "balanced")
        #expect(why["clause"]?["id"] == "balanced")
        #expect(why["clause"]?["text"]?.stringValue?.hasPrefix("begin and end balanced") == true)
        // Any other event has no clause.
        let first = await client.call("GET", "/v1/sessions/\(id)/events/1/why").jsonBody
        #expect(first["clause"] == .null)
        // Plain words first (issue 43): the clause's and each rule's summary, no Markdown; the section's Markdown
        // kept whole (its lists) for a reader that renders it.
        #expect(why["clause"]?["summary"]?.stringValue?.hasPrefix("Appearance calls come in pairs") == true)
        for rule in why["rules"]?.arrayValue ?? [] {
            let summary = try #require(rule["summary"]?.stringValue, "rule \(rule["id"]?.stringValue ?? "?")")
            #expect(!summary.contains("`") && summary.count < 420)
        }
        let machine = try #require((why["rules"]?.arrayValue ?? []).first { $0["id"] == "3.11" })
        #expect(machine["markdown"]?.stringValue?.contains("\n- ") == true)
    }

    @Test("every rule the route quotes is a DESIGN.md §3 heading, with text; 3.1 carries its evidence")
    func catalogue() throws {
        let catalogue = DesignCatalogue.shared
        for rule in NavigationModel.Rule.allCases {
            guard let id = rule.id else { continue }
            let text = try #require(catalogue.rules[id], "rule \(id) is not in the compiled DESIGN.md")
            #expect(!text.text.isEmpty && !text.title.isEmpty)
        }
        #expect(catalogue.rules["3.1"]?.evidence?.contains("[D26]") == true)
        for flaw in NavigationModel.Flaw.allCases {
            guard let id = flaw.id else { continue }
            #expect(catalogue.flaws[id] != nil, "flaw \(id) is not in the compiled DESIGN.md §2.1")
        }
    }

    @Test("a seq past the last is 404, one dropped from the ring 410 event-dropped, a bad seq 400")
    func problems() async throws {
        var configuration = ServiceConfiguration()
        configuration.limits.eventCapacity = 40
        let small = APIClient(configuration)
        let id = try await small.create(#"{"preset":"crafterm-2010"}"#)
        _ = expectProblem(await small.call("GET", "/v1/sessions/\(id)/events/100000/why"), 404)
        _ = await small.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":1}"#)
        let gone = expectProblem(await small.call("GET", "/v1/sessions/\(id)/events/1/why"), 410)
        #expect(gone["type"] == "https://segnav.dev/problems/event-dropped")
        for bad in ["0", "x", "-1", "99999999999"] {
            let problem = expectProblem(await small.call("GET", "/v1/sessions/\(id)/events/\(bad)/why"), 400)
            #expect(problem["errors"]?.arrayValue.first?["parameter"] == "seq")
        }
    }
}
