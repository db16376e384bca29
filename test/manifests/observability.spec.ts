// ops/: the alert rules, dashboards, Prometheus and OpenTelemetry Collector configuration, against
// the metrics the code really exports and the apps that really exist. promtool (Debian's
// `prometheus` package) checks and unit-tests the rules where it is installed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { discoverApps, inRepo, readRepoFile, repoRoot } from './repo.js';

const apps = discoverApps();

interface Rule {
  alert?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
const rulesFile = 'ops/prometheus/rules/market-catalysts.rules.yml';
const rules = (parse(readRepoFile(rulesFile)) as { groups: { name: string; rules: Rule[] }[] }).groups;
const dashboardsDir = inRepo('ops/grafana/dashboards');
const dashboards = readdirSync(dashboardsDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ file, json: JSON.parse(readFileSync(join(dashboardsDir, file), 'utf8')) as Dashboard }));

interface Dashboard {
  uid: string;
  title: string;
  panels: { title: string; datasource?: { uid: string }; targets: { expr: string }[] }[];
}

/** Source files of the apps and the runtime, where every metric the product exports is declared. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return ['dist', 'node_modules', 'generated'].includes(entry.name) ? [] : sources(join(dir, entry.name));
    return entry.name.endsWith('.ts') && !entry.name.includes('spec.') ? [readFileSync(join(dir, entry.name), 'utf8')] : [];
  });
}

/**
 * Every series name Prometheus can see: the product's own metrics (`name: '…'` of prom-client's
 * Counter, Gauge and Histogram, or of a metric class with `name` and `type`, with a histogram's
 * _bucket, _count and _sum), prom-client's default
 * process and Node.js metrics, the NATS exporter's JetStream metrics (k8s/components/nats-cluster
 * runs it with -jsz=all), and Prometheus's own `up`.
 */
function exportedMetrics(): Set<string> {
  const names = new Set(['up']);
  const code = ['runtime/src', 'bff/src', ...apps.filter(({ dir }) => dir !== 'bff').map(({ dir }) => `${dir}/src`)].flatMap(
    (dir) => sources(inRepo(dir)),
  );
  for (const text of code)
    for (const [, kind, body] of text.matchAll(/new (Counter|Gauge|Histogram|Summary)\(\{([\s\S]*?)\}\)/g)) {
      const name = /name:\s*'([a-z_:][a-z0-9_:]*)'/.exec(body)?.[1];
      if (!name) continue;
      names.add(name);
      if (kind === 'Histogram' || kind === 'Summary')
        for (const suffix of ['_bucket', '_count', '_sum']) names.add(name + suffix);
    }
  // A metric class of its own registered with prom-client (the bff's RouteTimings): its `name` and `type`.
  for (const text of code)
    for (const [, name, type] of text.matchAll(
      /readonly name = '([a-z_:][a-z0-9_:]*)';\s*readonly help = '[^']*';\s*readonly type = '(\w+)'/g,
    )) {
      names.add(name);
      if (type === 'histogram' || type === 'summary')
        for (const suffix of ['_bucket', '_count', '_sum']) names.add(name + suffix);
    }
  const promClient = join(repoRoot, 'node_modules/prom-client/lib/metrics');
  for (const file of readdirSync(promClient).filter((name) => name.endsWith('.js')))
    for (const [, name] of readFileSync(join(promClient, file), 'utf8').matchAll(/'((?:process|nodejs)_[a-z_]+)'/g))
      names.add(name);
  const nats = readRepoFile('k8s/components/nats-cluster/nats.yaml');
  if (nats.includes('-jsz=all'))
    for (const name of [
      'jetstream_consumer_num_pending',
      'jetstream_consumer_num_redelivered',
      'jetstream_consumer_num_ack_pending',
      'jetstream_stream_total_messages',
    ])
      names.add(name);
  return names;
}

const keywords = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'inf',
  'nan',
]);

/** The series names a PromQL expression reads (label matchers, groupings and functions left out). */
export function metricsIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '')
    .replace(/\[[^\]]*\]/g, '');
  return [...bare.matchAll(/(?<![\w.:])([a-zA-Z_:][a-zA-Z0-9_:]*)(?![\w:])(?!\s*\()/g)]
    .map(([, name]) => name)
    .filter((name) => !keywords.has(name.toLowerCase()));
}

