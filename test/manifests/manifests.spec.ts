// The deployment files (Dockerfiles, docker-compose.yml, the kustomize base in k8s/) checked
// against the code they deploy. There is no Docker engine or cluster here, so these files must be
// right by construction; this test is what says so. Apps are discovered from services/*/ and
// bff/, and their variables from each src/config/env.ts: a new service fails this test until its
// Dockerfile, compose service and Kubernetes manifests exist and pass what it needs.
import { readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parse } from 'yaml';
import { execForm, imageReference, instructionsOf, parseDockerfile, stageEnv, type Stage } from './dockerfile.js';
import {
  containerEnvironment,
  generatedData,
  k8sDir,
  problemsOf,
  readKustomization,
  readResources,
  readYamlDocuments,
  referencedFiles,
  unknownFields,
  type Container,
  type Deployment,
  type Ingress,
  type Kustomization,
  type KubeObject,
  type Service,
} from './kubernetes.js';
import {
  discoverApps,
  inRepo,
  lockedNodeVersion,
  parseEnvFile,
  parseEnvSpec,
  platformVariables,
  readRepoFile,
  runtimeWorkspaces,
  type App,
} from './repo.js';

const apps = discoverApps();
const platform = platformVariables();

/** What a deployment must set: required variables, and every URL (their defaults are 127.0.0.1). */
const mustSet = (app: App) => app.env.filter((variable) => variable.required || variable.kind === 'url').map(({ name }) => name);
/** What a deployment may set: the app's own variables and the platform's. */
const known = (app: App) => new Set([...app.env.map(({ name }) => name), ...platform]);

describe('reading the code', () => {
  it('reads env.ts entries, their kinds and which ones are required', () => {
    const spec = parseEnvSpec(`loadEnv({
      DATABASE_URL: env.url(),
      WEB_DIST: env.string(fileURLToPath(new URL('../web/dist', import.meta.url))),
      LIMIT: env.integer(3000, 1),
      MODE: env.oneOf(['live', 'emulator']),
      FLAVOUR: env.oneOf(['a', 'b'], 'a'),
      SOURCES: env.list([]),
    })`);
    expect(spec.map(({ name, kind, required }) => [name, kind, required])).toEqual([
      ['DATABASE_URL', 'url', true],
      ['WEB_DIST', 'string', false],
      ['LIMIT', 'integer', false],
      ['MODE', 'oneOf', true],
      ['FLAVOUR', 'oneOf', false],
      ['SOURCES', 'list', false],
    ]);
  });

  it('finds every service folder and the bff, each with its variables and port', () => {
    expect(apps.map(({ dir }) => dir)).toEqual([
      ...readdirSync(inRepo('services'))
        .filter((name) => statSync(inRepo('services', name)).isDirectory())
        .sort()
        .map((name) => `services/${name}`),
      'bff',
    ]);
    const identity = apps.find(({ name }) => name === 'identity')!;
    expect(identity.port).toBe(8081);
    const required = identity.env.filter((variable) => variable.required).map(({ name }) => name);
    expect(required).toEqual(expect.arrayContaining(['DATABASE_URL', 'RESET_TOKEN_SECRET']));
    expect(mustSet(identity)).toEqual(expect.arrayContaining(['DATABASE_URL', 'NATS_URL', 'SMTP_URL', 'SITE_URL']));
    const bff = apps.find(({ name }) => name === 'bff')!;
    expect(bff.port).toBe(8080);
    expect(mustSet(bff)).toEqual(expect.arrayContaining(['NATS_URL', 'REDIS_URL']));
  });

  it('knows the runtime-level variables deployments may set', () => {
    expect([...platform]).toEqual(expect.arrayContaining(['LOG_LEVEL', 'OTEL_EXPORTER_OTLP_ENDPOINT', 'PGPASSWORD']));
  });

  it('notices a field the Kubernetes API does not have', () => {
    const deployment = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'x' },
      spec: {
        selector: { matchLabels: { app: 'x' } },
        template: {
          metadata: { labels: { app: 'x' } },
          spec: { containers: [{ name: 'x', image: 'x:1', portz: [], securityContext: { readOnlyRootFileSystem: true } }] },
        },
      },
    };
    expect(unknownFields(deployment)).toEqual([
      'Deployment.spec.template.spec.containers[0].portz',
      'Deployment.spec.template.spec.containers[0].securityContext.readOnlyRootFileSystem',
    ]);
  });
});

