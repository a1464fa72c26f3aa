import { describe, expect, it } from 'vitest';
import { cpuShare, describeRun, describeShare, parseProcStat, readCpuTimes } from './machine-cpu.ts';

// Two readings of a two-core virtual machine's /proc/stat, ten seconds apart (2,000 ticks at 100 Hz):
// 1,500 ticks running code, 450 idle or waiting on the disk, 50 kept by the host.
const before = `cpu  11346633 29258 1640485 4463425 71324 0 64423 85179 0 0
cpu0 5673316 14629 820242 2231712 35662 0 32211 42589 0 0
cpu1 5673317 14629 820243 2231713 35662 0 32212 42590 0 0
intr 1 2 3`;
const after = `cpu  11347833 29258 1640735 4463825 71374 0 64473 85229 0 0
cpu0 5673916 14629 820367 2231912 35687 0 32236 42614 0 0
cpu1 5673917 14629 820368 2231913 35687 0 32237 42615 0 0
intr 1 2 3`;

describe('the machine CPU figures npm test prints beside its phases', () => {
  it('reads busy, stolen and all ticks from the summed cpu line, not one core’s', () => {
    expect(parseProcStat(before)).toEqual({
      busy: 11346633 + 29258 + 1640485 + 0 + 64423,
      steal: 85179,
      all: 11346633 + 29258 + 1640485 + 4463425 + 71324 + 0 + 64423 + 85179,
      cores: 2,
    });
    expect(parseProcStat('intr 1 2 3')).toBeUndefined();
  });

  it('says how busy the cores were and what the host took, and the run’s work in CPU-seconds', () => {
    const share = cpuShare(parseProcStat(before), parseProcStat(after));
    expect(share?.busy).toBeCloseTo(0.75);
    expect(share?.steal).toBeCloseTo(0.025);
    expect(describeShare(share)).toBe('busy 75 %, 3 % taken by the host');
    expect(describeRun(share, 10)).toBe(
      '15 CPU-s of work in 10 s on 2 cores (busy 75 %, 3 % taken by the host)',
    );
    // A quiet host is not mentioned; no reading (not Linux) prints nothing rather than a wrong figure.
    expect(describeShare({ busy: 0.994, steal: 0.002, cores: 2 })).toBe('busy 99 %');
    expect(describeShare(cpuShare(undefined, parseProcStat(after)))).toBe('');
  });

  it('reads this machine’s own counters where Linux has them', () => {
    const now = readCpuTimes();
    if (process.platform !== 'linux') return expect(now).toBeUndefined();
    expect(now?.all).toBeGreaterThan(now?.busy ?? Number.POSITIVE_INFINITY);
  });
});
