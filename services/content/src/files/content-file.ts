import { parse, YAMLParseError } from 'yaml';
import { WATCH_LISTS, type ContentKind, type WatchListKind } from '@mc/proto/content-words';
import type { ContentProblem } from './content-problem.js';
import { frontMatterSchema, type FrontMatter } from './front-matter.schema.js';

/** A file whose front matter passed the schema and whose place in the folder agrees with it. */
export interface CheckedFile {
  file: string;
  frontMatter: FrontMatter;
  body: string;
}

export type CheckResult = { ok: true; checked: CheckedFile } | { ok: false; problems: ContentProblem[] };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/** What a file's place says it is: `guides/<slug>.md`, `articles/<slug>.md`, `pages/<slug>.md`, `watch-lists/<list>/<slug>.md`. */
export function placeOf(file: string): { kind: ContentKind; slug: string; list?: WatchListKind } | undefined {
  const parts = file.split('/');
  const slug = parts.at(-1)!.replace(/\.md$/, '');
  const folders: Record<string, ContentKind> = { guides: 'guide', articles: 'article', pages: 'page' };
  if (parts.length === 2 && folders[parts[0]]) return { kind: folders[parts[0]], slug };
  if (parts.length === 3 && parts[0] === 'watch-lists' && (WATCH_LISTS as readonly string[]).includes(parts[1]))
    return { kind: 'watch-list', slug, list: parts[1] as WatchListKind };
  return undefined;
}

/** The field a schema issue is about: `title`, `picks[1].thesis`, or the unknown keys' names. */
function fieldOf(issue: { path: PropertyKey[]; code: string; keys?: string[] }): string {
  if (issue.code === 'unrecognized_keys' && issue.keys) {
    const parent = fieldOf({ ...issue, code: '' });
    return issue.keys.map((key) => (parent === 'front matter' ? key : `${parent}.${key}`)).join(', ');
  }
  if (!issue.path.length) return 'front matter';
  return issue.path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${String(part)}`))
    .join('');
}

/** A schema's issues as problems of one file, each naming its field. */
export function schemaProblems(file: string, issues: readonly { path: PropertyKey[]; code: string; message: string }[]) {
  return issues.map((issue): ContentProblem => ({ file, field: fieldOf(issue as never), message: issue.message }));
}

/** The YAML between the file's two `---` lines, as keys and values, and the body after them. */
export type FrontMatterRead = { ok: true; data: object; body: string } | { ok: false; problems: ContentProblem[] };

export function readFrontMatter(file: string, source: string): FrontMatterRead {
  const fail = (field: string, message: string): FrontMatterRead => ({ ok: false, problems: [{ file, field, message }] });
  const split = FRONT_MATTER.exec(source.replace(/^\uFEFF/, ''));
  if (!split) return fail('front matter', 'must open the file, between two lines of ---');
  let data: unknown;
  try {
    data = parse(split[1]);
  } catch (error) {
    // yaml counts lines from the front matter's first; the file has the opening --- above it.
    const where = error instanceof YAMLParseError && error.linePos ? ` (line ${error.linePos[0].line + 1})` : '';
    const reason = (error as Error).message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    return fail('front matter', `is not valid YAML${where}: ${reason}`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    return fail('front matter', 'must be YAML keys and values');
  return { ok: true, data, body: split[2] };
}

/**
 * Checks one file: front matter between `---` lines, valid YAML, the schema, and a slug, kind and
 * list that match where the file lies. `today` is the latest publication day accepted.
 */
export function checkContentFile(file: string, source: string, today: string): CheckResult {
  const fail = (field: string, message: string): CheckResult => ({ ok: false, problems: [{ file, field, message }] });
  const place = placeOf(file);
  if (!place)
    return fail(
      'location',
      'must be guides/<slug>.md, articles/<slug>.md, pages/<slug>.md, watch-lists/<list>/<slug>.md or portfolios/<slug>.md',
    );
  const read = readFrontMatter(file, source);
  if (!read.ok) return read;
  const { data, body } = read;
  const parsed = frontMatterSchema(today).safeParse(data);
  if (!parsed.success) return { ok: false, problems: schemaProblems(file, parsed.error.issues) };
  const frontMatter = parsed.data;
  const problems: ContentProblem[] = [];
  if (frontMatter.slug !== place.slug) problems.push({ file, field: 'slug', message: `must be the file's name, ${place.slug}` });
  if (frontMatter.kind !== place.kind)
    problems.push({ file, field: 'kind', message: `must be ${place.kind} for a file in this folder` });
  else if (frontMatter.kind === 'watch-list' && frontMatter.list !== place.list)
    problems.push({ file, field: 'list', message: `must be ${place.list}, the folder the file is in` });
  if (!body.trim()) problems.push({ file, field: 'body', message: 'is empty' });
  return problems.length ? { ok: false, problems } : { ok: true, checked: { file, frontMatter, body } };
}
