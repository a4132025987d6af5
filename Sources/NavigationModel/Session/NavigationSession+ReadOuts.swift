/// Read-outs: the session state and the visible screen tree (DESIGN.md §4).
extension NavigationSession {
    public func state() -> SessionState {
        let w = world
        let p = w.program
        let selected = p.control?.selected ?? p.lastSelected
        var segments: [SessionState.SegmentInfo] = []
        if let items = p.control?.items {
            for (i, t) in items.enumerated() {
                let controller = i < p.segmentVCs.count ? w.controllers[p.segmentVCs[i]].id : nil
                segments.append(.init(index: i, title: t, controller: controller))
            }
        }
        let top = w.nav.stack.last
        let topTitle = top.flatMap { w.controllers[$0].title }
        let titleView = (top != nil && p.control != nil && p.controlOwner == top) ? "segmentedControl" : nil
        let segmentTitle: String? =
            if let items = p.control?.items, selected < items.count { items[selected] } else { nil }
        let current = SessionState.Current(
            segment: selected, title: segmentTitle, topController: top.map { w.controllers[$0].id } ?? "",
            navigationTitle: topTitle, titleView: titleView, backButtonTitle: w.backButtonTitle)
        let stack = w.nav.stack.map {
            SessionState.ControllerRef(id: w.controllers[$0].id, className: w.controllers[$0].className, title: w.controllers[$0].title)
        }
        let infos = w.liveControllers.map { vc -> SessionState.ControllerInfo in
            let c = w.controllers[vc]
            return SessionState.ControllerInfo(
                id: c.id, className: c.className, title: c.title, parent: c.parent.map { w.controllers[$0].id },
                viewLoaded: c.viewLoaded, appearance: c.appearance, inWindow: w.isInWindow(vc))
        }
        var state = SessionState(
            version: version, strategy: configuration.strategy, runtime: configuration.runtime,
            fidelity: configuration.fidelity, device: configuration.device, selectedIndex: selected, segments: segments,
            current: current, navigationStack: stack, controllers: infos, lastEventSeq: w.seq, warnings: w.warnings)
        state.clock = configuration.clock
        state.layout = configuration.layout
        state.time = Double(w.clockMs) / 1000
        if let t = w.transitionInFlight {
            state.transition = SessionState.Transition(
                kind: t.kind.rawValue, progress: t.progress, from: t.from.map { w.controllers[$0].id }, to: w.controllers[t.to].id,
                interactive: t.interactive, cancelling: t.cancelling)
        }
        return state
    }

    /// The live controllers made after the one numbered `serial` (`vc-N`, N > serial), with the number of the last one
    /// made. A controller's id, class and title never change once it is made, so a reader that keeps names (scenario
    /// matchers, DESIGN.md §8) learns only the new ones, without building the state.
    public func controllerNames(madeAfter serial: Int) -> (names: [(id: String, className: String, title: String?)], last: Int) {
        var names: [(id: String, className: String, title: String?)] = []
        for c in world.controllers where c.alive && c.serial > serial {
            names.append((c.id, c.className, c.title))
        }
        return (names, world.nextSerial - 1)
    }

    /// Only what is in the window, frames in window coordinates.
    public func screen() -> ScreenNode {
        let w = world
        let device = configuration.device
        let (width, height) = device.size
        var window = ScreenNode(kind: "window", frame: Frame(x: 0, y: 0, width: width, height: height))
        window.children.append(ScreenNode(kind: "statusBar", frame: Frame(x: 0, y: 0, width: width, height: device.topInset)))
        for vc in w.windowSubviews where w.isAlive(vc) && w.controllers[vc].viewLoaded {
            window.children.append(w.screenNode(vc, device: device))
        }
        return window
    }
}

