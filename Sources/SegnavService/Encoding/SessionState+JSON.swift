import NavigationModel

extension SessionState {
    /// The state body (SPEC §3, issue 11's exact names); `id` comes first.
    func encoded(id: String, preset: Preset?) -> [UInt8] {
        var w = JSONWriter(capacity: 1024)
        w.object { w in
            w.member("id", id)
            w.member("version", version)
            w.member("strategy", strategy.rawValue)
            w.member("runtime", runtime.rawValue)
            w.member("fidelity", fidelity.rawValue)
            w.member("device", device.rawValue)
            w.member("preset", preset?.rawValue)
            w.member("selectedIndex", selectedIndex)
            w.key("segments")
            w.array(segments) { w, segment in
                w.object { w in
                    w.member("index", segment.index)
                    w.member("title", segment.title)
                    w.member("controller", segment.controller)
                }
            }
            w.key("current")
            w.object { w in
                w.member("segment", current.segment)
                w.member("title", current.title)
                w.member("topController", current.topController)
                w.member("navigationTitle", current.navigationTitle)
                w.member("titleView", current.titleView)
                w.member("backButtonTitle", current.backButtonTitle)
            }
            w.key("navigationStack")
            w.array(navigationStack) { w, controller in
                w.object { w in
                    w.member("id", controller.id)
                    w.member("class", controller.className)
                    w.member("title", controller.title)
                }
            }
            w.key("controllers")
            w.array(controllers) { w, controller in
                w.object { w in
                    w.member("id", controller.id)
                    w.member("class", controller.className)
                    w.member("title", controller.title)
                    w.member("parent", controller.parent)
                    w.member("viewLoaded", controller.viewLoaded)
                    w.member("appearance", controller.appearance.rawValue)
                    w.member("inWindow", controller.inWindow)
                }
            }
            w.member("lastEventSeq", lastEventSeq)
            w.member("warnings", warnings)
        }
        return w.bytes
    }
}