describe('ops/prometheus alert rules', () => {
  const all = rules.flatMap((group) => group.rules);
  const exported = exportedMetrics();

  it('reads only metrics the product, prom-client or the NATS exporter export', () => {
    expect(metricsIn('histogram_quantile(0.99, sum by (route, le) (rate(x_bucket{job="bff"}[5m]))) > 1')).toEqual(['x_bucket']);
    const unknown = all.flatMap(({ alert, expr }) =>
      metricsIn(expr)
        .filter((name) => !exported.has(name))
        .map((name) => `${alert}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('names every alert once, with a severity that routes (page or ticket) and a summary', () => {
    const names = all.map(({ alert }) => alert);
    expect(new Set(names).size).toBe(names.length);
    const broken = all.filter(
      ({ alert, labels, annotations }) => !alert || !['page', 'ticket'].includes(labels?.severity ?? '') || !annotations?.summary,
    );
    expect(broken).toEqual([]);
  });

  it('covers what the issue says must page an operator', () => {
    const watched = new Set(all.flatMap(({ expr }) => metricsIn(expr)));
    for (const metric of [
      'http_server_duration_seconds_count', // 5xx rate
      'http_server_duration_seconds_bucket', // p99 per route
      'jetstream_consumer_num_pending', // consumer lag
      'jetstream_consumer_num_redelivered', // redeliveries
      'events_handled_total', // dead letters
      'outbox_pending', // outbox backlog
      'quotes_refresh_last_success_seconds', // quotes staleness
      'catalysts_sync_lag_seconds', // calendar staleness
      'quotes_refresh_failures_total', // BullMQ job failures
      'billing_webhook_events_total', // webhook failures
      'billing_stripe_api_errors_total', // Stripe errors
    ])
      expect(watched).toContain(metric);
  });

  // promtool comes with Debian's `prometheus` package (`npm test` unpacks it: PROMTOOL); without it these are skipped, not passed.
  const promtool = [process.env.PROMTOOL, '/usr/bin/promtool', '/usr/local/bin/promtool'].find(
    (path) => path && existsSync(path),
  );
  (promtool ? describe : describe.skip)('promtool', () => {
    const run = (...args: string[]) => execFileSync(promtool!, args, { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' });

    it('accepts the rules, and its unit tests of them pass (alerts fire on bad series, stay quiet on good ones)', () => {
      expect(run('check', 'rules', rulesFile)).toMatch(/SUCCESS/);
      expect(run('test', 'rules', 'ops/prometheus/rules/market-catalysts.test.yml')).toMatch(/SUCCESS/);
    });

    it('accepts both Prometheus configurations', () => {
      expect(run('check', 'config', '--syntax-only', 'ops/prometheus/prometheus.compose.yml')).toMatch(/SUCCESS/);
      // Debian builds Prometheus without Kubernetes discovery: check the rest with the discovery swapped out.
      const config = parse(readRepoFile('ops/prometheus/prometheus.kubernetes.yml')) as {
        scrape_configs: Record<string, unknown>[];
      };
      for (const job of config.scrape_configs)
        if (job.kubernetes_sd_configs) {
          expect(job.kubernetes_sd_configs).toEqual([{ role: 'pod', namespaces: { names: ['market-catalysts'] } }]);
          delete job.kubernetes_sd_configs;
          job.static_configs = [{ targets: ['pod:9090'] }];
        }
      const dir = mkdtempSync(join(tmpdir(), 'prometheus-'));
      try {
        writeFileSync(join(dir, 'prometheus.yml'), JSON.stringify(config));
        expect(run('check', 'config', '--syntax-only', join(dir, 'prometheus.yml'))).toMatch(/SUCCESS/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});

describe('ops/prometheus scrape configuration (docker-compose)', () => {
  const config = parse(readRepoFile('ops/prometheus/prometheus.compose.yml')) as {
    scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
  };
  const compose = parse(readRepoFile('docker-compose.yml'), { merge: true }) as {
    services: Record<string, { build?: { args?: { PORT?: number } }; environment?: Record<string, string> }>;
  };

  it.each(apps)('scrapes $name as job `$name` on the port its /metrics answers', (app) => {
    const service = compose.services[app.name];
    const port = service.environment?.METRICS_PORT ?? service.build?.args?.PORT;
    const job = config.scrape_configs.find(({ job_name }) => job_name === app.name);
    expect(job?.static_configs.flatMap(({ targets }) => targets)).toEqual([`${app.name}:${port}`]);
  });
});

describe('ops/grafana dashboards', () => {
  const exported = exportedMetrics();
  const datasources = parse(readRepoFile('ops/grafana/provisioning/datasources.yml')) as { datasources: { uid: string }[] };

  it('has one dashboard per app and an overview, each with its own uid', () => {
    expect(dashboards.map(({ file }) => file.replace('.json', '')).sort()).toEqual(
      [...apps.map(({ name }) => name), 'overview'].sort(),
    );
    expect(new Set(dashboards.map(({ json }) => json.uid)).size).toBe(dashboards.length);
  });

  it('reads only metrics the code exports, through the provisioned data source', () => {
    const uids = new Set(datasources.datasources.map(({ uid }) => uid));
    const problems = dashboards.flatMap(({ file, json }) =>
      json.panels.flatMap((panel) => [
        ...(uids.has(panel.datasource?.uid ?? '') ? [] : [`${file} "${panel.title}": unknown data source`]),
        ...(panel.targets.length ? [] : [`${file} "${panel.title}": no query`]),
        ...panel.targets.flatMap(({ expr }) =>
          metricsIn(expr)
            .filter((name) => !exported.has(name))
            .map((name) => `${file} "${panel.title}": ${name}`),
        ),
      ]),
    );
    expect(problems).toEqual([]);
  });

  it.each(apps.filter(({ name }) => name !== 'bff'))('shows $name its requests, outbox and consumers', (app) => {
    const dashboard = dashboards.find(({ file }) => file === `${app.name}.json`)!.json;
    const read = dashboard.panels.flatMap(({ targets }) => targets.map(({ expr }) => expr)).join('\n');
    for (const metric of ['rpc_server_duration_seconds_count', 'outbox_pending', 'events_handled_total'])
      expect(read).toContain(metric);
    expect(read).toContain(`job="${app.name}"`);
  });
});

describe('ops/otel-collector', () => {
  const config = parse(readRepoFile('ops/otel-collector/config.yaml')) as {
    receivers: { otlp: { protocols: Record<string, { endpoint: string }> } };
    exporters: Record<string, { endpoint: string }>;
    service: { pipelines: Record<string, { receivers: string[]; exporters: string[] }> };
  };

  it('receives OTLP over gRPC and HTTP, on the ports the apps and their network policy use', () => {
    expect(config.receivers.otlp.protocols.grpc.endpoint).toBe('0.0.0.0:4317');
    expect(config.receivers.otlp.protocols.http.endpoint).toBe('0.0.0.0:4318');
    const policy = readRepoFile('k8s/components/service/network-policy.yaml');
    expect(policy).toMatch(/port: 4317[\s\S]*port: 4318/);
  });

  it('sends traces to Jaeger and metrics to Prometheus, by names that exist in compose and Kubernetes', () => {
    expect(config.service.pipelines.traces).toMatchObject({ receivers: ['otlp'], exporters: ['otlp/jaeger'] });
    expect(config.service.pipelines.metrics).toMatchObject({ receivers: ['otlp'], exporters: ['prometheus'] });
    const jaegerHost = config.exporters['otlp/jaeger'].endpoint.split(':')[0];
    const compose = parse(readRepoFile('docker-compose.yml'), { merge: true }) as {
      services: Record<string, { profiles?: string[] }>;
    };
    expect(compose.services[jaegerHost]?.profiles).toEqual(['observability']);
    expect(readRepoFile('k8s/components/observability/jaeger.yaml')).toMatch(
      new RegExp(`kind: Service\\nmetadata:\\n  name: ${jaegerHost}\\n`),
    );
  });
});

describe('docker-compose.yml observability profile', () => {
  const compose = parse(readRepoFile('docker-compose.yml'), { merge: true }) as {
    services: Record<string, { profiles?: string[]; volumes?: string[] }>;
  };

  it('runs the collector, Jaeger, Prometheus and Grafana, mounting files of ops/ that exist', () => {
    const services = Object.entries(compose.services).filter(([, service]) => service.profiles?.includes('observability'));
    expect(services.map(([name]) => name).sort()).toEqual(['grafana', 'jaeger', 'otel-collector', 'prometheus']);
    const mounted = services.flatMap(([, service]) => service.volumes ?? []).map((volume) => volume.split(':')[0]);
    expect(mounted.filter((path) => !path.startsWith('./ops/') || !existsSync(inRepo(path)))).toEqual([]);
  });
});
