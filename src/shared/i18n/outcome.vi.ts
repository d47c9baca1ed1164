/**
 * A round's outcome in words, Vietnamese (the source of truth; outcome.en.ts is typed against it):
 * what src/shared/outcome-words.ts writes for the history's rounds list, the recall and the CSV's
 * `outcome_text`. Shared because the house writes the CSV and the renderer the screens; the Xì dách
 * hand outcomes are the renderer's `xidach.outcome` too (i18n/xidach.vi.ts includes them).
 */
export const xidachOutcomeVi = {
  'xi-bang': 'Xì bàng',
  'xi-dach': 'Xì dách',
  'ngu-linh': 'Ngũ linh',
  win: 'Thắng',
  push: 'Hòa',
  lose: 'Thua',
  bust: 'Quắc',
  non: 'Non',
  penalised: 'Phạt bốc quắc',
  den: 'Đền'
}

export const outcomeVi = {
  xidach: xidachOutcomeVi,
  /** A Xì dách outcome the house could not tell ("?"). */
  unknown: 'Chưa rõ',
  you: 'Bạn',
  youDealing: 'Bạn làm cái',
  dealer: 'nhà cái',
  faceDown: 'lá úp',
  dice: 'Xúc xắc {{a}} · {{b}} · {{c}}, tổng {{total}} ({{side}})',
  diceTriple: 'Xúc xắc {{a}} · {{b}} · {{c}}: bộ ba, tổng {{total}}',
  small: 'Xỉu',
  big: 'Tài'
}
