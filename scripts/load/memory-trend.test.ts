import { describe, expect, it } from 'vitest';
import { memoryGrows, type MemorySample } from './memory-trend';

const MB = 1024 * 1024;
const run = (mbs: number[]): MemorySample[] => mbs.map((mb, i) => ({ at: i * 5, rss: mb * MB, processes: [] }));

describe('memoryGrows', () => {
  it('accepts memory that rises at first and then holds', () => {
    const samples = run([100, 140, 150, 152, 151, 153, 152, 154, 153, 152, 153, 154]);
    expect(memoryGrows(samples, samples[2]!)).toBe(false);
  });

  it('accepts an end above the settled point when the last third is not rising (a cache filled midway)', () => {
    const samples = run([100, 100, 100, 100, 130, 130, 130, 130, 125, 125, 125, 125]);
    expect(memoryGrows(samples, samples[0]!)).toBe(false);
  });

  it('fails memory that keeps rising to the end', () => {
    const samples = run([100, 105, 110, 115, 120, 125, 130, 135, 140, 145, 150, 155]);
    expect(memoryGrows(samples, samples[0]!)).toBe(true);
  });

  it('accepts a rise within the allowance', () => {
    const samples = run([100, 101, 102, 103, 104, 105, 106, 107, 108, 109]);
    expect(memoryGrows(samples, samples[0]!)).toBe(false);
  });
});
