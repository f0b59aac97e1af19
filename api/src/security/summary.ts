/**
 * What the security suite ran, printed at the end of each of its files (and appended as a JSON line
 * to `$SECURITY_SUMMARY` when set), so a release note can quote the number of cases.
 */
import fs from 'node:fs';
import { TEST_ENGINE } from '../test/helpers';

export interface Tally {
  suite: string;
  operations: number;
  cases: number;
  serverErrors: number;
}

export function tally(suite: string): Tally {
  return { suite, operations: 0, cases: 0, serverErrors: 0 };
}

export function report(t: Tally, extra: Record<string, unknown> = {}): void {
  const line = { ...t, engine: TEST_ENGINE, ...extra };
  console.log(
    `[security] ${t.suite} (${TEST_ENGINE}): ${t.cases} cases over ${t.operations} operations, ${t.serverErrors} answered 5xx`,
  );
  const file = process.env.SECURITY_SUMMARY;
  if (file) fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
}
