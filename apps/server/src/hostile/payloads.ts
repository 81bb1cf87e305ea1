import { formatMinor, type CallDef } from '@cloudmine/api';
import fc from 'fast-check';
import { z } from 'zod';
import { hostileValue, INJECTIONS } from './hostile-values.js';

/**
 * Request payloads derived from a call's zod schema (through its JSON Schema): values that pass the
 * schema's shape, and hostile values an attacker would try in their place.
 */

/** The part of JSON Schema that `z.toJSONSchema` writes for our contract. */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
}

export function requestSchema(call: CallDef): SchemaNode {
  return z.toJSONSchema(call.request, { io: 'input', unrepresentable: 'any' }) as SchemaNode;
}

function typesOf(node: SchemaNode): string[] {
  if (node.type === undefined) return [];
  return Array.isArray(node.type) ? node.type : [node.type];
}

function boundedInteger(node: SchemaNode): fc.Arbitrary<number> {
  const min = node.minimum ?? (node.exclusiveMinimum === undefined ? -1000 : node.exclusiveMinimum + 1);
  const max = Math.min(node.maximum ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  const edges = [min, max, Math.min(Math.max(1, min), max), Math.min(Math.max(2 ** 31, min), max)];
  // Small values find real rows (ids 1..20); edges find overflow and range faults.
  return fc.oneof(
    fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 20), Math.max(min, 0)) }),
    fc.constantFrom(...edges),
    fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 40) }),
  );
}

const AMOUNT_TEXT = fc.oneof(
  fc.constantFrom('1', '10', '10.50', '0.01', '0', '100', '5000', '99999999999.99'),
  fc.integer({ min: 0, max: 1_000_000 }).map((cents) => formatMinor(cents)),
);

function freeText(node: SchemaNode): fc.Arbitrary<string> {
  const max = node.maxLength ?? 200;
  const min = node.minLength ?? 0;
  const fit = (text: string) => text.slice(0, max).padEnd(min, 'x');
  return fc.oneof(
    AMOUNT_TEXT.map(fit),
    fc.date({ noInvalidDate: true }).map((date) => fit(date.toISOString())),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 64) }).map(fit),
    fc.constantFrom(...INJECTIONS).map(fit),
  );
}

/**
 * A value that passes the node's JSON Schema (not its refinements), biased to edges and real ids.
 * Below the payload's own fields (`depth` 2 and more) a value is now and then hostile, so nested
 * texts and lists are attacked too while the top level stays well-shaped.
 */
export function validish(node: SchemaNode, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedValue(node, depth);
  return depth < 2
    ? shaped
    : fc.oneof({ arbitrary: shaped, weight: 6 }, { arbitrary: hostileValue, weight: 1 });
}

function shapedValue(node: SchemaNode, depth: number): fc.Arbitrary<unknown> {
  if ('const' in node) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const options = node.anyOf ?? node.oneOf;
  if (options) return fc.oneof(...options.map((option) => validish(option, depth)));
  const types = typesOf(node);
  if (types.length === 0) return hostileValue;
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          if (node.pattern) {
            const max = node.maxLength;
            const matching = fc.stringMatching(new RegExp(node.pattern));
            return max === undefined ? matching : matching.filter((text) => text.length <= max);
          }
          return freeText(node);
        case 'integer':
          return boundedInteger(node);
        case 'number':
          return fc.oneof(boundedInteger(node), fc.double({ noNaN: true, noDefaultInfinity: true }));
        case 'boolean':
          return fc.boolean();
        case 'array':
          return fc.array(node.items ? validish(node.items, depth + 1) : hostileValue, {
            minLength: node.minItems ?? 0,
            maxLength: Math.min(node.maxItems ?? 5, 5),
          });
        case 'object':
          return validObject(node, depth);
        case 'null':
          return fc.constant(null);
        default:
          return hostileValue;
      }
    }),
  );
}

function validObject(node: SchemaNode, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = node.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, validish(value, depth + 1)]),
  );
  return fc.record(shape, { requiredKeys: node.required ?? [] });
}

/** The object variants of a request: one for a plain object, one per member of a union. */
function objectVariants(node: SchemaNode): SchemaNode[] {
  const options = node.anyOf ?? node.oneOf;
  if (options) return options.flatMap(objectVariants);
  return [node];
}

const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'memberId',
  'id',
  'role',
  'balanceMinor',
];

/**
 * Hostile payloads for a request schema: one field replaced by a hostile value, a required field
 * missing, extra fields, every field hostile, or a well-shaped payload at its edges.
 */
export function hostilePayload(schema: SchemaNode): fc.Arbitrary<Record<string, unknown>> {
  const variants = objectVariants(schema);
  return fc.oneof(
    ...variants.map((variant) => {
      const base = validObject(variant);
      const keys = Object.keys(variant.properties ?? {});
      const required = variant.required ?? [];
      const arbitraries: fc.Arbitrary<Record<string, unknown>>[] = [
        base,
        fc
          .record({
            extra: fc.dictionary(fc.constantFrom(...EXTRA_KEYS), hostileValue, { maxKeys: 3 }),
            base,
          })
          .map(({ extra, base: payload }) => ({ ...payload, ...extra })),
        fc
          .tuple(base, fc.array(hostileValue, { minLength: keys.length, maxLength: keys.length }))
          .map(([payload, values]) => {
            const out: Record<string, unknown> = { ...payload };
            keys.forEach((key, i) => (out[key] = values[i]));
            return out;
          }),
      ];
      if (keys.length > 0) {
        arbitraries.push(
          fc
            .record({ payload: base, key: fc.constantFrom(...keys), value: hostileValue })
            .map(({ payload, key, value }) => ({ ...payload, [key]: value })),
        );
      }
      if (required.length > 0) {
        arbitraries.push(
          fc.record({ payload: base, key: fc.constantFrom(...required) }).map(({ payload, key }) => {
            const out: Record<string, unknown> = { ...payload };
            delete out[key];
            return out;
          }),
        );
      }
      return fc.oneof(...arbitraries);
    }),
  );
}
