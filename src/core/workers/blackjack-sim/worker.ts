/**
 * The counter's simulation worker (worker_threads; docs/sim-blackjack.md, "The simulator screen"): one
 * job per worker, played by the simulator's own loop (src/sim/blackjack.ts with a counter plan) in
 * chunks cut at the bankroll trials' ends, so each trial's final bankroll and the first trials' paths
 * are read between chunks and the hot loop stays as the CLI and the bench run it. It posts its progress
 * at each whole per cent. Cancelling is terminating it: nothing is kept of a run that did not finish.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { COUNT_SYSTEMS } from '@shared/games/blackjack-counts'
import type { BlackjackSimReport, SimFigure } from '@shared/contract/simulation'
import { createBlackjackSimulation, type TrueCountTally } from '../../../sim/blackjack'
import { counterReport, Z99 } from '../../../sim/blackjack-count'
import type { CounterSimJob, CounterSimMessage } from '../../engine/games/blackjack'

/** Trials whose path is drawn, and points on each. */
const PATHS = 12
const POINTS = 100
/** Rounds played between two looks at the progress. */
const CHUNK = 65_536

function run(job: CounterSimJob, progress: (done: number) => void): BlackjackSimReport {
  const sim = createBlackjackSimulation(job.rules, {
    seed: job.seed,
    spots: job.spots,
    counter: {
      system: COUNT_SYSTEMS[job.count],
      ramp: job.ramp,
      indices: job.indices,
      trueCount: job.trueCount,
      bankroll: job.bankroll,
      trialRounds: job.hours * job.roundsPerHour,
      byTrueCount: true
    }
  })
  const trial = job.hours * job.roundsPerHour
  const every = Math.max(1, Math.ceil(trial / POINTS))
  const paths: BlackjackSimReport['paths'] = []
  const finals: number[] = []
  let played = 0
  let lastPct = -1
  // The run's net so far, in units, read off the loop's own sums.
  const netNow = (): { net: number; busts: number } => {
    const st = sim.stats()
    const c = st.counter
    if (!c) throw new Error('the simulation kept no counter figures')
    return { net: c.evRound * st.rounds, busts: c.busts }
  }
  let trialStart = 0
  let bustsBefore = 0
  let path: number[] | null = [job.bankroll]
  while (played < job.rounds) {
    const intoTrial = played % trial
    const toTrialEnd = trial - intoTrial
    // The first trials are drawn: a look every `every` rounds; the rest only at each trial's end.
    const step = Math.min(path ? every - (intoTrial % every) : toTrialEnd, toTrialEnd, job.rounds - played, CHUNK)
    sim.play(step)
    played += step
    const into = played % trial
    const atEnd = into === 0
    if (path && (atEnd || into % every === 0)) path.push(job.bankroll + netNow().net - trialStart)
    if (atEnd) {
      const { net, busts } = netNow()
      const broke = busts > bustsBefore
      if (!broke) finals.push(job.bankroll + net - trialStart)
      if (path) {
        // A broke trial's path ends where it first shows the bankroll gone.
        const cut = broke ? path.findIndex((u) => u <= 0) : -1
        paths.push({ every, units: cut >= 0 ? path.slice(0, cut + 1) : path })
      }
      path = paths.length < PATHS ? [job.bankroll] : null
      trialStart = net
      bustsBefore = busts
    }
    const pct = Math.floor((played / job.rounds) * 100)
    if (pct !== lastPct) {
      lastPct = pct
      progress(played / job.rounds)
    }
  }
  const st = sim.stats()
  const c = st.counter
  if (!c) throw new Error('the simulation kept no counter figures')
  const r = counterReport(
    { rounds: st.rounds, ...c },
    { roundsPerHour: job.roundsPerHour, bankroll: job.bankroll, hours: job.hours }
  )
  const ruin = r.ruin
  if (!ruin) throw new Error('the simulation kept no bankroll figures')
  return {
    count: job.count,
    rounds: st.rounds,
    indices: c.indices,
    avgBet: r.avgBet,
    evRound: fig(r.evRound, r.evRoundLo, r.evRoundHi),
    ev100: fig(r.ev100, r.ev100Lo, r.ev100Hi),
    evPct: fig(r.evPct, r.evPctLo, r.evPctHi),
    sdRound: r.sdRound,
    roundsPerHour: r.roundsPerHour,
    winPerHour: fig(r.winPerHour, r.winPerHourLo, r.winPerHourHi),
    sdHour: r.sdHour,
    n0: fig(r.n0, r.n0Lo, r.n0Hi),
    score: fig(r.score, r.scoreLo, r.scoreHi),
    ruin: {
      bankroll: ruin.bankroll,
      hours: ruin.hours,
      trialRounds: ruin.trialRounds,
      trials: ruin.trials,
      busts: ruin.busts,
      simulated: fig(ruin.simulated, ruin.simulatedLo, ruin.simulatedHi),
      formulaWithin: fig(ruin.formulaWithin, ruin.formulaWithinLo, ruin.formulaWithinHi),
      formulaForever: fig(ruin.formulaForever, ruin.formulaForeverLo, ruin.formulaForeverHi)
    },
    byTrueCount: byTrueCount(c.byTrueCount ?? [], st.rounds),
    paths,
    finals: histogram(finals)
  }
}

/** A figure and its interval, each null where not finite (N0 with no edge is infinite; JSON has no infinity). */
function fig(value: number, lo: number, hi: number): SimFigure {
  const f = (x: number): number | null => (Number.isFinite(x) ? x : null)
  return { value: f(value), lo: f(lo), hi: f(hi) }
}

/**
 * EV per initial bet by true count, per cent, with a 99 % interval from the spread of the rounds at that
 * count, taken as independent samples (rounds of one shoe at one count are only loosely tied).
 */
function byTrueCount(tallies: readonly TrueCountTally[], rounds: number): BlackjackSimReport['byTrueCount'] {
  return tallies.map((t) => {
    const mean = t.net / t.rounds
    const v = t.rounds > 1 ? Math.max(0, (t.netSq - t.rounds * mean * mean) / (t.rounds - 1)) : 0
    const half = Z99 * Math.sqrt(v / t.rounds)
    const perBet = (100 * t.rounds) / t.bet
    return {
      tc: t.tc,
      share: t.rounds / rounds,
      evPct: mean * perBet,
      lo: (mean - half) * perBet,
      hi: (mean + half) * perBet
    }
  })
}

/** Bins for the final bankrolls. */
const BINS = 30

function histogram(xs: readonly number[]): BlackjackSimReport['finals'] {
  if (xs.length === 0) return { from: 0, width: 0, counts: [] }
  let lo = Infinity
  let hi = -Infinity
  for (const x of xs) {
    if (x < lo) lo = x
    if (x > hi) hi = x
  }
  const width = hi > lo ? (hi - lo) / BINS : 1
  const counts = new Array<number>(BINS).fill(0)
  for (const x of xs) {
    const i = Math.min(BINS - 1, Math.floor((x - lo) / width))
    counts[i] = (counts[i] as number) + 1
  }
  return { from: lo, width, counts }
}

// Last: the job runs once every constant above is set.
const port = parentPort
if (port) {
  const job = workerData as CounterSimJob
  const post = (m: CounterSimMessage): void => port.postMessage(m)
  try {
    post({ kind: 'done', result: run(job, (done) => post({ kind: 'progress', done })) })
  } catch (e) {
    post({ kind: 'failed', message: (e as Error).message })
  }
}
