// A small Dockerfile reader: instructions (continuation lines joined, comments dropped) grouped
// into build stages. Enough to check what the images promise; Docker itself is not needed.

export interface Instruction {
  keyword: string;
  /** Everything after the keyword, continuation lines joined with a space. */
  args: string;
  line: number;
}

export interface Stage {
  /** The image or earlier stage it starts from. */
  from: string;
  /** `AS <name>`, when given. */
  name?: string;
  instructions: Instruction[];
}

export function parseDockerfile(text: string): Stage[] {
  const instructions: Instruction[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === '' || line.startsWith('#')) continue;
    const start = i + 1;
    let logical = line;
    while (logical.endsWith('\\') && i + 1 < lines.length) {
      logical = logical.slice(0, -1).trimEnd();
      // Comment lines inside a continued instruction are skipped, as Docker does.
      let next = lines[++i].trim();
      while (next.startsWith('#') && i + 1 < lines.length) next = lines[++i].trim();
      logical += ' ' + next;
    }
    const [, keyword, args] = /^(\S+)\s*(.*)$/.exec(logical)!;
    instructions.push({ keyword: keyword.toUpperCase(), args, line: start });
  }

  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const words = instruction.args.split(/\s+/).filter((word) => !word.startsWith('--'));
      const as = words.findIndex((word) => word.toUpperCase() === 'AS');
      stages.push({ from: words[0], name: as >= 0 ? words[as + 1] : undefined, instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword !== 'ARG') throw new Error(`line ${instruction.line}: ${instruction.keyword} before FROM`);
    } else {
      stages[stages.length - 1].instructions.push(instruction);
    }
  }
  return stages;
}

/** `node:24.21.0-bookworm-slim` → { name: 'node', tag: '24.21.0-bookworm-slim' }. */
export function imageReference(reference: string): { name: string; tag?: string; digest?: string } {
  const [withoutDigest, digest] = reference.split('@');
  const slash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.lastIndexOf(':');
  return colon > slash
    ? { name: withoutDigest.slice(0, colon), tag: withoutDigest.slice(colon + 1), digest }
    : { name: withoutDigest, digest };
}

/** The instructions of one keyword in a stage (`RUN`, `COPY`, …). */
export const instructionsOf = (stage: Stage, keyword: string) =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword);

/** `ENV A=1 B=2` (and the older `ENV A 1`) as a map, over every ENV of the stage. */
export function stageEnv(stage: Stage): Map<string, string> {
  const env = new Map<string, string>();
  for (const { args } of instructionsOf(stage, 'ENV')) {
    if (!args.includes('=')) {
      const [name, ...value] = args.split(/\s+/);
      env.set(name, value.join(' '));
      continue;
    }
    for (const match of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g))
      env.set(match[1], match[2].replace(/^"|"$/g, ''));
  }
  return env;
}

/** The exec-form (JSON array) arguments of CMD, ENTRYPOINT or HEALTHCHECK … CMD. */
export function execForm(args: string): string[] | undefined {
  const json = args.slice(args.indexOf('['));
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) && parsed.every((part) => typeof part === 'string') ? parsed : undefined;
  } catch {
    return undefined;
  }
}
