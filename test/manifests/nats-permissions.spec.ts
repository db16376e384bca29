// The NATS permissions (runtime/src/messaging/nats-permissions.ts, rendered into
// ops/nats/authorization.conf) against the code and the deployments: every rpc an app calls, every
// durable consumer it declares and every event it follows is allowed to it, and nothing it does
// not use; docker-compose and Kubernetes give every app its NATS user and password, and the NATS
// servers every password.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { Events, rpcSubject } from '@mc/proto';
import * as contracts from '@mc/proto';
import type { DescService } from '@bufbuild/protobuf';
import { NATS_PRINCIPALS, natsPasswordVariable, permissionsOf, type NatsPrincipal } from '@mc/runtime';
import { kubectlPath, readAppFolder, render, type KubeObject } from './kubernetes.js';
import { discoverApps, inRepo, readRepoFile } from './repo.js';

const apps = discoverApps();
const principal = (name: string) => NATS_PRINCIPALS.find((candidate) => candidate.name === name);

/** The TypeScript sources of an app (generated code and tests left out), joined. */
function sourcesOf(dir: string): string {
  const texts: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(inRepo(folder), { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'generated') walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('spec.ts')) texts.push(readFileSync(inRepo(path), 'utf8'));
    }
  };
  walk(`${dir}/src`);
  return texts.join('\n');
}

const service = (name: string) => (contracts as unknown as Record<string, DescService>)[name];
const eventType = (key: string) => Events[key as keyof typeof Events].type;

