/**
 * The answer schemas (TypeBox, @screening/domain/api) in the JSON-schema dialect of the request schemas, which
 * @fastify/swagger turns into OpenAPI 3.0: a nullable value as `type: [type, 'null']`, a fixed value as `enum`,
 * a map as `additionalProperties`. TypeBox writes these as `anyOf` with `{type: 'null'}`, `const` and
 * `patternProperties`, which OpenAPI 3.0 cannot say (it has no null type and no const).
 */
export type Schema = Record<string, unknown>;

const ANY_KEY = '^(.*)$';
const isRecord = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);
/** `{type: …}` and nothing else. */
const typeOnly = (schema: Schema): boolean => Object.keys(schema).length === 1 && typeof schema.type === 'string';
const isNull = (schema: Schema): boolean => typeOnly(schema) && schema.type === 'null';

/** A union of fixed values, of simple types, or of one richer schema with null, as one schema; else as it is. */
function mergedUnion(members: Schema[], own: Schema): Schema | undefined {
  const hasNull = members.some(isNull);
  const values = members.filter((member) => !isNull(member));
  if (values.every((member) => 'enum' in member && Object.keys(member).length === 2)) {
    const types = [...new Set(values.map((member) => member.type as string))];
    return {
      type: hasNull ? [...types, 'null'] : types.length === 1 ? types[0] : types,
      enum: [...values.flatMap((member) => member.enum as unknown[]), ...(hasNull ? [null] : [])],
      ...own,
    };
  }
  const rich = values.filter((member) => !typeOnly(member));
  if (rich.length > 1 || (rich.length === 1 && !hasNull) || rich.some((member) => typeof member.type !== 'string'))
    return undefined;
  return { ...rich[0], type: members.map((member) => member.type), ...own };
}

export function documented(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(documented);
  if (!isRecord(schema)) return schema;
  // Object.entries leaves out TypeBox's symbol keys.
  const {
    const: fixed,
    anyOf,
    patternProperties,
    properties,
    ...rest
  } = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, key === 'properties' ? mapValues(value) : documented(value)]),
  ) as Schema;
  const copy: Schema = { ...rest };
  if (fixed !== undefined) copy.enum = [fixed];
  if (isRecord(properties) && Object.keys(properties).length > 0) copy.properties = properties;
  if (isRecord(patternProperties)) {
    const { [ANY_KEY]: values, ...others } = patternProperties;
    if (Object.keys(others).length > 0) copy.patternProperties = patternProperties;
    else copy.additionalProperties = values;
  }
  if (Array.isArray(anyOf)) return mergedUnion(anyOf as Schema[], copy) ?? { anyOf, ...copy };
  return copy;
}

/** The schemas of a `properties` object, each documented (its keys are field names, not keywords). */
const mapValues = (value: unknown): unknown =>
  isRecord(value) ? Object.fromEntries(Object.entries(value).map(([key, child]) => [key, documented(child)])) : value;
