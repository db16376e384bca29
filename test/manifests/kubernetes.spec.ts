// The kustomize tree in k8s/: one folder per app, listed in the base, giving the app what its
// env.ts requires; and, rendered by `kubectl kustomize`, the objects a cluster would receive.
// What each app may reach on the network is derived from what its env.ts and config.env say it
// uses (kubernetes-operations.spec.ts checks autoscaling, policy and the overlays).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  k8sDir,
  kubectlPath,
  readAppFolder,
  readKustomization,
  render,
  type Container,
  type Deployment,
  type Ingress,
  type KubeObject,
  type Service,
} from './kubernetes.js';
import { discoverApps, mustSet, parseEnvFile, unknownTo } from './repo.js';

const apps = discoverApps();
const base = readKustomization('base');
/** Components an app's folder may name: the shared one first, then what it reaches. */
const appComponents = /^\.\.\/components\/(egress-(postgres|redis|smtp|internet)|ingress-public)$/;

describe('k8s/', () => {
  it('lists exactly one folder per app in the base, each built on the shared component', () => {
    const folders = (base.resources ?? []).filter((resource) => statSync(join(k8sDir, 'base', resource)).isDirectory());
    expect(folders.sort()).toEqual(apps.map(({ name }) => `../${name}`).sort());
    for (const { name } of apps) {
      const [shared, ...more] = readKustomization(name).components ?? [];
      expect({ name, shared, unknown: more.filter((component) => !appComponents.test(component)) }).toEqual({
        name,
        shared: '../components/service',
        unknown: [],
      });
    }
  });

  it('commits no secret: every value in a secrets.env is empty until deployment', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name === 'secrets.env' ? [join(dir, entry.name)] : [],
      );
    const filled = walk(k8sDir).flatMap((file) =>
      [...parseEnvFile(readFileSync(file, 'utf8'))]
        .filter(([, value]) => value !== '')
        .map(([key]) => `${relative(k8sDir, file)}: ${key}`),
    );
    expect(filled).toEqual([]);
  });

  describe.each(apps)('$name', (app) => {
    const { kustomization, config, secrets } = readAppFolder(app.name);
    const withEnv = app.env ? it : it.skip;

    it('names its image, and generates `<name>-config` with the port it listens on', () => {
      expect(kustomization.images).toContainEqual({ name: 'market-catalysts/service', newName: `market-catalysts/${app.name}` });
      expect(config.get('HTTP_PORT')).toMatch(/^\d+$/);
    });

    withEnv('is given every variable its env.ts requires and every URL, and none it would ignore', () => {
      const given = new Set([...config.keys(), ...secrets.keys()]);
      const unset = mustSet(app.env!).filter((name) => !given.has(name));
      // A secret is empty until deployment; a setting must have its value here.
      const empty = mustSet(app.env!).filter((name) => config.get(name) === '');
      expect({ unset, empty, unknown: unknownTo(app.env!, given) }).toEqual({ unset: [], empty: [], unknown: [] });
    });
  });
});

