import { Counter } from 'prom-client';
import { opsServer } from './ops-server.js';

describe('the health and metrics port', () => {
  const ops = opsServer();
  afterAll(() => ops.close());

  it('answers liveness and readiness', async () => {
    expect((await ops.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await ops.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: {} });
  });

  it('serves the process’s Prometheus metrics', async () => {
    new Counter({ name: 'ops_server_spec_total', help: 'A counter of this test' }).inc(3);
    const metrics = await ops.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metrics.body).toContain('ops_server_spec_total 3');
  });
});
