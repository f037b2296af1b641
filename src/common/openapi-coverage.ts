import type { OpenAPIObject } from '@nestjs/swagger';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

interface DeclaredResponse {
  content?: Record<string, { schema?: unknown }>;
}

export interface ResponseCoverage {
  endpoints: number;
  /** `GET /api/…` of each operation whose success answer has no schema (204 counts as declared: it has no body). */
  withoutSuccessSchema: string[];
  /** Each operation that declares no error answer with a schema. */
  withoutErrorSchema: string[];
}

function hasSchema(response: DeclaredResponse | undefined): boolean {
  return Object.values(response?.content ?? {}).some((media) => media.schema !== undefined);
}

/** Which operations of an OpenAPI document say what they answer, on success and on error. */
export function responseCoverage(document: OpenAPIObject): ResponseCoverage {
  const coverage: ResponseCoverage = { endpoints: 0, withoutSuccessSchema: [], withoutErrorSchema: [] };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const responses = item[method]?.responses as Record<string, DeclaredResponse> | undefined;
      if (!responses) continue;
      coverage.endpoints++;
      const name = `${method.toUpperCase()} ${path}`;
      const statuses = Object.entries(responses);
      if (!statuses.some(([status, response]) => status === '204' || (/^[23]/.test(status) && hasSchema(response)))) coverage.withoutSuccessSchema.push(name);
      if (!statuses.some(([status, response]) => /^[45]/.test(status) && hasSchema(response))) coverage.withoutErrorSchema.push(name);
    }
  }
  return coverage;
}
