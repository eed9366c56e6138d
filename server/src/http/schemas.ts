/**
 * JSON-schema building blocks. Fastify's Ajv coerces types, which gives most of the lenient input of
 * BEHAVIOUR §0 ("1" → 1). Ajv does not turn "" into a number, so every field that may arrive as "" is nullable:
 * "" and null become null, and the handler applies the original's default (`?? 0` for counts).
 */
export const idParam = { type: 'integer', minimum: 1 } as const;

/** A params schema with one required numeric segment, e.g. idParams('stateId') for `/…/:stateId`. */
export function idParams<const N extends string>(name: N) {
  return { type: 'object', required: [name], properties: { [name]: idParam } } as const;
}

/** Integer that may arrive as a string; "" and null → null. */
export const nullableInt = { type: ['null', 'integer'] } as const;
/** Non-negative count that may arrive as a string; "" and null → null (treat as 0). */
export const lenientCount = { type: ['null', 'integer'], minimum: 0 } as const;
