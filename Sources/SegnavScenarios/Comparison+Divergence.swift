import NavigationModel
import SegnavWire

/// For each pair of runs, the first event where they part and why each side's
/// event happened (its cause), so a comparison answers "where does this
/// strategy start doing something else, and by which rule or flaw" without the
/// client lining up two event logs (DESIGN.md §4).
///
/// Two events are the same when they are the same call to the same receiver:
/// the receiver and the controllers in its arguments named by title (by class
/// when untitled, since ids are numbered per run), the event name, and the
/// arguments (`animated`, `parent`, `viewController`, a warning's `code`; not
/// its free-text message). seq, time, action, depth, origin and cause are not
/// compared: the first three are numbered per run, and the others say who made
/// the call and why, which is what the answer shows at the divergence.
/// The sequences are the runs' events of all steps, the launch first. Between
/// runs of two strategies the strategies' own objects (`strategyObjectClasses`)
/// are left out: they are different objects by design, so every such pair
/// would part at its first event. Runs of one strategy
/// (on two runtimes) are compared whole. A run whose setup failed is in no pair.
///
/// Cost: each run's events are keyed once, each pair is walked to its first
/// difference. The lists of strategies and runtimes hold each at most once, so
/// there are at most runtimes × strategies runs and a fixed number of pairs,
/// each walking at most the events the answer already carries.
extension Comparison {
    /// The strategies' own objects (DESIGN.md §2): compared only between runs of one strategy. The navigation
    /// controller is UIKit's, in every strategy, so it is compared.
    package static let strategyObjectClasses = Strategy.containerClassNames

    /// One event as it is compared.
    package struct EventKey: Equatable {
        package var receiver: String
        package var name: Event.Name
        package var animated: Bool?
        /// nil: no `parent` argument; .some(nil): a nil parent.
        package var parent: String??
        package var shown: String?
        /// `pageDidFinishAnimating`'s arguments (DESIGN.md §3.17).
        package var finished: Bool?
        package var completed: Bool?
        package var code: WarningCode?
    }

    /// A run's events in order, each with its step and key, and whether its receiver is a container object.
    package struct KeyedEvent {
        package var step: Int
        package var event: Event
        package var key: EventKey
        package var container: Bool
    }

    package static func keyed(_ run: Run) -> [KeyedEvent] {
        func name(_ id: String, className: String) -> String {
            guard let known = run.names[id] else { return className }
            return known.title ?? known.className
        }
        var out: [KeyedEvent] = []
        for (index, step) in run.steps.enumerated() {
            for event in step.events {
                let parent: String?? =
                    switch event.args.parent {
                    case .absent: nil
                    case .none: .some(nil)
                    case .id(let id): .some(name(id, className: id))
                    }
                let key = EventKey(
                    receiver: name(event.receiver.id, className: event.receiver.className), name: event.name,
                    animated: event.args.animated, parent: parent, shown: event.args.shown.map { name($0, className: $0) },
                    finished: event.args.finished, completed: event.args.completed,
                    code: event.args.code)
                out.append(KeyedEvent(step: index, event: event, key: key, container: strategyObjectClasses.contains(event.receiver.className)))
            }
        }
        return out
    }

    /// Where two keyed sequences first differ: the position in the compared
    /// sequences and each side's event there (nil once its sequence ended);
    /// nil when they are the same to the end.
    package static func divergence(_ a: [KeyedEvent], _ b: [KeyedEvent], skipContainers: Bool) -> (index: Int, a: KeyedEvent?, b: KeyedEvent?)? {
        var i = 0, j = 0, index = 0
        while true {
            if skipContainers {
                while i < a.count, a[i].container { i += 1 }
                while j < b.count, b[j].container { j += 1 }
            }
            let left = i < a.count ? a[i] : nil
            let right = j < b.count ? b[j] : nil
            guard let left, let right else {
                return left == nil && right == nil ? nil : (index, left, right)
            }
            if left.key != right.key { return (index, left, right) }
            i += 1
            j += 1
            index += 1
        }
    }

    /// Every pair of runs that were built, in the order of `runs`, each with its divergence or null.
    package static func pairs(_ runs: [Run]) -> [JSON] {
        let built = runs.enumerated().filter { $0.element.setupError == nil }
        let keys = built.map { keyed($0.element) }
        func who(_ run: (offset: Int, element: Run)) -> JSON {
            ["run": JSON(run.offset), "strategy": .string(run.element.strategy.rawValue), "runtime": .string(run.element.runtime.rawValue)]
        }
        func side(_ keyed: KeyedEvent?) -> JSON {
            guard let keyed else { return .null }
            return ["step": JSON(keyed.step), "event": keyed.event.json]
        }
        var out: [JSON] = []
        for x in built.indices {
            for y in built.indices where y > x {
                let found = divergence(keys[x], keys[y], skipContainers: built[x].element.strategy != built[y].element.strategy)
                out.append([
                    "a": who(built[x]), "b": who(built[y]),
                    "divergence": found.map { found -> JSON in ["index": JSON(found.index), "a": side(found.a), "b": side(found.b)] } ?? .null,
                ])
            }
        }
        return out
    }
}
