/**
 * The look the app's uPlot charts share (chart/BalanceChart.svelte, sim/SimChart.svelte): colours read
 * from the design tokens on the chart's box, a faint gold grid, and the two axes.
 */
import type uPlot from 'uplot'

/** A design token's value on `el`, or `fallback` (no box yet, or the token unset). */
export function token(el: HTMLElement | undefined, name: string, fallback: string): string {
  const v = el ? getComputedStyle(el).getPropertyValue(name).trim() : ''
  return v || fallback
}

const GRID = 'rgba(233, 196, 106, 0.14)'

/**
 * The x and y axes, their ticks written by `formatX` and `formatY`. No axis titles: the section's
 * heading and the legend name the series, and the space goes to the lines. The y axis is as wide as its
 * longest tick label ("-20.000 chip"), so none is cut off.
 */
export function chartAxes(
  el: HTMLElement | undefined,
  formatX: (v: number) => string,
  formatY: (v: number) => string
): uPlot.Axis[] {
  const muted = token(el, '--ink-muted', '#cfe0d5')
  const axis = (values: (v: number) => string): uPlot.Axis => ({
    stroke: muted,
    grid: { stroke: GRID, width: 1 },
    ticks: { stroke: GRID, width: 1 },
    font: '12px system-ui, sans-serif',
    values: (_u, splits) => splits.map((v) => (v === null || v === undefined ? '' : values(v)))
  })
  return [
    axis(formatX),
    { ...axis(formatY), size: (_u, values) => 16 + 7.5 * Math.max(4, ...(values ?? []).map((v) => v.length)) }
  ]
}
