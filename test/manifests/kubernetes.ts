// Reading the kustomize base and checking its objects against the Kubernetes API's schemas.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { inRepo, parseEnvFile, repoRoot } from './repo.js';

/** The part of every Kubernetes object this test reads; the rest is checked by the schemas. */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

interface Generator {
  name: string;
  envs?: string[];
  files?: string[];
  literals?: string[];
}

export interface Kustomization {
  namespace?: string;
  resources?: string[];
  components?: string[];
  configMapGenerator?: Generator[];
  secretGenerator?: Generator[];
  patches?: { path?: string }[];
}

export const k8sDir = inRepo('k8s');

/** Parses every YAML document of a file, failing on any syntax error. */
export function readYamlDocuments(path: string): unknown[] {
  const documents = parseAllDocuments(readFileSync(path, 'utf8'));
  const list = Array.isArray(documents) ? documents : [];
  for (const document of list) {
    if (document.errors.length) throw new Error(`${path}: ${document.errors.map((error) => error.message).join('; ')}`);
  }
  // Documents holding only comments parse to null.
  return list.map((document) => document.toJS() as unknown).filter((value) => value !== null);
}

export function readKustomization(): Kustomization {
  const [kustomization] = readYamlDocuments(join(k8sDir, 'kustomization.yaml'));
  return kustomization as Kustomization;
}

/** Every path the kustomization names, relative to k8s/. */
export function referencedFiles(kustomization: Kustomization): string[] {
  const generators = [...(kustomization.configMapGenerator ?? []), ...(kustomization.secretGenerator ?? [])];
  return [
    ...(kustomization.resources ?? []),
    ...(kustomization.components ?? []),
    ...generators.flatMap((generator) => [
      ...(generator.envs ?? []),
      // `files` entries may be `key=path`.
      ...(generator.files ?? []).map((file) => file.split('=').pop()!),
    ]),
    ...(kustomization.patches ?? []).flatMap((patch) => (patch.path ? [patch.path] : [])),
  ];
}

/**
 * The objects of the base's resource files (folders, i.e. nested kustomizations, are not read).
 * Missing or unparsable files are left out here: their own checks report them.
 */
export function readResources(kustomization: Kustomization): { file: string; object: KubeObject }[] {
  return (kustomization.resources ?? [])
    .filter((resource) => /\.ya?ml$/.test(resource) && existsSync(join(k8sDir, resource)))
    .flatMap((file) => {
      try {
        return readYamlDocuments(join(k8sDir, file)).map((object) => ({ file, object: object as KubeObject }));
      } catch {
        return [];
      }
    });
}

/**
 * The keys and values each generator produces (ConfigMap or Secret name → data), from `envs`
 * files and `literals`. The names are the ones Deployments use; kustomize adds the hash suffix.
 */
export function generatedData(generators: Generator[] = []): Map<string, Map<string, string>> {
  const result = new Map<string, Map<string, string>>();
  for (const generator of generators) {
    const data = new Map<string, string>();
    // A missing file is reported by the check of referenced files; here it just adds nothing.
    for (const file of (generator.envs ?? []).filter((path) => existsSync(join(k8sDir, path)))) {
      for (const [key, value] of parseEnvFile(readFileSync(join(k8sDir, file), 'utf8'))) data.set(key, value);
    }
    for (const literal of generator.literals ?? []) {
      const equals = literal.indexOf('=');
      data.set(literal.slice(0, equals), literal.slice(equals + 1));
    }
    for (const file of generator.files ?? []) {
      const [key, path] = file.includes('=') ? file.split('=') : [file.split('/').pop()!, file];
      if (existsSync(join(k8sDir, path))) data.set(key, readFileSync(join(k8sDir, path), 'utf8'));
    }
    result.set(generator.name, data);
  }
  return result;
}

// ---- schema validation --------------------------------------------------------------------------

type ModelClass = new (data: unknown) => { validate(): void };

/** The kubernetes-models class for an apiVersion and kind (`apps/v1` + `Deployment`). */
export async function modelFor(apiVersion: string, kind: string): Promise<ModelClass | undefined> {
  try {
    const module = (await import(`kubernetes-models/${apiVersion}/${kind}`)) as Record<string, ModelClass>;
    return module[kind];
  } catch {
    return undefined;
  }
}

/**
 * kubernetes-models' validators check types, required fields and enums, but accept unknown
 * fields, which `kubectl apply` refuses (strict field validation) and which hide typos such as
 * `readOnlyRootFileSystem`. The package's declaration files list every field of every type, so
 * they serve as the field list: each `export interface` is walked from the object's kind down.
 */
const modelsDir = [join(repoRoot, 'test/node_modules/kubernetes-models'), join(repoRoot, 'node_modules/kubernetes-models')].find(
  existsSync,
)!;

interface Shape {
  /** Field name → the declared type's text. */
  fields: Map<string, string>;
  /** Imported type name → declaration file. */
  imports: Map<string, string>;
}

const shapes = new Map<string, Shape | undefined>();

function resolveImport(fromFile: string, specifier: string): string {
  if (specifier.startsWith('.')) return join(dirname(fromFile), specifier.replace(/\.js$/, '.d.ts'));
  // `@kubernetes-models/apimachinery/apis/meta/v1/ObjectMeta`: beside or inside kubernetes-models.
  const [scope, name, ...rest] = specifier.split('/');
  const packageDir = [join(modelsDir, 'node_modules', scope, name), join(dirname(modelsDir), scope, name)].find(existsSync);
  return packageDir ? join(packageDir, ...rest) + '.d.ts' : '';
}

