/** Reading Prometheus's text format in tests: its samples, and one sample's value by name and labels. */
import assert from 'node:assert/strict';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The text format's samples (comments skipped); label values unescaped. */
export function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      assert.ok(match, `not a sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
        labels[key] = JSON.parse(`"${value}"`);
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

export const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

export const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) => {
  const found = find(samples, name, labels);
  assert.equal(found.length, 1, `${name} ${JSON.stringify(labels)}: ${found.length} samples`);
  return found[0].value;
};
