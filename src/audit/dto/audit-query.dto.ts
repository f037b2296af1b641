import { PageQueryDto } from '../../common/dto/page-query.dto.js';

/** The admin's audit log: a page of 50, newest first. */
export class AuditQueryDto extends PageQueryDto {}
