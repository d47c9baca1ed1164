/**
 * A card table's coach as it follows the round (Blackjack, Xì dách): the advice for the decision in front
 * of the person, main's grades of the session, the grade of the decision just made and the mistakes in
 * the game's words. Each game's `Coach.svelte` says what to ask and how a grade reads; this keeps the
 * newest answers only and shows nothing (`CoachPanel.svelte` does).
 */
import type { GradeAfter } from '@shared/contract/tables'
import { t } from '@renderer/i18n/index.svelte'
import { newest } from '@renderer/lib/newest'
import type { Client } from '@renderer/lib/rpc'

/** What a coach reads of the screen's table session (lib/table.svelte.ts): its client, table and round. */
export interface CoachSession {
  readonly client: Client
  readonly state: { tableId: string } | null
  readonly round: { roundId: number } | null
}

/** What a table screen gives its game's coach; each game's coach adds what its round needs. */
export interface CoachProps<Rules> {
  session: CoachSession
  rules: Rules
  /** The round's version while a decision of the person is awaited, else null. */
  version: number | null
  seatLabel: (seat: string) => string
}

export interface GradedMistake {
  key: string
  costMinor: number
  text: string
  /** Why the better play was better, under the text (Blackjack's chart cell or composition effect). */
  why?: string | null
}

/** The grade of the decision just made, in words; null before any. */
export type LastGrade = { good: boolean; text: string } | null

interface Grade extends GradeAfter {
  roundId: number
  costMinor: number
}

const laterThan = (a: GradeAfter, b: GradeAfter): boolean =>
  a.roundSeq > b.roundSeq || (a.roundSeq === b.roundSeq && a.eventSeq > b.eventSeq)

/**
 * Main's grades of the session as the coach follows them. Each read asks only for the grades after
 * the last one held (a whole session's list cost main ≈ 25 ms at a thousand hands, at every move) and
 * adds those; only the newest read is taken (lib/newest.ts), and a grade already held is never added
 * twice. A read for another table starts the list again. The grade of the decision `expect` noted is
 * handed to `graded` once the list holds it (a decision's event is the round's next version).
 */
export function gradeFollower<G extends { roundId: number } & GradeAfter>(
  keep: (list: G[]) => void,
  graded: (g: G) => void
): {
  expect: (roundId: number | null, version: number | null) => void
  read: (tableId: string, ask: (after: GradeAfter | undefined) => Promise<G[]>) => void
} {
  let awaiting: { roundId: number; eventSeq: number } | null = null
  let list: G[] = []
  let listOf: string | null = null
  const lists = newest()
  return {
    expect(roundId, version) {
      if (roundId !== null && version !== null) awaiting = { roundId, eventSeq: version + 1 }
    },
    read(tableId, ask) {
      if (tableId !== listOf) {
        list = []
        listOf = tableId
        keep(list)
      }
      const held = list.at(-1)
      lists.take(
        ask(held && { roundSeq: held.roundSeq, eventSeq: held.eventSeq }),
        (more) => {
          if (listOf !== tableId) return
          const last = list.at(-1)
          const added = last ? more.filter((g) => laterThan(g, last)) : more
          if (added.length > 0) {
            list = [...list, ...added]
            keep(list)
          }
          const w = awaiting
          const g = w ? added.find((x) => x.roundId === w.roundId && x.eventSeq === w.eventSeq) : undefined
          if (g) {
            awaiting = null
            graded(g)
          }
        },
        // A failed read keeps the list on show; the next move of the table reads it again.
        () => {}
      )
    }
  }
}

/**
 * Follows one coach from a component's setup (it makes effects). The advice is asked again whenever
 * what `awaited` reads changes, while it says a decision of the person is awaited; the grades are read
 * again whenever what `moved` reads changes.
 */
export function followCoach<A, G extends Grade>(o: {
  game: 'blackjack' | 'xidach'
  session: () => CoachSession
  awaited: () => boolean
  advice: (client: Client, tableId: string) => Promise<A | null>
  moved: () => unknown
  /** The session's grades after `after` (all without it), in play order. */
  grades: (client: Client, tableId: string, after?: GradeAfter) => Promise<G[]>
  /** A mistake as the last grade says it. */
  mistake: (g: G) => string
  /** A mistake as the session's list says it. */
  item: (g: G) => Pick<GradedMistake, 'text' | 'why'>
}): {
  readonly advice: A | null
  readonly last: LastGrade
  readonly mistakes: GradedMistake[]
  /** Notes the person's decision at this version as it is sent; main grades it when it arrives. */
  expect: (version: number | null) => void
} {
  let advice = $state<A | null>(null)
  let grades = $state<G[]>([])
  let last = $state<LastGrade>(null)
  // A refused or failed ask shows no advice (the panel says none), as a dropped one does.
  const asks = newest()
  const follow = gradeFollower<G>(
    (list) => (grades = list),
    (g) =>
      (last = g.costMinor === 0 ? { good: true, text: t(`${o.game}.coach.good`) } : { good: false, text: o.mistake(g) })
  )

  // A derived string, so a table state replaced by another for the same table asks nothing again.
  const tableId = $derived(o.session().state?.tableId)

  // The advice for the decision in front of the person (asked again whenever the round moves on).
  $effect(() => {
    if (!o.awaited() || tableId === undefined) {
      asks.drop()
      advice = null
    } else
      asks.take(
        o.advice(o.session().client, tableId),
        (a) => (advice = a),
        () => (advice = null)
      )
  })

  // Main's grades of this session (every decision, in play order), read again whenever the table moves.
  $effect(() => {
    void o.moved()
    if (tableId !== undefined) {
      const client = o.session().client
      follow.read(tableId, (after) => o.grades(client, tableId, after))
    }
  })

  const mistakes = $derived(
    grades
      .filter((g) => g.costMinor > 0)
      .map((g) => ({ key: `${g.roundId}:${g.eventSeq}`, costMinor: g.costMinor, ...o.item(g) }))
  )

  return {
    get advice() {
      return advice
    },
    get last() {
      return last
    },
    get mistakes() {
      return mistakes
    },
    expect: (version) => follow.expect(o.session().round?.roundId ?? null, version)
  }
}
