/** Plain-text tables (Markdown-compatible, so they paste into an issue as is). */
export function table(headers: string[], rows: string[][]): string {
  const width = (s: string) => [...s].length;
  const widths = headers.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c + ' '.repeat(widths[i]! - width(c))).join(' | ')} |`;
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

export const verdict = (pass: boolean | null) => (pass === null ? 'SKIPPED' : pass ? 'PASS' : 'FAIL');
