import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';

/** One query operation of the schema: its text and an arbitrary of its variables. */
export interface GraphqlOperation {
  readonly name: string;
  readonly query: string;
  readonly variables: fc.Arbitrary<Record<string, unknown>>;
}

/** Where ID values come from: the fuzz spec offers the test shop's real ids. */
export type IdArbitrary = fc.Arbitrary<string>;

/** Int values a client sends: page sizes and types mostly, then the 32-bit edges. */
const INT = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 12 }), weight: 4 },
  { arbitrary: fc.constantFrom(-1, 61, 1000, 2 ** 31 - 1, -(2 ** 31)), weight: 1 },
);

function inputArbitrary(type: GraphQLInputType, ids: IdArbitrary, allowNull = true): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return inputArbitrary(type.ofType, ids, false);
  const nullable = (arbitrary: fc.Arbitrary<unknown>) => (allowNull ? fc.option(arbitrary, { nil: null, freq: 5 }) : arbitrary);
  if (isListType(type)) return nullable(fc.array(inputArbitrary(type.ofType, ids), { maxLength: 4 }));
  if (isEnumType(type)) return nullable(fc.constantFrom(...type.getValues().map((value) => value.name)));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return nullable(
      fc.record(
        Object.fromEntries(fields.map((field) => [field.name, inputArbitrary(field.type, ids)])),
        { requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name) },
      ),
    );
  }
  switch (type.name) {
    case 'ID':
      return nullable(ids);
    case 'Int':
      return nullable(INT);
    case 'Boolean':
      return nullable(fc.boolean());
    case 'String':
      return nullable(fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('sữa', 'gạo', 'PDP_MODULE_RELATED_VARIANTS', 'nuoc mam')));
    default:
      return nullable(fc.jsonValue({ maxDepth: 1 }));
  }
}

/**
 * Leaf fields of `type` and of its object fields `depth` levels down: what a list tile reads,
 * within the cost limit (a category's children of children would pass it).
 */
function selectionOf(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named) || !isObjectType(named)) return '';
  const parts = Object.values(named.getFields()).flatMap((field: GraphQLField<unknown, unknown>) => {
    if (field.args.some((arg) => isNonNullType(arg.type))) return [];
    if (isLeafType(getNamedType(field.type))) return [field.name];
    if (depth <= 0) return [];
    const inner = selectionOf(field.type, depth - 1);
    return inner ? [`${field.name} ${inner}`] : [];
  });
  return `{ ${parts.join(' ')} }`;
}

/** Every field of the schema's Query type as an operation with all of its arguments as variables. */
export function graphqlOperations(typeDefs: string, ids: IdArbitrary): GraphqlOperation[] {
  const schema = buildSchema(typeDefs);
  const query = schema.getQueryType();
  if (!query) return [];
  return Object.values(query.getFields()).map((field) => {
    const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`);
    const args = field.args.map((arg) => `${arg.name}: $${arg.name}`);
    const name = field.name[0]?.toUpperCase() + field.name.slice(1);
    const text = `query ${name}${variables.length ? `(${variables.join(', ')})` : ''} { ${field.name}${
      args.length ? `(${args.join(', ')})` : ''
    } ${selectionOf(field.type, 2)} }`;
    return {
      name,
      query: text,
      variables: fc.record(
        Object.fromEntries(field.args.map((arg) => [arg.name, inputArbitrary(arg.type, ids)])),
        { requiredKeys: field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name) },
      ),
    };
  });
}
