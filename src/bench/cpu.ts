/**
 * CPU time (user + system) since `c0 = process.cpuUsage()`, in seconds: the benches time work, not
 * waiting, so a shared machine's other load counts against a figure as little as it can. A start/stop
 * pair rather than a wrapper, so a timed hot loop keeps its variables local.
 */
export function cpuSecondsSince(c0: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(c0)
  return (used.user + used.system) / 1e6
}
