/**
 * Words every drill says the same way (checking, the score, the time, the best), Vietnamese first;
 * blackjack.vi.ts and sicbo.vi.ts spread them into their `drill` blocks, so each is written once.
 */
export const drillKitVi = {
  check: 'Kiểm tra',
  score: 'Đúng {{score}}/{{outOf}}',
  allRight: 'Chính xác hết!',
  time: '{{seconds}} giây',
  best: 'Kỷ lục: {{score}}/{{outOf}} trong {{seconds}} giây',
  right: 'Đúng',
  wrong: 'Sai'
}
