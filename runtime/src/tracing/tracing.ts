import { context, propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PrismaInstrumentation } from '@prisma/instrumentation';

let provider: NodeTracerProvider | undefined;

/**
 * Starts OpenTelemetry for this process. Spans are always created (log lines carry their ids);
 * they are exported only when OTEL_EXPORTER_OTLP_ENDPOINT names a collector (tests may pass
 * their own processors).
 */
export function startTracing(serviceName: string, extraProcessors: SpanProcessor[] = []): void {
  if (provider) return;
  const spanProcessors: SpanProcessor[] = [...extraProcessors];
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) spanProcessors.push(new BatchSpanProcessor(new OTLPTraceExporter()));
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME ?? serviceName }),
    spanProcessors,
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
  // Prisma reports its queries as spans through a global hook: no module patching needed (ESM-safe).
  registerInstrumentations({ instrumentations: [new PrismaInstrumentation()] });
}

export const tracer = () => trace.getTracer('mc');

/** Copies the active trace context into a plain header map (for NATS and HTTP). */
export function injectTraceHeaders(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}
