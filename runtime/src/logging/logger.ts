import { trace } from '@opentelemetry/api';
import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-id.js';

/** The fields every line gets from where it is written: the active trace and span, the request served. */
export function logContext(): { trace_id?: string; span_id?: string; request_id?: string } {
  const span = trace.getActiveSpan()?.spanContext();
  const requestId = currentRequestId();
  const fields: { trace_id?: string; span_id?: string; request_id?: string } = {};
  if (span) {
    fields.trace_id = span.traceId;
    fields.span_id = span.spanId;
  }
  if (requestId !== undefined) fields.request_id = requestId;
  return fields;
}

/**
 * One pino logger per process (standard output unless `destination` says otherwise); every line
 * carries `service`, and the trace, span and request ids of the code that writes it.
 */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  return pino({ level, base: { service }, mixin: logContext }, destination);
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