// Rendering needs kubectl (kustomize v5 inside); without it these checks are skipped, not passed.
(kubectlPath ? describe : describe.skip)('k8s/base rendered by kubectl kustomize', () => {
  const { objects, error } = kubectlPath ? render(kubectlPath, 'base') : { objects: [] };
  const find = <T extends KubeObject>(kind: string, name: string) =>
    objects.find((object) => object.kind === kind && object.metadata.name === name) as T | undefined;
  const names = (kind: string) => objects.filter((object) => object.kind === kind).map(({ metadata }) => metadata.name);

  it('renders', () => {
    expect(error).toBeUndefined();
  });

  it('puts everything in the market-catalysts namespace and runs no Deployment but the apps', () => {
    expect(names('Namespace')).toEqual(['market-catalysts']);
    const clusterWide = ['Namespace', 'PriorityClass'];
    expect(
      objects
        .filter(({ kind }) => !clusterWide.includes(kind))
        .filter(({ metadata }) => (metadata as { namespace?: string }).namespace !== 'market-catalysts')
        .map(({ kind, metadata }) => `${kind} ${metadata.name}`),
    ).toEqual([]);
    expect(names('Deployment').sort()).toEqual(apps.map(({ name }) => name).sort());
  });

  it('routes / to the bff and Stripe’s webhooks to billing, through Services and ports that exist', () => {
    const paths = (find<Ingress>('Ingress', 'market-catalysts')?.spec.rules ?? []).flatMap((rule) => rule.http?.paths ?? []);
    const routes = Object.fromEntries(paths.map(({ path, backend }) => [path, backend.service?.name]));
    expect(routes).toMatchObject({ '/': 'bff', '/stripe/webhook': 'billing' });
    const broken = paths.filter(
      ({ backend }) =>
        !find<Service>('Service', backend.service?.name ?? '')?.spec.ports.some(
          ({ name }) => name === backend.service?.port.name,
        ),
    );
    expect(broken).toEqual([]);
  });

  describe.each(apps)('$name', (app) => {
    const deployment = find<Deployment>('Deployment', app.name);
    const pod = deployment?.spec.template.spec;
    const container: Container | undefined = pod?.containers.find(({ name }) => name === app.name);
    const service = find<Service>('Service', app.name);
    const configMap = objects.find(
      ({ kind, metadata }) => kind === 'ConfigMap' && metadata.name.startsWith(`${app.name}-config-`),
    );
    const port = Number((configMap?.data as Record<string, string> | undefined)?.HTTP_PORT);

    it('has a Deployment, a ServiceAccount without an API token, a Service and a PodDisruptionBudget, selecting its own pods only', () => {
      expect(container).toBeDefined();
      expect(pod?.serviceAccountName).toBe(app.name);
      expect(
        find<KubeObject & { automountServiceAccountToken?: boolean }>('ServiceAccount', app.name)?.automountServiceAccountToken,
      ).toBe(false);
      const labels = deployment?.spec.template.metadata?.labels ?? {};
      const selectors = [
        deployment?.spec.selector.matchLabels,
        service?.spec.selector,
        (find('PodDisruptionBudget', app.name)?.spec as { selector?: { matchLabels?: object } } | undefined)?.selector
          ?.matchLabels,
      ];
      for (const selector of selectors) expect(selector).toEqual({ 'app.kubernetes.io/name': app.name });
      expect(labels['app.kubernetes.io/name']).toBe(app.name);
    });

    it('runs market-catalysts/<name> as non-root, read-only, without privilege escalation or capabilities, with a writable /tmp', () => {
      expect(container?.image).toMatch(new RegExp(`^market-catalysts/${app.name}:`));
      expect(pod?.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
      expect(container?.securityContext).toMatchObject({
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
        capabilities: { drop: ['ALL'] },
      });
      const tmp = container?.volumeMounts?.find(({ mountPath }) => mountPath === '/tmp');
      expect(pod?.volumes?.find(({ name }) => name === tmp?.name)?.emptyDir).toBeDefined();
    });

    it('listens, is probed (/healthz, /readyz) and is served on the HTTP_PORT of its config', () => {
      expect(container?.ports).toContainEqual(expect.objectContaining({ name: 'http', containerPort: port }));
      // The bff's health and metrics are on METRICS_PORT, which its Service (so the Ingress) does not expose.
      const metricsPort = (configMap?.data as Record<string, string> | undefined)?.METRICS_PORT;
      const probed = metricsPort ? 'metrics' : 'http';
      if (metricsPort)
        expect(container?.ports).toContainEqual(expect.objectContaining({ name: 'metrics', containerPort: Number(metricsPort) }));
      expect(container?.startupProbe?.httpGet).toEqual({ path: '/healthz', port: probed });
      expect(container?.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: probed });
      expect(container?.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: probed });
      expect(service?.spec.ports).toEqual([expect.objectContaining({ name: 'http', port, targetPort: 'http' })]);
    });

    it('reads its settings and secrets from the ConfigMap and Secret generated for it', () => {
      const sources = (container?.envFrom ?? []).map((source) => source.configMapRef ?? source.secretRef!);
      const generated = new Set(names('ConfigMap').concat(names('Secret')));
      expect(sources.filter(({ name, optional }) => !optional && !generated.has(name))).toEqual([]);
      expect(sources.map(({ name }) => name)).toContain(configMap?.metadata.name);
    });
  });
});