function readShape(file: string): Shape | undefined {
  if (shapes.has(file)) return shapes.get(file);
  let shape: Shape | undefined;
  if (file && existsSync(file)) {
    const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const imports = new Map<string, string>();
    for (const match of source.matchAll(/import \{([^}]+)\} from "([^"]+)"/g)) {
      for (const name of match[1].split(',').map((part) => part.trim())) imports.set(name, resolveImport(file, match[2]));
    }
    const start = /export interface \w+(?: extends [\w, ]+)? \{/.exec(source);
    if (start) {
      // The interface body: everything up to the brace that closes it.
      let depth = 1;
      let end = start.index + start[0].length;
      while (depth > 0) {
        if (source[end] === '{') depth++;
        else if (source[end] === '}') depth--;
        end++;
      }
      const body = source.slice(start.index + start[0].length, end - 1);
      const fields = new Map<string, string>();
      let entryDepth = 0;
      let entry = '';
      for (const char of body) {
        if (char === '{') entryDepth++;
        if (char === '}') entryDepth--;
        if (char === ';' && entryDepth === 0) {
          const field = /^\s*"?([^"?:]+)"?\??:\s*([\s\S]+)$/.exec(entry);
          if (field) fields.set(field[1], field[2].trim());
          entry = '';
        } else entry += char;
      }
      shape = { fields, imports };
    }
  }
  shapes.set(file, shape);
  return shape;
}

function unknownFieldsIn(value: unknown, shape: Shape | undefined, path: string, found: string[]): void {
  if (!shape || value === null || typeof value !== 'object' || Array.isArray(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const type = shape.fields.get(key);
    if (type === undefined) {
      found.push(`${path}.${key}`);
      continue;
    }
    const element = /^Array<(\w+)>$/.exec(type)?.[1];
    const named = element ?? (/^\w+$/.test(type) ? type : undefined);
    const childShape = named && shape.imports.has(named) ? readShape(shape.imports.get(named)!) : undefined;
    if (element && Array.isArray(child))
      child.forEach((item, index) => unknownFieldsIn(item, childShape, `${path}.${key}[${index}]`, found));
    else if (!element) unknownFieldsIn(child, childShape, `${path}.${key}`, found);
  }
}

/** Paths of the fields the object's type does not have (`spec.template.spec.containers[0].portz`). */
export function unknownFields(object: KubeObject): string[] {
  const found: string[] = [];
  const shape = readShape(join(modelsDir, object.apiVersion, `${object.kind}.d.ts`));
  if (!shape) throw new Error(`no declaration of ${object.apiVersion} ${object.kind} in kubernetes-models`);
  unknownFieldsIn(object, shape, object.kind, found);
  return found;
}

/** Schema errors (ajv's messages) and unknown fields of one object; empty when it is valid. */
export async function problemsOf(object: KubeObject): Promise<string[]> {
  const Model = await modelFor(object.apiVersion, object.kind);
  if (!Model) return [`no schema for ${object.apiVersion} ${object.kind}`];
  const problems: string[] = [];
  try {
    new Model(object).validate();
  } catch (error) {
    problems.push((error as Error).message);
  }
  return [...problems, ...unknownFields(object).map((path) => `unknown field ${path}`)];
}

// ---- reading workloads --------------------------------------------------------------------------

export interface Probe {
  httpGet?: { path?: string; port?: number | string };
}

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string };
    configMapKeyRef?: { name: string; key: string };
  };
}

export interface SecurityContext {
  runAsNonRoot?: boolean;
  runAsUser?: number;
  readOnlyRootFilesystem?: boolean;
  allowPrivilegeEscalation?: boolean;
  privileged?: boolean;
  capabilities?: { drop?: string[]; add?: string[] };
  seccompProfile?: { type?: string };
}

export interface Container {
  name: string;
  image?: string;
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  startupProbe?: Probe;
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: SecurityContext;
  volumeMounts?: { name: string; mountPath: string }[];
}

export interface PodSpec {
  serviceAccountName?: string;
  automountServiceAccountToken?: boolean;
  securityContext?: SecurityContext & { runAsGroup?: number; fsGroup?: number };
  containers: Container[];
  initContainers?: Container[];
  volumes?: { name: string; emptyDir?: object }[];
}

export interface Deployment extends KubeObject {
  spec: {
    selector: { matchLabels?: Record<string, string> };
    template: { metadata?: { labels?: Record<string, string> }; spec: PodSpec };
  };
}

export interface Service extends KubeObject {
  spec: { selector?: Record<string, string>; ports: { name?: string; port: number; targetPort?: number | string }[] };
}

export interface Ingress extends KubeObject {
  spec: {
    defaultBackend?: { service?: { name: string; port: { name?: string; number?: number } } };
    rules?: {
      http?: {
        paths: {
          path?: string;
          pathType: string;
          backend: { service?: { name: string; port: { name?: string; number?: number } } };
        }[];
      };
    }[];
  };
}

/** A container's environment, as names → where each comes from (for messages). */
export function containerEnvironment(
  container: Container,
  configMaps: Map<string, Map<string, string>>,
  secrets: Map<string, Map<string, string>>,
): Map<string, string> {
  const names = new Map<string, string>();
  for (const source of container.envFrom ?? []) {
    const [kind, name, data] = source.configMapRef
      ? ['ConfigMap', source.configMapRef.name, configMaps.get(source.configMapRef.name)]
      : ['Secret', source.secretRef!.name, secrets.get(source.secretRef!.name)];
    if (!data) throw new Error(`${container.name}: envFrom ${kind} ${name} is not generated by kustomization.yaml`);
    for (const key of data.keys()) names.set(key, `${kind} ${name}`);
  }
  for (const variable of container.env ?? []) names.set(variable.name, variable.valueFrom ? 'a reference' : 'a value');
  return names;
}
