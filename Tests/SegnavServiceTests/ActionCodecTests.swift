import NavigationModel
import SegnavWire
import SessionStore
import StateFile
import Testing

/// One codec per action: the API's decoder, the one encoder, and the journal's rows, which are both (DESIGN.md §5.7).
@Suite("Actions: one encoder, one decoder, the journal's rows")
struct ActionCodecTests {
    /// Every action type, in the API's own text as the encoder writes it (its members in the encoder's order).
    static let samples: [String] = [
        #"{"type":"selectSegment","index":1}"#, #"{"type":"setSegment","index":0}"#, #"{"type":"tapRow","row":100000}"#,
        #"{"type":"push","screen":{"kind":"table","title":"T \"q\" / é","class":"TableVC","rows":[{"title":"a","detail":{"kind":"label","text":"line\none"}},{"title":"b"}]}}"#,
        #"{"type":"push","screen":{"kind":"image","image":"x.jpg","caption":"c"}}"#,
        #"{"type":"push","screen":{"kind":"table","rows":[]}}"#,
        #"{"type":"pop"}"#, #"{"type":"popToRoot"}"#, #"{"type":"tapBack"}"#, #"{"type":"memoryWarning"}"#,
        #"{"type":"beginBackSwipe"}"#, #"{"type":"updateBackSwipe","progress":0.3}"#, #"{"type":"updateBackSwipe","progress":1}"#,
        #"{"type":"endBackSwipe","complete":true}"#, #"{"type":"endBackSwipe","complete":false}"#,
        #"{"type":"advance","seconds":0.25}"#, #"{"type":"advance","seconds":0.001}"#, #"{"type":"advance","seconds":3600}"#,
        #"{"type":"advance","seconds":0}"#,
        #"{"type":"beginPageSwipe","direction":"forward"}"#, #"{"type":"beginPageSwipe","direction":"reverse"}"#,
        #"{"type":"updatePageSwipe","progress":0.5}"#, #"{"type":"endPageSwipe","complete":false}"#,
    ]

    static func api(_ text: String) throws -> Action {
        let decoded = try ActionDecoder.decode(JSON.parse(Array(text.utf8)))
        try #require(decoded.actions.count == 1)
        return decoded.actions[0]
    }

    @Test("the encoder writes what the API reads, byte for byte, for every action type")
    func encoderMirrorsDecoder() throws {
        let actions = try Self.samples.map(Self.api)
        #expect(Set(actions.map(\.type)) == Set(ActionType.allCases))
        for (text, action) in zip(Self.samples, actions) {
            #expect(String(decoding: ActionEncoder.encode(action), as: UTF8.self) == text)
            #expect(action.typeName == action.type.rawValue)
        }
    }

    @Test("a journal row of every action type decodes with the API's decoder to what the API decoded")
    func journalRowsUseTheAPIsCodec() throws {
        let actions = try Self.samples.map(Self.api)
        // One batch per row, and several batches joined in one row.
        var one = BatchRow()
        one.add(actions, version: actions.count, lastEventSeq: 0)
        #expect(String(decoding: one.text, as: UTF8.self) == "[" + Self.samples.joined(separator: ",") + "]")
        #expect(try JournalActions.decodeBatches(one.text, spelling: .api) == [actions])
        let batches = [Array(actions.prefix(3)), [actions[3]], Array(actions.dropFirst(4))]
        let joined = JournalActions.encode(batches: batches)
        #expect(try JournalActions.decodeBatches(joined, spelling: .api) == batches)
    }

    @Test("rows of schema versions 1 and 2 decode to the same actions")
    func legacySpelling() throws {
        let pairs: [(legacy: String, api: String)] = [
            (#"{"type":"advance","milliseconds":250}"#, #"{"type":"advance","seconds":0.25}"#),
            (#"{"type":"advance","milliseconds":3600000}"#, #"{"type":"advance","seconds":3600}"#),
            (#"{"type":"advance","milliseconds":1}"#, #"{"type":"advance","seconds":0.001}"#),
            (
                #"{"type":"push","screen":{"className":"X","kind":"label","rows":[],"text":"t","title":"L"}}"#,
                #"{"type":"push","screen":{"kind":"label","title":"L","class":"X","text":"t"}}"#
            ),
            (
                #"{"type":"push","screen":{"kind":"table","rows":[{"detail":{"kind":"color","color":"red","rows":[]},"title":"a"}]}}"#,
                #"{"type":"push","screen":{"kind":"table","rows":[{"title":"a","detail":{"kind":"color","color":"red"}}]}}"#
            ),
            (#"{"type":"updateBackSwipe","progress":0.1}"#, #"{"type":"updateBackSwipe","progress":0.1}"#),
        ]
        for (legacy, api) in pairs {
            #expect(try JournalActions.decodeBatches(Array("[\(legacy)]".utf8), spelling: .legacy) == [[Self.api(api)]], "\(legacy)")
        }
        #expect(JournalActions.Spelling(schemaVersion: 1) == .legacy)
        #expect(JournalActions.Spelling(schemaVersion: 2) == .legacy)
        #expect(JournalActions.Spelling(schemaVersion: StateDatabase.schemaVersion) == .api)
        // The API's spelling is not the old one: a version 3 row in milliseconds is damaged, and refused as such.
        #expect(throws: JournalActions.Unreadable.self) {
            try JournalActions.decodeBatches(Array(#"[{"type":"advance","milliseconds":250}]"#.utf8), spelling: .api)
        }
    }

    @Test("a damaged row is refused with the reason, never a trap")
    func damagedRows() {
        let cases: [(row: String, reason: String)] = [
            ("[{", "not JSON (byte 2: "), ("{}", "expected an array, got object"), ("[1]", "/0: expected an object, got integer"),
            (#"[[{"type":"pop"}],2]"#, "/1: expected an array of actions, got integer"),
            (#"[{"type":"fly"}]"#, "/0/type: unknown action type 'fly'"),
            (#"[{"type":"advance","seconds":1e300}]"#, "/0/seconds: must be between 0 and 3600"),
            (#"[[{"type":"tapRow","row":-1}]]"#, "/0/0/row: must be between 0 and 100000"),
            (String(repeating: "[", count: 100), "nested deeper than"),
        ]
        for (row, reason) in cases {
            do {
                _ = try JournalActions.decodeBatches(Array(row.utf8), spelling: .api)
                Issue.record("\(row) was read")
            } catch {
                #expect(error.description.contains(reason), "\(row): \(error.description)")
            }
        }
        // Legacy: milliseconds past the API's range are refused the same way.
        #expect(throws: JournalActions.Unreadable.self) {
            try JournalActions.decodeBatches(Array(#"[{"type":"advance","milliseconds":1e300}]"#.utf8), spelling: .legacy)
        }
    }

    @Test("an event's seq is read through the JSON reader, wherever it stands")
    func eventSeq() {
        func seq(_ text: String) -> Int? { SessionStore.seq(of: ArraySlice(text.utf8)) }
        #expect(seq(#"{"seq":7,"time":0,"kind":"x"}"#) == 7)
        #expect(seq(#"{"time":0,"seq":12}"#) == 12)
        #expect(seq(#" { "seq" : 3 } "#) == 3)
        #expect(seq(#"{"seq":7,"time":0"#) == nil)
        #expect(seq(#"{"seq":-1}"#) == nil)
        #expect(seq(#"{"seq":1.5}"#) == nil)
        #expect(seq(#"{"seq":"7"}"#) == nil)
        #expect(seq(#"[7]"#) == nil)
        #expect(seq(#"{"seq":1e300}"#) == nil)
    }
}
