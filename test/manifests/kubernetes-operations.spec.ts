// What an operator relies on in every rendering of k8s/ (the base and each overlay): each object
// valid against the Kubernetes schema, an autoscaler per app, the network open exactly as far as
// each app's own configuration says it reaches, a graceful stop, the NATS cluster the stream
// replicas need, and each environment's images, host and certificate.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  kubectlPath,
  readAppFolder,
  readKustomization,
  render,
  renderedFolders,
  schemaProblems,
  selects,
  type Deployment,
  type HorizontalPodAutoscaler,
  type Ingress,
  type KubeObject,
  type NetworkPolicy,
} from './kubernetes.js';
import { discoverApps, inRepo } from './repo.js';

const apps = discoverApps();
const has = (app: (typeof apps)[number], variable: string) => app.env?.some(({ name }) => name === variable) ?? false;

/**
 * The third parties an app's pods call over HTTPS: https URLs in its config.env, except the site's
 * own address and scripts the browser loads (`*_JS_URL`).
 */
function callsThirdParties(name: string): boolean {
  const { config } = readAppFolder(name);
  const site = config.get('SITE_URL') ? new URL(config.get('SITE_URL')!).host : undefined;
  return [...config].some(
    ([key, value]) => value.startsWith('https://') && !key.endsWith('_JS_URL') && new URL(value).host !== site,
  );
}

/** Ports an app's pods may send to, from every policy selecting them. */
const egressPorts = (policies: NetworkPolicy[], labels: Record<string, string>) =>
  new Set(
    policies
      .filter((policy) => selects(policy, labels))
      .flatMap((policy) => policy.spec.egress ?? [])
      .flatMap((rule) => (rule.ports ?? []).map(({ port }) => String(port))),
  );

/** Namespaces (by name) allowed in to an app's pods, with the ports. */
const ingressFrom = (policies: NetworkPolicy[], labels: Record<string, string>) =>
  policies
    .filter((policy) => selects(policy, labels))
    .flatMap((policy) => policy.spec.ingress ?? [])
    .flatMap((rule) =>
      (rule.from ?? []).map((peer) => ({
        namespace: peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] ?? 'own',
        ports: (rule.ports ?? []).map(({ port }) => String(port)).sort(),
      })),
    );

