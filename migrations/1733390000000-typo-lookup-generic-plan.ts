import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `search_typo_query()` plans its lookup once per connection. PL/pgSQL kept planning it again at every
 * call (a custom plan for each array of words), which was half of the lookup's time: 0.155 against
 * 0.075 ms a call measured on the 5,000-game bench database. The plan does not depend on the words,
 * each of which is matched through the trigram index whatever it is.
 */
export class TypoLookupGenericPlan1733390000000 implements MigrationInterface {
  name = 'TypoLookupGenericPlan1733390000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER FUNCTION search_typo_query(text[]) SET plan_cache_mode = force_generic_plan`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER FUNCTION search_typo_query(text[]) RESET plan_cache_mode`);
  }
}