extension World {
    /// A controller's root view and what it contains.
    func screenNode(_ vc: VCRef, device: Device) -> ScreenNode {
        let c = controllers[vc]
        let viewID = "view-\(c.viewSerial)"
        if c.role == .navigation {
            let (width, height) = device.size
            var node = ScreenNode(kind: "view", id: viewID, controller: c.id, frame: Frame(x: 0, y: 0, width: width, height: height))
            node.children.append(navigationBarNode(device: device))
            let transition = transitionInFlight
            for s in c.subviews where isAlive(s) && controllers[s].viewLoaded {
                var child = screenNode(s, device: device)
                if let t = transition { child.shift(by: transitionOffset(of: s, in: t, width: width)) }
                node.children.append(child)
            }
            return node
        }
        let f = device.contentFrame
        var node = ScreenNode(kind: "view", id: viewID, controller: c.id, frame: f)
        if let spec = c.screen {
            switch spec.kind {
            case .color:
                node.color = spec.color
            case .table:
                var table = ScreenNode(kind: "tableView", frame: f)
                for (i, row) in spec.rows.enumerated() {
                    let y = f.y + Double(i) * Device.rowHeight
                    if y >= f.y + f.height { break }
                    table.children.append(
                        ScreenNode(kind: "cell", id: "row-\(i)", frame: Frame(x: f.x, y: y, width: f.width, height: Device.rowHeight), text: row.title))
                }
                node.children.append(table)
            case .image:
                node.children.append(ScreenNode(kind: "imageView", frame: f, image: spec.image))
                if let caption = spec.caption {
                    node.children.append(
                        ScreenNode(kind: "label", frame: Frame(x: f.x, y: f.y + f.height - 44, width: f.width, height: 44), text: caption))
                }
            case .label:
                node.children.append(ScreenNode(kind: "label", frame: f, text: spec.text))
            }
        }
        // A page view controller's pages slide side by side while its scroll runs (DESIGN.md §3.17).
        let paging = c.role == .pageView ? transitionInFlight.flatMap { $0.kind == .pageScroll ? $0 : nil } : nil
        for s in c.subviews where isAlive(s) && controllers[s].viewLoaded {
            var child = screenNode(s, device: device)
            if let t = paging { child.shift(by: transitionOffset(of: s, in: t, width: f.width)) }
            node.children.append(child)
        }
        return node
    }

    /// The bar shows the top item: back button (DESIGN.md §3.10), then the title view (the control) or the title, laid
    /// out as UIKit does (DESIGN.md §3.12: centred, shifted clear of the back button, truncated; never over it).
    func navigationBarNode(device: Device) -> ScreenNode {
        let (width, _) = device.size
        let y = device.topInset
        let barHeight = Device.navigationBarHeight
        var bar = ScreenNode(kind: "navigationBar", frame: Frame(x: 0, y: y, width: width, height: barHeight))
        guard let top = nav.stack.last else { return bar }
        var leadingLimit = NavigationBarLayout.edgeMargin
        if let back = backButtonTitle {
            let previous = controllers[nav.stack[nav.stack.count - 2]]
            let button = NavigationBarLayout.backButton(
                title: back, explicitItem: previous.backBarButtonTitle != nil, barWidth: width)
            let x = NavigationBarLayout.edgeMargin
            bar.children.append(
                ScreenNode(kind: "backButton", frame: Frame(x: x, y: y + 6, width: button.width, height: 32), text: button.text))
            leadingLimit = x + button.width + NavigationBarLayout.itemGap
        }
        if let control = program.control, program.controlOwner == top {
            let n = Double(max(control.items.count, 1))
            let place = NavigationBarLayout.title(wanted: min(width - 160, 90 * n), barWidth: width, leadingLimit: leadingLimit)
            var node = ScreenNode(kind: "segmentedControl", frame: Frame(x: place.x, y: y + 7, width: place.width, height: 30))
            let sw = place.width / n
            for (i, t) in control.items.enumerated() {
                node.children.append(
                    ScreenNode(
                        kind: "segment", id: "segment-\(i)", frame: Frame(x: place.x + Double(i) * sw, y: y + 7, width: sw, height: 30),
                        text: t, selected: i == control.selected))
            }
            bar.children.append(node)
        } else if let title = controllers[top].title {
            let place = NavigationBarLayout.title(
                wanted: NavigationBarLayout.titleWidth(title), barWidth: width, leadingLimit: leadingLimit)
            bar.children.append(
                ScreenNode(kind: "titleLabel", frame: Frame(x: place.x, y: y + 11, width: place.width, height: 22), text: title))
        }
        return bar
    }
}