// ---- Dockerfiles ----------------------------------------------------------------------------------

describe.each(apps)('Dockerfile of $name', (app) => {
  const path = `${app.dir}/Dockerfile`;
  const stages: Stage[] = existsSync(inRepo(path)) ? parseDockerfile(readRepoFile(path)) : [];
  const final = stages[stages.length - 1];
  const runs = () => instructionsOf(final, 'RUN').map(({ args }) => args);
  // Without the file, one failure says so and the checks of its content are skipped.
  const check = stages.length ? it : it.skip;

  it('exists, at <app>/Dockerfile', () => {
    expect(existsSync(inRepo(path))).toBe(true);
  });

  check('is a multi-stage build whose final stage takes the build output', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const buildStages = new Set(stages.slice(0, -1).map(({ name }) => name));
    const copiedFrom = instructionsOf(final, 'COPY').flatMap(({ args }) => /--from=(\S+)/.exec(args)?.[1] ?? []);
    expect(copiedFrom.some((stage) => buildStages.has(stage))).toBe(true);
  });

  check('starts from pinned images only, on the Node the repository locks', () => {
    const names = new Set<string>();
    for (const stage of stages) {
      if (!names.has(stage.from)) {
        const { name, tag, digest } = imageReference(stage.from);
        expect({ image: stage.from, pinned: Boolean(digest) || (tag !== undefined && tag !== 'latest') }).toEqual({
          image: stage.from,
          pinned: true,
        });
        if (name === 'node' && tag) {
          // `24`, `24.21` or `24.21.0`, each a prefix of the locked version.
          const version = /^\d+(\.\d+){0,2}/.exec(tag)?.[0] ?? '';
          expect(`${lockedNodeVersion()}.`.startsWith(`${version}.`)).toBe(true);
        }
      }
      if (stage.name) names.add(stage.name);
    }
  });

  check('installs production dependencies only, of the workspaces the app needs, with npm ci', () => {
    const install = runs().find((args) => /\bnpm ci\b/.test(args));
    expect(install).toBeDefined();
    expect(install).toMatch(/--omit=dev\b/);
    const workspaces = [...install!.matchAll(/(?:--workspace[= ]|-w )(\S+)/g)].map((match) => match[1]);
    expect(workspaces.sort()).toEqual(runtimeWorkspaces(app).sort());
    for (const stage of stages)
      for (const { args } of instructionsOf(stage, 'RUN')) expect(args).not.toMatch(/\bnpm (install|i)\b/);
  });

  check('copies the compiled workspaces (and the Prisma folder the service migrates with)', () => {
    const copied = instructionsOf(final, 'COPY').map(({ args }) => args.split(/\s+/).filter((word) => !word.startsWith('--')));
    const destinations = copied.map((words) => words[words.length - 1].replace(/\/$/, ''));
    for (const workspace of runtimeWorkspaces(app)) expect(destinations).toContain(`${workspace}/dist`);
    if (app.hasPrisma) expect(destinations).toContain(`${app.dir}/prisma`);
  });

  check('runs as a non-root user, in production mode, on the port env.ts expects', () => {
    const users = instructionsOf(final, 'USER').map(({ args }) => args.split(':')[0]);
    expect(users.length).toBeGreaterThan(0);
    expect(['root', '0']).not.toContain(users[users.length - 1]);
    const env = stageEnv(final);
    expect(env.get('NODE_ENV')).toBe('production');
    expect(instructionsOf(final, 'EXPOSE').map(({ args }) => args)).toEqual([String(app.port)]);
    expect(env.get('HTTP_PORT') ?? String(app.port)).toBe(String(app.port));
  });

  check('starts dist/main.js from the app folder', () => {
    const workdirs = instructionsOf(final, 'WORKDIR').map(({ args }) => args);
    expect(workdirs[workdirs.length - 1]).toBe(`/app/${app.dir}`);
    expect(execForm(instructionsOf(final, 'CMD').pop()?.args ?? '')).toEqual(['node', 'dist/main.js']);
  });

  check('has a HEALTHCHECK on /healthz', () => {
    const [healthcheck] = instructionsOf(final, 'HEALTHCHECK');
    expect(healthcheck?.args).toMatch(/\bCMD\b/);
    expect(execForm(healthcheck.args)?.join(' ')).toMatch(/\/healthz\b/);
  });

  check('sets WEB_DIST to where the image holds the web app, when the app serves one', () => {
    if (!app.env.some(({ name }) => name === 'WEB_DIST')) return;
    const webDist = stageEnv(final).get('WEB_DIST');
    expect(webDist).toBe('/app/web/dist');
    const copied = instructionsOf(final, 'COPY').map(({ args }) => args.split(/\s+/).pop());
    expect(copied).toContain('web/dist');
  });
});

