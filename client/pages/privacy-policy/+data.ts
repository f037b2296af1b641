import { policyDate, type PolicyDate } from '../../features/info/policy-date';

export interface Data {
  lastUpdated: PolicyDate;
}

/** The policy shows today's date as its 'Last updated' date, decided on the server. */
export function data(): Data {
  return { lastUpdated: policyDate(new Date()) };
}
