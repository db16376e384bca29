import { trace } from '@opentelemetry/api';
import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

/** One pino logger per process; every line carries the active trace and span ids. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service },
    mixin() {
      const span = trace.getActiveSpan()?.spanContext();
      return span ? { trace_id: span.traceId, span_id: span.spanId } : {};
    },
  });
}

/** Nest's `Logger` backed by pino, so `new Logger(ClassName.name)` lines are structured too. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.write('info', message, context);
  }
  error(message: unknown, traceOrContext?: string, context?: string) {
    this.write('error', message, context ?? traceOrContext, context ? traceOrContext : undefined);
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.write('trace', message, context);
  }
  fatal(message: unknown, context?: string) {
    this.write('fatal', message, context);
  }

  private write(
    level: 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal',
    message: unknown,
    context?: string,
    stack?: string,
  ) {
    if (message instanceof Error) this.logger[level]({ context, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.logger[level]({ context, ...message });
    else this.logger[level]({ context, ...(stack ? { stack } : {}) }, String(message));
  }
}
