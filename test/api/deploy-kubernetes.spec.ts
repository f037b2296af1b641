import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Namespace, Secret, ConfigMap, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { parseAllDocuments } from 'yaml';
import { Environment, InvalidEnvironmentError, parseEnvironment } from '../../src/config/environment.js';
import { loadConfig } from '../../src/config/load-config.js';
import { SHUTDOWN_DEADLINE_MS } from '../../src/shutdown-deadline.js';
import { startTestApp, TestApp } from '../harness/test-app.js';

const DIR = 'deploy/kubernetes';

/** The kinds the manifests use, each with the model that validates it against Kubernetes' OpenAPI schema. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

interface Container {
  name: string;
  command?: string[];
  env?: { name: string; value?: string }[];
  ports?: { name?: string; containerPort: number }[];
  startupProbe?: Probe;
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  lifecycle?: { preStop?: { sleep?: { seconds: number }; exec?: { command: string[] } } };
}
interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Manifest {
  file: string;
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec?: any;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

const files = readdirSync(DIR).filter((file) => file.endsWith('.yaml'));
const manifests: Manifest[] = files
  .filter((file) => file !== 'kustomization.yaml')
  .flatMap((file) => parseAllDocuments(readFileSync(join(DIR, file), 'utf8')).map((doc) => ({ file, ...(doc.toJS() as Omit<Manifest, 'file'>) })));

const byKind = (kind: string) => manifests.filter((m) => m.kind === kind);
const deployment = (name: string) => byKind('Deployment').find((m) => m.metadata.name === name)!;
const configMap = byKind('ConfigMap')[0].data!;
const exampleSecret = byKind('Secret')[0].stringData!;
const podSpecs = [...byKind('Deployment'), ...byKind('Job')].map((m) => ({ file: m.file, pod: m.spec.template.spec }));
const containers = podSpecs.flatMap(({ pod }) => pod.containers as Container[]);

/** A preStop sleep delays SIGTERM, so it counts in the grace period too. */
function preStopSeconds(container: Container): number {
  const preStop = container.lifecycle?.preStop;
  if (preStop?.sleep) return preStop.sleep.seconds;
  const command = preStop?.exec?.command.join(' ') ?? '';
  return Number(/sleep (\d+)/.exec(command)?.[1] ?? 0);
}

