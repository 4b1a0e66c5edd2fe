import type { FastifyBaseLogger, FastifyLogFn, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * A request's logger that becomes pino's child logger (with the request id bound) only when the
 * request logs something. Fastify makes that child for every request; with request lines off
 * (any level above debug) nearly no request logs anything, and making it, its bindings passed
 * through the redaction, was a measurable part of a small API request. Its log methods live on
 * the prototype, so a request's logger is one small object.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;
  // Set on the prototype below.
  declare fatal: FastifyLogFn;
  declare error: FastifyLogFn;
  declare warn: FastifyLogFn;
  declare info: FastifyLogFn;
  declare debug: FastifyLogFn;
  declare trace: FastifyLogFn;
  declare silent: FastifyLogFn;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  /** The child logger, made at the first use. */
  get logger(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

// The log methods, each handing its arguments to the child logger.
for (const level of LEVELS) {
  LazyRequestLogger.prototype[level] = function (this: LazyRequestLogger, ...args: unknown[]) {
    (this.logger[level] as (...values: unknown[]) => void)(...args);
  } as FastifyLogFn;
}

/** Fastify's childLoggerFactory option: each request's logger, made on first use. */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new LazyRequestLogger(logger, bindings, options);
