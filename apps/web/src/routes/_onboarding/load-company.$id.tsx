import { createFileRoute } from '@tanstack/react-router';
import { loadCompanyRoute } from '../../features/companies/load-company-route.tsx';

/** /load-company/{id}: loads and selects the company, then opens the first screen of the menu. */
export const Route = createFileRoute('/_onboarding/load-company/$id')(loadCompanyRoute);