// ---- docker-compose.yml ---------------------------------------------------------------------------

interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string } | string;
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: (string | { published?: string | number; target?: number })[];
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: { test?: string[] | string; disable?: boolean };
  configs?: (string | { source: string; target?: string })[];
  volumes?: (string | { source?: string; target?: string; type?: string })[];
  read_only?: boolean;
  cap_drop?: string[];
  tmpfs?: string[] | string;
}

interface Compose {
  services: Record<string, ComposeService>;
  configs?: Record<string, { content?: string; file?: string }>;
}

const compose = parse(readRepoFile('docker-compose.yml'), { merge: true }) as Compose;

/** The value a variable gets with nothing set in the shell: `${X:-default}` → default. */
const withDefaults = (value: string) =>
  value.replace(/\$\{[A-Z0-9_]+(?::?-([^}]*))?\}/g, (_, fallback: string | undefined) => fallback ?? '');

function composeEnvironment(service: ComposeService): Map<string, string> {
  const environment = service.environment ?? {};
  const entries = Array.isArray(environment)
    ? environment.map((line) => [line.split('=')[0], line.slice(line.indexOf('=') + 1)] as const)
    : Object.entries(environment).map(([name, value]) => [name, value === null ? '' : String(value)] as const);
  return new Map(entries.map(([name, value]) => [name, withDefaults(value)]));
}

const healthcheckCommand = (service: ComposeService) => {
  const test = service.healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : (test ?? '');
};

const publishedPorts = (service: ComposeService) =>
  (service.ports ?? []).map((port) =>
    typeof port === 'string' ? port.split(':').slice(-2).join(':') : `${port.published}:${port.target}`,
  );

/** SQL run by PostgreSQL's entrypoint on first start: configs or files mounted in its initdb.d. */
function postgresInitSql(): string {
  const initDir = '/docker-entrypoint-initdb.d';
  const sql: string[] = [];
  for (const service of Object.values(compose.services)) {
    for (const config of service.configs ?? []) {
      if (typeof config === 'string' || !config.target?.startsWith(initDir)) continue;
      const definition = compose.configs?.[config.source];
      if (definition?.content) sql.push(definition.content);
      if (definition?.file) sql.push(readRepoFile(definition.file));
    }
    for (const volume of service.volumes ?? []) {
      const [source, target] = typeof volume === 'string' ? volume.split(':') : [volume.source ?? '', volume.target ?? ''];
      if (target?.startsWith(initDir) && source.startsWith('.') && source.endsWith('.sql')) sql.push(readRepoFile(source));
    }
  }
  return sql.join('\n');
}

