/** The part of a JSON Schema (as zod writes it) the settings editor reads to pick and check a field. */
export interface FieldSchema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
}

export type FieldKind = 'boolean' | 'integer' | 'number' | 'enum' | 'string' | 'json';

export function asFieldSchema(schema: unknown): FieldSchema {
  return typeof schema === 'object' && schema !== null ? schema : {};
}

export function fieldKindOf(schema: FieldSchema): FieldKind {
  if (Array.isArray(schema.enum)) return 'enum';
  switch (schema.type) {
    case 'boolean':
      return 'boolean';
    case 'integer':
      return 'integer';
    case 'number':
      return 'number';
    case 'string':
      return 'string';
    default:
      return 'json';
  }
}

/**
 * Checks a value against the simple constraints of its schema, so the operator sees the problem
 * before sending; the server validates the full schema again. Answers a message key or null.
 */
export function problemOf(
  value: unknown,
  schema: FieldSchema,
): { key: string; values?: Record<string, unknown> } | null {
  const kind = fieldKindOf(schema);
  if (kind === 'integer' || kind === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return { key: 'validation.number' };
    if (kind === 'integer' && !Number.isInteger(value)) return { key: 'validation.wholeNumber' };
    const min = schema.minimum ?? schema.exclusiveMinimum;
    const max = schema.maximum ?? schema.exclusiveMaximum;
    if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
      return { key: 'validation.range', values: { min: min ?? '−∞', max: max ?? '∞' } };
    }
  }
  if (kind === 'string') {
    if (typeof value !== 'string') return { key: 'validation.required' };
    if (schema.minLength !== undefined && value.length < schema.minLength) {
      return {
        key: 'validation.lengthBetween',
        values: { min: schema.minLength, max: schema.maxLength ?? '∞' },
      };
    }
    if (schema.maxLength !== undefined && value.length > schema.maxLength) {
      return { key: 'validation.maxLength', values: { max: schema.maxLength } };
    }
    if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(value))
      return { key: 'validation.format' };
  }
  return null;
}

/** A value as the operator reads it in the table. */
export function showValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
