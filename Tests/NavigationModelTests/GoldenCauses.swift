// The expected cause of each event of each golden comparison, by the key its `expectGolden(…, causes:)` names: one
// line per event, in order (the format: GoldenSupport+Causes.swift). Written by scripts/golden-causes.py from the
// engine's output, reviewed against the hand-written event lists and DESIGN.md, and checked in: the tests compare
// with these lines, they never compute them. Regenerate with the script after changing events on purpose.

enum GoldenCauses {
    static let table: [String: String] = [
        "paging.launch": """
        1 SegmentedPageViewController.willMoveToParent [system] ← rule 3.6
        2 UINavigationController.viewDidLoad [system] ← code appDelegate
        3 UINavigationController.viewWillAppear [system] ← rule 3.6
        4 SegmentedPageViewController.viewDidLoad [system] ← rule 3.6
        5 Italy.willMoveToParent [system] ← rule 3.4 · by #4
        6 Italy.didMoveToParent [system] ← rule 3.16 · by #4
        7 Italy.viewDidLoad [system] ← rule 3.18 · by #4
        8 SegmentedPageViewController.viewWillAppear [system] ← rule 3.6
        9 Italy.viewWillAppear [system] ← rule 3.16 · by #8
        10 UINavigationController.viewDidAppear [system] ← rule 3.6
        11 SegmentedPageViewController.viewDidAppear [system] ← rule 3.6 · by #10
        12 Italy.viewDidAppear [system] ← rule 3.16 · by #11
        13 SegmentedPageViewController.didMoveToParent [system] ← rule 3.6 · by #10
        """,
        "paging.swipe.begin": """
        1 Australia.willMoveToParent [system] ← rule 3.4
        2 Australia.didMoveToParent [system] ← rule 3.16
        3 Australia.viewDidLoad [system] ← rule 3.17
        4 SegmentedPageViewController.pageWillTransition [system] ← rule 3.17
        5 Australia.viewWillAppear [system] ← rule 3.17
        6 Italy.viewWillDisappear [system] ← rule 3.17
        """,
        "paging.swipe.cancel": """
        1 Italy.viewWillAppear [system] ← rule 3.17
        2 Italy.viewDidAppear [system] ← rule 3.17
        3 Australia.viewWillDisappear [system] ← rule 3.17
        4 Australia.viewDidDisappear [system] ← rule 3.17
        5 SegmentedPageViewController.pageDidFinishAnimating [system] ← rule 3.17
        6 Australia.willMoveToParent [system] ← rule 3.16
        7 Australia.didMoveToParent [system] ← rule 3.4
        """,
        "paging.swipe.complete": """
        1 Australia.viewDidAppear [system] ← rule 3.17
        2 Italy.viewDidDisappear [system] ← rule 3.17
        3 SegmentedPageViewController.pageDidFinishAnimating [system] ← rule 3.17
        4 Italy.willMoveToParent [system] ← rule 3.16
        5 Italy.didMoveToParent [system] ← rule 3.4
        """,
        "paging.swipe.interrupted": """
        1 SegmentedPageViewController.valueChanged [system] ← rule 3.9
        2 SegmentedPageViewController.pageDidFinishAnimating [system] ← rule 3.19 · by #1
        3 Australia.willMoveToParent [system] ← rule 3.18 · by #1
        4 Japan.willMoveToParent [system] ← rule 3.4 · by #1
        5 Japan.didMoveToParent [system] ← rule 3.16 · by #1
        6 Japan.viewDidLoad [system] ← rule 3.18 · by #1
        7 Japan.viewWillAppear [system] ← rule 3.18 · by #1
        8 Italy.viewDidDisappear [system] ← rule 3.18 · by #1
        9 Australia.viewWillDisappear [system] ← rule 3.18 · by #1
        """,
        "paging.swipe.interrupted.settle": """
        1 Japan.viewDidAppear [system] ← rule 3.18
        2 Australia.viewDidDisappear [system] ← rule 3.18
        3 Italy.willMoveToParent [system] ← rule 3.16
        4 Italy.didMoveToParent [system] ← rule 3.4
        5 Australia.willMoveToParent [system] ← rule 3.16
        6 Australia.didMoveToParent [system] ← rule 3.4
        """,
        "paging.tap.samePageWhileSettling": """
        1 SegmentedPageViewController.valueChanged [app] ← code clientAction
        """,
        "paging.tap": """
        1 SegmentedPageViewController.valueChanged [system] ← rule 3.9
        2 Italy.willMoveToParent [system] ← rule 3.18 · by #1
        3 Australia.willMoveToParent [system] ← rule 3.4 · by #1
        4 Australia.didMoveToParent [system] ← rule 3.16 · by #1
        5 Australia.viewDidLoad [system] ← rule 3.18 · by #1
        6 Australia.viewWillAppear [system] ← rule 3.18 · by #1
        7 Italy.viewWillDisappear [system] ← rule 3.18 · by #1
        8 Australia.viewDidAppear [system] ← rule 3.18
        9 Italy.viewDidDisappear [system] ← rule 3.18
        10 Italy.willMoveToParent [system] ← rule 3.16
        11 Italy.didMoveToParent [system] ← rule 3.4
        """,
        "containment.launch": """
        1 Orange.viewDidLoad [system] ← code appDelegate
        2 Yellow.viewDidLoad [system] ← code appDelegate
        3 SegmentedViewController.willMoveToParent [system] ← rule 3.6
        4 UINavigationController.viewDidLoad [system] ← code appDelegate
        5 UINavigationController.viewWillAppear [system] ← rule 3.6
        6 SegmentedViewController.viewDidLoad [system] ← rule 3.6
        7 Orange.willMoveToParent [system] ← rule 3.4 · by #6
        8 Orange.didMoveToParent [container] ← code containerDisplay · by #6
        9 SegmentedViewController.viewWillAppear [system] ← rule 3.6
        10 Orange.viewWillAppear [system] ← rule 3.4 · by #9
        11 UINavigationController.viewDidAppear [system] ← rule 3.6
        12 SegmentedViewController.viewDidAppear [system] ← rule 3.6 · by #11
        13 Orange.viewDidAppear [system] ← rule 3.4 · by #12
        14 SegmentedViewController.didMoveToParent [system] ← rule 3.6 · by #11
        """,
        "containment.memoryWarningPushedModern": """
        1 Orange.didReceiveMemoryWarning [system] ← rule 3.8
        2 Yellow.didReceiveMemoryWarning [system] ← rule 3.8
        3 SegmentedViewController.didReceiveMemoryWarning [system] ← rule 3.8
        4 UINavigationController.didReceiveMemoryWarning [system] ← rule 3.8
        5 First.didReceiveMemoryWarning [system] ← rule 3.8
        """,
        "containment.memoryWarningRootModern": """
        1 Orange.didReceiveMemoryWarning [system] ← rule 3.8
        2 Yellow.didReceiveMemoryWarning [system] ← rule 3.8
        3 SegmentedViewController.didReceiveMemoryWarning [system] ← rule 3.8
        4 UINavigationController.didReceiveMemoryWarning [system] ← rule 3.8
        """,
        "containment.nilTitleSeed": """
        1 SegmentedViewController.valueChanged [system] ← rule 3.9
        2 MysteryViewController.willMoveToParent [system] ← rule 3.4 · by #1
        3 MysteryViewController.viewWillAppear [system] ← rule 3.4 · by #1
        4 SegmentedViewController.warning [system] ← flaw containmentDisplayBeforeHide · by #3
        5 MysteryViewController.didMoveToParent [container] ← code containerDisplay · by #1
        6 MysteryViewController.warning [system] ← flaw containmentTitleSkipping · by #5
        7 Orange.willMoveToParent [container] ← code containerHide · by #1
        8 Orange.viewWillDisappear [system] ← rule 3.4 · by #1
        9 Orange.didMoveToParent [system] ← rule 3.4 · by #1
        10 MysteryViewController.viewDidAppear [system] ← rule 3.4
        11 Orange.viewDidDisappear [system] ← rule 3.4
        """,
        "containment.popToRootThree": """
        1 First.willMoveToParent [system] ← rule 3.3
        2 First.didMoveToParent [system] ← rule 3.3
        3 Second.willMoveToParent [system] ← rule 3.3
        4 Second.didMoveToParent [system] ← rule 3.3
        5 Third.willMoveToParent [system] ← rule 3.3
        6 Third.viewWillDisappear [system] ← rule 3.2
        7 SegmentedViewController.viewWillAppear [system] ← rule 3.2
        8 Orange.viewWillAppear [system] ← rule 3.4 · by #7
        9 Third.viewDidDisappear [system] ← rule 3.2
        10 Third.didMoveToParent [system] ← rule 3.2
        11 SegmentedViewController.viewDidAppear [system] ← rule 3.2
        12 Orange.viewDidAppear [system] ← rule 3.4 · by #11
        """,
        "containment.pushThenSwitch.back": """
        1 Victoria.willMoveToParent [system] ← rule 3.2
        2 Victoria.viewWillDisappear [system] ← rule 3.2
        3 SegmentedViewController.viewWillAppear [system] ← rule 3.2
        4 Orange.viewWillAppear [system] ← rule 3.4 · by #3
        5 Victoria.viewDidDisappear [system] ← rule 3.2
        6 Victoria.didMoveToParent [system] ← rule 3.2
        7 SegmentedViewController.viewDidAppear [system] ← rule 3.2
        8 Orange.viewDidAppear [system] ← rule 3.4 · by #7
        """,
        "containment.pushThenSwitch.step": """
        1 SegmentedViewController.valueChanged [app] ← code clientAction
        2 Orange.willMoveToParent [system] ← rule 3.4 · by #1
        3 SegmentedViewController.warning [system] ← flaw containmentDisplayBeforeHide · by #2
        4 Orange.didMoveToParent [container] ← code containerDisplay · by #1
        5 Australia.willMoveToParent [container] ← code containerHide · by #1
        6 Australia.didMoveToParent [system] ← rule 3.4 · by #1
        """,
        "containment.switchBack": """
        1 SegmentedViewController.valueChanged [system] ← rule 3.9
        2 Orange.willMoveToParent [system] ← rule 3.4 · by #1
        3 Orange.viewWillAppear [system] ← rule 3.4 · by #1
        4 SegmentedViewController.warning [system] ← flaw containmentDisplayBeforeHide · by #3
        5 Orange.didMoveToParent [container] ← code containerDisplay · by #1
        6 Yellow.willMoveToParent [container] ← code containerHide · by #1
        7 Yellow.viewWillDisappear [system] ← rule 3.4 · by #1
        8 Yellow.didMoveToParent [system] ← rule 3.4 · by #1
        9 Orange.viewDidAppear [system] ← rule 3.4
        10 Yellow.viewDidDisappear [system] ← rule 3.4
        """,
        "containment.switchSegment": """
        1 SegmentedViewController.valueChanged [system] ← rule 3.9
        2 Yellow.willMoveToParent [system] ← rule 3.4 · by #1
        3 Yellow.viewWillAppear [system] ← rule 3.4 · by #1
        4 SegmentedViewController.warning [system] ← flaw containmentDisplayBeforeHide · by #3
        5 Yellow.didMoveToParent [container] ← code containerDisplay · by #1
        6 Orange.willMoveToParent [container] ← code containerHide · by #1
        7 Orange.viewWillDisappear [system] ← rule 3.4 · by #1
        8 Orange.didMoveToParent [system] ← rule 3.4 · by #1
        9 Yellow.viewDidAppear [system] ← rule 3.4
        10 Orange.viewDidDisappear [system] ← rule 3.4
        """,
        "containment.tapRowThenBack.back": """
        1 Victoria.willMoveToParent [system] ← rule 3.2
        2 Victoria.viewWillDisappear [system] ← rule 3.2
        3 SegmentedViewController.viewWillAppear [system] ← rule 3.2
        4 Australia.viewWillAppear [system] ← rule 3.4 · by #3
        5 Victoria.viewDidDisappear [system] ← rule 3.2
        6 Victoria.didMoveToParent [system] ← rule 3.2
        7 SegmentedViewController.viewDidAppear [system] ← rule 3.2
        8 Australia.viewDidAppear [system] ← rule 3.4 · by #7
        """,
        "containment.tapRowThenBack.push": """
        1 Victoria.willMoveToParent [system] ← rule 3.1
        2 Victoria.viewDidLoad [system] ← rule 3.1
        3 SegmentedViewController.viewWillDisappear [system] ← rule 3.1
        4 Australia.viewWillDisappear [system] ← rule 3.4 · by #3
        5 Victoria.viewWillAppear [system] ← rule 3.1
        6 SegmentedViewController.viewDidDisappear [system] ← rule 3.1
        7 Australia.viewDidDisappear [system] ← rule 3.4 · by #6
        8 Victoria.viewDidAppear [system] ← rule 3.1
        9 Victoria.didMoveToParent [system] ← rule 3.1
        """,
        "managing.launch": """
        1 SegmentManagingViewController.willMoveToParent [system] ← rule 3.6
        2 UINavigationController.viewDidLoad [system] ← code appDelegate
        3 UINavigationController.viewWillAppear [system] ← rule 3.6
        4 SegmentManagingViewController.viewDidLoad [system] ← rule 3.6
        5 SegmentManagingViewController.valueChanged [container] ← code managingViewDidLoad · by #4
        6 Italy.viewWillAppear [container] ← flaw managingManualAppearance · code managingSegmentChanged · by #5
        7 Italy.viewDidLoad [system] ← code managingSegmentChanged · by #5
        8 Italy.viewDidAppear [container] ← flaw managingManualAppearance · code managingSegmentChanged · by #5
        9 Italy.warning [container] ← rule 3.11 · flaw managingManualAppearance · by #8 · set by #6
        10 SegmentManagingViewController.viewWillAppear [system] ← rule 3.6
        11 Italy.viewWillAppear [container] ← code managingAppearanceForwarding · by #10
        12 Italy.warning [container] ← rule 3.11 · flaw managingManualAppearance · by #11 · set by #8
        13 SegmentManagingViewController.navigationWillShow [system] ← rule 3.6
        14 SegmentManagingViewController.viewWillAppear [delegate] ← flaw managingDelegateAppearance · code managingWillShow · by #13
        15 SegmentManagingViewController.warning [delegate] ← rule 3.11 · flaw managingDelegateAppearance · by #14 · set by #10
        16 Italy.viewWillAppear [container] ← code managingAppearanceForwarding · by #14
        17 Italy.warning [container] ← rule 3.11 · by #16 · set by #11
        18 SegmentManagingViewController.navigationDidShow [system] ← rule 3.6
        19 SegmentManagingViewController.viewDidAppear [delegate] ← flaw managingDelegateAppearance · code managingDidShow · by #18
        20 SegmentManagingViewController.warning [delegate] ← rule 3.11 · flaw managingDelegateAppearance · by #19 · set by #3
        21 Italy.viewDidAppear [container] ← code managingDidAppearForwarding · by #19
        22 UINavigationController.viewDidAppear [system] ← rule 3.6
        23 SegmentManagingViewController.viewDidAppear [system] ← rule 3.6 · by #22
        24 SegmentManagingViewController.warning [system] ← rule 3.11 · flaw managingDelegateAppearance · by #23 · set by #19
        25 Italy.viewDidAppear [container] ← code managingDidAppearForwarding · by #23
        26 Italy.warning [container] ← rule 3.11 · by #25 · set by #21
        27 SegmentManagingViewController.didMoveToParent [system] ← rule 3.6 · by #22
        28 SegmentManagingViewController.navigationDidShow [system] ← rule 3.6 · by #22
        29 SegmentManagingViewController.viewDidAppear [delegate] ← flaw managingDelegateAppearance · code managingDidShow · by #28
        30 SegmentManagingViewController.warning [delegate] ← rule 3.11 · flaw managingDelegateAppearance · by #29 · set by #23
        31 Italy.viewDidAppear [container] ← code managingDidAppearForwarding · by #29
        32 Italy.warning [container] ← rule 3.11 · by #31 · set by #25
        """,
        "managing.legacyBackAfterMemoryWarningSeed": """
        1 Victoria.willMoveToParent [system] ← rule 3.2
        2 SegmentManagingViewController.viewDidLoad [system] ← rule 3.7
        3 SegmentManagingViewController.valueChanged [container] ← code managingViewDidLoad · by #2
        4 Italy.viewWillAppear [container] ← flaw managingManualAppearance · code managingSegmentChanged · by #3
        5 Italy.viewDidLoad [system] ← code managingSegmentChanged · by #3
        6 Italy.viewDidAppear [container] ← flaw managingManualAppearance · code managingSegmentChanged · by #3
        7 Italy.warning [container] ← rule 3.11 · flaw managingManualAppearance · by #6 · set by #4
        8 SegmentManagingViewController.warning [system] ← flaw rebuildOnReload · by #7
        9 Victoria.viewWillDisappear [system] ← rule 3.7
        10 SegmentManagingViewController.viewWillAppear [system] ← rule 3.7
        11 Italy.viewWillAppear [container] ← code managingAppearanceForwarding · by #10
        12 Italy.warning [container] ← rule 3.11 · flaw managingManualAppearance · by #11 · set by #6
        13 SegmentManagingViewController.navigationWillShow [system] ← rule 3.7
        14 SegmentManagingViewController.viewWillAppear [delegate] ← flaw managingDelegateAppearance · code managingWillShow · by #13
        15 SegmentManagingViewController.warning [delegate] ← rule 3.11 · flaw managingDelegateAppearance · by #14 · set by #10
        16 Italy.viewWillAppear [container] ← code managingAppearanceForwarding · by #14
        17 Italy.warning [container] ← rule 3.11 · by #16 · set by #11
        18 Victoria.viewDidDisappear [system] ← rule 3.7
        19 Victoria.didMoveToParent [system] ← rule 3.7
        20 SegmentManagingViewController.viewDidAppear [system] ← rule 3.7
        21 Italy.viewDidAppear [container] ← code managingDidAppearForwarding · by #20
        22 SegmentManagingViewController.navigationDidShow [system] ← rule 3.7
        23 SegmentManagingViewController.viewDidAppear [delegate] ← flaw managingDelegateAppearance · code managingDidShow · by #22
        24 SegmentManagingViewController.warning [delegate] ← rule 3.11 · flaw managingDelegateAppearance · by #23 · set by #20
        25 Italy.viewDidAppear [container] ← code managingDidAppearForwarding · by #23
        26 Italy.warning [container] ← rule 3.11 · by #25 · set by #21
        """,
        "managing.memoryWarningPushedLegacy": """
        1 SegmentManagingViewController.didReceiveMemoryWarning [system] ← rule 3.8
        2 SegmentManagingViewController.viewDidUnload [system] ← rule 3.8 · by #1
        3 UINavigationController.didReceiveMemoryWarning [system] ← rule 3.8
        4 Victoria.didReceiveMemoryWarning [system] ← rule 3.8
        """,
        "managing.memoryWarningPushedModern": """
        1 SegmentManagingViewController.didReceiveMemoryWarning [system] ← rule 3.8
        2 Italy.didReceiveMemoryWarning [container] ← flaw managingMemoryForwarding · code managingMemoryWarning · by #1
        3 Australia.didReceiveMemoryWarning [container] ← flaw managingMemoryForwarding · code managingMemoryWarning · by #1
        4 UINavigationController.didReceiveMemoryWarning [system] ← rule 3.8
        5 Italy.didReceiveMemoryWarning [system] ← rule 3.8
        6 Italy.warning [system] ← rule 3.8 · flaw managingMemoryForwarding · by #5
        7 Australia.didReceiveMemoryWarning [system] ← rule 3.8
        8 Australia.warning [system] ← rule 3.8 · flaw managingMemoryForwarding · by #7
        9 Victoria.didReceiveMemoryWarning [system] ← rule 3.8
        """,
        "managing.memoryWarningRootLegacy": """
        1 SegmentManagingViewController.didReceiveMemoryWarning [system] ← rule 3.8
        2 Italy.didReceiveMemoryWarning [container] ← flaw managingMemoryForwarding · code managingMemoryWarning · by #1
        3 Australia.didReceiveMemoryWarning [container] ← flaw managingMemoryForwarding · code managingMemoryWarning · by #1
        4 UINavigationController.didReceiveMemoryWarning [system] ← rule 3.8
        5 Italy.didReceiveMemoryWarning [system] ← rule 3.8
        6 Italy.warning [system] ← rule 3.8 · flaw managingMemoryForwarding · by #5
        7 Australia.didReceiveMemoryWarning [system] ← rule 3.8
        8 Australia.warning [system] ← rule 3.8 · flaw managingMemoryForwarding · by #7
        """,
        "managing.memoryWarningRootModern": """
        1 SegmentManagingViewController.didReceiveMemoryWarning [system] ← rule 3.8
        2 Italy.didReceiveMemoryWarning [container] ← flaw managingMemoryForwarding · code managingMemoryWarning · by #1
        3 Australia.didReceiveMemoryWarning [container] ← flaw managingMemoryForwarding · code managingMemoryWarning · by #1
        4 UINavigationController.didReceiveMemoryWarning [system] ← rule 3.8
        5 Italy.didReceiveMemoryWarning [system] ← rule 3.8
        6 Italy.warning [system] ← rule 3.8 · flaw managingMemoryForwarding · by #5
        7 Australia.didReceiveMemoryWarning [system] ← rule 3.8
        8 Australia.warning [system] ← rule 3.8 · flaw managingMemoryForwarding · by #7
        """,
        "managing.popToRootThree": """
        1 First.willMoveToParent [system] ← rule 3.3
        2 First.didMoveToParent [system] ← rule 3.3
        3 Second.willMoveToParent [system] ← rule 3.3
        4 Second.didMoveToParent [system] ← rule 3.3
        5 Third.willMoveToParent [system] ← rule 3.3
        6 Third.viewWillDisappear [system] ← rule 3.2
        7 SegmentManagingViewController.viewWillAppear [system] ← rule 3.2
        8 Italy.viewWillAppear [container] ← code managingAppearanceForwarding · by #7
        9 SegmentManagingViewController.navigationWillShow [system] ← rule 3.2
        10 SegmentManagingViewController.viewWillAppear [delegate] ← flaw managingDelegateAppearance · code managingWillShow · by #9
        11 SegmentManagingViewController.warning [delegate] ← rule 3.11 · flaw managingDelegateAppearance · by #10 · set by #7
        12 Italy.viewWillAppear [container] ← code managingAppearanceForwarding · by #10
        13 Italy.warning [container] ← rule 3.11 · by #12 · set by #8
        14 Third.viewDidDisappear [system] ← rule 3.2
        15 Third.didMoveToParent [system] ← rule 3.2
        16 SegmentManagingViewController.viewDidAppear [system] ← rule 3.2
        17 Italy.viewDidAppear [container] ← code managingDidAppearForwarding · by #16
        18 SegmentManagingViewController.navigationDidShow [system] ← rule 3.2
        19 SegmentManagingViewController.viewDidAppear [delegate] ← flaw managingDelegateAppearance · code managingDidShow · by #18
        20 SegmentManagingViewController.warning [delegate] ← rule 3.11 · flaw managingDelegateAppearance · by #19 · set by #16
        21 Italy.viewDidAppear [container] ← code managingDidAppearForwarding · by #19
        22 Italy.warning [container] ← rule 3.11 · by #21 · set by #17
        """,
        "managing.pushThenSwitch.back": """
        1 First.willMoveToParent [system] ← rule 3.2
        2 First.viewWillDisappear [system] ← rule 3.2
        3 SegmentManagingViewController.viewWillAppear [system] ← rule 3.2
        4 Australia.viewWillAppear [container] ← code managingAppearanceForwarding · by #3
        5 Australia.warning [container] ← rule 3.11 · flaw managingManualAppearance · by #4 · set earlier
        6 SegmentManagingViewController.navigationWillShow [system] ← rule 3.2
        7 SegmentManagingViewController.viewWillAppear [delegate] ← flaw managingDelegateAppearance · code managingWillShow · by #6
        8 SegmentManagingViewController.warning [delegate] ← rule 3.11 · flaw managingDelegateAppearance · by #7 · set by #3
        9 Australia.viewWillAppear [container] ← code managingAppearanceForwarding · by #7
        10 Australia.warning [container] ← rule 3.11 · by #9 · set by #4
        11 First.viewDidDisappear [system] ← rule 3.2
        12 First.didMoveToParent [system] ← rule 3.2
        13 SegmentManagingViewController.viewDidAppear [system] ← rule 3.2
        14 Australia.viewDidAppear [container] ← code managingDidAppearForwarding · by #13
        15 SegmentManagingViewController.navigationDidShow [system] ← rule 3.2
        16 SegmentManagingViewController.viewDidAppear [delegate] ← flaw managingDelegateAppearance · code managingDidShow · by #15
        17 SegmentManagingViewController.warning [delegate] ← rule 3.11 · flaw managingDelegateAppearance · by #16 · set by #13
        18 Australia.viewDidAppear [container] ← code managingDidAppearForwarding · by #16
        19 Australia.warning [container] ← rule 3.11 · by #18 · set by #14
        """,
        "managing.pushThenSwitch.step": """
        1 SegmentManagingViewController.valueChanged [app] ← code clientAction
        2 Italy.viewWillDisappear [container] ← flaw managingManualAppearance · code managingSegmentChanged · by #1
        3 Italy.warning [container] ← rule 3.11 · flaw managingManualAppearance · by #2 · set earlier
        4 Italy.viewDidDisappear [container] ← flaw managingManualAppearance · code managingSegmentChanged · by #1
        5 Australia.viewWillAppear [container] ← flaw managingManualAppearance · code managingSegmentChanged · by #1
        6 Australia.viewDidLoad [system] ← code managingSegmentChanged · by #1
        7 Australia.viewDidAppear [container] ← flaw managingManualAppearance · code managingSegmentChanged · by #1
        8 Australia.warning [container] ← rule 3.11 · flaw managingManualAppearance · by #7 · set by #5
        """,
        "managing.switchBack": """
        1 SegmentManagingViewController.valueChanged [system] ← rule 3.9
        2 Australia.viewWillDisappear [container] ← flaw managingManualAppearance · code managingSegmentChanged · by #1
        3 Australia.viewWillDisappear [system] ← rule 3.5 · by #1
        4 Australia.warning [system] ← rule 3.11 · flaw managingManualAppearance · by #3 · set by #2
        5 Australia.viewDidDisappear [container] ← flaw managingManualAppearance · code managingSegmentChanged · by #1
        6 Italy.viewWillAppear [container] ← flaw managingManualAppearance · code managingSegmentChanged · by #1
        7 Italy.viewWillAppear [system] ← rule 3.5 · by #1
        8 Italy.warning [system] ← rule 3.11 · flaw managingManualAppearance · by #7 · set by #6
        9 Italy.viewDidAppear [container] ← flaw managingManualAppearance · code managingSegmentChanged · by #1
        10 Australia.viewDidDisappear [system] ← rule 3.5
        11 Australia.warning [system] ← rule 3.11 · flaw managingManualAppearance · by #10 · set by #5
        12 Italy.viewDidAppear [system] ← rule 3.5
        13 Italy.warning [system] ← rule 3.11 · flaw managingManualAppearance · by #12 · set by #9
        """,
        "managing.switchSegment": """
        1 SegmentManagingViewController.valueChanged [system] ← rule 3.9
        2 Italy.viewWillDisappear [container] ← flaw managingManualAppearance · code managingSegmentChanged · by #1
        3 Italy.viewWillDisappear [system] ← rule 3.5 · by #1
        4 Italy.warning [system] ← rule 3.11 · flaw managingManualAppearance · by #3 · set by #2
        5 Italy.viewDidDisappear [container] ← flaw managingManualAppearance · code managingSegmentChanged · by #1
        6 Australia.viewWillAppear [container] ← flaw managingManualAppearance · code managingSegmentChanged · by #1
        7 Australia.viewDidLoad [system] ← code managingSegmentChanged · by #1
        8 Australia.viewWillAppear [system] ← rule 3.5 · by #1
        9 Australia.warning [system] ← rule 3.11 · flaw managingManualAppearance · by #8 · set by #6
        10 Australia.viewDidAppear [container] ← flaw managingManualAppearance · code managingSegmentChanged · by #1
        11 Italy.viewDidDisappear [system] ← rule 3.5
        12 Italy.warning [system] ← rule 3.11 · flaw managingManualAppearance · by #11 · set by #5
        13 Australia.viewDidAppear [system] ← rule 3.5
        14 Australia.warning [system] ← rule 3.11 · flaw managingManualAppearance · by #13 · set by #10
        """,
        "managing.tapRowThenBack.back": """
        1 Victoria.willMoveToParent [system] ← rule 3.2
        2 Victoria.viewWillDisappear [system] ← rule 3.2
        3 SegmentManagingViewController.viewWillAppear [system] ← rule 3.2
        4 Australia.viewWillAppear [container] ← code managingAppearanceForwarding · by #3
        5 SegmentManagingViewController.navigationWillShow [system] ← rule 3.2
        6 SegmentManagingViewController.viewWillAppear [delegate] ← flaw managingDelegateAppearance · code managingWillShow · by #5
        7 SegmentManagingViewController.warning [delegate] ← rule 3.11 · flaw managingDelegateAppearance · by #6 · set by #3
        8 Australia.viewWillAppear [container] ← code managingAppearanceForwarding · by #6
        9 Australia.warning [container] ← rule 3.11 · by #8 · set by #4
        10 Victoria.viewDidDisappear [system] ← rule 3.2
        11 Victoria.didMoveToParent [system] ← rule 3.2
        12 SegmentManagingViewController.viewDidAppear [system] ← rule 3.2
        13 Australia.viewDidAppear [container] ← code managingDidAppearForwarding · by #12
        14 SegmentManagingViewController.navigationDidShow [system] ← rule 3.2
        15 SegmentManagingViewController.viewDidAppear [delegate] ← flaw managingDelegateAppearance · code managingDidShow · by #14
        16 SegmentManagingViewController.warning [delegate] ← rule 3.11 · flaw managingDelegateAppearance · by #15 · set by #12
        17 Australia.viewDidAppear [container] ← code managingDidAppearForwarding · by #15
        18 Australia.warning [container] ← rule 3.11 · by #17 · set by #13
        """,
        "managing.tapRowThenBack.push": """
        1 Victoria.willMoveToParent [container] ← code rowTap
        2 Victoria.viewDidLoad [system] ← rule 3.1
        3 SegmentManagingViewController.viewWillDisappear [system] ← rule 3.1
        4 Australia.viewWillDisappear [container] ← code managingWillDisappearForwarding · by #3
        5 Victoria.viewWillAppear [system] ← rule 3.1
        6 SegmentManagingViewController.navigationWillShow [system] ← rule 3.1
        7 Victoria.viewWillAppear [delegate] ← flaw managingDelegateAppearance · code managingWillShow · by #6
        8 Victoria.warning [delegate] ← rule 3.11 · flaw managingDelegateAppearance · by #7 · set by #5
        9 SegmentManagingViewController.viewDidDisappear [system] ← rule 3.1
        10 Australia.viewDidDisappear [container] ← code managingDidDisappearForwarding · by #9
        11 Victoria.viewDidAppear [system] ← rule 3.1
        12 Victoria.didMoveToParent [system] ← rule 3.1
        13 SegmentManagingViewController.navigationDidShow [system] ← rule 3.1
        14 Victoria.viewDidAppear [delegate] ← flaw managingDelegateAppearance · code managingDidShow · by #13
        15 Victoria.warning [delegate] ← rule 3.11 · flaw managingDelegateAppearance · by #14 · set by #11
        """,
        "navigation.launch": """
        1 SegmentsController.valueChanged [app] ← code appDelegate
        2 Italy.willMoveToParent [system] ← rule 3.3 · by #1
        3 UINavigationController.viewDidLoad [system] ← code appDelegate
        4 UINavigationController.viewWillAppear [system] ← rule 3.6
        5 Italy.viewDidLoad [system] ← rule 3.6
        6 Italy.viewWillAppear [system] ← rule 3.6
        7 UINavigationController.viewDidAppear [system] ← rule 3.6
        8 Italy.viewDidAppear [system] ← rule 3.6 · by #7
        9 Italy.didMoveToParent [system] ← rule 3.6 · by #7
        """,
        "navigation.memoryWarningPushedLegacy": """
        1 Italy.didReceiveMemoryWarning [system] ← rule 3.8
        2 Italy.viewDidUnload [system] ← rule 3.8 · by #1
        3 Australia.didReceiveMemoryWarning [system] ← rule 3.8
        4 Australia.viewDidUnload [system] ← rule 3.8 · by #3
        5 UINavigationController.didReceiveMemoryWarning [system] ← rule 3.8
        6 Victoria.didReceiveMemoryWarning [system] ← rule 3.8
        """,
        "navigation.memoryWarningPushedModern": """
        1 Italy.didReceiveMemoryWarning [system] ← rule 3.8
        2 Australia.didReceiveMemoryWarning [system] ← rule 3.8
        3 UINavigationController.didReceiveMemoryWarning [system] ← rule 3.8
        4 Victoria.didReceiveMemoryWarning [system] ← rule 3.8
        """,
        "navigation.memoryWarningRootLegacy": """
        1 Italy.didReceiveMemoryWarning [system] ← rule 3.8
        2 Australia.didReceiveMemoryWarning [system] ← rule 3.8
        3 Australia.viewDidUnload [system] ← rule 3.8 · by #2
        4 UINavigationController.didReceiveMemoryWarning [system] ← rule 3.8
        """,
        "navigation.memoryWarningRootModern": """
        1 Italy.didReceiveMemoryWarning [system] ← rule 3.8
        2 Australia.didReceiveMemoryWarning [system] ← rule 3.8
        3 UINavigationController.didReceiveMemoryWarning [system] ← rule 3.8
        """,
        "navigation.popToRootThree": """
        1 First.willMoveToParent [system] ← rule 3.3
        2 First.didMoveToParent [system] ← rule 3.3
        3 Second.willMoveToParent [system] ← rule 3.3
        4 Second.didMoveToParent [system] ← rule 3.3
        5 Third.willMoveToParent [system] ← rule 3.3
        6 Third.viewWillDisappear [system] ← rule 3.2
        7 Italy.viewWillAppear [system] ← rule 3.2
        8 Third.viewDidDisappear [system] ← rule 3.2
        9 Third.didMoveToParent [system] ← rule 3.2
        10 Italy.viewDidAppear [system] ← rule 3.2
        """,
        "navigation.pushThenSwitch": """
        1 SegmentsController.valueChanged [app] ← code clientAction
        2 Australia.willMoveToParent [system] ← rule 3.3 · by #1
        3 Australia.didMoveToParent [system] ← rule 3.3 · by #1
        4 Victoria.willMoveToParent [system] ← rule 3.3 · by #1
        5 Italy.willMoveToParent [system] ← rule 3.3 · by #1
        6 Australia.warning [system] ← flaw navigationStackDiscarded · by #5
        7 Victoria.viewWillDisappear [system] ← rule 3.3
        8 Italy.viewWillAppear [system] ← rule 3.3
        9 Victoria.viewDidDisappear [system] ← rule 3.3
        10 Victoria.didMoveToParent [system] ← rule 3.3
        11 Italy.viewDidAppear [system] ← rule 3.3
        12 Italy.didMoveToParent [system] ← rule 3.3
        """,
        "navigation.switchBack": """
        1 SegmentsController.valueChanged [system] ← rule 3.9
        2 Australia.willMoveToParent [system] ← rule 3.3 · by #1
        3 Italy.willMoveToParent [system] ← rule 3.3 · by #1
        4 Australia.viewWillDisappear [system] ← rule 3.3
        5 Italy.viewWillAppear [system] ← rule 3.3
        6 Australia.viewDidDisappear [system] ← rule 3.3
        7 Australia.didMoveToParent [system] ← rule 3.3
        8 Italy.viewDidAppear [system] ← rule 3.3
        9 Italy.didMoveToParent [system] ← rule 3.3
        """,
        "navigation.switchSegment": """
        1 SegmentsController.valueChanged [system] ← rule 3.9
        2 Italy.willMoveToParent [system] ← rule 3.3 · by #1
        3 Australia.willMoveToParent [system] ← rule 3.3 · by #1
        4 Australia.viewDidLoad [system] ← rule 3.3
        5 Italy.viewWillDisappear [system] ← rule 3.3
        6 Australia.viewWillAppear [system] ← rule 3.3
        7 Italy.viewDidDisappear [system] ← rule 3.3
        8 Italy.didMoveToParent [system] ← rule 3.3
        9 Australia.viewDidAppear [system] ← rule 3.3
        10 Australia.didMoveToParent [system] ← rule 3.3
        """,
        "navigation.tapRowThenBack.back": """
        1 Victoria.willMoveToParent [system] ← rule 3.2
        2 Victoria.viewWillDisappear [system] ← rule 3.2
        3 Australia.viewWillAppear [system] ← rule 3.2
        4 Victoria.viewDidDisappear [system] ← rule 3.2
        5 Victoria.didMoveToParent [system] ← rule 3.2
        6 Australia.viewDidAppear [system] ← rule 3.2
        """,
        "navigation.tapRowThenBack.push": """
        1 Victoria.willMoveToParent [system] ← rule 3.1
        2 Victoria.viewDidLoad [system] ← rule 3.1
        3 Australia.viewWillDisappear [system] ← rule 3.1
        4 Victoria.viewWillAppear [system] ← rule 3.1
        5 Australia.viewDidDisappear [system] ← rule 3.1
        6 Victoria.viewDidAppear [system] ← rule 3.1
        7 Victoria.didMoveToParent [system] ← rule 3.1
        """,
        "transition.beginAndUpdate.begin.crafterm-2010.corrected": """
        1 First.willMoveToParent [system] ← rule 3.14
        2 First.viewWillDisappear [system] ← rule 3.14
        3 SegmentManagingViewController.viewWillAppear [system] ← rule 3.14
        4 Italy.viewWillAppear [container] ← code managingAppearanceForwarding · by #3
        5 SegmentManagingViewController.navigationWillShow [system] ← rule 3.14
        """,
        "transition.beginAndUpdate.begin.crafterm-2010.seed": """
        1 First.willMoveToParent [system] ← rule 3.14
        2 First.viewWillDisappear [system] ← rule 3.14
        3 SegmentManagingViewController.viewWillAppear [system] ← rule 3.14
        4 Italy.viewWillAppear [container] ← code managingAppearanceForwarding · by #3
        5 SegmentManagingViewController.navigationWillShow [system] ← rule 3.14
        6 SegmentManagingViewController.viewWillAppear [delegate] ← flaw managingDelegateAppearance · code managingWillShow · by #5
        7 SegmentManagingViewController.warning [delegate] ← rule 3.11 · flaw managingDelegateAppearance · by #6 · set by #3
        8 Italy.viewWillAppear [container] ← code managingAppearanceForwarding · by #6
        9 Italy.warning [container] ← rule 3.11 · by #8 · set by #4
        """,
        "transition.beginAndUpdate.begin.crafterm-revisited.corrected": """
        1 First.willMoveToParent [system] ← rule 3.14
        2 First.viewWillDisappear [system] ← rule 3.14
        3 Italy.viewWillAppear [system] ← rule 3.14
        """,
        "transition.beginAndUpdate.begin.crafterm-revisited.seed": """
        1 First.willMoveToParent [system] ← rule 3.14
        2 First.viewWillDisappear [system] ← rule 3.14
        3 Italy.viewWillAppear [system] ← rule 3.14
        """,
        "transition.beginAndUpdate.begin.deponte-2016.corrected": """
        1 First.willMoveToParent [system] ← rule 3.14
        2 First.viewWillDisappear [system] ← rule 3.14
        3 SegmentedViewController.viewWillAppear [system] ← rule 3.14
        4 Orange.viewWillAppear [system] ← rule 3.4 · by #3
        """,
        "transition.beginAndUpdate.begin.deponte-2016.seed": """
        1 First.willMoveToParent [system] ← rule 3.14
        2 First.viewWillDisappear [system] ← rule 3.14
        3 SegmentedViewController.viewWillAppear [system] ← rule 3.14
        4 Orange.viewWillAppear [system] ← rule 3.4 · by #3
        """,
        "transition.beginAndUpdate.update.crafterm-2010.corrected": """
        """,
        "transition.beginAndUpdate.update.crafterm-2010.seed": """
        """,
        "transition.beginAndUpdate.update.crafterm-revisited.corrected": """
        """,
        "transition.beginAndUpdate.update.crafterm-revisited.seed": """
        """,
        "transition.beginAndUpdate.update.deponte-2016.corrected": """
        """,
        "transition.beginAndUpdate.update.deponte-2016.seed": """
        """,
        "transition.cancel.crafterm-2010.corrected": """
        1 First.viewWillAppear [system] ← rule 3.14
        2 SegmentManagingViewController.viewWillDisappear [system] ← rule 3.14
        3 Italy.viewWillDisappear [container] ← code managingWillDisappearForwarding · by #2
        4 SegmentManagingViewController.viewDidDisappear [system] ← rule 3.14
        5 Italy.viewDidDisappear [container] ← code managingDidDisappearForwarding · by #4
        6 First.viewDidAppear [system] ← rule 3.14
        """,
        "transition.cancel.crafterm-2010.seed": """
        1 First.viewWillAppear [system] ← rule 3.14
        2 SegmentManagingViewController.viewWillDisappear [system] ← rule 3.14
        3 Italy.viewWillDisappear [container] ← code managingWillDisappearForwarding · by #2
        4 SegmentManagingViewController.viewDidDisappear [system] ← rule 3.14
        5 Italy.viewDidDisappear [container] ← code managingDidDisappearForwarding · by #4
        6 First.viewDidAppear [system] ← rule 3.14
        """,
        "transition.cancel.crafterm-revisited.corrected": """
        1 First.viewWillAppear [system] ← rule 3.14
        2 Italy.viewWillDisappear [system] ← rule 3.14
        3 Italy.viewDidDisappear [system] ← rule 3.14
        4 First.viewDidAppear [system] ← rule 3.14
        """,
        "transition.cancel.crafterm-revisited.seed": """
        1 First.viewWillAppear [system] ← rule 3.14
        2 Italy.viewWillDisappear [system] ← rule 3.14
        3 Italy.viewDidDisappear [system] ← rule 3.14
        4 First.viewDidAppear [system] ← rule 3.14
        """,
        "transition.cancel.deponte-2016.corrected": """
        1 First.viewWillAppear [system] ← rule 3.14
        2 SegmentedViewController.viewWillDisappear [system] ← rule 3.14
        3 Orange.viewWillDisappear [system] ← rule 3.4 · by #2
        4 SegmentedViewController.viewDidDisappear [system] ← rule 3.14
        5 Orange.viewDidDisappear [system] ← rule 3.4 · by #4
        6 First.viewDidAppear [system] ← rule 3.14
        """,
        "transition.cancel.deponte-2016.seed": """
        1 First.viewWillAppear [system] ← rule 3.14
        2 SegmentedViewController.viewWillDisappear [system] ← rule 3.14
        3 Orange.viewWillDisappear [system] ← rule 3.4 · by #2
        4 SegmentedViewController.viewDidDisappear [system] ← rule 3.14
        5 Orange.viewDidDisappear [system] ← rule 3.4 · by #4
        6 First.viewDidAppear [system] ← rule 3.14
        """,
        "transition.complete.crafterm-2010.corrected": """
        1 First.viewDidDisappear [system] ← rule 3.14
        2 First.didMoveToParent [system] ← rule 3.14
        3 SegmentManagingViewController.viewDidAppear [system] ← rule 3.14
        4 Italy.viewDidAppear [container] ← code managingDidAppearForwarding · by #3
        5 SegmentManagingViewController.navigationDidShow [system] ← rule 3.14
        """,
        "transition.complete.crafterm-2010.seed": """
        1 First.viewDidDisappear [system] ← rule 3.14
        2 First.didMoveToParent [system] ← rule 3.14
        3 SegmentManagingViewController.viewDidAppear [system] ← rule 3.14
        4 Italy.viewDidAppear [container] ← code managingDidAppearForwarding · by #3
        5 SegmentManagingViewController.navigationDidShow [system] ← rule 3.14
        6 SegmentManagingViewController.viewDidAppear [delegate] ← flaw managingDelegateAppearance · code managingDidShow · by #5
        7 SegmentManagingViewController.warning [delegate] ← rule 3.11 · flaw managingDelegateAppearance · by #6 · set by #3
        8 Italy.viewDidAppear [container] ← code managingDidAppearForwarding · by #6
        9 Italy.warning [container] ← rule 3.11 · by #8 · set by #4
        """,
        "transition.complete.crafterm-revisited.corrected": """
        1 First.viewDidDisappear [system] ← rule 3.14
        2 First.didMoveToParent [system] ← rule 3.14
        3 Italy.viewDidAppear [system] ← rule 3.14
        """,
        "transition.complete.crafterm-revisited.seed": """
        1 First.viewDidDisappear [system] ← rule 3.14
        2 First.didMoveToParent [system] ← rule 3.14
        3 Italy.viewDidAppear [system] ← rule 3.14
        """,
        "transition.complete.deponte-2016.corrected": """
        1 First.viewDidDisappear [system] ← rule 3.14
        2 First.didMoveToParent [system] ← rule 3.14
        3 SegmentedViewController.viewDidAppear [system] ← rule 3.14
        4 Orange.viewDidAppear [system] ← rule 3.4 · by #3
        """,
        "transition.complete.deponte-2016.seed": """
        1 First.viewDidDisappear [system] ← rule 3.14
        2 First.didMoveToParent [system] ← rule 3.14
        3 SegmentedViewController.viewDidAppear [system] ← rule 3.14
        4 Orange.viewDidAppear [system] ← rule 3.4 · by #3
        """,
    ]
}
