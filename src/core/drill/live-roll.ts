/**
 * `drill.liveRoll` (contract/live-roll.ts; docs/rules-sicbo.md "A live roll"): a real roll's dice and
 * bets, paid under the person's pay table by the payout drill's own explanation (`explainDrill`), so
 * the live roll and the drill say the same thing about a bet. Reads nothing and writes nothing: it is
 * not a round, not fair, and not kept.
 */
import type { LiveRoll } from '@shared/contract/live-roll'
import {
  parseSpot,
  resolveSicboRules,
  sicboSpots,
  spotPays,
  spotRefusal,
  type ParsedSpot,
  type SicboDice,
  type SicboSpot
} from '@shared/games/sicbo'
import { explainDrill } from '../engine/games/sicbo'
import { refused, rulesRefusal } from '../errors'
import type { Handlers } from '../types'

export function liveRollHandlers(): Pick<Handlers, 'drill.liveRoll'> {
  return {
    'drill.liveRoll': ({ rules: keys, dice, bets }): LiveRoll => {
      const resolved = resolveSicboRules(keys)
      if (!resolved.ok) throw rulesRefusal(resolved)
      const rules = resolved.rules
      for (const [i, b] of bets.entries()) {
        const why = spotRefusal(b.spot, rules.oddEven)
        if (why) throw refused(`bets[${i}].spot: ${why}`, { key: 'drill.liveSpot', vars: { spot: b.spot } })
      }
      const roll = [...dice] as SicboDice
      const explained = explainDrill(rules, {
        dice: roll,
        bets: bets.map((b) => ({ spot: b.spot as SicboSpot, amountMinor: b.amountMinor }))
      })
      return {
        dice: roll,
        total: roll[0] + roll[1] + roll[2],
        winningSpots: sicboSpots(rules).filter(
          (s) => spotPays(rules.payTable, parseSpot(s) as ParsedSpot, roll) !== null
        ),
        bets: explained,
        payoutMinor: explained.reduce((s, b) => s + b.payoutMinor, 0),
        collectedMinor: explained.reduce((s, b) => s + (b.wins ? 0 : b.amountMinor), 0),
        rulesName: rules.payTableName === 'custom' ? 'custom' : rules.preset
      }
    }
  }
}