(kubectlPath ? describe : describe.skip).each(renderedFolders)('k8s/%s rendered by kubectl kustomize', (folder) => {
  const { objects, error } = render(kubectlPath!, folder);
  const ofKind = <T extends KubeObject>(kind: string) => objects.filter((object) => object.kind === kind) as T[];
  const find = <T extends KubeObject>(kind: string, name: string) =>
    ofKind<T>(kind).find(({ metadata }) => metadata.name === name);
  const policies = ofKind<NetworkPolicy>('NetworkPolicy');

  it('renders, and every object matches its schema', async () => {
    expect(error).toBeUndefined();
    const problems: string[] = [];
    for (const object of objects)
      for (const problem of await schemaProblems(object)) problems.push(`${object.kind} ${object.metadata.name}: ${problem}`);
    expect(problems).toEqual([]);
  });

  it('denies every flow in the namespace that a policy does not allow', () => {
    const deny = policies.find(({ spec }) => Object.keys(spec.podSelector).length === 0);
    expect(deny?.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
  });

  it('runs a three-node NATS cluster, enough for the stream replicas every app asks for', () => {
    const nats = find<KubeObject & { spec: { replicas: number } }>('StatefulSet', 'nats');
    expect(nats?.spec.replicas).toBe(3);
    const replicas = apps.map(({ name }) => Number(readAppFolder(name).config.get('JETSTREAM_REPLICAS')));
    expect(new Set(replicas)).toEqual(new Set([3]));
    expect(find('PodDisruptionBudget', 'nats')?.spec).toMatchObject({ maxUnavailable: 1 });
  });

  describe.each(apps)('$name', (app) => {
    const deployment = find<Deployment>('Deployment', app.name);
    const pod = deployment?.spec.template.spec;
    const labels = deployment?.spec.template.metadata?.labels ?? {};
    const hpa = ofKind<HorizontalPodAutoscaler>('HorizontalPodAutoscaler').filter(
      ({ spec }) => spec.scaleTargetRef.kind === 'Deployment' && spec.scaleTargetRef.name === app.name,
    );
    const scaled = ofKind<KubeObject & { spec: { scaleTargetRef: { name: string } } }>('ScaledObject').filter(
      ({ spec }) => spec.scaleTargetRef.name === app.name,
    );

    it('has exactly one autoscaler: CPU and memory, at least 2 replicas, scaling down slowly', () => {
      expect(hpa.length + scaled.length).toBe(1);
      expect(deployment?.spec.replicas).toBeUndefined();
      if (hpa.length) {
        const [{ spec }] = hpa;
        expect(spec.minReplicas).toBeGreaterThanOrEqual(2);
        expect(spec.maxReplicas).toBeGreaterThan(spec.minReplicas!);
        expect(spec.metrics?.map(({ resource }) => resource?.name).sort()).toEqual(['cpu', 'memory']);
        expect(spec.behavior?.scaleDown?.stabilizationWindowSeconds).toBeGreaterThanOrEqual(120);
      }
    });

    it('is spread over zones and nodes, has a priority class that exists, and stops gracefully', () => {
      expect(pod?.topologySpreadConstraints?.map(({ topologyKey }) => topologyKey)).toEqual([
        'topology.kubernetes.io/zone',
        'kubernetes.io/hostname',
      ]);
      expect(find('PriorityClass', pod?.priorityClassName ?? '')).toBeDefined();
      // preStop's pause, then the slowest in-flight answer (billing's 30 s RPC) must fit before SIGKILL.
      const preStop = Number(pod?.containers[0].lifecycle?.preStop?.exec?.command?.at(-1));
      expect(pod?.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(preStop + 30 + 10);
    });

    it('may reach DNS and NATS, and PostgreSQL, Redis, SMTP and third parties exactly when its configuration uses them', () => {
      const ports = egressPorts(policies, labels);
      expect({
        dns: ports.has('53'),
        nats: ports.has('4222'),
        postgres: ports.has('5432'),
        redis: ports.has('6379'),
        smtp: ports.has('25') || ports.has('587'),
        https: ports.has('443'),
      }).toEqual({
        dns: true,
        nats: true,
        postgres: has(app, 'DATABASE_URL'),
        redis: has(app, 'REDIS_URL'),
        smtp: has(app, 'SMTP_URL'),
        https: callsThirdParties(app.name),
      });
    });

    it('lets in Prometheus from `monitoring` on its metrics port, and the Ingress controller only if the Ingress routes to it', () => {
      const metricsPort = deployment?.spec.template.metadata?.annotations?.['prometheus.io/port'];
      const portName = pod?.containers[0].ports?.find(({ containerPort }) => String(containerPort) === metricsPort)?.name;
      const routed = (find<Ingress>('Ingress', 'market-catalysts')?.spec.rules ?? [])
        .flatMap((rule) => rule.http?.paths ?? [])
        .some(({ backend }) => backend.service?.name === app.name);
      expect(ingressFrom(policies, labels).sort((a, b) => a.namespace.localeCompare(b.namespace))).toEqual([
        ...(routed ? [{ namespace: 'ingress-nginx', ports: ['http'] }] : []),
        { namespace: 'monitoring', ports: [portName] },
      ]);
    });
  });

  if (folder.startsWith('overlays/')) {
    const environment = readKustomization(folder);

    it('runs every app from the environment’s registry with a fixed tag', () => {
      const images = apps.map(({ name }) => find<Deployment>('Deployment', name)?.spec.template.spec.containers[0].image);
      expect(
        images.filter((image) => !/^registry\.[a-z.-]+\/market-catalysts\/[a-z]+:\d+\.\d+\.\d+(-[\w.]+)?$/.test(image ?? '')),
      ).toEqual([]);
      expect(environment.images?.length).toBe(apps.length);
    });

    it('serves its own host over TLS, with the certificate covering every host', () => {
      const ingress = find<Ingress & { spec: { tls?: { hosts: string[] }[]; ingressClassName?: string } }>(
        'Ingress',
        'market-catalysts',
      );
      const hosts = (ingress?.spec.rules ?? []).map((rule) => (rule as { host?: string }).host);
      const covered = new Set(ingress?.spec.tls?.flatMap((tls) => tls.hosts));
      expect(hosts.length).toBeGreaterThan(0);
      expect(hosts.filter((host) => !host || !covered.has(host))).toEqual([]);
      const bffConfig = ofKind('ConfigMap').find(({ metadata }) => metadata.name.startsWith('bff-config-'));
      const site = new URL((bffConfig?.data as Record<string, string> | undefined)?.SITE_URL ?? 'http://unset');
      expect(hosts).toContain(site.host);
    });
  }
});

// KEDA's ScaledObjects (production) read BullMQ's wait list: the queue must be one the worker uses.
(kubectlPath ? describe : describe.skip)('k8s/components/keda', () => {
  const { objects } = render(kubectlPath!, 'overlays/production');
  const workers = apps.filter((app) => has(app, 'QUEUE_PREFIX'));

  it.each(workers)('scales $name on the waiting jobs of a queue it really has', (app) => {
    const scaled = objects.find(
      (object) =>
        object.kind === 'ScaledObject' && (object.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name === app.name,
    );
    const redis = (scaled?.spec as { triggers: { type: string; metadata: Record<string, string> }[] } | undefined)?.triggers.find(
      ({ type }) => type === 'redis',
    );
    const queue = /^mc:bull:([\w-]+):wait$/.exec(redis?.metadata.listName ?? '')?.[1];
    expect(queue).toBeDefined();
    expect(queueNames(app.dir)).toContain(queue);
  });
});

/** The BullMQ queue names a service's source declares (`export const X_QUEUE = '…'`). */
function queueNames(dir: string): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(folder, entry.name)) : entry.name.endsWith('.ts') ? [join(folder, entry.name)] : [],
    );
  return walk(inRepo(dir, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/_QUEUE = '([a-z-]+)'/g)].map((match) => match[1]),
  );
}
