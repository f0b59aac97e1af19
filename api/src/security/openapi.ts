/**
 * The API's operations as its OpenAPI document (`GET /api/openapi.json`) lists them: what the
 * security suite walks. Reading the document the API serves, not the route files, means a new route
 * is tested the day it is mounted (and fails the suite until its access is classified).
 */
import { API_BASE_PATH } from '../app';

/** The part of JSON Schema the generated documents use (zod-openapi output). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  example?: unknown;
  default?: unknown;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One operation of the document, as the suite uses it. */
export interface Operation {
  /** `METHOD /path` as the document writes it, e.g. `PATCH /commandes/{id}/status`: the key of the access table. */
  key: string;
  method: Method;
  /** The documented path, without the `/api` base. */
  path: string;
  operationId: string;
  /** Whether the operation declares a security requirement (a bearer token). */
  secured: boolean;
  /** Documented answer statuses. */
  statuses: Set<number>;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema (refs resolved lazily with `resolve`), when the operation takes JSON. */
  jsonBody: { schema: JsonSchema; required: boolean } | null;
  /** The operation takes a multipart form (uploads). */
  multipart: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const lower of METHODS) {
      const op = item[lower];
      if (!op) continue;
      const method = lower.toUpperCase() as Method;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      out.push({
        key: `${method} ${path}`,
        method,
        path,
        operationId: op.operationId,
        secured: (op.security ?? []).length > 0,
        statuses: new Set(Object.keys(op.responses).map(Number)),
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        jsonBody: json ? { schema: json, required: op.requestBody?.required === true } : null,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return out;
}

/** `schema` with its `$ref` (to `components.schemas`) followed, possibly several times. */
export function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 10; hops++) {
    const name = current.$ref.split('/').pop()!;
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved schema reference ${current.$ref}`);
    current = target;
  }
  return current;
}

/** The request URL of `op` (with the `/api` base): path parameters and query filled in. */
export function urlOf(op: Operation, params: Record<string, string>, query: Record<string, string> = {}): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${op.key}: no example value for the path parameter « ${name} »`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(query).toString();
  return `${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
}

/**
 * The query of `op` with every REQUIRED parameter given a documented value (`overrides` first, then
 * the schema's example, default or first enumerated value): a request the route can read.
 */
export function requiredQuery(op: Operation, overrides: Record<string, string> = {}): Record<string, string> {
  const query: Record<string, string> = {};
  for (const param of op.queryParams) {
    if (param.name in overrides) {
      query[param.name] = overrides[param.name]!;
      continue;
    }
    if (!param.required) continue;
    const schema = param.schema ?? {};
    const value = schema.example ?? schema.default ?? schema.enum?.[0];
    if (value === undefined) throw new Error(`${op.key}: no example value for the query parameter « ${param.name} »`);
    query[param.name] = String(value);
  }
  return query;
}
