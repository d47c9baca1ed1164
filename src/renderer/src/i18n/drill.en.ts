import type { Shape } from '@shared/i18n/words'
import type { drillKitVi } from './drill.vi'

/** Words every drill says the same way, in English; typed against the Vietnamese. */
export const drillKitEn: Shape<typeof drillKitVi> = {
  check: 'Check',
  score: '{{score}}/{{outOf}} right',
  allRight: 'All right!',
  time: '{{seconds}} s',
  best: 'Best: {{score}}/{{outOf}} in {{seconds}} s',
  right: 'Right',
  wrong: 'Wrong'
}
