/// Memory warnings (DESIGN.md §3.8).
extension World {
    /// The system's memory warning: every live view controller observes the application's notification, so each gets
    /// `didReceiveMemoryWarning` once, in registration (= creation) order. A controller deallocated by an earlier
    /// receiver's code (the managing seed's `viewDidUnload`) hears nothing. High confidence for modern iOS; that iPhone
    /// OS 3 delivered it to every controller too is not verified (§8) — change `memoryWarningReceivers` if it did not.
    mutating func systemMemoryWarning() {
        caused(by: cause.under(.memoryWarning)) { world in
            for i in world.controllers.indices { world.controllers[i].memoryWarnings = 0 }
            for vc in world.memoryWarningReceivers where world.isAlive(vc) {
                world.depth = 0
                world.didReceiveMemoryWarning(vc, origin: .system)
            }
            world.depth = 0
        }
    }

    /// Who the system notifies (the one place to change if the legacy runtime should notify fewer controllers).
    var memoryWarningReceivers: [VCRef] { liveControllers }

    /// One delivery: recorded, flagged when it is the controller's second in this warning, then the class's override
    /// (the default releases an off-screen view on legacy; the managing seed forwards to its segments).
    mutating func didReceiveMemoryWarning(_ vc: VCRef, origin: Event.Origin) {
        guard isAlive(vc) else { return }
        record(.didReceiveMemoryWarning, vc, origin: origin)
        controllers[vc].memoryWarnings += 1
        if controllers[vc].memoryWarnings > 1 {
            warn(
                .duplicateMemoryWarning, vc, "didReceiveMemoryWarning delivered again in the same memory warning", origin: origin,
                rule: .memoryWarning, flaw: .managingMemoryForwarding)
        }
        depth += 1
        if controllers[vc].role == .managing {
            managingDidReceiveMemoryWarning(vc)
        } else {
            defaultDidReceiveMemoryWarning(vc)
            // A container program's override: `super`, then its hook (docs/containers.md part 4).
            if controllers[vc].role == .program { containerHook(.memoryWarning, nested: false) }
        }
        depth -= 1
    }
}
