import { startTracing } from '@mc/runtime/tracing';
import { collectProcessMetrics, createLogger, PinoNestLogger } from '@mc/runtime';
import { Logger } from '@nestjs/common';
import { bffEnv } from './config/env.js';
import { createBffApp } from './http/bff-app.js';
import { opsServer } from './http/ops-server.js';
import { WebApp } from './web/web-app.js';

startTracing('bff');
const config = bffEnv();
collectProcessMetrics();

const app = await createBffApp(config, new PinoNestLogger(createLogger('bff')));
const ops = opsServer();
app
  .getHttpAdapter()
  .getInstance()
  .addHook('onClose', () => ops.close());
app.enableShutdownHooks();
await app.listen(config.HTTP_PORT, config.HTTP_HOST);
// Healthy only once the public port serves.
await ops.listen({ port: config.METRICS_PORT, host: config.HTTP_HOST });
new Logger('Bootstrap').log(
  `bff listening on http://${config.HTTP_HOST}:${config.HTTP_PORT} (health and metrics on :${config.METRICS_PORT}), web app from ${app.get(WebApp).distDir}`,
);
