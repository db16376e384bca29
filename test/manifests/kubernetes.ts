// The kustomize tree in k8s/: each app's own folder read as files, and the base and every overlay
// rendered by `kubectl kustomize`, whose output is what a cluster would receive.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { inRepo, parseEnvFile } from './repo.js';

export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

interface Generator {
  name: string;
  envs?: string[];
}

export interface Kustomization {
  resources?: string[];
  components?: string[];
  images?: { name: string; newName?: string; newTag?: string }[];
  configMapGenerator?: Generator[];
  secretGenerator?: Generator[];
}

export const k8sDir = inRepo('k8s');
export const readKustomization = (folder: string) =>
  parse(readFileSync(join(k8sDir, folder, 'kustomization.yaml'), 'utf8')) as Kustomization;

/** Keys and values of a generator's env files (relative to its kustomization's folder). */
const generated = (folder: string, generator?: Generator) =>
  new Map((generator?.envs ?? []).flatMap((file) => [...parseEnvFile(readFileSync(join(k8sDir, folder, file), 'utf8'))]));

/** An app's folder in k8s/: its settings (`<name>-config`) and secrets (`<name>-secrets`). */
export function readAppFolder(name: string) {
  const kustomization = readKustomization(name);
  const named = (generators: Generator[] | undefined, suffix: string) =>
    generators?.find((generator) => generator.name === `${name}-${suffix}`);
  return {
    kustomization,
    config: generated(name, named(kustomization.configMapGenerator, 'config')),
    secrets: generated(name, named(kustomization.secretGenerator, 'secrets')),
  };
}

/** kubectl on the PATH, when this machine has it: `kubectl kustomize` renders the base (kustomize v5 inside). */
export const kubectlPath = (process.env.PATH ?? '')
  .split(':')
  .map((dir) => join(dir, 'kubectl'))
  .find((path) => existsSync(path));

/** The kustomizations a cluster is given: the base and each environment. */
export const renderedFolders = ['base', 'overlays/staging', 'overlays/production'];

/** Every object a kustomization (a folder of k8s/) renders, or kustomize's message when it cannot render. */
export function render(kubectl: string, folder: string): { objects: KubeObject[]; error?: string } {
  try {
    const output = execFileSync(kubectl, ['kustomize', join(k8sDir, folder)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { objects: parseAllDocuments(output).map((document) => document.toJS() as KubeObject) };
  } catch (error) {
    return { objects: [], error: String((error as { stderr?: string }).stderr || error) };
  }
}

type ModelClass = new (data: unknown) => { validate(): void };

/**
 * Custom resources the manifests use, whose controllers' schemas kubernetes-models does not carry:
 * the fields those controllers require, checked here.
 */
const customResourceChecks: Record<string, (object: KubeObject) => string[]> = {
  'keda.sh/v1alpha1 ScaledObject': (object) => {
    const spec = object.spec as
      | {
          scaleTargetRef?: { name?: string };
          minReplicaCount?: number;
          maxReplicaCount?: number;
          triggers?: { type?: string; metadata?: Record<string, string> }[];
        }
      | undefined;
    const problems: string[] = [];
    if (!spec?.scaleTargetRef?.name) problems.push('spec.scaleTargetRef.name is required');
    if (!spec?.triggers?.length) problems.push('spec.triggers must not be empty');
    for (const [index, trigger] of (spec?.triggers ?? []).entries()) {
      if (!trigger.type) problems.push(`spec.triggers[${index}].type is required`);
      const values = Object.values(trigger.metadata ?? {});
      if (!values.length || values.some((value) => typeof value !== 'string'))
        problems.push(`spec.triggers[${index}].metadata must map names to strings`);
    }
    if ((spec?.minReplicaCount ?? 0) > (spec?.maxReplicaCount ?? 100))
      problems.push('spec.minReplicaCount is above spec.maxReplicaCount');
    return problems;
  },
};

/** The schema check of one object (types, required fields, enums); its errors, if any. */
export async function schemaProblems(object: KubeObject): Promise<string[]> {
  const custom = customResourceChecks[`${object.apiVersion} ${object.kind}`];
  if (custom) return object.metadata?.name ? custom(object) : ['metadata.name is required'];
  let Model: ModelClass | undefined;
  try {
    Model = ((await import(`kubernetes-models/${object.apiVersion}/${object.kind}`)) as Record<string, ModelClass>)[object.kind];
  } catch {
    return [`no schema for ${object.apiVersion} ${object.kind}`];
  }
  try {
    new Model!(object).validate();
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

// The parts of the rendered objects the checks read.
export interface Container {
  name: string;
  image?: string;
  ports?: { name?: string; containerPort: number }[];
  envFrom?: { configMapRef?: { name: string; optional?: boolean }; secretRef?: { name: string; optional?: boolean } }[];
  startupProbe?: { httpGet?: { path?: string; port?: number | string } };
  livenessProbe?: { httpGet?: { path?: string; port?: number | string } };
  readinessProbe?: { httpGet?: { path?: string; port?: number | string } };
  lifecycle?: { preStop?: { exec?: { command?: string[] } } };
  securityContext?: {
    runAsNonRoot?: boolean;
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    capabilities?: { drop?: string[] };
  };
  volumeMounts?: { name: string; mountPath: string }[];
}

export interface Deployment extends KubeObject {
  spec: {
    replicas?: number;
    selector: { matchLabels?: Record<string, string> };
    template: {
      metadata?: { labels?: Record<string, string>; annotations?: Record<string, string> };
      spec: {
        serviceAccountName?: string;
        priorityClassName?: string;
        terminationGracePeriodSeconds?: number;
        topologySpreadConstraints?: { topologyKey: string; labelSelector?: { matchLabels?: Record<string, string> } }[];
        securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
        containers: Container[];
        volumes?: { name: string; emptyDir?: object }[];
      };
    };
  };
}

export interface Service extends KubeObject {
  spec: { selector?: Record<string, string>; ports: { name?: string; port: number; targetPort?: number | string }[] };
}

export interface Ingress extends KubeObject {
  spec: { rules?: { http?: { paths: { path?: string; backend: { service?: { name: string; port: { name?: string } } } }[] } }[] };
}

export interface HorizontalPodAutoscaler extends KubeObject {
  spec: {
    scaleTargetRef: { kind: string; name: string };
    minReplicas?: number;
    maxReplicas: number;
    metrics?: { type: string; resource?: { name: string } }[];
    behavior?: { scaleDown?: { stabilizationWindowSeconds?: number } };
  };
}

interface PolicyPeer {
  podSelector?: { matchLabels?: Record<string, string> };
  namespaceSelector?: { matchLabels?: Record<string, string> };
  ipBlock?: { cidr: string; except?: string[] };
}

export interface NetworkPolicy extends KubeObject {
  spec: {
    podSelector: { matchLabels?: Record<string, string>; matchExpressions?: unknown[] };
    policyTypes?: string[];
    ingress?: { from?: PolicyPeer[]; ports?: { port?: number | string }[] }[];
    egress?: { to?: PolicyPeer[]; ports?: { port?: number | string }[] }[];
  };
}

/** Whether a policy's pod selector (matchLabels only) picks pods with these labels. */
export const selects = (policy: NetworkPolicy, labels: Record<string, string>) =>
  !policy.spec.podSelector.matchExpressions &&
  Object.entries(policy.spec.podSelector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
