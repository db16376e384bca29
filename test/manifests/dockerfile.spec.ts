// The one Dockerfile: what every image promises (a pinned Node, production dependencies only, a
// non-root user), checked by reading it, since there is no Docker engine here.
import { readdirSync } from 'node:fs';
import { argsOf, imageReference, isPinned, parseDockerfile } from './dockerfile.js';
import { discoverApps, inRepo, lockedNodeVersion, readRepoFile, workspaceDependencies } from './repo.js';

const stages = parseDockerfile(readRepoFile('Dockerfile'));
const final = stages.at(-1)!;
const stageNames = new Set(stages.flatMap(({ name }) => name ?? []));
/** The workspaces the image installs and copies besides APP itself. */
// The bff's answer shapes (`api`) are shared too, until every service speaks only its contract (issue 17).
const sharedWorkspaces = ['api', 'market-time', 'proto', 'runtime'];

describe('Dockerfile', () => {
  it('is the only one: every app, and the emulators, are built from it with build arguments', () => {
    const found: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(inRepo(dir), { withFileTypes: true })) {
        if (entry.isDirectory() && !['node_modules', 'dist', '.git'].includes(entry.name)) walk(`${dir}/${entry.name}`);
        else if (/^Dockerfile|\.Dockerfile$/.test(entry.name)) found.push(`${dir}/${entry.name}`);
      }
    };
    walk('.');
    expect(found).toEqual(['./Dockerfile']);
  });

  it('builds in stages from pinned images, on the Node the repository locks', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const images = stages.map(({ from }) => from).filter((from) => !stageNames.has(from));
    expect(images.filter((image) => !isPinned(image))).toEqual([]);
    for (const image of images.filter((from) => imageReference(from).name === 'node')) {
      // `24`, `24.21` or `24.21.0`, each a prefix of the locked version.
      const version = /^\d+(\.\d+){0,2}/.exec(imageReference(image).tag ?? '')?.[0];
      expect(`${lockedNodeVersion()}.`.startsWith(`${version}.`)).toBe(true);
    }
  });

  it('ends with a runtime stage that takes only files picked from the build', () => {
    expect(stageNames.has(final.from)).toBe(true);
    const copiedFrom = argsOf(final, 'COPY').flatMap((args) => /--from=(\S+)/.exec(args)?.[1] ?? []);
    expect(copiedFrom.length).toBeGreaterThan(0);
    expect(copiedFrom.every((stage) => stageNames.has(stage))).toBe(true);
  });

  it('installs production dependencies only, of APP and the workspaces every app imports', () => {
    const install = argsOf(final, 'RUN').find((args) => /\bnpm ci\b/.test(args)) ?? '';
    expect(install).toMatch(/--omit=dev\b/);
    const workspaces = [...install.matchAll(/--workspace[= ]"?([^\s"]+)"?/g)].map((match) => match[1]);
    expect(workspaces.sort()).toEqual(['$APP', ...sharedWorkspaces].sort());
    for (const stage of stages) for (const args of argsOf(stage, 'RUN')) expect(args).not.toMatch(/\bnpm (install|i)\b/);
    // An app importing another workspace would start without it.
    const beyond = [...discoverApps().map(({ dir }) => dir), 'test'].flatMap((dir) =>
      workspaceDependencies(dir)
        .filter((workspace) => !sharedWorkspaces.includes(workspace))
        .map((workspace) => `${dir} → ${workspace}`),
    );
    expect(beyond).toEqual([]);
  });

  it('runs dist/main.js of APP as a non-root user, in production mode, on PORT', () => {
    const user = argsOf(final, 'USER').at(-1)?.split(':')[0];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    const env = argsOf(final, 'ENV').join(' ');
    expect(env).toMatch(/\bNODE_ENV=production\b/);
    expect(env).toMatch(/\bHTTP_PORT=\$\{PORT\}/);
    expect(argsOf(final, 'WORKDIR').at(-1)).toBe('/app/${APP}');
    expect(argsOf(final, 'CMD').at(-1)).toBe('["node", "dist/main.js"]');
    expect(argsOf(final, 'HEALTHCHECK').at(-1)).toMatch(/\/healthz\b/);
  });
});
