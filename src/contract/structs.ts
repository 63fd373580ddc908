// The struct builders the contract uses: superstruct's, and for those whose limits a struct cannot
// tell afterwards (`size`, `pattern`, `min`, `max`) a JSON-schema hint kept beside the struct, so
// the OpenAPI document (server/http/openapi.ts) shows the same limits the server checks. The
// wrappers that make a new struct of another (`optional`, `nullable`, `refine`) carry the hint
// along. Contract files import from here, never from superstruct (eslint.config.js).
import * as superstruct from 'superstruct';
import type { Struct } from 'superstruct';

export * from 'superstruct';

/** The part of a JSON schema a refinement adds: lengths, bounds, a pattern. */
export type SchemaHint = Record<string, unknown>;

// Any struct: the hint does not depend on what it holds.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>;

const hints = new WeakMap<object, SchemaHint>();

/** The schema hint of a struct made here, or undefined. */
export function schemaHint(struct: object): SchemaHint | undefined {
  return hints.get(struct);
}

/** Records a hint on `struct` (merged over what its source struct had) and returns it. */
export function withSchemaHint<S extends object>(struct: S, hint: SchemaHint, from?: object): S {
  hints.set(struct, { ...(from ? hints.get(from) : undefined), ...hints.get(struct), ...hint });
  return struct;
}

const carry = <S extends object>(made: S, from: object): S =>
  hints.has(from) ? withSchemaHint(made, {}, from) : made;

/** superstruct's `size`, with its bounds in the schema (lengths, item counts or values). */
export const size: typeof superstruct.size = (struct, min, max = min) => {
  const sized = superstruct.size(struct, min, max);
  const finite = (name: string, value: number) => (Number.isFinite(value) ? { [name]: value } : {});
  const hint =
    struct.type === 'string'
      ? { minLength: min, ...finite('maxLength', max) }
      : struct.type === 'array'
        ? { minItems: min, ...finite('maxItems', max) }
        : { minimum: min, ...finite('maximum', max) };
  return withSchemaHint(sized, hint, struct);
};

/** superstruct's `pattern`, with the regular expression in the schema. */
export const pattern: typeof superstruct.pattern = (struct, regexp) =>
  withSchemaHint(superstruct.pattern(struct, regexp), { pattern: regexp.source }, struct);

/** superstruct's `min`, with the bound in the schema. */
export const min: typeof superstruct.min = (struct, threshold, options) =>
  withSchemaHint(
    superstruct.min(struct, threshold, options),
    options?.exclusive ? { exclusiveMinimum: threshold } : { minimum: threshold },
    struct,
  );

/** superstruct's `max`, with the bound in the schema. */
export const max: typeof superstruct.max = (struct, threshold, options) =>
  withSchemaHint(
    superstruct.max(struct, threshold, options),
    options?.exclusive ? { exclusiveMaximum: threshold } : { maximum: threshold },
    struct,
  );

export const optional: typeof superstruct.optional = (struct) =>
  carry(superstruct.optional(struct), struct);

export const nullable: typeof superstruct.nullable = (struct) =>
  carry(superstruct.nullable(struct), struct);

export const refine: typeof superstruct.refine = (struct, name, refiner) =>
  carry(superstruct.refine(struct, name, refiner), struct);

/** Describes a struct the builders above cannot (a `define`d type): its JSON schema, in full. */
export function describedAs<S extends AnyStruct>(struct: S, schema: SchemaHint): S {
  return withSchemaHint(struct, schema);
}
