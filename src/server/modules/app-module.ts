import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OpenApiAddition } from '../plugins/swagger';
import type { Job } from './jobs/job-scheduler';

/** A plugin of routes, written with the app's Zod type provider or without one. */
export type RoutesPlugin = FastifyPluginAsync | FastifyPluginAsyncZod;

/**
 * What a feature module brings to the app, made by its entry (`<feature>.module.ts`,
 * `create<Feature>Module(deps)`): app.ts builds every module, handing each the public parts of
 * the others it needs, then registers them all the same way. A module adds the parts other
 * modules may call beside these (its service, its repository, its queue).
 */
export interface AppModule {
  /** The feature's folder name: how the app and its logs speak of the module. */
  name: string;
  /** Registered under /api, behind the origin guard, in the order the modules are listed. */
  apiRoutes?: RoutesPlugin[];
  /** Registered at the root (files, one-click links, the pages), after every module's API. */
  routes?: RoutesPlugin[];
  /** Handed to the job scheduler, which orders them by what each declares (runsAfter). */
  jobs?: Job[];
  /** Parts of the OpenAPI document the routes cannot describe themselves (swagger.ts). */
  openApi?: () => Promise<OpenApiAddition>;
}

/** Checks a module's shape while keeping its own parts in its type (`satisfies` refuses them). */
export function appModule<M extends AppModule>(module: M): M {
  return module;
}
