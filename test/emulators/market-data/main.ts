import { readMarketDataEnv } from './env.js';
import { startMarketDataEmulator } from './server.js';

const options = readMarketDataEnv(process.env);
const emulator = await startMarketDataEmulator(options);
console.info(`market-data emulator (Benzinga-shaped, seed ${options.seed}) listening on ${emulator.url}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
}
