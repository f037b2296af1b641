import { createRequire } from 'node:module';
import { getMetadataStorage, ValidationTypes } from 'class-validator';

interface TypeMetadataStorage {
  findTypeMetadata(target: Function, propertyName: string): { typeFunction: () => unknown } | undefined;
}

// class-transformer keeps the classes named by @Type here and nowhere public (@nestjs/mapped-types reads it the same way).
const typeStorage: TypeMetadataStorage = createRequire(import.meta.url)('class-transformer/cjs/storage').defaultMetadataStorage;

/** What a DTO says about its lists: each one's longest (its @ArrayMaxSize), and the DTOs nested in it. */
interface ListRules {
  sizes: { property: string; max: number; message: string }[];
  nested: { property: string; type: Function }[];
}

const rulesByDto = new WeakMap<Function, ListRules>();

function isDto(metatype: unknown): metatype is Function {
  return typeof metatype === 'function' && metatype !== Object && metatype !== Array;
}

/** Read once per DTO: class-validator's own lookup goes through the rules of every class each time. */
function listRulesOf(dto: Function): ListRules {
  let rules = rulesByDto.get(dto);
  if (!rules) {
    const all = getMetadataStorage().getTargetValidationMetadatas(dto, '', false, false);
    rules = {
      sizes: all
        .filter((rule) => rule.name === 'arrayMaxSize' && !rule.each)
        .map((rule) => ({
          property: rule.propertyName,
          max: rule.constraints[0] as number,
          message: typeof rule.message === 'string' ? rule.message : '$property must contain no more than $constraint1 elements',
        })),
      nested: all
        .filter((rule) => rule.type === ValidationTypes.NESTED_VALIDATION)
        .map((rule) => ({ property: rule.propertyName, type: typeStorage.findTypeMetadata(dto, rule.propertyName)?.typeFunction() }))
        .filter((rule): rule is { property: string; type: Function } => isDto(rule.type)),
    };
    rulesByDto.set(dto, rules);
  }
  return rules;
}

/**
 * The lists of `value` longer than its DTO's @ArrayMaxSize allows, in nested DTOs too. Checked before
 * class-transformer and class-validator see the value: both go through every element before the size
 * rule answers, and each element of a hostile list costs them far more than its few bytes. Only lists
 * within their size are entered, and no deeper than `maxDepth`, so the check costs no more than the DTO's own shape.
 */
export function oversizedLists(value: unknown, dto: unknown, maxDepth: number, path = '', depth = 0): string[] {
  if (!isDto(dto) || value === null || typeof value !== 'object' || Array.isArray(value) || depth >= maxDepth) return [];
  const fields = value as Record<string, unknown>;
  const { sizes, nested } = listRulesOf(dto);
  const named = (property: string) => (path ? `${path}.${property}` : property);
  const problems = sizes
    .filter(({ property, max }) => Array.isArray(fields[property]) && (fields[property] as unknown[]).length > max)
    .map(({ property, max, message }) => message.replaceAll('$property', named(property)).replaceAll('$constraint1', String(max)));
  if (problems.length > 0) return problems;
  for (const { property, type } of nested) {
    const field = fields[property];
    if (!Array.isArray(field)) problems.push(...oversizedLists(field, type, maxDepth, named(property), depth + 1));
    // A list without a size rule of its own is left to the pipe's bound on every request.
    else if (sizes.some((size) => size.property === property)) field.forEach((element, index) => problems.push(...oversizedLists(element, type, maxDepth, `${named(property)}.${index}`, depth + 2)));
  }
  return problems;
}
