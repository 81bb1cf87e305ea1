/** The part of a JSON Schema (as zod writes it) the settings editor reads to check a field. */
export interface FieldSchema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  properties?: Record<string, unknown>;
}

/** A message key of the console's texts with its values. */
export interface Problem {
  key: string;
  values?: Record<string, unknown>;
}

export function asFieldSchema(schema: unknown): FieldSchema {
  return typeof schema === 'object' && schema !== null ? schema : {};
}

/** The schema of one property of an object schema (a language of a per-language text). */
export function propertySchema(schema: unknown, name: string): FieldSchema {
  return asFieldSchema(asFieldSchema(schema).properties?.[name]);
}

/** Length and pattern of a text, as its schema asks; null when it fits. */
export function lengthProblem(text: string, schema: FieldSchema): Problem | null {
  if (schema.minLength !== undefined && text.trim().length < schema.minLength) {
    return schema.minLength === 1
      ? { key: 'validation.required' }
      : { key: 'validation.lengthBetween', values: { min: schema.minLength, max: schema.maxLength ?? '∞' } };
  }
  if (schema.maxLength !== undefined && text.length > schema.maxLength) {
    return { key: 'validation.maxLength', values: { max: schema.maxLength } };
  }
  if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(text))
    return { key: 'validation.format' };
  return null;
}
