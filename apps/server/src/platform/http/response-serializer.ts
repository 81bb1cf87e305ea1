import { failureBody, successBody, type CallDef } from '@cloudmine/api';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as validatingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type SerializerCompiler = FastifySerializerCompiler<z.ZodType>;

/** The success and failure bodies behind each call's response schema (`callResponseSchema`). */
const bodiesOf = new WeakMap<z.ZodType, { success: z.ZodType; failure: z.ZodType }>();

/** A call's answer schema, `{code: 200, message: 'ok', data}` or a refusal, as routes register it. */
export function callResponseSchema(call: CallDef): z.ZodType {
  const success = successBody(call.response);
  const schema = z.union([success, failureBody]);
  bodiesOf.set(schema, { success, failure: failureBody });
  return schema;
}

type JsonNode = Record<string, unknown>;

/**
 * Integers are written as numbers: fast-json-stringify would round a non-integer silently, and a
 * serialiser must not change what the handler answered (a wrong value stays visible as it is).
 */
function loosenIntegers(node: unknown): unknown {
  if (Array.isArray(node)) return (node as unknown[]).map(loosenIntegers);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonNode = {};
  for (const [key, value] of Object.entries(node as JsonNode)) {
    if (key === 'type' && value === 'integer') out[key] = 'number';
    else if (key === 'type' && Array.isArray(value))
      out[key] = (value as unknown[]).map((type) => (type === 'integer' ? 'number' : type));
    else out[key] = loosenIntegers(value);
  }
  return out;
}

/** The JSON Schema of what the handler answers (zod's output side), for fast-json-stringify. */
function outputJsonSchema(schema: z.ZodType): JsonNode {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
    target: 'draft-7',
  }) as JsonNode;
  delete json.$schema;
  return loosenIntegers(json) as JsonNode;
}

/**
 * fast-json-stringify functions built from the contract's schemas, on first use (a node answers
 * only some of ~200 calls soon after it starts). They write only the schema's fields, as zod's
 * parse would keep only them, but check nothing else: that is what tests and development are for.
 */
function compiledSerializer(bodies: { success: z.ZodType; failure: z.ZodType }): Serialize {
  let success: Serialize | null = null;
  let failure: Serialize | null = null;
  return (data) => {
    if ((data as { code?: unknown }).code === 200) {
      success ??= fastJson(outputJsonSchema(bodies.success)) as Serialize;
      return success(data);
    }
    failure ??= fastJson(outputJsonSchema(bodies.failure)) as Serialize;
    return failure(data);
  };
}

/**
 * How answers become JSON text: validated against the contract's zod schema on every call (tests,
 * development: a handler that answers off-contract fails loudly), or compiled from the same schema
 * (production, `RESPONSE_VALIDATION=false`). The envelope then seals that text as it is.
 */
export function responseSerializerCompiler(options: { validate: boolean }): SerializerCompiler {
  const validating: SerializerCompiler = validatingSerializerCompiler;
  if (options.validate) return validating;
  return (route) => {
    const bodies = bodiesOf.get(route.schema);
    return bodies ? compiledSerializer(bodies) : validating(route);
  };
}
