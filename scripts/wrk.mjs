// One wrk run (Debian's `wrk`, a C load generator: the load itself takes little of the cores the
// servers under test share), read back into numbers. Used by `npm run bench`.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const WRK = '/usr/bin/wrk';

/** @param {string} text e.g. `812.00us`, `1.25ms`, `1.02s` @returns {number} milliseconds */
const milliseconds = (text) => {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`wrk: unreadable latency "${text}"`);
  return Number(match[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2]];
};

/**
 * Reads wrk's report (run with --latency).
 * @param {string} output
 */
export function parseWrk(output) {
  const number = (pattern) => {
    const match = pattern.exec(output);
    return match ? Number(match[1]) : 0;
  };
  const percentile = (p) => {
    const match = new RegExp(`^\\s+${p}%\\s+(\\S+)\\s*$`, 'm').exec(output);
    if (!match) throw new Error(`wrk: no ${p}th percentile in its report:\n${output}`);
    return Math.round(milliseconds(match[1]) * 100) / 100;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requests: { average: number(/^Requests\/sec:\s+([\d.]+)/m), total: number(/^\s*(\d+) requests in /m) },
    latency: { p50: percentile(50), p99: percentile(99) },
    errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
  };
}

/**
 * Drives `url` with `connections` connections on one thread for `seconds`; with `paths`, each
 * request takes the next of them in turn (on the host of `url`) instead of `url`'s own.
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string, paths?: string[], connections: number, seconds: number }} load
 */
export async function wrk(url, { method = 'GET', headers = {}, body, paths, connections, seconds }) {
  // Method, body and paths go through a Lua script (in long brackets: no escapes); headers as -H.
  const dir = mkdtempSync(join(tmpdir(), 'wrk-'));
  const script = join(dir, 'request.lua');
  const lines = [`wrk.method = ${JSON.stringify(method)}`];
  if (body) lines.push(`wrk.body = [==[${body}]==]`);
  if (paths?.length)
    lines.push(
      `local paths = { ${paths.map((path) => `[==[${path}]==]`).join(', ')} }`,
      'local next = 0',
      'request = function() next = next % #paths + 1; return wrk.format(nil, paths[next]) end',
    );
  writeFileSync(script, `${lines.join('\n')}\n`);
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  try {
    const output = await new Promise((resolve, reject) =>
      execFile(WRK, [...args, url], (error, stdout, stderr) =>
        error ? reject(new Error(`wrk: ${stderr || error.message}`)) : resolve(stdout),
      ),
    );
    return parseWrk(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
