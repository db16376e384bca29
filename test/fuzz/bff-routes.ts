// Every endpoint of the bff, read from the decorators of the controllers its AppModule imports, so
// that an endpoint added in any feature folder is fuzzed without anyone listing it.
import { RequestMethod, type DynamicModule, type Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { AppModule } from '../../bff/src/app.module.js';
import { bffEnv } from '../../bff/src/config/env.js';
import { DELAYED_QUOTES_PATH } from '../../bff/src/quotes/quotes-route.js';

export interface Route {
  method: string;
  /** Fastify's pattern, without a trailing slash: `/auth/users/:id`. */
  path: string;
}

/** Routes registered on Fastify directly rather than by a controller (see quotes-route.ts for why). */
const PLAIN_FASTIFY_ROUTES: Route[] = [{ method: 'GET', path: DELAYED_QUOTES_PATH }];

type ModuleRef = Type<unknown> | DynamicModule;

const isDynamic = (module: ModuleRef): module is DynamicModule => typeof module === 'object' && 'module' in module;

function controllersOf(root: ModuleRef): Type<unknown>[] {
  const seen = new Set<unknown>();
  const controllers: Type<unknown>[] = [];
  const visit = (module: ModuleRef) => {
    const type = isDynamic(module) ? module.module : module;
    if (seen.has(module) || seen.has(type)) return;
    seen.add(module);
    seen.add(type);
    const read = <T>(key: string): T[] => [
      ...((Reflect.getMetadata(key, type) as T[] | undefined) ?? []),
      ...(isDynamic(module) ? (((module as unknown as Record<string, T[]>)[key] as T[] | undefined) ?? []) : []),
    ];
    controllers.push(...read<Type<unknown>>(MODULE_METADATA.CONTROLLERS));
    for (const imported of read<ModuleRef>(MODULE_METADATA.IMPORTS)) visit(imported);
  };
  visit(root);
  return controllers;
}

const joinPath = (...parts: (string | string[] | undefined)[]) =>
  `/${parts
    .map((part) => (Array.isArray(part) ? part[0] : part) ?? '')
    .join('/')
    .split('/')
    .filter(Boolean)
    .join('/')}`;

/** Every route of the running bff's API: the controllers of AppModule and the plain Fastify ones. */
export function bffRoutes(): Route[] {
  const routes: Route[] = [...PLAIN_FASTIFY_ROUTES];
  for (const controller of controllersOf(AppModule.forRoot(bffEnv()))) {
    const prefix = Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined;
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, unknown>)[name];
      if (typeof handler !== 'function' || name === 'constructor') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (method === undefined || path === undefined) continue;
      routes.push({ method: RequestMethod[method], path: joinPath(prefix, path) });
    }
  }
  return routes;
}

/** `POST /auth/users`: how routes and hints are named. */
export const routeKey = (route: Route) => `${route.method} ${route.path}`;
