import type { Route } from './api.js';

interface CompiledRoute {
  route: Route;
  segments: string[];
}

export type RouteMatch = { route: Route; pathParams: Record<string, string> };

/**
 * Matches `METHOD /path` against route patterns (`/v1/customers/:id`). Literal segments win over
 * parameters, so `/v1/customers/search` is not read as a customer id.
 */
export class Router {
  private readonly compiled: CompiledRoute[];

  constructor(routes: readonly Route[]) {
    this.compiled = routes
      .map((route) => ({ route, segments: route.path.split('/').filter(Boolean) }))
      .sort((a, b) => specificity(b.segments) - specificity(a.segments));
  }

  match(method: string, path: string): RouteMatch | null {
    const parts = path.split('/').filter(Boolean);
    for (const { route, segments } of this.compiled) {
      if (route.method !== method || segments.length !== parts.length) continue;
      const pathParams: Record<string, string> = {};
      const matches = segments.every((segment, index) => {
        if (segment.startsWith(':')) {
          pathParams[segment.slice(1)] = decodeSegment(parts[index]);
          return true;
        }
        return segment === parts[index];
      });
      if (matches) return { route, pathParams };
    }
    return null;
  }
}

/** More literal segments, earlier: a higher score. */
function specificity(segments: string[]): number {
  return segments.reduce((score, segment, index) => score + (segment.startsWith(':') ? 0 : 2 ** (segments.length - index)), 0);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
