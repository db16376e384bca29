import { relative } from 'node:path';

/** Why one file cannot be published: the file (relative to the content folder), the field at fault, and what is wrong. */
export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}

/** One line naming the file as a reader of the repository finds it: `content/articles/x.md: title: is required`. */
export function describeProblem(problem: ContentProblem, contentDir: string): string {
  const shown = relative(process.cwd(), `${contentDir}/${problem.file}`);
  return `${shown.startsWith('..') ? `${contentDir}/${problem.file}` : shown}: ${problem.field}: ${problem.message}`;
}