/** `X.call(IdentityService.method.login, …)`: the rpc subjects an app's code calls. */
const calledIn = (source: string) =>
  [...source.matchAll(/\.call\(\s*(\w+Service)\.method\.(\w+)/g)].map(([, name, method]) => {
    const found = service(name)?.method[method as never];
    if (!found) throw new Error(`${name}.method.${method} is not in the contracts`);
    return rpcSubject(found);
  });

/** `@EventConsumer({ durable: 'x', event: Events.y })`: durable name → event types. */
const consumersIn = (source: string) => {
  const found: Record<string, string[]> = {};
  for (const [, durable, key] of source.matchAll(/@EventConsumer\(\{\s*durable:\s*'([^']+)',\s*event:\s*Events\.(\w+)/g))
    (found[durable] ??= []).push(eventType(key));
  return found;
};

/** The events an app's code names that it neither publishes (its own domain's) nor consumes durably: those it follows. */
const followedIn = (app: string, source: string) => {
  const durable = Object.values(consumersIn(source)).flat();
  const named = [...source.matchAll(/\bEvents\.(\w+)/g)].map(([, key]) => eventType(key));
  return [...new Set(named)].filter((type) => !type.startsWith(`${app}.`) && !durable.includes(type)).sort();
};

const declaredCalls = (declared: NatsPrincipal) =>
  (declared.calls ?? []).flatMap((called) => (called.kind === 'service' ? called.methods : [called])).map(rpcSubject);

describe('NATS principals', () => {
  it('are the apps, one each', () => {
    expect(NATS_PRINCIPALS.map(({ name }) => name).sort()).toEqual(apps.map(({ name }) => name).sort());
  });

  describe.each(apps)('$name', (app) => {
    const source = sourcesOf(app.dir);
    const declared = principal(app.name)!;

    it('may send every request its code makes, and asks for no service it never calls', () => {
      const called = [...new Set(calledIn(source))].sort();
      const allowed = permissionsOf(declared).publish.allow;
      expect(called.filter((subject) => !allowed.includes(subject))).toEqual([]);
      const unusedServices = (declared.calls ?? []).filter((target) => {
        const subjects = target.kind === 'service' ? target.methods.map(rpcSubject) : [rpcSubject(target)];
        return !subjects.some((subject) => called.includes(subject));
      });
      expect(unusedServices.map((target) => (target.kind === 'service' ? target.typeName : rpcSubject(target)))).toEqual([]);
      if (app.name !== 'bff') expect(declaredCalls(declared).sort()).toEqual(called);
    });

    it('has exactly the durable consumers and followed events its code declares', () => {
      const consumers = Object.fromEntries(
        Object.entries(declared.consumers ?? {}).map(([durable, events]) => [durable, events.map((event) => event.type)]),
      );
      expect(consumers).toEqual(consumersIn(source));
      expect((declared.follows ?? []).map((event) => event.type).sort()).toEqual(followedIn(app.name, source));
    });
  });
});

interface ComposeService {
  command?: string[];
  environment?: Record<string, string | number | null>;
  volumes?: string[];
  profiles?: string[];
}

const compose = parse(readRepoFile('docker-compose.yml'), { merge: true }) as { services: Record<string, ComposeService> };
const natsServers = Object.entries(compose.services).filter(([name]) => /^nats(-\d)?$/.test(name));

describe('docker-compose.yml', () => {
  it('runs every NATS server with ops/nats/authorization.conf and every principal’s password', () => {
    expect(natsServers.map(([name]) => name)).toEqual(['nats', 'nats-1', 'nats-2', 'nats-3']);
    for (const [, server] of natsServers) {
      expect(server.volumes).toContain('./ops/nats/authorization.conf:/etc/nats/authorization.conf:ro');
      expect(server.command?.join(' ')).toMatch(/--config[= ]\/etc\/nats\/authorization\.conf/);
      for (const { name } of NATS_PRINCIPALS)
        expect(server.environment?.[natsPasswordVariable(name)]).toBe(
          `\${${natsPasswordVariable(name)}:-${name}-development-only}`,
        );
    }
  });

  it.each(apps)('gives $name its NATS user and the password the servers have for it', ({ name }) => {
    const environment = compose.services[name].environment ?? {};
    expect(environment.NATS_USER).toBe(name);
    expect(environment.NATS_PASSWORD).toBe(natsServers[0][1].environment?.[natsPasswordVariable(name)]);
  });
});

describe('k8s/', () => {
  it.each(apps)('gives $name its NATS user in its config and a place for its password in its Secret', ({ name }) => {
    const { config, secrets } = readAppFolder(name);
    expect(config.get('NATS_USER')).toBe(name);
    expect(secrets.get('NATS_PASSWORD')).toBe('');
  });

  (kubectlPath ? describe : describe.skip)('base rendered', () => {
    const { objects } = kubectlPath ? render(kubectlPath, 'base') : { objects: [] as KubeObject[] };
    const nats = objects.find((object) => object.kind === 'StatefulSet' && object.metadata.name === 'nats') as
      (KubeObject & { spec: { template: { spec: { containers: Container[]; volumes: Volume[] } } } }) | undefined;
    const secretNames = objects.filter((object) => object.kind === 'Secret').map(({ metadata }) => metadata.name);

    it('reads every principal’s password from that app’s own Secret', () => {
      const env = nats!.spec.template.spec.containers[0].env ?? [];
      for (const { name } of NATS_PRINCIPALS) {
        const reference = env.find((variable) => variable.name === natsPasswordVariable(name))?.valueFrom?.secretKeyRef;
        expect(reference?.key).toBe('NATS_PASSWORD');
        expect(reference?.name).toMatch(new RegExp(`^${name}-secrets-`));
        expect(secretNames).toContain(reference?.name);
      }
    });

    it('mounts the generated authorization.conf beside nats.conf, which includes it', () => {
      const config = nats!.spec.template.spec.volumes.find((volume) => volume.name === 'config');
      const projected = config?.projected?.sources.map((source) => source.configMap?.name) ?? [];
      expect(projected.map((name) => name?.replace(/-[a-z0-9]{10}$/, ''))).toEqual(['nats-config', 'nats-authorization']);
      const authorization = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name === projected[1]) as
        (KubeObject & { data: Record<string, string> }) | undefined;
      expect(authorization?.data['authorization.conf']).toBe(readRepoFile('ops/nats/authorization.conf'));
      expect(readRepoFile('k8s/components/nats-cluster/nats.conf')).toMatch(/^include \.\/authorization\.conf$/m);
    });
  });
});

interface Container {
  env?: { name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
}

interface Volume {
  name: string;
  projected?: { sources: { configMap?: { name: string } }[] };
}
