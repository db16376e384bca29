// docker-compose.yml's profiles: what production runs, on a laptop. `cluster` is a three-node NATS
// cluster the apps can be pointed at; `observability` the collector, Jaeger, Prometheus and
// Grafana, configured from ops/.
import { parse } from 'yaml';
import { discoverApps, readRepoFile } from './repo.js';

interface ComposeService {
  image?: string;
  profiles?: string[];
  command?: string[];
  environment?: Record<string, string | number | null>;
  networks?: Record<string, { aliases?: string[] } | null>;
  volumes?: string[];
}

const compose = parse(readRepoFile('docker-compose.yml'), { merge: true }) as { services: Record<string, ComposeService> };
const inProfile = (profile: string) =>
  Object.entries(compose.services).filter(([, service]) => service.profiles?.includes(profile));
const flag = (service: ComposeService, name: string) =>
  service.command?.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

describe('docker-compose.yml profiles', () => {
  it('cluster: three JetStream nodes, each routing to all three, each with its own store, answering as nats-cluster', () => {
    const nodes = inProfile('cluster');
    expect(nodes.map(([name]) => name)).toEqual(['nats-1', 'nats-2', 'nats-3']);
    for (const [name, node] of nodes) {
      expect(node.command).toContain('--jetstream');
      expect(flag(node, 'server_name')).toBe(name);
      expect(flag(node, 'cluster_name')).toBe('market-catalysts');
      expect(flag(node, 'routes')?.split(',').sort()).toEqual(nodes.map(([peer]) => `nats://${peer}:6222`));
      expect(node.volumes).toEqual([`${name}-data:/data`, './ops/nats/authorization.conf:/etc/nats/authorization.conf:ro']);
      expect(node.networks?.default?.aliases).toContain('nats-cluster');
    }
  });

  it.each(discoverApps())('$name takes NATS_URL, JETSTREAM_REPLICAS and the OTLP endpoint from the shell', (app) => {
    expect(compose.services[app.name].environment).toMatchObject({
      NATS_URL: '${NATS_URL:-nats://nats:4222}',
      JETSTREAM_REPLICAS: '${JETSTREAM_REPLICAS:-1}',
      OTEL_EXPORTER_OTLP_ENDPOINT: '${OTEL_EXPORTER_OTLP_ENDPOINT:-}',
    });
  });
});
