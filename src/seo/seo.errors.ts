import { DomainError } from '../common/errors/domain-error.js';

export class SitemapFileNotFoundError extends DomainError {
  constructor(file: string) {
    super('not_found', 'sitemap_file_not_found', `No sitemap file "${file}": /sitemap.xml lists them.`);
  }
}
