// The OpenAPI 3.1 document at /api/v1/openapi.json, generated from the routes' own definitions
// (route.ts) and their superstruct structs, so it cannot drift from what the server validates.
import type { FastifyInstance } from 'fastify';
import { pathParameterNames } from '@/contract/endpoint';
import { schemaHint } from '@/contract/structs';
import { IDEMPOTENCY_HEADER } from '@/contract/endpoint';
import { ERROR_CODES } from '@/contract/errors';
import type { AnyStruct, RouteSpec } from './route';

type JsonSchema = Record<string, unknown>;

/** Named custom structs of src/contract/fields.ts. */
const NAMED: Record<string, JsonSchema> = {
  Email: { type: 'string', format: 'email', maxLength: 254 },
  Password: { type: 'string', minLength: 8, maxLength: 256 },
};

function structToSchema(struct: AnyStruct): JsonSchema {
  // Lengths, bounds and patterns the contract's builders recorded (src/contract/structs.ts).
  const schema = { ...baseSchema(struct), ...schemaHint(struct) };
  return accepts(struct, null) ? { anyOf: [schema, { type: 'null' }] } : schema;
}

function baseSchema(struct: AnyStruct): JsonSchema {
  const named = NAMED[struct.type];
  if (named) return named;
  switch (struct.type) {
    case 'object':
    case 'type': {
      const fields = struct.schema as Record<string, AnyStruct>;
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [name, field] of Object.entries(fields)) {
        properties[name] = structToSchema(field);
        if (!accepts(field, undefined)) required.push(name);
      }
      return {
        type: 'object',
        properties,
        ...(required.length ? { required } : {}),
        ...(struct.type === 'object' ? { additionalProperties: false } : {}),
      };
    }
    case 'array':
      return { type: 'array', items: structToSchema(struct.schema as AnyStruct) };
    case 'enums':
      return { enum: Object.values(struct.schema as Record<string, unknown>) };
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
      return { type: struct.type };
    default:
      return { type: 'string', description: struct.type };
  }
}

function accepts(struct: AnyStruct, value: unknown): boolean {
  return struct.validate(value)[0] === undefined;
}

function buildOpenApi(specs: RouteSpec[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const spec of specs) {
    const operation: JsonSchema = { summary: spec.summary, tags: [spec.tag] };
    if (spec.auth === 'session') operation.security = [{ session: [] }, { tokenPair: [] }];
    // An operator's session cookie; token pairs never carry the operator's powers.
    if (spec.auth === 'operator') operation.security = [{ session: [] }];
    const parameters: JsonSchema[] = [...pathParameters(spec)];
    if (spec.method !== 'GET') parameters.push(csrfHeader);
    if (spec.idempotent) parameters.push(idempotencyHeader(spec.idempotent === true));
    if (spec.query) {
      const query = structToSchema(spec.query) as {
        properties?: Record<string, JsonSchema>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        const required = query.required?.includes(name) ?? false;
        parameters.push({ name, in: 'query', schema, ...(required ? { required } : {}) });
      }
    }
    if (parameters.length) operation.parameters = parameters;
    if (spec.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: structToSchema(spec.body) } },
      };
    }
    const status = String(spec.status ?? 200);
    operation.responses = {
      [status]: spec.produces
        ? {
            description: 'Success',
            content: {
              [spec.produces]: {
                schema:
                  spec.produces === 'text/event-stream'
                    ? { type: 'string', description: 'Server-sent events' }
                    : { type: 'string', format: 'binary' },
              },
            },
          }
        : spec.response && status !== '204'
          ? {
              description: 'Success',
              content: { 'application/json': { schema: structToSchema(spec.response) } },
            }
          : { description: 'Success' },
      '4XX': { $ref: '#/components/responses/Error' },
    };
    // OpenAPI writes a path parameter `{id}` where Fastify writes `:id`.
    const path = spec.url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    paths[path] ??= {};
    paths[path]![spec.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Stockroom API', version: '1' },
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sid' },
        tokenPair: { type: 'apiKey', in: 'query', name: 'auth_id' },
      },
      responses: {
        Error: {
          description:
            'An error: a message to show, its code (what to branch on), and the field it concerns',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  error: { type: 'string' },
                  code: { type: 'string', enum: [...ERROR_CODES] },
                  field: { type: 'string' },
                },
                required: ['error', 'code'],
              },
            },
          },
        },
      },
    },
  };
}

/** Each `:name` of the path, described by the endpoint's params struct where it has one. */
function pathParameters(spec: RouteSpec): JsonSchema[] {
  const declared = spec.params
    ? ((structToSchema(spec.params) as { properties?: Record<string, JsonSchema> }).properties ??
      {})
    : {};
  return pathParameterNames(spec.url).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: declared[name] ?? { type: 'string' },
  }));
}

const idempotencyHeader = (required: boolean) => ({
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required,
  description:
    'One random value (a UUID) per request, the same for its retries: a retry is answered with the first answer.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
});

const csrfHeader = {
  name: 'X-CSRF-Token',
  in: 'header',
  required: true,
  schema: { type: 'string' },
};

export async function openApiRoute(app: FastifyInstance): Promise<void> {
  let cached: JsonSchema | null = null;
  app.get('/api/v1/openapi.json', async () => (cached ??= buildOpenApi(app.routeSpecs)));
}
