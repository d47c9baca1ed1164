/**
 * The contract's plain values: the choice lists, limits and defaults its schemas are built from and the
 * renderer's forms show or check before sending. No zod here, on purpose: a bundler keeps every schema
 * a module builds once anything of that module is imported (zod's builders are calls it cannot prove
 * pure), so the renderer takes these from here and the contract's schemas stay out of its bundle
 * (docs/ui.md "Bundle"). The schema modules import them from here too, so each is written once.
 */
import { DEFAULT_RAMP } from '../games/blackjack-counting'
import type { CountingSettings } from './blackjack-counting'

export const LANGUAGES = ['vi', 'en'] as const

/** How fast a table plays a round's events to the person (presentation only; the house is instant). */
export const PACES = ['slow', 'normal', 'fast', 'instant'] as const

/** Top-ups: 1 to 1,000,000 chips, in minor units (`topUpMinor`). */
export const TOP_UP_MIN_MINOR = 100
export const TOP_UP_MAX_MINOR = 100_000_000

export const RULESET_NAME_MAX = 60

export const HISTORY_SORTS = ['date', 'net', 'rounds'] as const
export const HISTORY_RESULTS = ['won', 'lost', 'even'] as const
export const EXPORT_CHUNK_MAX = 1024 * 1024
/** Below the 64 KiB input limit with room for the rest of the frame. */
export const UPLOAD_CHUNK_MAX = 48 * 1024

/**
 * The goal a timed run starts with, per layout: 5 s. Issue 36 asks for "a school's target of a few
 * seconds a layout"; no dealer school's published figure was found to cite, so 5 s stands for "a
 * few" and the person sets their own (1–120 s).
 */
export const DRILL_DEFAULT_GOAL_MS = 5_000
export const DRILL_MIN_GOAL_MS = 1_000
export const DRILL_MAX_GOAL_MS = 120_000

/** What a flashcard session deals: `mixed` every row, or one kind, or the `cells` picked on the chart. */
export const BJ_CARD_MODES = ['mixed', 'hard', 'soft', 'pair', 'cells'] as const
/** A true count answer is right within this of the exact running count ÷ decks left. */
export const TRUE_COUNT_TOLERANCE = 0.5

/** Rounds a run may play: from 10,000 (anything less says nothing) to 100 million (about 2 minutes a million on a loaded machine). */
export const SIM_ROUNDS_MIN = 10_000
export const SIM_ROUNDS_MAX = 100_000_000
/** Ramp entries: units at true counts 0 … 39. */
export const SIM_RAMP_MAX = 40
export const SIM_UNITS_MAX = 1000

/** The rounds a run plays: its length as given, in hours turned into rounds at the rounds per hour. */
export function simRounds(length: { unit: 'rounds' | 'hours'; value: number }, roundsPerHour: number): number {
  return length.unit === 'rounds' ? length.value : length.value * roundsPerHour
}

/**
 * The largest scenario file a stacked table reads, in characters: one message, so under what the
 * contract lets any single string be (huge strings are refused everywhere; a drill's file is small).
 */
export const STACKED_SCENARIO_MAX = 64 * 1024

/** A table's counting settings before the person changes them: off, Hi-Lo, half-deck estimates, the 1–12 ramp. */
export function defaultCounting(unitMinor: number): CountingSettings {
  return {
    on: false,
    system: 'hilo',
    exact: false,
    quiz: true,
    ramp: [...DEFAULT_RAMP],
    unitMinor,
    counter: false
  }
}
