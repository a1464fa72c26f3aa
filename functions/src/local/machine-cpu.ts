// The machine's CPU time as Linux counts it (/proc/stat), for the phase table `npm test` prints. How busy
// the cores were during a phase tells a phase bound by CPU (near 100 %: only less work shortens it) from
// one waiting on something (well under: more side by side may fill it). The time a virtual machine's
// host kept for itself (steal) tells a slow run of the code from a slow machine, as the speed probe does.
import { readFileSync } from 'node:fs';

/** Clock ticks since boot, all cores summed. */
export interface CpuTimes {
  /** Running code: user, nice, system, irq and softirq (a guest's time is inside user). */
  busy: number;
  /** Taken by the host of a virtual machine while this one had work. */
  steal: number;
  /** busy, idle, iowait and steal together: every tick of every core. */
  all: number;
  /** The cores counted (a cpuN line each). */
  cores: number;
}

/** The `cpu` line of /proc/stat; undefined for a text without one. */
export function parseProcStat(text: string): CpuTimes | undefined {
  const fields = /^cpu\s+([\d\s]+)$/m.exec(text)?.[1]?.trim().split(/\s+/).map(Number);
  if (!fields || fields.length < 8) return undefined;
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const busy = user + nice + system + irq + softirq;
  const cores = text.match(/^cpu\d+\s/gm)?.length ?? 1;
  return { busy, steal, all: busy + idle + iowait + steal, cores };
}

/** Now, or undefined where there is no /proc/stat (not Linux). */
export function readCpuTimes(): CpuTimes | undefined {
  try {
    return parseProcStat(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

export interface CpuShare {
  /** Of every core's time between the two readings, the part spent running code. */
  busy: number;
  /** The part the host kept. */
  steal: number;
  cores: number;
}

/** What happened between two readings, as shares of the cores' time; undefined when no tick passed. */
export function cpuShare(from: CpuTimes | undefined, to: CpuTimes | undefined): CpuShare | undefined {
  if (!from || !to) return undefined;
  const all = to.all - from.all;
  if (all <= 0) return undefined;
  return { busy: (to.busy - from.busy) / all, steal: (to.steal - from.steal) / all, cores: to.cores };
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** A phase line's ending: "busy 99 %", with the host's share when it took any. */
export function describeShare(share: CpuShare | undefined): string {
  if (!share) return '';
  const stolen = Math.round(share.steal * 100) >= 1 ? `, ${percent(share.steal)} taken by the host` : '';
  return `busy ${percent(share.busy)}${stolen}`;
}

/** The whole run: its work in CPU-seconds (the cores' share busy times the wall time each core had). */
export function describeRun(share: CpuShare | undefined, wallSeconds: number): string {
  if (!share) return '';
  const work = Math.round(share.busy * wallSeconds * share.cores).toLocaleString('en-CA');
  return `${work} CPU-s of work in ${wallSeconds} s on ${share.cores} cores (${describeShare(share)})`;
}
