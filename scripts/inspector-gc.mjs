// A full garbage collection in another Node process of this machine, through its inspector:
// SIGUSR1 opens it on 127.0.0.1, one DevTools Protocol call collects, and the inspector closes
// again. `npm run bench` reads each process's memory this way after every round, at the same
// point of V8's cycle: read at a random moment, a process's resident memory rises and falls with
// garbage not yet collected, which is not growth.

// Node's own WebSocket client (Node 22 and later).
const { WebSocket } = globalThis;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value `probe` gives once it gives one, polling every 50 ms for `timeoutMs` at most. */
async function waitFor(what, probe, timeoutMs) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(50)) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
  }
  throw new Error(`inspector: no ${what} within ${timeoutMs} ms`);
}

const targets = (port) => fetch(`http://127.0.0.1:${port}/json/list`).then((response) => response.json());

/**
 * Collects the garbage of process `pid` (a Node process that leaves SIGUSR1 to Node). One process
 * at a time: each opens its inspector on the same port.
 * @param {number} pid
 * @param {{ port?: number, timeoutMs?: number }} [options]
 */
export async function collectGarbage(pid, { port = 9229, timeoutMs = 10_000 } = {}) {
  process.kill(pid, 'SIGUSR1');
  const url = await waitFor('inspector', async () => (await targets(port))[0]?.webSocketDebuggerUrl, timeoutMs);
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error(`inspector: cannot connect to ${url}`));
  });
  const replies = new Map();
  socket.onmessage = ({ data }) => {
    const message = JSON.parse(data);
    replies.get(message.id)?.(message);
  };
  let sent = 0;
  /** One DevTools call; one the process does not answer within `timeoutMs` fails. */
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++sent;
      const timer = setTimeout(() => reject(new Error(`inspector: no answer to ${method} within ${timeoutMs} ms`)), timeoutMs);
      replies.set(id, ({ result, error }) => {
        clearTimeout(timer);
        if (error) reject(new Error(`${method}: ${error.message}`));
        else resolve(result);
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  let ours = false;
  try {
    const { result } = await call('Runtime.evaluate', { expression: 'process.pid' });
    ours = result.value === pid;
    if (!ours) throw new Error(`inspector: process ${result.value} answered on port ${port}, not ${pid}`);
    await call('HeapProfiler.collectGarbage');
  } finally {
    // Closed whatever happened, so that the next process can open its own on the port. inspector.close()
    // waits for its sessions to end: it runs once this one has gone.
    try {
      if (ours)
        await call('Runtime.evaluate', {
          expression: "setTimeout(() => process.getBuiltinModule('node:inspector').close(), 100).unref(), undefined",
        });
    } finally {
      socket.close();
    }
  }
  // Closed before the next process opens its own on the same port.
  await waitFor(
    'closed inspector',
    () =>
      targets(port).then(
        () => undefined,
        () => true,
      ),
    timeoutMs,
  );
}
