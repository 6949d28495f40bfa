import { useQuery } from '@tanstack/react-query';
import { companySourcesQuery } from '../../../lib/company-data.ts';

/** The catalogue sources the company uses (read where every company screen reads them). */
export function useCompanySources(companyId: number) {
  return useQuery(companySourcesQuery(companyId));
}
