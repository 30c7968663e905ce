import Game
import REPL

/// `simulate strategy=…` is typed by the strategy's raw value.
extension Strategy: ChoiceArgument {}
