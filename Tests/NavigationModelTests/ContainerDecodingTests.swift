import Testing

@testable import NavigationModel
@testable import SegnavWire

/// A program's shape errors (400) name the bad member with its JSON pointer; a well-formed program that cannot be
/// built (422, `SetupError`) names it too.
@Suite("Container programs: decoding and validation")
struct ContainerDecodingTests {
    /// A minimal program around `on` (a JSON object's inside).
    static func program(on: String = "", extra: String = "") -> String {
        #"{"format": "segnav-container/1", "class": "P", "views": {"scroll": {"kind": "scroll"}}, "vars": {"v": 0}"#
            + (extra.isEmpty ? "" : ", " + extra) + #", "on": {\#(on)}}"#
    }

    @Test(
        "each kind of malformed program is refused with the pointer of its bad member",
        arguments: [
            (#"{"format": "segnav-container/2", "class": "P"}"#, "/container/format"),
            (#"{"class": "P"}"#, "/container/format"),
            (#"{"format": "segnav-container/1", "class": "9P"}"#, "/container/class"),
            (program(extra: #""bogus": 1"#), "/container/bogus"),
            (program(on: #""select": [{"jump": 1}]"#), "/container/on/select/0"),
            (program(on: #""select": [{"end": null, "begin": null, "appearing": true, "animated": true}]"#), "/container/on/select/0"),
            (program(on: #""select": [{"if": {"xor": [1, 2]}, "then": []}]"#), "/container/on/select/0/if/xor"),
            (program(on: #""select": [{"if": {"==": [1, 2, 3]}, "then": []}]"#), "/container/on/select/0/if/=="),
            (program(on: #""select": [{"if": {"abs": [1]}, "then": []}]"#), "/container/on/select/0/if/abs"),
            (program(on: #""select": [{"if": {"cond": [1, 2]}, "then": []}]"#), "/container/on/select/0/if/cond"),
            (program(on: #""viewWillLayout": []"#), "/container/on/viewWillLayout"),
            (program(on: #""select": [{"addSubview": {"child": 0}, "to": 3}]"#), "/container/on/select/0/to"),
            (program(on: #""select": [{"addSubview": {"child": 0}}]"#), "/container/on/select/0/to"),
            (program(on: #""select": [{"end": {"child": 0}, "animated": true}]"#), "/container/on/select/0/animated"),
            (program(on: #""select": [{"willMove": {"child": 0}, "to": "parent"}]"#), "/container/on/select/0/to"),
            (program(on: #""select": [{"return": 1}]"#), "/container/on/select/0/return"),
            (program(on: #""select": {"end": 0}"#), "/container/on/select"),
            (program(on: #""select": [{"set": "x", "to": [1]}]"#), "/container/on/select/0/to"),
            (program(on: #""select": [{"forEach": {"every": true}, "as": "c", "do": []}]"#), "/container/on/select/0/forEach"),
            (program(extra: #""control": "tabs""#), "/container/control"),
            (#"{"format": "segnav-container/1", "class": "P", "vars": {"v": [1]}}"#, "/container/vars/v"),
        ])
    func malformed(text: String, pointer: String) throws {
        let errors = try programErrors(text)
        #expect(errors.contains { $0.pointer == pointer }, "\(errors.map { ($0.pointer ?? "", $0.detail) })")
    }

    @Test("statements nested past 32 levels are refused where the nesting goes too deep")
    func nesting() throws {
        var body = "[]"
        for _ in 0..<33 { body = #"[{"async": \#(body)}]"# }
        // The request body's own JSON depth limit (64) stops this first; past it, the decoder's holds.
        #expect(throws: JSONParseError.self) { try programErrors(Self.program(on: #""select": \#(body)"#)) }
        let errors = try programErrors(Self.program(on: #""select": \#(body)"#), maxDepth: 200)
        #expect(errors.contains { $0.detail.contains("nested deeper than 32") })
    }

    @Test("more than 4096 statements are refused")
    func tooManyStatements() throws {
        let many = Array(repeating: #"{"return": null}"#, count: 4097).joined(separator: ",")
        let errors = try programErrors(Self.program(on: #""select": [\#(many)]"#))
        #expect(errors.contains { $0.pointer == "/container" && $0.detail.contains("4097") || $0.detail.contains("4096") })
    }

    static func setupError(_ program: String, runtime: Runtime = .modern, selectedIndex: Int = 0) throws -> SetupError? {
        var c = containerConfiguration(try decodeProgram(program), runtime: runtime)
        c.selectedIndex = selectedIndex
        do {
            _ = try NavigationSession(configuration: c)
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "a well-formed program naming what it does not declare is refused (422) with the pointer",
        arguments: [
            (program(on: #""select": [{"set": "x", "to": {"var": "nope"}}]"#), "/container/on/select/0/to/var"),
            (program(on: #""select": [{"addSubview": {"child": 0}, "to": "pages"}]"#), "/container/on/select/0/to"),
            (program(on: #""select": [{"setContentOffset": "view", "page": 1}]"#), "/container/on/select/0/setContentOffset"),
            (program(on: #""select": [{"call": "missing"}]"#), "/container/on/select/0/call"),
            (program(on: #""select": [{"if": {"arg": "finished"}, "then": []}]"#), "/container/on/select/0/if/arg"),
            (program(on: #""viewDidLoad": [{"if": {"arg": "index"}, "then": []}]"#), "/container/on/viewDidLoad/0/if/arg"),
            (program(on: #""select": [{"forEach": {"children": true}, "as": "v", "do": []}]"#), "/container/on/select/0/as"),
            (program(on: #""select": [{"if": {"offset": "pages"}, "then": []}]"#), "/container/on/select/0/if/offset"),
            (
                program(on: #""select": [{"call": "f", "args": {"q": 1}}]"#, extra: #""fn": {"f": {"params": ["p"], "body": []}}"#),
                "/container/on/select/0/args/q"
            ),
            (
                program(on: #""select": [{"pageViewController": "pvc", "setViewControllers": {"child": 0}}]"#),
                "/container/on/select/0/pageViewController"
            ),
            (
                program(
                    on: #""init": [{"pageViewController": "pvc", "setViewControllers": {"child": 0}}]"#,
                    extra: #""embeds": {"pvc": {"kind": "UIPageViewController", "style": "scroll"}}"#),
                "/container/on/init/0/pageViewController"
            ),
            (
                program(
                    on: #""viewDidLoad": [{"pageViewController": "pvc", "setViewControllers": {"child": 0}, "direction": {"cond": [true, "up", "forward"]}}]"#,
                    extra: #""embeds": {"pvc": {"kind": "UIPageViewController", "style": "scroll"}}"#),
                "/container/on/viewDidLoad/0/direction"
            ),
        ])
    func unbuildable(text: String, pointer: String) throws {
        let error = try Self.setupError(text)
        #expect(error?.field == pointer, "\(String(describing: error))")
    }

    @Test("A03 (Pageboy) decodes and launches: its embed is the paging model's page view controller (DESIGN.md §3.20 \"Embeds\")")
    func pageboy() throws {
        let program = try exampleProgram("A03-pageboy-5.0.1.json")
        #expect(program.embeds == ["pvc"])
        let s = try NavigationSession(configuration: containerConfiguration(program))
        let pvc = try #require(s.world.containerEmbed("pvc"))
        #expect(s.world.controllers[pvc].className == "UIPageViewController")
        #expect(s.world.pager(pvc).viewControllers == [s.world.program.segmentVCs[0]])
    }

    @Test(
        "a malformed embed or setViewControllers is 400 naming the member",
        arguments: [
            (program(extra: #""embeds": {"pvc": {"kind": "UITabBarController", "style": "scroll"}}"#), "/container/embeds/pvc/kind"),
            (program(extra: #""embeds": {"pvc": {"kind": "UIPageViewController", "style": "pageCurl"}}"#), "/container/embeds/pvc/style"),
            (program(extra: #""embeds": {"pvc": {"kind": "UIPageViewController", "style": 1}}"#), "/container/embeds/pvc/style"),
            (program(extra: #""embeds": {"pvc": {"kind": "UIPageViewController"}}"#), "/container/embeds/pvc/style"),
            (
                program(extra: #""embeds": {"pvc": {"kind": "UIPageViewController", "style": "scroll", "spine": 1}}"#),
                "/container/embeds/pvc/spine"
            ),
            (program(extra: #""embeds": {"pvc": "UIPageViewController"}"#), "/container/embeds/pvc"),
            (program(extra: #""embeds": {"2pvc": {"kind": "UIPageViewController", "style": "scroll"}}"#), "/container/embeds/2pvc"),
            (program(extra: #""embeds": ["pvc"]"#), "/container/embeds"),
            (
                program(on: #""select": [{"pageViewController": "pvc", "setViewControllers": [{"child": 0}, {"child": 1}]}]"#),
                "/container/on/select/0/setViewControllers"
            ),
            (
                program(on: #""select": [{"pageViewController": "pvc", "setViewControllers": []}]"#),
                "/container/on/select/0/setViewControllers"
            ),
            (program(on: #""select": [{"pageViewController": 3, "setViewControllers": {"child": 0}}]"#), "/container/on/select/0/pageViewController"),
            (program(on: #""select": [{"setViewControllers": {"child": 0}}]"#), "/container/on/select/0/pageViewController"),
            (
                program(on: #""select": [{"pageViewController": "pvc", "setViewControllers": {"child": 0}, "direction": "up"}]"#),
                "/container/on/select/0/direction"
            ),
            (
                program(on: #""select": [{"pageViewController": "pvc", "setViewControllers": {"child": 0}, "completion": 1}]"#),
                "/container/on/select/0/completion"
            ),
            (
                program(on: #""select": [{"pageViewController": "pvc", "setViewControllers": {"child": 0}, "spine": "min"}]"#),
                "/container/on/select/0/spine"
            ),
            (
                program(on: #""select": [{"pageViewController": "pvc", "setViewControllers": {"kid": 0}}]"#),
                "/container/on/select/0/setViewControllers/kid"
            ),
        ])
    func malformedEmbed(text: String, pointer: String) throws {
        let errors = try programErrors(text)
        #expect(errors.contains { $0.pointer == pointer }, "\(errors.map { "\($0.pointer ?? "") \($0.detail)" })")
    }

    @Test("a list of one controller is Swift's [vc]; a null controller does nothing; a page the data source lacks is null")
    func setViewControllersOperand() throws {
        let text = Self.program(
            on:
                #""viewDidLoad": [{"pageViewController": "pvc", "setViewControllers": [{"child": 1}]}, {"pageViewController": "pvc", "setViewControllers": {"child": 9}}]"#,
            extra: #""embeds": {"pvc": {"kind": "UIPageViewController", "style": "scroll"}}"#)
        let s = try NavigationSession(configuration: containerConfiguration(try decodeProgram(text)))
        let pvc = try #require(s.world.containerEmbed("pvc"))
        #expect(s.world.pager(pvc).viewControllers == [s.world.program.segmentVCs[1]])
    }

    @Test("an embed on runtime legacy is refused: UIPageViewController arrived in iOS 5")
    func embedOnLegacy() throws {
        let text = Self.program(extra: #""embeds": {"pvc": {"kind": "UIPageViewController", "style": "scroll"}}"#)
        #expect(try Self.setupError(text, runtime: .legacy)?.field == "/container/embeds/pvc")
    }

    @Test("on runtime legacy, the first containment or begin/end statement is refused; a program without them runs")
    func legacy() throws {
        let modern = Self.program(on: #""viewDidLoad": [{"addSubview": {"child": 0}, "to": "view"}, {"addChild": {"child": 0}}]"#)
        #expect(try Self.setupError(modern, runtime: .legacy)?.field == "/container/on/viewDidLoad/1")
        let plain = Self.program(on: #""viewDidLoad": [{"addSubview": {"child": 0}, "to": "view"}]"#)
        #expect(try Self.setupError(plain, runtime: .legacy) == nil)
        let appearing = Self.program(on: #""viewIsAppearing": []"#)
        #expect(try Self.setupError(appearing, runtime: .legacy)?.field == "/container/on/viewIsAppearing")
    }

    @Test("a container launches on segment 0, and cannot be combined with a preset or another strategy")
    func setupRules() throws {
        #expect(try Self.setupError(Self.program(), selectedIndex: 1)?.field == "/selectedIndex")
        var c = containerConfiguration(try decodeProgram(Self.program()))
        c.preset = .deponte2016
        #expect(throws: SetupError.invalid(field: "/preset", message: "a container program replaces the preset: send one or the other")) {
            try NavigationSession(configuration: c)
        }
        var s = containerConfiguration(try decodeProgram(Self.program()))
        s.strategy = .containment
        #expect(throws: SetupError.self) { try NavigationSession(configuration: s) }
        let none = SessionConfiguration(strategy: .container, segments: threeTables)
        #expect(throws: SetupError.self) { try NavigationSession(configuration: none) }
    }

    @Test("every example decodes, and decodes to the same program twice (the decoder is deterministic)", arguments: containerExampleNames())
    func examplesDecode(name: String) throws {
        let a = try exampleProgram(name)
        #expect(try exampleProgram(name) == a)
        #expect(!a.className.isEmpty)
    }
}

/// Exports write a program back as JSON; it must read back to the same program.
@Suite("Container programs: written back")
struct ContainerEncodingTests {
    @Test("every example, decoded, written back and decoded again, is the same program", arguments: containerExampleNames())
    func roundTrip(name: String) throws {
        let program = try exampleProgram(name)
        let text = program.json.text
        #expect(try decodeProgram(text) == program)
    }
}
