import NavigationModel

extension SessionState {
    /// The state body (SPEC §3, issue 11's exact names); `id` comes first.
    func json(id: String, preset: Preset?) -> JSON {
        .object([
            ("id", .string(id)),
            ("version", JSON(version)),
            ("strategy", .string(strategy.rawValue)),
            ("runtime", .string(runtime.rawValue)),
            ("fidelity", .string(fidelity.rawValue)),
            ("device", .string(device.rawValue)),
            ("preset", JSON(preset?.rawValue)),
            ("selectedIndex", JSON(selectedIndex)),
            ("segments", .array(segments.map {
                ["index": JSON($0.index), "title": JSON($0.title), "controller": .string($0.controller)]
            })),
            ("current", [
                "segment": JSON(current.segment),
                "title": JSON(current.title),
                "topController": .string(current.topController),
                "navigationTitle": JSON(current.navigationTitle),
                "titleView": JSON(current.titleView),
                "backButtonTitle": JSON(current.backButtonTitle),
            ]),
            ("navigationStack", .array(navigationStack.map {
                ["id": .string($0.id), "class": .string($0.className), "title": JSON($0.title)]
            })),
            ("controllers", .array(controllers.map {
                [
                    "id": .string($0.id), "class": .string($0.className), "title": JSON($0.title),
                    "parent": JSON($0.parent), "viewLoaded": .bool($0.viewLoaded),
                    "appearance": .string($0.appearance.rawValue), "inWindow": .bool($0.inWindow),
                ]
            })),
            ("lastEventSeq", JSON(lastEventSeq)),
            ("warnings", JSON(warnings)),
        ])
    }
}