describe('the Kubernetes manifests', () => {
  it.each(manifests.map((m) => [`${m.file}: ${m.kind} ${m.metadata.name}`, m] as const))('%s is valid against the Kubernetes schema', (_, manifest) => {
    const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
    expect(Model).toBeDefined();
    const { file: _file, ...data } = manifest;
    expect(() => new Model(data as never).validate()).not.toThrow();
    expect(manifest.metadata.namespace).toBe(manifest.kind === 'Namespace' ? undefined : 'keyshop');
  });

  it('lists in kustomization.yaml every file but the example Secret, the example Ingress and the migrate Job', () => {
    const kustomization = parseAllDocuments(readFileSync(join(DIR, 'kustomization.yaml'), 'utf8'))[0].toJS() as { resources: string[] };
    const left = files.filter((file) => file !== 'kustomization.yaml' && !kustomization.resources.includes(file));
    expect(left.sort()).toEqual(['ingress.example.yaml', 'migrate-job.yaml', 'secret.example.yaml']);
    expect(kustomization.resources.filter((file) => !files.includes(file))).toEqual([]);
  });

  it('sets only variables the store reads', () => {
    const read = new Set(Object.keys(new Environment()));
    const set = [...Object.keys(configMap), ...Object.keys(exampleSecret), ...containers.flatMap((c) => (c.env ?? []).map((e) => e.name))];
    expect(set.filter((name) => !read.has(name))).toEqual([]);
  });

  it('runs web and worker under the roles their names say', () => {
    const role = (name: string) => deployment(name).spec.template.spec.containers[0].env.find((e: { name: string }) => e.name === 'APP_ROLE')?.value;
    expect([role('keyshop-web'), role('keyshop-worker')]).toEqual(['web', 'worker']);
    expect(deployment('keyshop-web').spec.replicas).toBe(2);
  });

  it('holds placeholders the store refuses, and settings it accepts once the secrets are real', () => {
    const withPlaceholders = { ...configMap, ...exampleSecret, APP_ROLE: 'web' };
    expect(() => parseEnvironment(withPlaceholders)).toThrow(InvalidEnvironmentError);
    expect(() => parseEnvironment(withPlaceholders)).toThrow(/JWT_SECRET must be at least 32 characters[\s\S]*KEY_ENCRYPTION_KEY must be 64 hexadecimal characters/);
    const replaced = {
      ...withPlaceholders,
      PAYFAST_MERCHANT_ID: '10012345',
      PAYFAST_MERCHANT_KEY: 'merchantkey1',
      PAYFAST_PASSPHRASE: 'a-passphrase',
      JWT_SECRET: 'j'.repeat(64),
      KEY_ENCRYPTION_KEY: 'ab'.repeat(32),
      METRICS_TOKEN: 'm'.repeat(48),
    };
    const config = loadConfig(replaced);
    expect(config).toMatchObject({ isProduction: true, role: 'web', queuePrefix: 'bull', payfast: { mode: 'live' } });
  });

  it('gives each pod longer to stop than the store takes: the drain, then the deadline for what is in flight', () => {
    const drainSeconds = Number(configMap.SHUTDOWN_DRAIN_MS) / 1000;
    const deadlineSeconds = SHUTDOWN_DEADLINE_MS / 1000;
    const web = deployment('keyshop-web').spec.template.spec;
    const worker = deployment('keyshop-worker').spec.template.spec;
    expect(web.terminationGracePeriodSeconds).toBeGreaterThan(preStopSeconds(web.containers[0]) + drainSeconds + deadlineSeconds);
    // A worker serves no traffic: it does not drain.
    expect(worker.terminationGracePeriodSeconds).toBeGreaterThan(preStopSeconds(worker.containers[0]) + deadlineSeconds);
  });

  it('runs every pod as the image’s unprivileged user on a read-only root filesystem', () => {
    for (const { file, pod } of podSpecs) {
      expect([file, pod.securityContext]).toEqual([file, expect.objectContaining({ runAsNonRoot: true, runAsUser: 1000 })]);
      for (const container of pod.containers) {
        expect([file, container.securityContext]).toEqual([file, { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } }]);
      }
    }
  });

  it('runs in the migrate Job scripts that the build holds', () => {
    const [migrate] = byKind('Job')[0].spec.template.spec.containers as Container[];
    const scripts = migrate.command!.join(' ').match(/node (\S+)/g)!.map((run) => run.slice('node '.length));
    expect(scripts).toEqual(['dist/src/database/migrate.js', 'dist/src/database/seed.js']);
    expect(scripts.filter((script) => !existsSync(script))).toEqual([]);
  });

  it('points the Service, the autoscaler and the disruption budgets at pods and ports that exist', () => {
    const podLabels = byKind('Deployment').map((d) => d.spec.template.metadata.labels as Record<string, string>);
    const selects = (selector: Record<string, string>) => podLabels.some((labels) => Object.entries(selector).every(([k, v]) => labels[k] === v));
    const [service] = byKind('Service');
    expect(selects(service.spec.selector)).toBe(true);
    const webPorts = deployment('keyshop-web').spec.template.spec.containers[0].ports.map((p: { name: string }) => p.name);
    expect(webPorts).toContain(service.spec.ports[0].targetPort);
    for (const budget of byKind('PodDisruptionBudget')) expect([budget.metadata.name, selects(budget.spec.selector.matchLabels)]).toEqual([budget.metadata.name, true]);
    const [autoscaler] = byKind('HorizontalPodAutoscaler');
    expect(deployment(autoscaler.spec.scaleTargetRef.name)).toBeDefined();
    expect(autoscaler.spec.minReplicas).toBeGreaterThanOrEqual(2);
  });

  describe('probes', () => {
    let sut: TestApp;
    afterAll(async () => sut?.close());

    it('ask the store for paths it answers, on the port it listens on', async () => {
      sut = await startTestApp({ APP_ROLE: 'web' });
      const probes = containers.flatMap((c) => [c.startupProbe, c.livenessProbe, c.readinessProbe].filter((p): p is Probe => !!p).map((p) => ({ c, get: p.httpGet! })));
      expect(probes.length).toBeGreaterThanOrEqual(6);
      for (const { c, get } of probes) {
        const port = c.ports!.find((p) => p.name === get.port || p.containerPort === get.port)!;
        expect([c.name, port.containerPort]).toEqual([c.name, new Environment().PORT]);
        const answer = await fetch(`${sut.url}${get.path}`);
        expect([c.name, get.path, answer.status]).toEqual([c.name, get.path, 200]);
      }
    });
  });
});
