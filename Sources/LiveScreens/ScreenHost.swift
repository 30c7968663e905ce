/// What runs a live screen for a command: the real terminal (``TerminalDevice``), or a scripted
/// one a transcript's screen steps drive. Commands that open a screen (`play`, `art edit`,
/// `face screen`) ask their context for one and say they need a terminal when there is none.
public protocol ScreenHost {
    /// Runs `screen` until it leaves, a signal ends it or the input ends.
    /// - Parameter afterwards: runs once the screen is over, before the process may end.
    func present<S: Screen>(_ screen: inout S, afterwards: (ScreenExit) -> Void) -> ScreenExit
}

extension ScreenHost {
    public func present<S: Screen>(_ screen: inout S) -> ScreenExit {
        present(&screen, afterwards: { _ in })
    }
}

extension TerminalDevice: ScreenHost {}
