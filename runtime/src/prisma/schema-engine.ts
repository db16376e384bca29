import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as engineBindings from '@prisma/schema-engine-wasm/schema_engine_bg';

// Prisma's CLI downloads a native schema engine, which this network cannot reach. The same
// engine ships as WebAssembly on npm; its package entry imports a .wasm file, which Node cannot
// import, so it is instantiated by hand once per process.
let instantiated = false;

// Node has WebAssembly, but TypeScript's es2023 lib does not describe it.
interface WasmGlobal {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> & { __wbindgen_start?: () => void } };
}
const wasmRuntime = (globalThis as unknown as { WebAssembly: WasmGlobal }).WebAssembly;

function instantiateEngine(): void {
  if (instantiated) return;
  // The wasm file is not in the package's exports map: find it beside the bindings module.
  const bindingsPath = fileURLToPath(import.meta.resolve('@prisma/schema-engine-wasm/schema_engine_bg'));
  const wasmPath = join(dirname(bindingsPath), 'schema_engine_bg.wasm');
  const module = new wasmRuntime.Module(readFileSync(wasmPath));
  const { exports } = new wasmRuntime.Instance(module, { './schema_engine_bg.js': engineBindings });
  engineBindings.__wbg_set_wasm(exports as never);
  exports.__wbindgen_start?.();
  instantiated = true;
}

export type SchemaEngine = engineBindings.SchemaEngine;

export async function openSchemaEngine(connectionString: string, schemaText: string): Promise<SchemaEngine> {
  instantiateEngine();
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString }));
  return engineBindings.SchemaEngine.new({ datamodels: [['schema.prisma', schemaText]] }, () => undefined, adapter as never);
}

export const noFilters = { externalTables: [], externalEnums: [] };
