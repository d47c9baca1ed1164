/**
 * Xì dách's half of the coach (coach.ts): the advisor's question for the person's decision now, from
 * their own view (never the hidden cards or the deck order); a player's figures from the analysis
 * worker (or main where there is none), a dealer's exact on main; the grade of each decision against
 * them (xidach-grading.ts). All of it after the reply, so the table never waits for the advisor.
 */
import type { SeatId } from '@shared/games'
import { DEALER } from '@shared/games'
import type { XidachAdviceInfo } from '@shared/contract/tables'
import type { XidachGrade } from '@shared/contract/history'
import type { XidachView } from '@shared/games/xidach'
import {
  adviseDealer,
  advisePlayer,
  questionFromView,
  type DealerStrength,
  type PlayerAdvice,
  type PlayerQuestion
} from '../engine/games/xidach'
import type { CoachKit, GameCoach } from './game'
import { isoNow, onceFor, type LiveRound, type LiveTable } from './live'
import type { TablesRepo } from './repo'
import { xidachGradeRow } from './xidach-grade-row'
import { viewerOf } from './projection'
import { actionWord, dealerOptions, playerOptions, xidachCost } from './xidach-grading'

/** A Xì dách decision's advisor question, fixed before the action is applied. */
export interface XidachInput {
  roundId: number
  roundSeq: number
  sessionId: number
  version: number
  seat: SeatId
  view: XidachView
  dealer: DealerStrength
}

export function xidachCoach(kit: CoachKit): GameCoach {
  const { analysis } = kit
  /** Advice of recent decisions (see adviceFor). */
  const advised = new Map<string, Promise<XidachAdviceInfo | null>>()
  /** Each round state's question, by whose view it is asked from (see xidachInput). */
  const inputs = new WeakMap<LiveRound, Map<SeatId | null, XidachInput | null>>()

  /**
   * Synchronous, so the question is fixed before an action changes the round; null when none of theirs
   * is awaited. Asked from the view the window is sent (projection.ts viewerOf): the one person's, or at
   * a table of several people the seat whose owner pressed to look during their turn, and nobody's
   * before that (no hint or grade about a hand its owner has not looked at). Pressing to look does not
   * replace the round, so the memo is kept per viewer.
   */
  const xidachInput = (t: LiveTable, r: LiveRound): XidachInput | null => {
    const engine = t.driver.engine
    if (engine.isOver(r.state)) return null
    const viewer = viewerOf(t, r)
    const byViewer = onceFor(inputs, r, () => new Map<SeatId | null, XidachInput | null>())
    if (byViewer.has(viewer)) return byViewer.get(viewer) ?? null
    const view = engine.view(r.state, viewer) as XidachView
    const dealerSeat = t.seats.find((s) => s.kind === 'dealer-ai')
    const dealer = (dealerSeat?.policy ?? 'shrewd') as DealerStrength
    const input =
      view.allowed.length === 0 || view.turn !== view.viewer || view.viewer === null
        ? null
        : { roundId: r.id, roundSeq: r.seq, sessionId: t.id, version: r.version, seat: view.viewer, view, dealer }
    byViewer.set(viewer, input)
    return input
  }

  /** A Xì dách player's figures, from the worker, or on main where there is none or it failed. */
  const playerAdvice = (q: PlayerQuestion, seed: number): Promise<PlayerAdvice> => {
    const onMain = (): PlayerAdvice => advisePlayer(q, undefined, seed)
    return analysis ? analysis.xidachPlayer(q, seed).catch(onMain) : Promise.resolve().then(onMain)
  }

  /**
   * The advice for one decision, computed once: hints and its grade share it (a sampled answer too).
   * A player's runs in the analysis worker (up to 37 ms a decision, which every other call of the
   * house would wait behind on main), or on main where there is no worker or it failed; a dealer's is
   * exact and quick, and stays on main.
   */
  const adviceFor = (input: XidachInput): Promise<XidachAdviceInfo | null> => {
    // By seat too: at a table of several people two seats can be asked about at one version.
    const key = `${input.roundId}:${input.version}:${input.seat}`
    const had = advised.get(key)
    if (had) return had
    const { roundId, version, view } = input
    let p: Promise<XidachAdviceInfo | null>
    if (view.viewer === DEALER) {
      const d = adviseDealer(view)
      p = Promise.resolve(d && { role: 'dealer', roundId, version, ...d })
    } else {
      const q = questionFromView(view, input.dealer)
      const stakeMinor = view.players.find((p) => p.id === view.viewer)?.stake ?? 0
      // Seeded by the decision (its version), as before the advisor moved to the worker.
      p = q
        ? playerAdvice(q, version + 1).then((a) => ({ role: 'player', roundId, version, ...a, stakeMinor }))
        : Promise.resolve(null)
    }
    advised.set(key, p)
    while (advised.size > 16) advised.delete(advised.keys().next().value as string)
    return p
  }

  /**
   * Grades one decision of the person's right after the transaction that stored it, from the advice
   * for the question fixed before it (xidach-grading.ts). A decision with one choice only is not graded.
   */
  const grade = (input: XidachInput, action: unknown, eventSeq: number): void => {
    const word = actionWord(action)
    if (word === null || !input.view.allowed.includes(word)) return
    kit.gradeJob(input, () =>
      new Promise<void>((done) => setImmediate(done))
        .then(() => adviceFor(input))
        .then((a) => {
          const stakeOf = (id: string): number => input.view.players.find((p) => p.id === id)?.stake ?? 0
          const o = !a
            ? null
            : a.role === 'player'
              ? playerOptions(a, a.stakeMinor)
              : dealerOptions(a, input.view.allowed, stakeOf)
          const cost = o && xidachCost(o, word)
          if (!o || cost === null) return null
          // The grade in its words (the valued choices and the one taken), as the screen is pushed it
          // and history reads it back.
          const grade: XidachGrade = {
            roundId: input.roundId,
            roundSeq: input.roundSeq,
            eventSeq,
            seat: input.seat,
            ...o,
            action: word,
            costMinor: cost,
            at: isoNow(kit.ctx)
          }
          return {
            worded: { game: 'xidach', grade },
            write: (repo: TablesRepo) => repo.insertXidachGrade.run(...xidachGradeRow(grade.roundId, grade))
          }
        })
    )
  }

  return {
    // After the reply: a dealer's advice is computed on main.
    follow(t, r, push, current) {
      const input = xidachInput(t, r)
      if (!input) return
      setImmediate(() => {
        if (!current()) return
        adviceFor(input).then(
          (a) => {
            if (a && current()) push({ game: 'xidach', advice: a })
          },
          () => {}
        )
      })
    },

    /** As a player, bốc against dằn under the table's dealer AI; dealing, whom to check and whether to draw. */
    async advice(t) {
      const input = t.round ? xidachInput(t, t.round) : null
      const a = input && (await adviceFor(input))
      return a && { game: 'xidach', advice: a }
    },

    beforeAction(t, r) {
      const input = xidachInput(t, r)
      if (!input) return null
      return (seat, action, eventSeq) => {
        if (seat === input.seat) grade(input, action, eventSeq)
      }
    }
  }
}
