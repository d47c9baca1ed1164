// Each game's scenario runner registers itself on import; adding a game means one line here.
import './sicbo'
import './xidach'
import './blackjack'
export {}
