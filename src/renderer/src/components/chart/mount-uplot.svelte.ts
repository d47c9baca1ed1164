/**
 * How the app's charts are put on the page by uPlot (chart/BalanceChart.svelte, sim/SimChart.svelte):
 * built once the chart's box exists, at the box's width and following it (ResizeObserver), and
 * destroyed with its component. uPlot fixes its series, labels and formatters when it is made, so a
 * change of those builds the chart again; new data alone is set on the chart as it is.
 */
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { onDestroy } from 'svelte'

/** Narrower than this the axes crowd out the plot; the box scrolls instead. */
const MIN_WIDTH = 200

export interface UplotMount {
  /** The chart's box (bound in the markup); nothing is drawn until it exists. */
  box: () => HTMLElement | undefined
  height: () => number
  /** The options at a width; what they read (words, series) is read again when the chart is rebuilt. */
  options: (width: number) => uPlot.Options
  data: () => uPlot.AlignedData
  /**
   * What the options were made from (the words, the formats): when it changes the chart is built
   * again, otherwise new data is set on it. Absent: every change builds the chart again.
   */
  builtFrom?: () => string
}

/** Mounts the chart; call while a component is set up (it makes effects and an onDestroy). */
export function mountUplot(m: UplotMount): void {
  let plot: uPlot | null = null
  let builtFor: string | undefined
  const width = (box: HTMLElement): number => Math.max(MIN_WIDTH, box.clientWidth)

  $effect(() => {
    const box = m.box()
    if (!box) return
    const data = m.data()
    const from = m.builtFrom?.()
    if (plot && (from === undefined || from !== builtFor)) {
      plot.destroy()
      plot = null
    }
    if (!plot) {
      plot = new uPlot(m.options(width(box)), data, box)
      builtFor = from
    } else {
      plot.setData(data)
    }
  })

  $effect(() => {
    const box = m.box()
    if (!box) return
    const observer = new ResizeObserver(() => {
      if (plot) plot.setSize({ width: width(box), height: m.height() })
    })
    observer.observe(box)
    return () => observer.disconnect()
  })

  onDestroy(() => {
    plot?.destroy()
    plot = null
  })
}
