#if canImport(UIKit)
import ObjectiveC
import UIKit

/// The UIKit part of SegnavRecorder: swaps in recording versions of `UIViewController`'s four appearance methods,
/// `viewIsAppearing(_:)`, `beginAppearanceTransition(_:animated:)`/`endAppearanceTransition()`,
/// `willMove(toParent:)`/`didMove(toParent:)` and `addChild(_:)`/`removeFromParent()`, each writing one trace line
/// (with the receiver's parent and whether its view is in the window, as seen at the call) before running the
/// original. Call `SegnavRecording.start(_:)` once, early (in the app delegate, or a UI test's launch argument).
///
/// NOT COMPILED HERE: segnav is built on Linux, where UIKit does not exist; this file is only parsed
/// (`swiftc -parse` in scripts/test.sh). See Sources/SegnavRecorder/README.md.
@MainActor
public enum SegnavRecording {
    nonisolated(unsafe) static var recorder: TraceRecorder?

    /// Starts recording every view controller's lifecycle into `recorder` (once; later calls change the recorder).
    public static func start(_ recorder: TraceRecorder = .console()) {
        let first = Self.recorder == nil
        Self.recorder = recorder
        guard first else { return }
        let swaps: [(Selector, Selector)] = [
            (#selector(UIViewController.viewWillAppear(_:)), #selector(UIViewController.segnav_viewWillAppear(_:))),
            (#selector(UIViewController.viewDidAppear(_:)), #selector(UIViewController.segnav_viewDidAppear(_:))),
            (#selector(UIViewController.viewWillDisappear(_:)), #selector(UIViewController.segnav_viewWillDisappear(_:))),
            (#selector(UIViewController.viewDidDisappear(_:)), #selector(UIViewController.segnav_viewDidDisappear(_:))),
            (#selector(UIViewController.willMove(toParent:)), #selector(UIViewController.segnav_willMove(toParent:))),
            (#selector(UIViewController.didMove(toParent:)), #selector(UIViewController.segnav_didMove(toParent:))),
            (#selector(UIViewController.addChild(_:)), #selector(UIViewController.segnav_addChild(_:))),
            (#selector(UIViewController.removeFromParent), #selector(UIViewController.segnav_removeFromParent)),
            (
                #selector(UIViewController.beginAppearanceTransition(_:animated:)),
                #selector(UIViewController.segnav_beginAppearanceTransition(_:animated:))
            ),
            (#selector(UIViewController.endAppearanceTransition), #selector(UIViewController.segnav_endAppearanceTransition)),
        ]
        for (original, replacement) in swaps {
            guard let a = class_getInstanceMethod(UIViewController.self, original),
                let b = class_getInstanceMethod(UIViewController.self, replacement)
            else { continue }
            method_exchangeImplementations(a, b)
        }
    }

    /// One call on `vc`, with its parent and window as seen now.
    static func record(
        _ event: String, _ vc: UIViewController, animated: Bool? = nil, to: UIViewController?? = nil, appearing: Bool? = nil, child: UIViewController? = nil
    ) {
        guard let recorder else { return }
        recorder.call(
            event, vc: TraceRecorder.id(of: vc), className: String(describing: type(of: vc)), title: vc.title, animated: animated,
            parent: .some(vc.parent.map(TraceRecorder.id(of:))), inWindow: vc.isViewLoaded && vc.view.window != nil,
            to: to.map { $0.map(TraceRecorder.id(of:)) }, appearing: appearing, child: child.map(TraceRecorder.id(of:)))
    }
}

// After the exchange, calling `segnav_…` runs UIKit's original.
extension UIViewController {
    @objc func segnav_viewWillAppear(_ animated: Bool) {
        SegnavRecording.record("viewWillAppear", self, animated: animated)
        segnav_viewWillAppear(animated)
    }

    @objc func segnav_viewDidAppear(_ animated: Bool) {
        SegnavRecording.record("viewDidAppear", self, animated: animated)
        segnav_viewDidAppear(animated)
    }

    @objc func segnav_viewWillDisappear(_ animated: Bool) {
        SegnavRecording.record("viewWillDisappear", self, animated: animated)
        segnav_viewWillDisappear(animated)
    }

    @objc func segnav_viewDidDisappear(_ animated: Bool) {
        SegnavRecording.record("viewDidDisappear", self, animated: animated)
        segnav_viewDidDisappear(animated)
    }

    @objc func segnav_willMove(toParent parent: UIViewController?) {
        SegnavRecording.record("willMoveToParent", self, to: .some(parent))
        segnav_willMove(toParent: parent)
    }

    @objc func segnav_didMove(toParent parent: UIViewController?) {
        SegnavRecording.record("didMoveToParent", self, to: .some(parent))
        segnav_didMove(toParent: parent)
    }

    @objc func segnav_addChild(_ child: UIViewController) {
        SegnavRecording.record("addChild", self, child: child)
        segnav_addChild(child)
    }

    /// Recorded on the parent, about this child (docs/traces.md), before it leaves.
    @objc func segnav_removeFromParent() {
        if let parent { SegnavRecording.record("removeFromParent", parent, child: self) }
        segnav_removeFromParent()
    }

    @objc func segnav_beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        SegnavRecording.record("beginAppearanceTransition", self, animated: animated, appearing: isAppearing)
        segnav_beginAppearanceTransition(isAppearing, animated: animated)
    }

    @objc func segnav_endAppearanceTransition() {
        SegnavRecording.record("endAppearanceTransition", self)
        segnav_endAppearanceTransition()
    }
}
#endif
