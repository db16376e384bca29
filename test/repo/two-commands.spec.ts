import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/stack.mjs';

/**
 * Issue 7 §1: the README names exactly two commands, `npm start` and `npm test`; package.json
 * runs them, each able to install what a fresh clone lacks; CI runs the README's test command.
 */
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

/** The commands of the README's "The two commands" section: its first shell block, comments dropped. */
function readmeCommands(): string[] {
  const readme = read('README.md');
  const section = readme.split(/^## /m).find((part) => part.startsWith('The two commands'));
  const block = section && /```sh\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('README.md has no "## The two commands" section with a ```sh block');
  return block[1]
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
}

/** The commands .ci/run runs: its lines without comments, blank lines, shell set-up and the `if … fi` blocks. */
function ciCommands(): string[] {
  const commands: string[] = [];
  let depth = 0;
  for (const raw of read('.ci/run').split('\n')) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (!line) continue;
    if (/^if\b/.test(line)) depth++;
    else if (line === 'fi') depth--;
    else if (depth === 0 && !/^(set|cd)\b/.test(line)) commands.push(line);
  }
  return commands;
}

const npmScripts = JSON.parse(read('package.json')).scripts as Record<string, string>;

describe('the two commands (README, package.json, .ci/run)', () => {
  it('the README names exactly `npm start` and `npm test`', () => {
    expect(readmeCommands()).toEqual(['npm start', 'npm test']);
  });

  it('CI runs the README’s test command, and nothing else from npm (it installs nothing itself)', () => {
    const commands = ciCommands();
    const testCommand = readmeCommands().find((command) => command.endsWith(' test'));
    expect(commands.at(-1)).toBe(testCommand);
    expect(commands.filter((command) => /^(npm|npx)\b/.test(command))).toEqual([testCommand]);
  });

  it.each(['start', 'test'])('package.json runs `npm %s` with a script that installs what a fresh clone lacks', (name) => {
    expect(readmeCommands()).toContain(`npm ${name}`);
    // The system Node runs it on a fresh clone: plain `node <file>`, nothing from node_modules.
    const match = /^node (scripts\/[\w-]+\.mjs)$/.exec(npmScripts[name] ?? '');
    expect(match).not.toBeNull();
    const script = match![1];
    expect(existsSync(join(repoRoot, script))).toBe(true);
    // Its first import installs node_modules and moves to Node 24 before anything else loads.
    const firstImport = /^import\s.*$/m.exec(read(script))?.[0];
    expect(firstImport).toBe("import './node24.mjs';");
  });

  it('the test command installs Debian’s Chromium for the browser journeys', () => {
    expect(read('scripts/test.mjs')).toMatch(/requireDebianPackage\(\{\s*pkg: 'chromium'/);
  });
});
