/**
 * A card table's coach as it follows the round (Blackjack, Xì dách): the advice for the decision in front
 * of the person, main's grades of the session, the grade of the decision just made and the mistakes in
 * the game's words. Each game's `Coach.svelte` says what to ask and how a grade reads; this keeps the
 * newest answers only and shows nothing (`CoachPanel.svelte` does).
 */
import { untrack } from 'svelte'
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

/**
 * A decision of the person's as the screen sends it: its round and the round's version it was taken at
 * (its grade is the round's event `version + 1`). A new object for each decision sent, so the same
 * version in a later round is a decision of its own.
 */
export interface SentDecision {
  roundId: number
  version: number
}

/**
 * The decision the screen is about to send at `version` (the coach's `version`) of the session's round,
 * or null when none of the person's is awaited.
 */
export function decisionSent(session: CoachSession, version: number | null): SentDecision | null {
  const roundId = session.round?.roundId
  return roundId === undefined || version === null ? null : { roundId, version }
}

/** What a table screen gives its game's coach; each game's coach adds what its round needs. */
export interface CoachProps<Rules> {
  session: CoachSession
  rules: Rules
  /** The round's version while a decision of the person is awaited, else null. */
  version: number | null
  /**
   * The person's decision last sent (decisionSent), or null before any: main grades it when it arrives,
   * and the coach shows that grade as the last one once it has it.
   */
  sent: SentDecision | null
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

/**
 * The last grade as shown: only while the round it grades is on the table. The previous hand's grade
 * stayed under the next hand's hint (issue 32).
 */
export function lastOfRound(
  last: { good: boolean; text: string; roundId: number } | null,
  roundId: number | null
): LastGrade {
  return last !== null && last.roundId === roundId ? { good: last.good, text: last.text } : null
}

interface Grade extends GradeAfter {
  roundId: number
  costMinor: number
}

const laterThan = (a: GradeAfter, b: GradeAfter): boolean =>
  a.roundSeq > b.roundSeq || (a.roundSeq === b.roundSeq && a.eventSeq > b.eventSeq)

/**
 * Main's grades of the session as the coach follows them: the list read once when a table opens,
 * then each grade main pushes as it is computed (`table.grade`), merged in play order, each grade
 * once whichever comes first (a grade pushed while the read is on its way is in both). Only the
 * newest read is taken (lib/newest.ts). A read for another table starts the list again. The grade of
 * the decision `expect` noted is handed to `graded` once the list holds it (a decision's event is the
 * round's next version).
 */
export function gradeFollower<G extends { roundId: number } & GradeAfter>(
  keep: (list: G[]) => void,
  graded: (g: G) => void
): {
  expect: (roundId: number | null, version: number | null) => void
  read: (tableId: string, ask: () => Promise<G[]>) => void
  add: (tableId: string, more: readonly G[]) => void
} {
  let awaiting: { roundId: number; eventSeq: number } | null = null
  let list: G[] = []
  let listOf: string | null = null
  const lists = newest()
  const handOn = (): void => {
    const w = awaiting
    const g = w ? list.find((x) => x.roundId === w.roundId && x.eventSeq === w.eventSeq) : undefined
    if (g) {
      awaiting = null
      graded(g)
    }
  }
  const merge = (more: readonly G[]): void => {
    const held = new Set(list.map((x) => `${x.roundId}:${x.eventSeq}`))
    const added = more.filter((x) => !held.has(`${x.roundId}:${x.eventSeq}`))
    if (added.length > 0) {
      list = [...list, ...added].sort((a, b) => (laterThan(a, b) ? 1 : laterThan(b, a) ? -1 : 0))
      keep(list)
    }
    handOn()
  }
  return {
    expect(roundId, version) {
      if (roundId !== null && version !== null) awaiting = { roundId, eventSeq: version + 1 }
      handOn()
    },
    read(tableId, ask) {
      if (tableId !== listOf) {
        list = []
        listOf = tableId
        keep(list)
      }
      lists.take(
        ask(),
        (all) => {
          if (listOf === tableId) merge(all)
        },
        // A failed read keeps what the pushes brought; the next opening reads again.
        () => {}
      )
    },
    add(tableId, more) {
      if (listOf === tableId) merge(more)
    }
  }
}

const later = (a: { roundId: number; version: number }, b: { roundId: number; version: number }): boolean =>
  a.roundId > b.roundId || (a.roundId === b.roundId && a.version >= b.version)

/**
 * Follows one coach from a component's setup (it makes effects). Main pushes the advice for each
 * decision of the person (`table.advice`) and each grade (`table.grade`); the coach asks for them
 * only when the table opens (a decision already in front of the person, the session's grades so far)
 * and when the connection comes back (pushes sent meanwhile were lost). Each game's coach shows the
 * advice only for the version in front of the person.
 */
export function followCoach<A extends { roundId: number; version: number }, G extends Grade>(o: {
  game: 'blackjack' | 'xidach'
  session: () => CoachSession
  awaited: () => boolean
  advice: (client: Client, tableId: string) => Promise<A | null>
  /** The session's grades, in play order. */
  grades: (client: Client, tableId: string) => Promise<G[]>
  /** A mistake as the last grade says it. */
  mistake: (g: G) => string
  /** A mistake as the session's list says it. */
  item: (g: G) => Pick<GradedMistake, 'text' | 'why'>
  /**
   * Whether a grade is a mistake by a judgement of the game's own (Blackjack's counter mode: off the
   * counter's play), or null to go by its cost (a mistake costs something against the best play).
   */
  judge?: (g: G) => boolean | null
  /** Whether a pushed grade is this coach's to show (a table of several people: the person's own); absent: every one. */
  pushed?: (g: G) => boolean
  /** The person's decision last sent (the screen's `sent`): its grade is the last one once main has it. */
  sent: () => SentDecision | null
}): {
  readonly advice: A | null
  readonly last: LastGrade
  readonly mistakes: GradedMistake[]
} {
  let advice = $state<A | null>(null)
  let grades = $state<G[]>([])
  let last = $state<{ good: boolean; text: string; roundId: number } | null>(null)
  const asks = newest()
  const isMistake = (g: G): boolean => o.judge?.(g) ?? g.costMinor > 0
  const follow = gradeFollower<G>(
    (list) => (grades = list),
    (g) =>
      (last = !isMistake(g)
        ? { good: true, text: t(`${o.game}.coach.good`), roundId: g.roundId }
        : { good: false, text: o.mistake(g), roundId: g.roundId })
  )
  /** The newer of the advice held and `a` (a pushed one may overtake an answer to the opening ask). */
  const take = (a: A | null): void => {
    if (a && (advice === null || later(a, advice))) advice = a
  }

  // A derived string, so a table state replaced by another for the same table asks nothing again.
  const tableId = $derived(o.session().state?.tableId)

  $effect(() => {
    const id = tableId
    if (id === undefined) return
    const client = o.session().client
    const ask = (): void => {
      asks.take(o.advice(client, id), take, () => {})
      follow.read(id, () => o.grades(client, id))
    }
    advice = null
    const stops = [
      client.on('table.advice', (e) => {
        if (e.tableId === id && e.game === o.game) take(e.advice as unknown as A)
      }),
      client.on('table.grade', (e) => {
        const g = e.grade as unknown as G
        if (e.tableId === id && e.game === o.game && (o.pushed?.(g) ?? true)) follow.add(id, [g])
      }),
      client.onStatus((status) => {
        if (status === 'open') ask()
      })
    ]
    ask()
    return () => stops.forEach((stop) => stop())
  })

  // Each decision sent is noted once, as it is sent (a new object each time); what noting it reads
  // (the grades held, the words of a grade already held) is no reason to note it again.
  $effect(() => {
    const s = o.sent()
    if (s) untrack(() => follow.expect(s.roundId, s.version))
  })

  const mistakes = $derived(
    grades.filter(isMistake).map((g) => ({ key: `${g.roundId}:${g.eventSeq}`, costMinor: g.costMinor, ...o.item(g) }))
  )

  return {
    get advice() {
      // Only the current round's: a version number repeats from one round to the next.
      return o.awaited() && advice !== null && advice.roundId === o.session().round?.roundId ? advice : null
    },
    get last() {
      return lastOfRound(last, o.session().round?.roundId ?? null)
    },
    get mistakes() {
      return mistakes
    }
  }
}
