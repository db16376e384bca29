// A small Dockerfile reader: instructions (continuation lines joined, comments dropped) grouped
// into build stages. Enough to check what the image promises without a Docker engine.

export interface Instruction {
  keyword: string;
  /** Everything after the keyword, continuation lines joined with a space. */
  args: string;
}

export interface Stage {
  /** The image or earlier stage it starts from. */
  from: string;
  /** `AS <name>`, when given. */
  name?: string;
  instructions: Instruction[];
}

export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    let logical = lines[i].trim();
    if (logical === '' || logical.startsWith('#')) continue;
    while (logical.endsWith('\\') && i + 1 < lines.length) {
      // Comment lines inside a continued instruction are skipped, as Docker does.
      const next = lines[++i].trim();
      if (!next.startsWith('#')) logical = `${logical.slice(0, -1).trimEnd()} ${next}`;
    }
    const [, keyword, args] = /^(\S+)\s*(.*)$/.exec(logical)!;
    if (keyword.toUpperCase() === 'FROM') {
      const [from, as, name] = args.split(/\s+/).filter((word) => !word.startsWith('--'));
      stages.push({ from, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}

/** The arguments of one kind of instruction in a stage (`RUN`, `COPY`, …). */
export const argsOf = (stage: Stage, keyword: string) =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword).map(({ args }) => args);

/** `node:24.21.0-bookworm-slim` → { name: 'node', tag: '24.21.0-bookworm-slim' }. */
export function imageReference(reference: string): { name: string; tag?: string; digest?: string } {
  const [withoutDigest, digest] = reference.split('@');
  const slash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.lastIndexOf(':');
  return colon > slash
    ? { name: withoutDigest.slice(0, colon), tag: withoutDigest.slice(colon + 1), digest }
    : { name: withoutDigest, digest };
}

/** Pinned: a digest, or a tag other than `latest`. */
export const isPinned = (reference: string) => {
  const { tag, digest } = imageReference(reference);
  return Boolean(digest) || (tag !== undefined && tag !== 'latest');
};
