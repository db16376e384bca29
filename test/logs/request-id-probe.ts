// The requests test/logs/request-id.e2e-spec.ts sends with a known X-Request-Id, and the log lines
// they must have caused; test/logs/e2e-logs.after-e2e-spec.ts finds them once the stack has stopped
// (the stack's log is written by scripts/test.mjs, which waits while the end-to-end tests run).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { inRepo } from '../manifests/repo.js';

export interface ProbedRequest {
  requestId: string;
  /** `<process>: <msg>` of a line the request must have caused. */
  line: string;
}

const probeFile = inRepo('.run/request-id-probes.json');
const stackLog = inRepo('.run/e2e-stack.log');

/** The log's first line (a process's first words, with their time) tells one run's log from another's. */
const firstLine = (log: string) => log.slice(0, log.indexOf('\n'));

/** Keeps the probes for the after-e2e stage, tied to this run's stack log (started before the tests). */
export function recordProbes(probes: ProbedRequest[]): void {
  const log = existsSync(stackLog) ? readFileSync(stackLog, 'utf8') : '';
  writeFileSync(probeFile, JSON.stringify({ logStart: firstLine(log), probes }));
}

/** The probes sent while `log` was written; none when the request-id test did not run in that stage. */
export function recordedProbes(log: string): ProbedRequest[] {
  if (!existsSync(probeFile) || !log) return [];
  const recorded = JSON.parse(readFileSync(probeFile, 'utf8')) as { logStart: string; probes: ProbedRequest[] };
  return recorded.logStart === firstLine(log) ? recorded.probes : [];
}

/** The log's JSON lines that carry `requestId`, as `<process>: <msg>`. */
export function linesWithRequestId(log: string, requestId: string): string[] {
  return log.split('\n').flatMap((line) => {
    const space = line.indexOf(' ');
    const json = line.slice(space + 1);
    if (space < 0 || !json.startsWith('{')) return [];
    try {
      const fields = JSON.parse(json) as { msg?: unknown; request_id?: unknown };
      return fields.request_id === requestId ? [`${line.slice(0, space)}: ${String(fields.msg)}`] : [];
    } catch {
      return [];
    }
  });
}
