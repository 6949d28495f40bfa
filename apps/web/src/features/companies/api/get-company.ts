import { useQuery } from '@tanstack/react-query';
import { companyQuery } from '../../../lib/company-data.ts';

// The company query lives with the rest of a company's shared data (lib/company-data.ts): every
// area of the workspace reads the company's limits, not only this one.
export { companiesKeys, companyQuery, getCompany } from '../../../lib/company-data.ts';

export function useCompany(id: number) {
  return useQuery(companyQuery(id));
}
