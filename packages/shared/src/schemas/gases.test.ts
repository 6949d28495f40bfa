import { describe, expect, it } from 'vitest';
import { gwpAssessmentOf } from './gases.ts';

describe('gwpAssessmentOf', () => {
  it('reads the report the description cites first, with its year', () => {
    expect(
      gwpAssessmentOf(
        'PCG a 100 años según IPCC AR6 WG1 (2021), Tabla 7.SM.7. Otros informes: AR5: 28; AR4: 25.',
      ),
    ).toEqual({ report: 'AR6', year: 2021 });
    expect(gwpAssessmentOf('GWP-100 from the IPCC AR5 (no climate-carbon feedback)')).toEqual({
      report: 'AR5',
      year: 2013,
    });
    expect(gwpAssessmentOf('AR4')).toEqual({ report: 'AR4', year: 2007 });
  });

  it('finds none where the description names no report', () => {
    expect(gwpAssessmentOf(null)).toBeNull();
    expect(gwpAssessmentOf('')).toBeNull();
    expect(gwpAssessmentOf('Refrigerant of the AR61 series; see the CAR5 list')).toBeNull();
  });
});
