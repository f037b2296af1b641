import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getMetadataStorage } from 'class-validator';

/** Rules that take free text, whose length only a length rule bounds. */
const TEXT_RULES = new Set(['isString', 'matches', 'isEmail', 'isNotEmpty', 'minLength']);
const TEXT_BOUNDS = new Set(['maxLength', 'isLength']);

function dtoFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return dtoFiles(path);
    return path.includes('/dto/') && entry.name.endsWith('.dto.ts') ? [path] : [];
  });
}

describe('request DTOs', () => {
  it('bound every list and every free text they take, so the pipe refuses an oversized one before reading it', async () => {
    const unbounded: string[] = [];
    let dtos = 0;
    for (const file of dtoFiles('src')) {
      const exported = Object.values(await import(pathToFileURL(join(process.cwd(), file)).href));
      for (const dto of exported.filter((value): value is Function => typeof value === 'function')) {
        const storage = getMetadataStorage();
        const rules = storage.getTargetValidationMetadatas(dto, '', false, false);
        if (rules.length === 0) continue;
        dtos++;
        for (const [property, own] of Object.entries(storage.groupByPropertyName(rules))) {
          const names = new Set(own.map((rule) => rule.name));
          const isList = names.has('isArray') || own.some((rule) => rule.each);
          if (isList && !names.has('arrayMaxSize')) unbounded.push(`${relative('src', file)} ${dto.name}.${property}: a list without @ArrayMaxSize`);
          if ([...names].some((name) => TEXT_RULES.has(name!)) && ![...names].some((name) => TEXT_BOUNDS.has(name!))) {
            unbounded.push(`${relative('src', file)} ${dto.name}.${property}: text without @MaxLength or @Length`);
          }
        }
      }
    }
    expect(dtos).toBeGreaterThan(20);
    expect(unbounded).toEqual([]);
  });
});