describe('docker-compose.yml', () => {
  const services = compose.services;
  const hostPorts = Object.values(services).flatMap((service) => publishedPorts(service).map((port) => port.split(':')[0]));

  it('pins every image it pulls', () => {
    const unpinned = Object.entries(services)
      .filter(([, service]) => !service.build)
      .filter(([, service]) => {
        const { tag, digest } = imageReference(service.image ?? '');
        return !digest && (tag === undefined || tag === 'latest');
      })
      .map(([name]) => name);
    expect(unpinned).toEqual([]);
  });

  it('gives every service a health check, and waits for health on every dependency', () => {
    const problems: string[] = [];
    for (const [name, service] of Object.entries(services)) {
      if (!healthcheckCommand(service) || service.healthcheck?.disable) problems.push(`${name} has no healthcheck`);
      const dependsOn = service.depends_on ?? {};
      if (Array.isArray(dependsOn)) {
        problems.push(`${name}: depends_on must use the long form with condition: service_healthy`);
        continue;
      }
      for (const [dependency, { condition }] of Object.entries(dependsOn)) {
        if (!services[dependency]) problems.push(`${name} depends on unknown service ${dependency}`);
        if (condition !== 'service_healthy')
          problems.push(`${name} → ${dependency}: condition ${condition}, not service_healthy`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('runs the infrastructure DESIGN.md names: PostgreSQL 16, Redis 7 without eviction, NATS 2.10 with JetStream, Mailpit', () => {
    const images = Object.values(services).map(({ image }) => image ?? '');
    expect(images).toEqual(
      expect.arrayContaining([expect.stringMatching(/^postgres:16\b/), expect.stringMatching(/^redis:7\b/)]),
    );
    expect(images).toEqual(
      expect.arrayContaining([expect.stringMatching(/^nats:2\.10\b/), expect.stringMatching(/^axllent\/mailpit:/)]),
    );
    const command = (image: RegExp) => {
      const service = Object.values(services).find((candidate) => image.test(candidate.image ?? ''))!;
      return JSON.stringify((service as { command?: unknown }).command ?? '');
    };
    expect(command(/^redis:/)).toMatch(/maxmemory-policy","noeviction|maxmemory-policy noeviction/);
    expect(command(/^nats:/)).toMatch(/"(-js|--jetstream)"|\s(-js|--jetstream)\b/);
  });

  it('creates a database for every service in services/', () => {
    const sql = postgresInitSql();
    const missing = apps
      .filter(({ dir }) => dir.startsWith('services/'))
      .filter(({ name }) => !new RegExp(`CREATE DATABASE\\s+"?${name}"?[\\s;]`, 'i').test(sql))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  describe.each(apps)('service $name', (app) => {
    const service = services[app.name];
    const environment = service ? composeEnvironment(service) : new Map<string, string>();
    const port = Number(environment.get('HTTP_PORT') ?? app.port);
    const check = service ? it : it.skip;

    it('exists, built from the app’s Dockerfile with the repository as context', () => {
      expect(service).toBeDefined();
      expect(service.build).toEqual({ context: '.', dockerfile: `${app.dir}/Dockerfile` });
    });

    check('sets every required variable and every URL, and only variables the app knows', () => {
      const unset = mustSet(app).filter((name) => !environment.get(name));
      const unknown = [...environment.keys()].filter((name) => !known(app).has(name));
      expect({ unset, unknown }).toEqual({ unset: [], unknown: [] });
    });

    check('points its URLs at compose services, published ports or outside hosts, never at itself', () => {
      // Inside a container, localhost is the container: only a browser-facing URL (SITE_URL) may
      // name it, at a port compose publishes. A host without a dot must be a compose service.
      const wrong = app.env
        .filter(({ kind, name }) => kind === 'url' && environment.has(name))
        .map(({ name }) => [name, new URL(environment.get(name)!)] as const)
        .filter(([, { hostname, port }]) =>
          ['localhost', '127.0.0.1'].includes(hostname)
            ? !hostPorts.includes(port)
            : !hostname.includes('.') && !services[hostname],
        )
        .map(([name, url]) => `${name}=${url.href}`);
      expect(wrong).toEqual([]);
    });

    check('uses its own database and role, named after it', () => {
      if (!environment.has('DATABASE_URL')) return;
      const url = new URL(environment.get('DATABASE_URL')!);
      expect({ database: url.pathname.slice(1), user: url.username }).toEqual({ database: app.name, user: app.name });
      expect(postgresInitSql()).toMatch(new RegExp(`CREATE ROLE\\s+"?${app.name}"?\\s`, 'i'));
    });

    check('checks its health on its own port, and runs hardened like in Kubernetes', () => {
      expect(healthcheckCommand(service)).toMatch(new RegExp(`127\\.0\\.0\\.1:${port}/(readyz|healthz)\\b`));
      expect(service.read_only).toBe(true);
      expect([service.tmpfs].flat()).toContain('/tmp');
      expect(service.cap_drop).toContain('ALL');
    });
  });

  it('publishes the bff on 8080', () => {
    expect(publishedPorts(services.bff)).toContain('8080:8080');
  });
});

// ---- k8s/ -------------------------------------------------------------------------------------------

/** Every YAML file under k8s/, for the syntax and schema checks (components included). */
function yamlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return yamlFilesUnder(path);
    return /\.ya?ml$/.test(entry.name) ? [path] : [];
  });
}

const isKustomize = (object: KubeObject) => object.apiVersion?.startsWith('kustomize.config.k8s.io/');

describe('k8s/', () => {
  const kustomization = readKustomization();
  const resources = readResources(kustomization);
  const objects = resources.map(({ object }) => object);
  const ofKind = <T extends KubeObject>(kind: string) => objects.filter((object) => object.kind === kind) as T[];
  const deployments = ofKind<Deployment>('Deployment');
  const servicesByName = new Map(ofKind<Service>('Service').map((service) => [service.metadata.name, service]));
  const configMaps = generatedData(kustomization.configMapGenerator);
  const secrets = generatedData(kustomization.secretGenerator);

  it('parses, and every object matches its Kubernetes schema with no unknown field', async () => {
    const problems: string[] = [];
    for (const file of yamlFilesUnder(k8sDir)) {
      for (const object of readYamlDocuments(file) as KubeObject[]) {
        if (isKustomize(object)) continue;
        const name = `${relative(k8sDir, file)}: ${object.kind} ${object.metadata?.name}`;
        for (const problem of await problemsOf(object)) problems.push(`${name}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names only files that exist, in every kustomization and component', () => {
    const missing: string[] = [];
    for (const file of yamlFilesUnder(k8sDir)) {
      for (const object of readYamlDocuments(file) as KubeObject[]) {
        if (!isKustomize(object)) continue;
        for (const path of referencedFiles(object as unknown as Kustomization)) {
          if (!existsSync(join(dirname(file), path))) missing.push(`${relative(k8sDir, file)} → ${path}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists every manifest of the folder in the base, so none is silently left out', () => {
    const manifests = readdirSync(k8sDir).filter((name) => /\.ya?ml$/.test(name) && name !== 'kustomization.yaml');
    expect(manifests.filter((name) => !kustomization.resources?.includes(name))).toEqual([]);
  });

  it('puts everything in the market-catalysts namespace', () => {
    expect(kustomization.namespace).toBe('market-catalysts');
    expect(ofKind('Namespace').map(({ metadata }) => metadata.name)).toEqual(['market-catalysts']);
  });

  it('commits no secret: every value of the secret generators is empty until deployment', () => {
    const filled = [...secrets].flatMap(([name, data]) =>
      [...data].filter(([, value]) => value !== '').map(([key]) => `${name}/${key}`),
    );
    expect(filled).toEqual([]);
  });

  it('has Deployments only for apps that exist', () => {
    const names = new Set(apps.map(({ name }) => name));
    expect(deployments.map(({ metadata }) => metadata.name).filter((name) => !names.has(name))).toEqual([]);
  });

  describe('every container of every Deployment', () => {
    const containers = deployments.flatMap((deployment) =>
      [...deployment.spec.template.spec.containers, ...(deployment.spec.template.spec.initContainers ?? [])].map(
        (container) => [deployment, container] as const,
      ),
    );

    it('runs as non-root uid 1000, read-only, without privilege escalation or capabilities, under RuntimeDefault seccomp', () => {
      const problems: string[] = [];
      for (const [deployment, container] of containers) {
        const pod = deployment.spec.template.spec.securityContext ?? {};
        const own = container.securityContext ?? {};
        const effective = { ...pod, ...own };
        const where = `${deployment.metadata.name}/${container.name}`;
        if (effective.runAsNonRoot !== true) problems.push(`${where}: runAsNonRoot is not true`);
        if (effective.runAsUser !== 1000) problems.push(`${where}: runAsUser is ${effective.runAsUser}, not 1000`);
        if (own.readOnlyRootFilesystem !== true) problems.push(`${where}: readOnlyRootFilesystem is not true`);
        if (own.allowPrivilegeEscalation !== false) problems.push(`${where}: allowPrivilegeEscalation is not false`);
        if (own.privileged) problems.push(`${where}: privileged`);
        if (!own.capabilities?.drop?.includes('ALL')) problems.push(`${where}: capabilities do not drop ALL`);
        if (own.capabilities?.add?.length) problems.push(`${where}: adds capabilities`);
        if (effective.seccompProfile?.type !== 'RuntimeDefault') problems.push(`${where}: seccompProfile is not RuntimeDefault`);
      }
      expect(problems).toEqual([]);
    });

    it('has a writable emptyDir at /tmp, CPU and memory requests and limits, and a pinned image', () => {
      const problems: string[] = [];
      for (const [deployment, container] of containers) {
        const where = `${deployment.metadata.name}/${container.name}`;
        const tmp = container.volumeMounts?.find(({ mountPath }) => mountPath === '/tmp');
        const volume = deployment.spec.template.spec.volumes?.find(({ name }) => name === tmp?.name);
        if (!volume?.emptyDir) problems.push(`${where}: no emptyDir mounted at /tmp`);
        for (const bound of ['requests', 'limits'] as const) {
          for (const resource of ['cpu', 'memory']) {
            if (!container.resources?.[bound]?.[resource]) problems.push(`${where}: no ${resource} ${bound}`);
          }
        }
        const { tag, digest } = imageReference(container.image ?? '');
        if (!digest && (!tag || tag === 'latest')) problems.push(`${where}: image ${container.image} is not pinned`);
      }
      expect(problems).toEqual([]);
    });

    it('takes secrets and config only from what kustomization.yaml generates', () => {
      const problems: string[] = [];
      for (const [deployment, container] of containers) {
        const where = `${deployment.metadata.name}/${container.name}`;
        try {
          containerEnvironment(container, configMaps, secrets);
        } catch (error) {
          problems.push((error as Error).message);
        }
        for (const { name, valueFrom } of container.env ?? []) {
          const ref = valueFrom?.secretKeyRef ?? valueFrom?.configMapKeyRef;
          const source = valueFrom?.secretKeyRef ? secrets : configMaps;
          if (ref && !source.get(ref.name)?.has(ref.key))
            problems.push(`${where}: ${name} refers to ${ref.name}/${ref.key}, which is not generated`);
        }
      }
      expect(problems).toEqual([]);
    });
  });

  describe.each(apps)('$name', (app) => {
    const deployment = deployments.find(({ metadata }) => metadata.name === app.name);
    const service = servicesByName.get(app.name);
    const pod = deployment?.spec.template.spec;
    const container: Container | undefined = pod?.containers.find(({ name }) => name === app.name);
    // An envFrom source that is not generated is reported by its own check; here it counts as empty.
    const environment = (() => {
      try {
        return container ? containerEnvironment(container, configMaps, secrets) : new Map<string, string>();
      } catch {
        return new Map<string, string>();
      }
    })();
    const configured = new Map(
      (container?.envFrom ?? []).flatMap(({ configMapRef }) => [...(configMaps.get(configMapRef?.name ?? '') ?? [])]),
    );
    for (const { name, value } of container?.env ?? []) if (value !== undefined) configured.set(name, value);
    const port = Number(configured.get('HTTP_PORT') ?? app.port);
    const check = deployment && container && service ? it : it.skip;

    it('has a Deployment with a container named after it, a Service and its own ServiceAccount without an API token', () => {
      expect(deployment).toBeDefined();
      expect(container).toBeDefined();
      expect(service).toBeDefined();
      const account = objects.find(({ kind, metadata }) => kind === 'ServiceAccount' && metadata.name === app.name) as
        (KubeObject & { automountServiceAccountToken?: boolean }) | undefined;
      expect(pod?.serviceAccountName).toBe(app.name);
      expect(account?.automountServiceAccountToken).toBe(false);
      expect(pod?.automountServiceAccountToken).toBe(false);
    });

    check('runs the app’s image', () => {
      expect(imageReference(container!.image!).name).toMatch(new RegExp(`(^|/)market-catalysts/${app.name}$`));
    });

    check('sets every required variable and every URL, and only variables the app knows', () => {
      const unset = mustSet(app).filter((name) => !environment.has(name));
      const unknown = [...environment.keys()].filter((name) => !known(app).has(name));
      const empty = mustSet(app).filter((name) => configured.get(name) === '');
      expect({ unset, unknown, empty }).toEqual({ unset: [], unknown: [], empty: [] });
    });

    check('listens, is probed and is served on the port it is configured with', () => {
      const http = container!.ports?.find(({ containerPort }) => containerPort === port);
      expect(http?.name).toBeDefined();
      const probePort = (probe: { httpGet?: { port?: number | string } } | undefined) => probe?.httpGet?.port;
      for (const probe of [container!.startupProbe, container!.livenessProbe, container!.readinessProbe]) {
        expect([http!.name, port]).toContain(probePort(probe));
      }
      expect(service!.spec.ports.length).toBeGreaterThan(0);
      for (const { targetPort } of service!.spec.ports) expect([http!.name, port]).toContain(targetPort);
    });

    check('probes /healthz for liveness and start-up, /readyz for readiness', () => {
      expect(container!.livenessProbe?.httpGet?.path).toBe('/healthz');
      expect(container!.startupProbe?.httpGet?.path).toBe('/healthz');
      expect(container!.readinessProbe?.httpGet?.path).toBe('/readyz');
    });

    check('selects its own pods, and only those, in the Deployment and the Service', () => {
      const labels = deployment!.spec.template.metadata?.labels ?? {};
      const selects = (selector: Record<string, string> = {}, podLabels: Record<string, string> = {}) =>
        Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => podLabels[key] === value);
      expect(selects(deployment!.spec.selector.matchLabels, labels)).toBe(true);
      expect(selects(service!.spec.selector, labels)).toBe(true);
      const alsoSelected = deployments
        .filter((other) => other !== deployment && selects(service!.spec.selector, other.spec.template.metadata?.labels))
        .map(({ metadata }) => metadata.name);
      expect(alsoSelected).toEqual([]);
    });
  });

  describe('Ingress', () => {
    const ingresses = ofKind<Ingress>('Ingress');
    const paths = ingresses.flatMap((ingress) => (ingress.spec.rules ?? []).flatMap((rule) => rule.http?.paths ?? []));

    it('sends / to the bff', () => {
      expect(paths).toContainEqual(
        expect.objectContaining({ path: '/', pathType: 'Prefix', backend: { service: { name: 'bff', port: { name: 'http' } } } }),
      );
    });

    it('sends Stripe’s webhooks to billing once billing exists', () => {
      if (!apps.some(({ name }) => name === 'billing')) return;
      expect(paths).toContainEqual(
        expect.objectContaining({
          path: '/stripe/webhook',
          backend: expect.objectContaining({ service: expect.objectContaining({ name: 'billing' }) }),
        }),
      );
    });

    it('routes only to Services and ports that exist', () => {
      const broken = paths
        .map(({ path, backend }) => [path, backend.service] as const)
        .filter(([, backend]) => {
          const target = backend && servicesByName.get(backend.name);
          const wanted = backend?.port ?? {};
          return !target?.spec.ports.some(
            ({ name, port }) => (wanted.name !== undefined && name === wanted.name) || port === wanted.number,
          );
        })
        .map(([path]) => path);
      expect(broken).toEqual([]);
    });
  });

  it('reads its env files the way kustomize does', () => {
    expect([...parseEnvFile('# comment\n\nA=1\nMAIL_FROM=Market Catalysts <a@b.c>\nEMPTY=\n')]).toEqual([
      ['A', '1'],
      ['MAIL_FROM', 'Market Catalysts <a@b.c>'],
      ['EMPTY', ''],
    ]);
  });
});
