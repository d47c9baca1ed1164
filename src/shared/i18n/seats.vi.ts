/**
 * How a computer player is named, Vietnamese (seats.en.ts is typed against it): the one place every
 * screen, the history, the grades and the CSV take the name from (src/shared/seat-names.ts).
 */
export const seatsVi = {
  /** A computer player by its seat's number ("b2" → "Máy 2"). */
  computer: 'Máy {{n}}'
}
