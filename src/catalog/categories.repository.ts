import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CategoryView } from '#contracts/catalog.contract';

@Injectable()
export class CategoriesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async all(): Promise<CategoryView[]> {
    return this.db.query(
      `SELECT id, name, slug, image, parent_id AS "parentId" FROM categories ORDER BY parent_id NULLS FIRST, name`,
    );
  }
}
