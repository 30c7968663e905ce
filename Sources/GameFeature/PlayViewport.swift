import Layout
import REPL

/// The play screen's scroll and zoom (``BoardScroll``), kept by the session rather than the
/// screen so that the screen, `tap at X,Y`, `state` and `scroll` all see the same board: a
/// transcript can scroll with the screen's keys or with `scroll`, and what it taps is what is
/// on screen.
///
/// The scroll belongs to one deal: a new game (or a restart, which reshuffles) starts at the top.
/// The zoom is the player's taste and stays.
public final class PlayViewport: SessionOwner {
    private var wish = BoardScroll()
    /// The deal the first row was set for.
    private var deal: Deal?

    struct Deal: Equatable {
        let seed: UInt64
        let cards: Int
    }

    public init(session: Session) {}

    /// The scroll for the game dealt as `deal`: the first row back at the top when it is another deal.
    func scroll(for deal: Deal?) -> BoardScroll {
        deal == self.deal ? wish : BoardScroll(firstRow: 0, zoom: wish.zoom)
    }

    func set(_ scroll: BoardScroll, for deal: Deal?) {
        wish = scroll
        self.deal = deal
    }
}

extension Session {
    var viewport: PlayViewport { owner(PlayViewport.self) }

    private var currentDeal: PlayViewport.Deal? {
        game.model.map { PlayViewport.Deal(seed: game.seed, cards: $0.cards.count) }
    }

    /// How the player has scrolled and zoomed the play screen's board for this game.
    public var boardScroll: BoardScroll { viewport.scroll(for: currentDeal) }

    // MARK: - Intent(s)

    /// Scrolls or zooms the play screen's board; a layout clamps it to what its terminal allows.
    public func scrollBoard(to scroll: BoardScroll) {
        viewport.set(scroll, for: currentDeal)
    }
}
